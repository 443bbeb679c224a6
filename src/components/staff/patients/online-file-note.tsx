"use client";

import { UserRoundSearch } from "lucide-react";
import { actionFailure } from "@/client/staff-api";
import { useStatusMessage } from "@/client/use-status-message";
import { useVerifyPatient } from "@/components/staff/patients/patient-mutations";
import { Button } from "@/components/ui/button";
import { StatusMessage } from "@/components/ui/status-message";
import { bookingsToConfirmMessages } from "@/schemas/bookings-to-confirm";
import type { PatientRecord } from "@/schemas/patient";

/**
 * A file an online booking created (issue 33) until the front desk checks it at the first visit:
 * « Créé en ligne — à vérifier », with « Dossier vérifié » (audited). Nothing once checked, nor
 * on a file the practice made.
 */
export function OnlineFileNote({ patient, onVerified }: { patient: PatientRecord; onVerified: (saved: PatientRecord, message: string) => void }) {
  const failure = useStatusMessage();
  const verify = useVerifyPatient(patient.id, {
    onSuccess: (saved) => onVerified(saved, bookingsToConfirmMessages.verified),
    onError: (error) => failure.show(actionFailure(error, bookingsToConfirmMessages.verifyFailed)),
  });
  if (!patient.creeEnLigneLe || patient.verifieLe) return null;
  return (
    <div role="note" className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-dashed border-amber-700 bg-amber-50 px-4 py-3 text-[15px] text-amber-950">
      <p className="flex items-start gap-2">
        <UserRoundSearch className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        <span>
          <span className="font-semibold">{bookingsToConfirmMessages.toVerify}</span> : dossier créé par une réservation en ligne. Vérifiez l&apos;identité et les
          coordonnées à la première visite.
        </span>
      </p>
      <div className="flex flex-col items-end gap-1">
        <Button size="sm" variant="secondary" onClick={() => verify.mutate()} disabled={verify.isPending}>
          {verify.isPending ? "Enregistrement..." : "Dossier vérifié"}
        </Button>
        <StatusMessage message={failure.message} />
      </div>
    </div>
  );
}
