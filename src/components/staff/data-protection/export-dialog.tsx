"use client";

import { useQuery } from "@tanstack/react-query";
import { Download, Printer } from "lucide-react";
import { useState } from "react";
import { formatInstant } from "@/client/practice-dates";
import { actionFailure, staffApi } from "@/client/staff-api";
import { useStatusMessage } from "@/client/use-status-message";
import { LoadFailure } from "@/components/staff/shell/query-state";
import { StaffDialog } from "@/components/staff/shell/staff-dialog";
import { Button, buttonClasses } from "@/components/ui/button";
import { StatusMessage } from "@/components/ui/status-message";
import { dataProtectionMessages, type PatientExport } from "@/schemas/data-protection";

/** The printable French document of a person's data (same call, laid out for paper). */
export const printableExportHref = (patientId: number, messages: number[]) =>
  `/responsable/patients/${patientId}/donnees${messages.length ? `?messages=${messages.join(",")}` : ""}`;

/** Saves the export as a file, as the browser saves any download. */
function saveAsFile(data: PatientExport) {
  const blob = new Blob([JSON.stringify(data, null, 2)], { type: "application/json" });
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = `donnees-patient-${data.patient.id}-${data.genereLe.slice(0, 10)}.json`;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

/**
 * 'Exporter les données' (ADMIN or MEDECIN): the right of access of law 09-08. Contact messages
 * sent from the file's e-mail address may be a relative's: each is shown for staff to confirm
 * before it goes into the export; then the data downloads as a file or opens as a printable
 * document. Each export is in the audit trail.
 */
export function ExportDialog({ patientId, timeZone, open, onClose }: { patientId: number; timeZone: string; open: boolean; onClose: () => void }) {
  const [confirmed, setConfirmed] = useState<number[]>([]);
  const [downloading, setDownloading] = useState(false);
  const status = useStatusMessage(5000);
  // What the export holds before any confirmation: the candidates to confirm.
  const preview = useQuery({
    queryKey: ["data-protection", "export-preview", patientId],
    queryFn: () => staffApi.dataProtection.exportPatient(patientId),
    enabled: open,
    staleTime: 0,
    gcTime: 0,
  });
  const toggle = (id: number, checked: boolean) => setConfirmed((ids) => (checked ? [...ids, id] : ids.filter((other) => other !== id)));

  async function download() {
    setDownloading(true);
    try {
      saveAsFile(confirmed.length ? await staffApi.dataProtection.exportPatient(patientId, confirmed) : preview.data!);
      status.show(dataProtectionMessages.exported);
    } catch (failure) {
      status.show(actionFailure(failure, dataProtectionMessages.exportFailed));
    } finally {
      setDownloading(false);
    }
  }

  return (
    <StaffDialog open={open} title="Exporter les données du patient" onClose={onClose}>
      <div className="flex flex-col gap-4 text-[15px]">
        <p className="text-ink-700">
          Tout ce que le cabinet détient sur cette personne : dossier, rendez-vous, demandes, messages, envois, historique des accès et demandes de droits
          (loi 09-08, droit d&apos;accès). À remettre à la personne elle-même.
        </p>
        {preview.isPending ? (
          <p role="status" className="text-ink-600">
            Préparation de l&apos;export...
          </p>
        ) : preview.isError ? (
          <LoadFailure message={dataProtectionMessages.exportFailed} onRetry={() => void preview.refetch()} retrying={preview.isFetching} />
        ) : (
          <>
            {preview.data.messagesAConfirmer.length > 0 && (
              <fieldset className="flex flex-col gap-2 rounded-xl border border-ink-200 p-4">
                <legend className="px-1 text-sm font-semibold text-ink-800">Messages envoyés depuis l&apos;adresse du dossier</legend>
                <p className="text-sm text-ink-600">Un proche peut partager cette adresse : cochez seulement les messages de cette personne.</p>
                {preview.data.messagesAConfirmer.map((message) => (
                  <label key={message.id} className="flex items-start gap-3">
                    <input type="checkbox" className="mt-1 size-4 accent-primary-700" checked={confirmed.includes(message.id)} onChange={(event) => toggle(message.id, event.target.checked)} />
                    <span>
                      <span className="font-semibold text-ink-900">{message.nomComplet}</span> — {message.sujet}
                      <span className="block text-xs text-ink-500">Reçu le {formatInstant(message.recuLe, timeZone)}</span>
                    </span>
                  </label>
                ))}
              </fieldset>
            )}
            <div className="flex flex-wrap gap-2">
              <Button onClick={() => void download()} disabled={downloading} aria-busy={downloading}>
                <Download className="size-4" aria-hidden="true" />
                Télécharger (JSON)
              </Button>
              <a href={printableExportHref(patientId, confirmed)} target="_blank" rel="noopener" className={buttonClasses("secondary")}>
                <Printer className="size-4" aria-hidden="true" />
                Version imprimable
              </a>
            </div>
            <StatusMessage message={status.message} />
          </>
        )}
      </div>
    </StaffDialog>
  );
}
