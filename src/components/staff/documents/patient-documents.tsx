"use client";

import { useQuery } from "@tanstack/react-query";
import { Ban, FilePlus2, FileText, Printer, ScrollText } from "lucide-react";
import Link from "next/link";
import { useState } from "react";
import { formatInstant } from "@/client/practice-dates";
import { actionFailure } from "@/client/staff-api";
import { useStatusMessage } from "@/client/use-status-message";
import { CertificateDialog } from "@/components/staff/documents/certificate-dialog";
import { useCancelDocument, usePrintDocument } from "@/components/staff/documents/document-mutations";
import { documentQueries } from "@/components/staff/documents/document-queries";
import { openPdf } from "@/components/staff/documents/open-pdf";
import { OrdonnanceDialog } from "@/components/staff/documents/ordonnance-dialog";
import { LoadFailure } from "@/components/staff/shell/query-state";
import { StaffDialog } from "@/components/staff/shell/staff-dialog";
import { StaffPanel } from "@/components/staff/shell/staff-panel";
import { useStaffSession } from "@/components/staff/shell/staff-session";
import { Button } from "@/components/ui/button";
import { Field, inputClasses } from "@/components/ui/field";
import { StatusMessage } from "@/components/ui/status-message";
import { documentMessages, type DocumentListItem } from "@/schemas/document";
import type { PatientRecord } from "@/schemas/patient";

/**
 * The file's 'Documents' (issue 34, decision 053): the ordonnances and certificates given, newest
 * first. A doctor writes a new one (from a template), prints it (the PDF fetched with the token,
 * shown through a blob: address) and cancels it with a reason; the front desk sees that each
 * exists and prints a copy of those that carry no diagnosis.
 */
export function PatientDocuments({ patient, readOnly }: { patient: PatientRecord; readOnly: boolean }) {
  const { roles, timeZone, isAdmin } = useStaffSession();
  const doctor = roles.includes("MEDECIN");
  const notice = useStatusMessage();
  const [tone, setTone] = useState<"success" | "error">("success");
  const [writing, setWriting] = useState<"ordonnance" | "certificat" | null>(null);
  const [cancelling, setCancelling] = useState<DocumentListItem | null>(null);
  const query = useQuery(documentQueries.ofPatient(patient.id));
  const say = (message: string, kind: "success" | "error") => {
    setTone(kind);
    notice.show(message);
  };
  const print = usePrintDocument(patient.id, {
    onError: (failure) => say(actionFailure(failure, documentMessages.printFailed), "error"),
  });

  const printDocument = (document: DocumentListItem) => {
    // Opened at the click (a tab opened later, after the download, would be blocked as a pop-up).
    const tab = window.open("", "_blank");
    print.mutate(document.id, {
      onSuccess: (blob) => openPdf(blob, `${document.type}-${document.numero}.pdf`, tab),
      onError: () => tab?.close(),
    });
  };

  const issued = (numero: string) => {
    setWriting(null);
    say(documentMessages.issued(numero), "success");
  };

  return (
    <StaffPanel id="documents" title="Documents" icon={FileText} description="Ordonnances et certificats remis au patient, sur l'en-tête du cabinet.">
      <div className="flex flex-col gap-4">
        {doctor && query.data?.verification.locale && (
          <p className="rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900">
            {documentMessages.localAddress(query.data.verification.adresse)}
          </p>
        )}
        {(doctor && !readOnly) || isAdmin ? (
          <div className="flex flex-wrap items-center gap-2">
            {doctor && !readOnly && (
              <>
                <Button size="sm" onClick={() => setWriting("ordonnance")}>
                  <FilePlus2 className="size-4" aria-hidden="true" />
                  Nouvelle ordonnance
                </Button>
                <Button size="sm" variant="secondary" onClick={() => setWriting("certificat")}>
                  <ScrollText className="size-4" aria-hidden="true" />
                  Nouveau certificat
                </Button>
              </>
            )}
            {isAdmin && (
              <Link href="/responsable/modeles" className="ms-auto text-sm font-semibold text-primary-700 underline-offset-2 hover:underline">
                Modèles de certificat
              </Link>
            )}
          </div>
        ) : null}
        <StatusMessage message={notice.message} tone={tone} />
        {query.isPending ? (
          <p className="text-sm text-ink-600" role="status">
            Chargement des documents...
          </p>
        ) : query.isError ? (
          <LoadFailure message={documentMessages.listFailed} onRetry={() => void query.refetch()} retrying={query.isFetching} />
        ) : query.data.items.length === 0 ? (
          <p className="text-[15px] text-ink-600">{documentMessages.none}</p>
        ) : (
          <ul className="divide-y divide-ink-100 rounded-xl border border-ink-100" aria-label="Documents du patient">
            {query.data.items.map((document) => (
              <li key={document.id} className="flex flex-col gap-3 px-4 py-3 sm:flex-row sm:items-center sm:justify-between">
                <div className="min-w-0">
                  <p className="font-semibold text-ink-900">
                    {document.titre}
                    <span className="ms-2 font-mono text-sm font-medium whitespace-nowrap text-ink-600">n° {document.numero}</span>
                    {document.annuleAt && (
                      <span className="ms-2 rounded-full bg-danger-50 px-2 py-0.5 text-xs font-semibold text-danger-700">Annulé</span>
                    )}
                  </p>
                  <p className="text-sm text-ink-600">
                    {formatInstant(document.emisAt, timeZone)} · Dr {document.medecin.prenom} {document.medecin.nom} · {document.format}
                    {document.impressions > 0 && ` · imprimé ${document.impressions} fois`}
                  </p>
                  {document.annuleMotif && <p className="text-sm text-danger-700">Motif : {document.annuleMotif}</p>}
                </div>
                <div className="flex shrink-0 flex-wrap gap-2">
                  {document.imprimable && (
                    <Button size="sm" variant="secondary" onClick={() => printDocument(document)} disabled={print.isPending} aria-label={`Imprimer ${document.titre} n° ${document.numero}`}>
                      <Printer className="size-4" aria-hidden="true" />
                      {document.impressions > 0 ? "Imprimer un duplicata" : "Imprimer"}
                    </Button>
                  )}
                  {doctor && !document.annuleAt && (
                    <Button size="sm" variant="ghost" onClick={() => setCancelling(document)} aria-label={`Annuler ${document.titre} n° ${document.numero}`}>
                      <Ban className="size-4" aria-hidden="true" />
                      Annuler
                    </Button>
                  )}
                </div>
              </li>
            ))}
          </ul>
        )}
      </div>
      {doctor && (
        <>
          <OrdonnanceDialog patient={patient} open={writing === "ordonnance"} onClose={() => setWriting(null)} onIssued={issued} />
          <CertificateDialog patient={patient} open={writing === "certificat"} onClose={() => setWriting(null)} onIssued={issued} />
          <CancelDialog
            patientId={patient.id}
            document={cancelling}
            onClose={() => setCancelling(null)}
            onCancelled={() => {
              setCancelling(null);
              say(documentMessages.cancelled, "success");
            }}
          />
        </>
      )}
    </StaffPanel>
  );
}

