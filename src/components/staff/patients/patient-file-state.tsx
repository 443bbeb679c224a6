"use client";

import { Archive, ArchiveRestore, Merge, Pencil } from "lucide-react";
import Link from "next/link";
import { useState } from "react";
import { formatInstant } from "@/client/practice-dates";
import { actionFailure, serverDetail } from "@/client/staff-api";
import { useArchivePatient, useRestorePatient } from "@/components/staff/patients/patient-mutations";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { StatusMessage } from "@/components/ui/status-message";
import { patientMessages, type PatientRecord } from "@/schemas/patient";

type Changed = (saved: PatientRecord, message: string) => void;

/** What a failed change says: the action's own text (or the network's), then the server's reason. */
function FailureLines({ error, failed }: { error: unknown; failed: string }) {
  const detail = error ? serverDetail(error) : null;
  return (
    <>
      <StatusMessage message={error ? actionFailure(error, failed) : null} />
      {detail && <p className="text-sm text-danger-700">{detail}</p>}
    </>
  );
}

/** The file's actions beside its title: 'Modifier', merging a duplicate (ADMIN, MEDECIN), archiving. */
type FileActionsProps = {
  patient: PatientRecord;
  onEdit: () => void;
  /** Opens the merge screen; left out for those who may not merge (ASSISTANT). */
  onMerge?: () => void;
  onChanged: Changed;
};

export function FileActions({ patient, onEdit, onMerge, onChanged }: FileActionsProps) {
  const [confirming, setConfirming] = useState(false);
  const archive = useArchivePatient(patient.id, {
    onSuccess: (saved) => onChanged(saved, patientMessages.archived),
    onSettled: () => setConfirming(false),
  });
  const active = patient.dateArchivage === null;

  return (
    <div className="flex flex-col items-start gap-2 sm:items-end">
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" size="sm" onClick={onEdit}>
          <Pencil className="size-4" aria-hidden="true" />
          Modifier
        </Button>
        {active && onMerge && (
          <Button variant="secondary" size="sm" onClick={onMerge}>
            <Merge className="size-4" aria-hidden="true" />
            Fusionner un doublon
          </Button>
        )}
        {active && (
          <Button variant="secondary" size="sm" onClick={() => setConfirming(true)} disabled={archive.isPending}>
            <Archive className="size-4" aria-hidden="true" />
            Archiver
          </Button>
        )}
      </div>
      <FailureLines error={archive.error} failed={patientMessages.archiveFailed} />
      <ConfirmDialog
        open={confirming}
        title="Archiver ce dossier ?"
        description="Il n'apparaîtra plus dans les recherches ni dans la liste des patients. Il reste consultable et peut être restauré à tout moment."
        confirmLabel="Archiver"
        busy={archive.isPending}
        onConfirm={() => archive.mutate()}
        onCancel={() => setConfirming(false)}
      />
    </div>
  );
}

/** 'Dossier archivé' (with 'Restaurer') or 'Dossier fusionné dans …' (with a link to the file kept); nothing for an active file. */
export function FileStateBanner({ patient, timeZone, onChanged }: { patient: PatientRecord; timeZone: string; onChanged: Changed }) {
  const restore = useRestorePatient(patient.id, {
    onSuccess: (saved) => onChanged(saved, patientMessages.restored),
  });
  if (patient.dateArchivage === null) return null;
  const since = formatInstant(patient.dateArchivage, timeZone);

  if (patient.dateAnonymisation !== null) {
    return (
      <div role="note" className="flex flex-col gap-1 rounded-xl border border-ink-300 bg-ink-50 px-4 py-3">
        <p className="font-bold text-ink-900">Dossier anonymisé</p>
        <p className="text-sm text-ink-700">
          Le {formatInstant(patient.dateAnonymisation, timeZone)}, à la demande de la personne (loi 09-08) : son identité a été effacée, l&apos;historique de ses
          rendez-vous est conservé. Il ne peut plus être modifié.
        </p>
      </div>
    );
  }

  if (patient.fusionneDans !== null) {
    return (
      <div role="note" className="flex flex-col gap-1 rounded-xl border border-accent-200 bg-accent-50 px-4 py-3">
        <p className="font-bold text-accent-800">
          Dossier fusionné dans le{" "}
          <Link href={`/responsable/patients/${patient.fusionneDans}`} className="text-primary-700 underline underline-offset-2 hover:text-primary-900">
            dossier n° {patient.fusionneDans}
          </Link>
        </p>
        <p className="text-sm text-ink-700">
          Le {since}, ses rendez-vous et ses demandes sont passés dans ce dossier, qui est à consulter et à modifier désormais. Celui-ci reste lisible, sans
          modification possible.
        </p>
      </div>
    );
  }

  return (
    <div role="note" className="flex flex-col gap-3 rounded-xl border border-ink-300 bg-ink-50 px-4 py-3 sm:flex-row sm:items-center sm:justify-between">
      <div>
        <p className="font-bold text-ink-900">Dossier archivé</p>
        <p className="text-sm text-ink-700">Depuis le {since}. Il n&apos;apparaît plus dans les recherches ni dans la liste des patients.</p>
      </div>
      <div className="flex flex-col gap-2">
        <Button variant="secondary" size="sm" onClick={() => restore.mutate()} disabled={restore.isPending}>
          <ArchiveRestore className="size-4" aria-hidden="true" />
          Restaurer
        </Button>
        <FailureLines error={restore.error} failed={patientMessages.restoreFailed} />
      </div>
    </div>
  );
}
