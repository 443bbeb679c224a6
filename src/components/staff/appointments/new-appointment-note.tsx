"use client";

import { useQuery } from "@tanstack/react-query";
import { CalendarSearch } from "lucide-react";
import Link from "next/link";
import { formatInstant, nowForDateTimeInput } from "@/client/practice-dates";
import { appointmentQueries } from "@/components/staff/appointments/appointment-queries";
import { agendaDayHref } from "@/components/staff/appointments/booking-link";
import { appointmentStatusLabels, type Appointment } from "@/schemas/appointment";

/**
 * The note under a patient's appointments after the spec's form added one (decision 040): the
 * spec's bare call books whatever the agenda holds, so the file says afterwards when the new
 * appointment overlaps another of the same person or falls when the practice is closed, with a
 * link to its day in the agenda. Nothing to say: no note. The check failing: said, with a retry.
 */
export function NewAppointmentNote({ appointment, timeZone }: { appointment: Appointment; timeZone: string }) {
  const warnings = useQuery(appointmentQueries.warnings(appointment.id));
  if (warnings.isPending) {
    return (
      <p role="status" className="mt-3 text-sm text-ink-500">
        Vérification de l&apos;agenda pour le nouveau rendez-vous...
      </p>
    );
  }
  if (warnings.isError) {
    return (
      <p role="status" className="mt-3 text-sm text-ink-600">
        L&apos;agenda n&apos;a pas pu être vérifié pour le nouveau rendez-vous.{" "}
        <button type="button" onClick={() => void warnings.refetch()} className="font-semibold text-primary-700 underline-offset-2 hover:underline">
          Réessayer
        </button>
      </p>
    );
  }
  const { conflits, fermeture } = warnings.data;
  if (conflits.length === 0 && !fermeture) return null;
  const day = nowForDateTimeInput(timeZone, new Date(appointment.dateHeure)).slice(0, 10);
  const doctor = `${appointment.medecin.prenom} ${appointment.medecin.nom}`.trim();

  return (
    <div role="status" aria-label="Nouveau rendez-vous à vérifier" className="mt-4 flex flex-col gap-2 rounded-xl border border-accent-200 bg-accent-50 p-4 text-[15px] text-ink-800">
      <p className="flex items-start gap-2 font-bold text-accent-800">
        <CalendarSearch className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
        Le rendez-vous du {formatInstant(appointment.dateHeure, timeZone)} est à vérifier.
      </p>
      {fermeture && <p>{fermeture}</p>}
      {conflits.length > 0 && (
        <>
          <p>
            Il chevauche {conflits.length === 1 ? "un autre rendez-vous" : `${conflits.length} autres rendez-vous`} du même agenda ({doctor}) :
          </p>
          <ul className="flex flex-col gap-1 text-sm break-words">
            {conflits.map((conflict) => (
              <li key={conflict.id}>
                <span className="font-semibold tabular-nums">{formatInstant(conflict.dateHeure, timeZone)}</span> ({conflict.dureeMinutes} min) ·{" "}
                {conflict.patient.prenom} {conflict.patient.nom} · {appointmentStatusLabels[conflict.status]}
              </li>
            ))}
          </ul>
        </>
      )}
      <p>
        <Link href={agendaDayHref(day, appointment.medecin.id)} className="font-semibold text-primary-700 underline-offset-2 hover:underline">
          Voir ce rendez-vous dans l&apos;agenda
        </Link>
      </p>
    </div>
  );
}