function CancelDialog({ patientId, document, onClose, onCancelled }: { patientId: number; document: DocumentListItem | null; onClose: () => void; onCancelled: () => void }) {
  const [motif, setMotif] = useState("");
  const [failure, setFailure] = useState<string | null>(null);
  const cancel = useCancelDocument(patientId, {
    onSuccess: () => {
      setMotif("");
      onCancelled();
    },
    onError: (error) => setFailure(actionFailure(error, documentMessages.cancelFailed)),
  });
  return (
    <StaffDialog open={document !== null} title={document ? `Annuler le document n° ${document.numero}` : "Annuler le document"} onClose={onClose}>
      {document && (
        <form
          className="flex flex-col gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            if (!motif.trim()) return setFailure("Le motif est obligatoire.");
            setFailure(null);
            cancel.mutate({ id: document.id, motif });
          }}
        >
          <p className="text-[15px] text-ink-700">Le document reste dans le dossier, marqué annulé ; la page de vérification le dira.</p>
          <Field label="Motif" htmlFor="document-cancel-motif" required error={failure ?? undefined}>
            <input
              id="document-cancel-motif"
              value={motif}
              onChange={(event) => setMotif(event.target.value)}
              maxLength={500}
              required
              aria-invalid={failure ? true : undefined}
              aria-describedby={failure ? "document-cancel-motif-error" : undefined}
              className={inputClasses}
            />
          </Field>
          <div className="flex flex-wrap justify-end gap-2">
            <Button variant="secondary" onClick={onClose}>
              Retour
            </Button>
            <Button type="submit" variant="danger" disabled={cancel.isPending}>
              {cancel.isPending ? "Annulation..." : "Annuler le document"}
            </Button>
          </div>
        </form>
      )}
    </StaffDialog>
  );
}
