"use client";

import { TriangleAlert } from "lucide-react";
import { formatInstant } from "@/client/practice-dates";
import { Button } from "@/components/ui/button";
import { appointmentMessages, appointmentStatusLabels, type AgendaAppointment } from "@/schemas/appointment";

type AppointmentConflictsProps = {
  conflicts: AgendaAppointment[];
  timeZone: string;
  /** Books or moves anyway (the server records that it was forced). */
  onForce: () => void;
  forceLabel?: string;
  busy?: boolean;
};

/**
 * The doctor's appointments a booking or a move would overlap, each with its time, patient and
 * status; the user may go ahead anyway (the doctor decides), which the server audits.
 */
export function AppointmentConflicts({ conflicts, timeZone, onForce, forceLabel = appointmentMessages.forceBooking, busy }: AppointmentConflictsProps) {
  return (
    <div role="alert" className="rounded-xl border border-accent-200 bg-accent-50 p-4">
      <p className="flex items-center gap-2 font-bold text-accent-800">
        <TriangleAlert className="size-5 shrink-0" aria-hidden="true" />
        {appointmentMessages.conflict}
      </p>
      <ul className="mt-2 flex flex-col gap-1 text-sm text-ink-800" aria-label="Rendez-vous qui se chevauchent">
        {conflicts.map((conflict) => (
          <li key={conflict.id}>
            <span className="font-semibold tabular-nums">{formatInstant(conflict.dateHeure, timeZone)}</span> ({conflict.dureeMinutes} min) ·{" "}
            {conflict.patient.prenom} {conflict.patient.nom} · {conflict.motif} · {appointmentStatusLabels[conflict.status]}
          </li>
        ))}
      </ul>
      <div className="mt-3">
        <Button size="sm" variant="secondary" onClick={onForce} disabled={busy}>
          {forceLabel}
        </Button>
      </div>
    </div>
  );
}
