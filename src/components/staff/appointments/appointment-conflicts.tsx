"use client";

import { CalendarX2, TriangleAlert } from "lucide-react";
import { formatInstant } from "@/client/practice-dates";
import type { BookingWarnings } from "@/client/staff-api";
import { Button } from "@/components/ui/button";
import { appointmentMessages, appointmentStatusLabels } from "@/schemas/appointment";

type AppointmentConflictsProps = {
  /** What the server held the booking or the move back for: the doctor's overlapping appointments, the practice closed. */
  warnings: BookingWarnings;
  timeZone: string;
  /** Books or moves anyway (the server records that it was forced). */
  onForce: () => void;
  forceLabel?: string;
  busy?: boolean;
};

/**
 * What a booking or a move must be confirmed for before it is saved (decision 040): the
 * practice closed then (a closure, a day without hours, outside the day's hours, a holiday's
 * estimated date), and the doctor's appointments it would overlap, each with its time, patient
 * and status. The user may go ahead anyway (the doctor decides), which the server audits.
 */
export function AppointmentConflicts({ warnings, timeZone, onForce, forceLabel = appointmentMessages.forceBooking, busy }: AppointmentConflictsProps) {
  const { conflits, fermeture } = warnings;
  return (
    <div role="alert" className="flex flex-col gap-2 rounded-xl border border-accent-200 bg-accent-50 p-4">
      {fermeture && (
        <p className="flex items-start gap-2 font-bold text-accent-800">
          <CalendarX2 className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
          {fermeture}
        </p>
      )}
      {conflits.length > 0 && (
        <>
          <p className="flex items-start gap-2 font-bold text-accent-800">
            <TriangleAlert className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
            {appointmentMessages.conflict}
          </p>
          <ul className="flex flex-col gap-1 text-sm break-words text-ink-800" aria-label="Rendez-vous qui se chevauchent">
            {conflits.map((conflict) => (
              <li key={conflict.id}>
                <span className="font-semibold tabular-nums">{formatInstant(conflict.dateHeure, timeZone)}</span> ({conflict.dureeMinutes} min) ·{" "}
                {conflict.patient.prenom} {conflict.patient.nom} · {conflict.motif} · {appointmentStatusLabels[conflict.status]}
              </li>
            ))}
          </ul>
        </>
      )}
      <div className="mt-1">
        <Button size="sm" variant="secondary" onClick={onForce} disabled={busy}>
          {forceLabel}
        </Button>
      </div>
    </div>
  );
}
