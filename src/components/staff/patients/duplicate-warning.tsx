"use client";

import { Archive, Merge, TriangleAlert, UserRound } from "lucide-react";
import Link from "next/link";
import { formatCalendarDate } from "@/client/practice-dates";
import { Button, buttonClasses } from "@/components/ui/button";
import { type DuplicateCandidate, duplicateReasonLabels, patientMessages } from "@/schemas/patient";

type DuplicateWarningProps = {
  candidates: DuplicateCandidate[];
  /** The heading; by default the server's "Un patient semblable existe déjà." */
  title?: string;
  /** What to check, under the heading; by default before creating a new file. */
  description?: string;
  /** Shown when creating is still possible: the user has looked and it is someone else. */
  onConfirm?: () => void;
  confirmLabel?: string;
  /** Shown when an existing patient can be taken instead (the conversion of a request). */
  onChoose?: (candidate: DuplicateCandidate) => void;
  /** Shown when the file being edited could be merged with the candidate: the merge screen's address. */
  mergeHref?: (candidate: DuplicateCandidate) => string;
  /** Told when the user follows a merge link (the edit dialog closes). */
  onMergeLink?: () => void;
  busy?: boolean;
};

/**
 * Patients already registered who look like the person being entered, each with why and a link
 * to their file. It warns and lets the user decide: twins and namesakes exist.
 */
export function DuplicateWarning({
  candidates,
  title = patientMessages.duplicateFound,
  description = "Vérifiez qu'il ne s'agit pas de la même personne avant de créer un nouveau dossier.",
  onConfirm,
  confirmLabel = patientMessages.duplicateConfirm,
  onChoose,
  mergeHref,
  onMergeLink,
  busy,
}: DuplicateWarningProps) {
  return (
    <div role="alert" className="rounded-xl border border-accent-200 bg-accent-50 p-4 sm:p-5">
      <p className="flex items-center gap-2 font-bold text-accent-800">
        <TriangleAlert className="size-5 shrink-0" aria-hidden="true" />
        {title}
      </p>
      <p className="mt-1 text-sm text-ink-700">{description}</p>
      <ul className="mt-3 flex flex-col gap-2" aria-label="Patients semblables">
        {candidates.map((candidate) => (
          <li key={candidate.id} className="flex flex-col gap-2 rounded-lg border border-ink-200 bg-white p-3 sm:flex-row sm:items-center sm:justify-between">
            <div className="flex items-start gap-3">
              <UserRound className="mt-0.5 size-5 shrink-0 text-ink-400" aria-hidden="true" />
              <div>
                <Link href={`/responsable/patients/${candidate.id}`} className="font-semibold text-primary-700 underline-offset-2 hover:underline">
                  {candidate.nom} {candidate.prenom}
                </Link>
                <p className="text-sm text-ink-600">
                  Né(e) le {formatCalendarDate(candidate.dateNaissance)} · {candidate.telephone}
                </p>
                <p className="text-xs font-semibold text-accent-700">
                  {candidate.reasons.map((reason) => duplicateReasonLabels[reason]).join(" · ")}
                </p>
                {candidate.archive && (
                  <p className="mt-1 flex items-center gap-1.5 text-xs font-semibold text-ink-700">
                    <Archive className="size-3.5" aria-hidden="true" />
                    Dossier archivé : ouvrez-le pour le restaurer.
                  </p>
                )}
              </div>
            </div>
            <div className="flex flex-wrap gap-2">
              {onChoose && (
                <Button size="sm" variant="secondary" disabled={busy} onClick={() => onChoose(candidate)}>
                  Choisir ce patient
                </Button>
              )}
              {mergeHref && (
                <Link href={mergeHref(candidate)} onClick={onMergeLink} className={buttonClasses("secondary", "sm")}>
                  <Merge className="size-4" aria-hidden="true" />
                  Fusionner avec ce dossier
                </Link>
              )}
            </div>
          </li>
        ))}
      </ul>
      {onConfirm && (
        <div className="mt-4">
          <Button variant="secondary" disabled={busy} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </div>
      )}
    </div>
  );
}
