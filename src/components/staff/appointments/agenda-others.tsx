"use client";

import { UserCheck } from "lucide-react";
import { useId, useState } from "react";
import { formatInstant } from "@/client/practice-dates";
import { actionFailure, bookingWarningsOf, isApiError, serverDetail, type BookingWarnings } from "@/client/staff-api";
import { holderName, type AgendaItem } from "@/components/staff/appointments/agenda-layout";
import { AppointmentConflicts } from "@/components/staff/appointments/appointment-conflicts";
import { useUpdateAppointment } from "@/components/staff/appointments/appointment-mutations";
import { AppointmentStatusBadge } from "@/components/staff/appointments/appointment-status";
import { Button } from "@/components/ui/button";
import type { StaffRef } from "@/schemas/staff-user";

/** The agenda's words for its « Autres » (decision 041). */
export const othersMessages = {
  title: "Autres : rendez-vous sans médecin",
  explanation:
    "Ces rendez-vous sont enregistrés sous un compte qui n'est pas celui d'un médecin en activité. Attribuez chacun au médecin qui recevra le patient.",
  assign: "Attribuer",
  assignAnyway: "Attribuer quand même",
  assignFailed: "Erreur lors de l'attribution du rendez-vous.",
  chooseDoctor: "Choisissez un médecin.",
  assigned: (doctor: StaffRef) => `Rendez-vous attribué au Dr ${doctor.prenom} ${doctor.nom}.`,
} as const;

type AssignDoctorProps = {
  appointment: AgendaItem;
  doctors: StaffRef[];
  timeZone: string;
  /** Done: what to tell the user (the appointment then leaves « Autres »). */
  onAssigned: (message: string) => void;
};

/**
 * Gives an appointment of « Autres » a doctor: a PATCH of its `medecin`, which the server checks
 * (a doctor only; an overlap with the doctor's other appointments is shown first, and may be forced).
 */
export function AssignDoctor({ appointment, doctors, timeZone, onAssigned }: AssignDoctorProps) {
  const selectId = useId();
  const [doctorId, setDoctorId] = useState("");
  const [failure, setFailure] = useState<string | null>(null);
  const [warnings, setWarnings] = useState<BookingWarnings | null>(null);
  const update = useUpdateAppointment(appointment.id, appointment.patient.id);
  const doctor = doctors.find((candidate) => String(candidate.id) === doctorId);

  const assign = (forcer: boolean) => {
    if (!doctor) return setFailure(othersMessages.chooseDoctor);
    setFailure(null);
    update.mutate(
      { medecin: { id: doctor.id }, ...(forcer ? { forcer: true } : {}) },
      {
        onSuccess: () => {
          setWarnings(null);
          onAssigned(othersMessages.assigned(doctor));
        },
        onError: (error) => {
          const held = bookingWarningsOf(error);
          if (held) return setWarnings(held);
          const field = isApiError(error) ? (error.fieldErrors.medecin ?? error.fieldErrors["medecin.id"]) : undefined;
          const detail = field ?? serverDetail(error);
          const failed = actionFailure(error, othersMessages.assignFailed);
          setFailure(detail ? `${failed} ${detail}` : failed);
        },
      },
    );
  };

  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center gap-2">
        <label htmlFor={selectId} className="w-full text-sm font-semibold text-ink-800 sm:w-auto">
          Attribuer à
        </label>
        <select
          id={selectId}
          value={doctorId}
          onChange={(event) => {
            setDoctorId(event.target.value);
            setWarnings(null);
            setFailure(null);
          }}
          aria-describedby={failure ? `${selectId}-erreur` : undefined}
          className="h-9 min-w-0 flex-1 rounded-full border border-ink-200 bg-white px-3 text-sm font-semibold text-ink-800 focus:border-primary-500 focus:ring-3 focus:ring-primary-100 focus:outline-none sm:flex-none"
        >
          <option value="">Choisir un médecin</option>
          {doctors.map((candidate) => (
            <option key={candidate.id} value={candidate.id}>
              Dr {candidate.prenom} {candidate.nom}
            </option>
          ))}
        </select>
        <Button
          size="sm"
          variant="secondary"
          disabled={update.isPending}
          onClick={() => assign(false)}
          aria-label={`${othersMessages.assign} le rendez-vous de ${appointment.patient.prenom} ${appointment.patient.nom}`}
        >
          <UserCheck className="size-4" aria-hidden="true" />
          {othersMessages.assign}
        </Button>
      </div>
      {failure && (
        <p id={`${selectId}-erreur`} role="alert" className="text-sm font-medium text-danger-700">
          {failure}
        </p>
      )}
      {warnings && (
        <AppointmentConflicts warnings={warnings} timeZone={timeZone} busy={update.isPending} forceLabel={othersMessages.assignAnyway} onForce={() => assign(true)} />
      )}
    </div>
  );
}

type AgendaOthersProps = {
  /** The appointments in view held by an account that is not an active doctor. */
  appointments: readonly AgendaItem[];
  doctors: StaffRef[];
  timeZone: string;
  onOpen: (appointment: AgendaItem) => void;
  onAssigned: (message: string) => void;
};

/**
 * Under the grid: the « Autres » appointments in view, each with who it is recorded under and a
 * way to give it a doctor. Nothing when there are none.
 */
export function AgendaOthers({ appointments, doctors, timeZone, onOpen, onAssigned }: AgendaOthersProps) {
  const titleId = useId();
  if (appointments.length === 0) return null;
  return (
    <section aria-labelledby={titleId} className="rounded-card border border-accent-200 bg-accent-50 p-4 sm:p-5 print:hidden">
      <h2 id={titleId} className="text-lg font-bold text-ink-900">
        {othersMessages.title} ({appointments.length})
      </h2>
      <p className="mt-1 text-sm text-ink-700">{othersMessages.explanation}</p>
      <ul className="mt-3 flex flex-col gap-3">
        {appointments.map((appointment) => (
          <li key={appointment.id} className="flex flex-col gap-3 rounded-xl border border-accent-200 bg-white p-3 lg:flex-row lg:items-center lg:justify-between">
            <div className="flex min-w-0 flex-col gap-1">
              <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
                <span className="font-semibold text-ink-900 tabular-nums">{formatInstant(appointment.dateHeure, timeZone)}</span>
                <AppointmentStatusBadge status={appointment.status} />
              </p>
              <p className="text-ink-900">
                <button type="button" onClick={() => onOpen(appointment)} className="font-semibold text-primary-700 hover:underline">
                  {appointment.patient.prenom} {appointment.patient.nom}
                </button>{" "}
                · {appointment.motif}
              </p>
              <p className="text-sm text-accent-800">Enregistré sous {holderName(appointment.medecin)}</p>
            </div>
            <AssignDoctor appointment={appointment} doctors={doctors} timeZone={timeZone} onAssigned={onAssigned} />
          </li>
        ))}
      </ul>
    </section>
  );
}
