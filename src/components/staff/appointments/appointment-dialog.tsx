"use client";

import { useQuery } from "@tanstack/react-query";
import { CalendarClock, FileText, Phone, ReceiptText, Stethoscope, Undo2 } from "lucide-react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { formatInstant, nowForDateTimeInput } from "@/client/practice-dates";
import { actionFailure, bookingWarningsOf, type BookingWarnings, isApiError, serverDetail } from "@/client/staff-api";
import { useStatusMessage } from "@/client/use-status-message";
import { AppointmentConflicts } from "@/components/staff/appointments/appointment-conflicts";
import { useUpdateAppointment } from "@/components/staff/appointments/appointment-mutations";
import { useOpenConsultation } from "@/components/staff/consultations/consultation-mutations";
import { AppointmentStatusBadge, appointmentActionLabel, patientActionNote } from "@/components/staff/appointments/appointment-status";
import { DoctorSelect } from "@/components/staff/appointments/doctor-select";
import { DurationSelect } from "@/components/staff/appointments/duration-select";
import { StaffDialog } from "@/components/staff/shell/staff-dialog";
import { AppointmentNoteFields } from "@/components/staff/appointments/appointment-note-fields";
import { useStaffForm } from "@/components/staff/shell/staff-form";
import { useStaffSession } from "@/components/staff/shell/staff-session";
import { staffUserQueries } from "@/components/staff/staff-users/staff-user-queries";
import { Button, ButtonLink } from "@/components/ui/button";
import { Field, inputClasses } from "@/components/ui/field";
import { StatusMessage } from "@/components/ui/status-message";
import {
  appointmentCancellationInput,
  appointmentMessages,
  appointmentMoveInput,
  appointmentNotesInput,
  cancellationSideLabels,
  cancellationSides,
  type Appointment,
  type AppointmentStatus,
  type AppointmentUpdateInput,
  appointmentStatuses,
  awaitingConfirmationReasonLabels,
  statusTooEarly,
} from "@/schemas/appointment";

export type AppointmentPatient = { id: number; nom: string; prenom: string; telephone?: string };

type AppointmentDialogProps = {
  /** The appointment to show; null: the dialog is closed. */
  appointment: Appointment | null;
  patient: AppointmentPatient | null;
  onClose: () => void;
};

type Panel = "actions" | "cancel" | "move" | "notes";

/**
 * One appointment, opened from the agenda or the patient's file: its details and what can be
 * done with it — the next steps of its life (confirm, arrived, seen, absent), cancel (with the
 * reason and who), move (day, time, length, doctor) and edit its motif and observation. A move
 * or a reinstatement over another appointment of the doctor shows the conflict first.
 */
export function AppointmentDialog({ appointment, patient, onClose }: AppointmentDialogProps) {
  return (
    <StaffDialog open={appointment !== null} title={patient ? `Rendez-vous de ${patient.prenom} ${patient.nom}` : "Rendez-vous"} onClose={onClose}>
      {appointment && patient && <AppointmentPanel key={appointment.id} initial={appointment} patient={patient} />}
    </StaffDialog>
  );
}

/** The dialog's change of its appointment; the panel shows the answer. */
const useAppointmentUpdate = (appointmentId: number, patientId: number, onUpdated: (appointment: Appointment) => void) =>
  useUpdateAppointment(appointmentId, patientId, { onSuccess: onUpdated });

function AppointmentPanel({ initial, patient }: { initial: Appointment; patient: AppointmentPatient }) {
  const { timeZone, roles } = useStaffSession();
  const [appointment, setAppointment] = useState(initial);
  const [panel, setPanel] = useState<Panel>("actions");
  const status = useStatusMessage();
  const [conflicts, setConflicts] = useState<{ warnings: BookingWarnings; changes: AppointmentUpdateInput } | null>(null);
  const update = useAppointmentUpdate(appointment.id, patient.id, setAppointment);

  const change = (changes: AppointmentUpdateInput) =>
    update.mutate(changes, {
      onSuccess: () => {
        setConflicts(null);
        status.show(appointmentMessages.statusChanged);
      },
      onError: (failure) => {
        const warnings = bookingWarningsOf(failure);
        if (warnings) return setConflicts({ warnings, changes });
        // The server's reason, whether about the whole change or one field ("arrivé" before the day).
        const detail = serverDetail(failure) ?? (isApiError(failure) ? (Object.values(failure.fieldErrors)[0] ?? null) : null);
        status.show(detail ? `${actionFailure(failure, appointmentMessages.updateFailed)} ${detail}` : actionFailure(failure, appointmentMessages.updateFailed));
      },
    });

  const done = (message: string) => {
    setPanel("actions");
    status.show(message);
  };
  const steps = appointment.transitions.filter((to) => to !== "annule");
  // "Arrivé" and "Vu" wait for the appointment's day (the server's rule, on the practice's clock); undoing "Vu" never does.
  const day = nowForDateTimeInput(timeZone, new Date(appointment.dateHeure)).slice(0, 10);
  const today = nowForDateTimeInput(timeZone).slice(0, 10);
  const tooEarly = (to: AppointmentStatus) => (appointment.status === "vu" && to === "arrive" ? null : statusTooEarly(to, day, today));
  const waiting = steps.map(tooEarly).find((reason) => reason !== null) ?? null;
  const closed = appointment.status === "vu" || appointment.status === "absent" || appointment.status === "annule";
  // The consultation (decision 054): a doctor opens the note of a patient who has arrived or been seen.
  const router = useRouter();
  const consultable = roles.includes("MEDECIN") && (appointment.status === "arrive" || appointment.status === "vu");
  const openNote = useOpenConsultation({
    onSuccess: (note) => router.push(`/responsable/consultations/${note.id}`),
    onError: (failure) => status.show(actionFailure(failure, "Impossible d'ouvrir la consultation.")),
  });

  return (
    <div className="flex flex-col gap-5">
      <dl className="grid grid-cols-1 gap-x-6 gap-y-3 text-[15px] sm:grid-cols-2">
        <Detail label="Date et heure" value={`${formatInstant(appointment.dateHeure, timeZone)} · ${appointment.dureeMinutes} min`} />
        <Detail label="Médecin" value={`Dr ${appointment.medecin.prenom} ${appointment.medecin.nom}`} />
        <div>
          <dt className="text-sm font-semibold text-ink-500">Statut</dt>
          <dd className="mt-0.5">
            <AppointmentStatusBadge status={appointment.status} />
            {appointment.statusChangedAt && (
              <span className="mt-1 block text-xs text-ink-500">
                {appointment.statusChangedBy ? `par ${appointment.statusChangedBy.prenom} ${appointment.statusChangedBy.nom}, ` : ""}le{" "}
                {formatInstant(appointment.statusChangedAt, timeZone)}
              </span>
            )}
            {appointment.actionPatient && patientActionNote(appointment.actionPatient.action, appointment.status) && (
              <span className="mt-1 block text-xs font-semibold text-accent-800">
                {patientActionNote(appointment.actionPatient.action, appointment.status)}, le {formatInstant(appointment.actionPatient.le, timeZone)}
              </span>
            )}
          </dd>
        </div>
        <div>
          <dt className="text-sm font-semibold text-ink-500">Patient</dt>
          <dd className="mt-0.5 flex flex-col gap-0.5">
            <Link href={`/responsable/patients/${patient.id}`} className="font-semibold text-primary-700 hover:underline">
              {patient.prenom} {patient.nom}
            </Link>
            {patient.telephone && (
              <a href={`tel:${patient.telephone.replace(/[^\d+]/g, "")}`} className="inline-flex items-center gap-1 text-sm text-primary-700 hover:underline">
                <Phone className="size-3.5" aria-hidden="true" />
                {patient.telephone}
              </a>
            )}
          </dd>
        </div>
        <Detail label="Motif" value={appointment.motif} wide />
        {appointment.status === "a_confirmer" && (
          <div className="sm:col-span-2">
            <dt className="text-sm font-semibold text-ink-500">Réservation en ligne à confirmer</dt>
            <dd className="mt-0.5 text-ink-900">
              {appointment.aConfirmerMotif ? awaitingConfirmationReasonLabels[appointment.aConfirmerMotif] : "Non vérifiée"}.{" "}
              <Link href="/responsable/reservations-a-confirmer" className="font-semibold text-primary-700 hover:underline">
                Voir les réservations à confirmer
              </Link>
            </dd>
          </div>
        )}
        {appointment.source === "en_ligne" && appointment.status !== "a_confirmer" && <Detail label="Origine" value="Réservé en ligne par le patient" />}
        {appointment.observation && <Detail label="Observation" value={appointment.observation} wide />}
        {appointment.status === "annule" && (
          <Detail
            label="Annulation"
            value={`${appointment.motifAnnulation ?? ""}${appointment.annulePar ? ` (par ${cancellationSideLabels[appointment.annulePar]})` : ""}`}
            wide
          />
        )}
      </dl>

      <StatusMessage message={status.message} />
      {conflicts && (
        <AppointmentConflicts
          warnings={conflicts.warnings}
          timeZone={timeZone}
          busy={update.isPending}
          forceLabel="Continuer quand même"
          onForce={() => change({ ...conflicts.changes, forcer: true })}
        />
      )}

      {panel === "actions" && (
        <div className="flex flex-wrap gap-2">
          {consultable && (
            <Button size="sm" onClick={() => openNote.mutate({ patientId: patient.id, rendezVousId: appointment.id })} disabled={openNote.isPending}>
              <Stethoscope className="size-4" aria-hidden="true" />
              Ouvrir la consultation
            </Button>
          )}
          {/* A visit seen is billed at the desk (decision 057): its bill opens on the billing page. */}
          {appointment.status === "vu" && (
            <ButtonLink href={`/responsable/facturation?rendezVous=${appointment.id}`} size="sm" variant="secondary">
              <ReceiptText className="size-4" aria-hidden="true" />
              Facturer
            </ButtonLink>
          )}
          {steps.map((to) => (
            <Button
              key={to}
              size="sm"
              variant={isUndo(appointment.status, to) ? "ghost" : "secondary"}
              disabled={update.isPending || tooEarly(to) !== null}
              aria-describedby={tooEarly(to) ? "rendez-vous-trop-tot" : undefined}
              onClick={() => change({ status: to })}
            >
              {isUndo(appointment.status, to) && <Undo2 className="size-4" aria-hidden="true" />}
              {appointmentActionLabel(appointment.status, to)}
            </Button>
          ))}
          {!closed && (
            <Button size="sm" variant="secondary" onClick={() => setPanel("move")}>
              <CalendarClock className="size-4" aria-hidden="true" />
              Déplacer
            </Button>
          )}
          <Button size="sm" variant="secondary" onClick={() => setPanel("notes")}>
            <FileText className="size-4" aria-hidden="true" />
            Modifier le motif
          </Button>
          {appointment.transitions.includes("annule") && (
            <Button size="sm" variant="danger" onClick={() => setPanel("cancel")}>
              Annuler le rendez-vous
            </Button>
          )}
        </div>
      )}
      {panel === "actions" && waiting && (
        <p id="rendez-vous-trop-tot" className="-mt-2 text-sm text-ink-600">
          {waiting}
        </p>
      )}
      {panel === "cancel" && <CancelForm appointment={appointment} patientId={patient.id} onUpdated={setAppointment} onDone={done} onBack={() => setPanel("actions")} />}
      {panel === "move" && <MoveForm appointment={appointment} patientId={patient.id} onUpdated={setAppointment} onDone={done} onBack={() => setPanel("actions")} />}
      {panel === "notes" && <NotesForm appointment={appointment} patientId={patient.id} onUpdated={setAppointment} onDone={done} onBack={() => setPanel("actions")} />}
    </div>
  );
}

/** A step back along the way (a mistake put right), shown quieter than the next steps. */
function isUndo(from: AppointmentStatus, to: AppointmentStatus): boolean {
  return appointmentStatuses.indexOf(to) < appointmentStatuses.indexOf(from) && to !== "annule" && to !== "absent";
}

function Detail({ label, value, wide = false }: { label: string; value: string; wide?: boolean }) {
  return (
    <div className={wide ? "sm:col-span-2" : undefined}>
      <dt className="text-sm font-semibold text-ink-500">{label}</dt>
      <dd className="mt-0.5 break-words text-ink-900">{value}</dd>
    </div>
  );
}

type SubFormProps = {
  appointment: Appointment;
  patientId: number;
  onUpdated: (appointment: Appointment) => void;
  /** Back to the actions, saying what was done. */
  onDone: (message: string) => void;
  onBack: () => void;
};

function FormButtons({ label, busy, onBack, tone = "primary" }: { label: string; busy: boolean; onBack: () => void; tone?: "primary" | "danger" }) {
  return (
    <div className="flex flex-wrap gap-2">
      <Button type="submit" variant={tone} disabled={busy}>
        {label}
      </Button>
      <Button variant="ghost" onClick={onBack} disabled={busy}>
        Retour
      </Button>
    </div>
  );
}

/** Cancel: why, and who cancelled. The appointment stays in the patient's history. */
function CancelForm({ appointment, patientId, onUpdated, onDone, onBack }: SubFormProps) {
  const { form, field, error, status, detail, startAttempt, showFailure } = useStaffForm({
    schema: appointmentCancellationInput,
    defaultValues: { motifAnnulation: "", annulePar: "patient" },
    idPrefix: "annulation",
  });
  const update = useAppointmentUpdate(appointment.id, patientId, onUpdated);
  const onSubmit = form.handleSubmit((values) => {
    startAttempt();
    update.mutate({ status: "annule", ...values }, { onSuccess: () => onDone(appointmentMessages.statusChanged), onError: (failure) => showFailure(actionFailure(failure, appointmentMessages.updateFailed), failure) });
  });
  return (
    <form method="post" noValidate onSubmit={onSubmit} className="flex flex-col gap-4 rounded-xl border border-ink-200 p-4">
      <h3 className="font-bold">Annuler le rendez-vous</h3>
      <Field label="Motif d'annulation" htmlFor="annulation-motifAnnulation" required error={error("motifAnnulation")}>
        <input {...field("motifAnnulation")} required autoComplete="off" className={inputClasses} />
      </Field>
      <fieldset className="flex flex-col gap-1.5">
        <legend className="mb-1.5 text-sm font-semibold text-ink-800">Annulé par</legend>
        <div className="flex gap-3">
          {cancellationSides.map((side) => (
            <label key={side} className="flex h-11 flex-1 cursor-pointer items-center gap-2.5 rounded-xl border border-ink-200 px-4 has-[:checked]:border-primary-500 has-[:checked]:bg-primary-50">
              <input type="radio" {...form.register("annulePar")} value={side} className="size-4 accent-primary-700" />
              {side === "patient" ? "Le patient" : "Le cabinet"}
            </label>
          ))}
        </div>
      </fieldset>
      <StatusMessage message={status.message} />
      {detail && <p className="text-sm text-danger-700">{detail}</p>}
      <FormButtons label="Confirmer l'annulation" tone="danger" busy={update.isPending} onBack={onBack} />
    </form>
  );
}

/** Move: another day, time, length or doctor; an overlap with the doctor's other appointments is shown first. */
function MoveForm({ appointment, patientId, onUpdated, onDone, onBack }: SubFormProps) {
  const { timeZone } = useStaffSession();
  const doctors = useQuery(staffUserQueries.doctors());
  const [conflicts, setConflicts] = useState<BookingWarnings | null>(null);
  const { form, field, error, status, detail, startAttempt, showFailure } = useStaffForm({
    schema: appointmentMoveInput,
    defaultValues: {
      dateHeure: nowForDateTimeInput(timeZone, new Date(appointment.dateHeure)),
      dureeMinutes: String(appointment.dureeMinutes),
      medecin: { id: String(appointment.medecin.id) },
    },
    idPrefix: "deplacement",
  });
  const update = useAppointmentUpdate(appointment.id, patientId, onUpdated);
  const move = (values: AppointmentUpdateInput) => {
    startAttempt();
    update.mutate(values, {
      onSuccess: () => onDone(appointmentMessages.updated),
      onError: (failure) => {
        const warnings = bookingWarningsOf(failure);
        if (warnings) return setConflicts(warnings);
        showFailure(actionFailure(failure, appointmentMessages.updateFailed), failure);
      },
    });
  };
  // The doctor's own account may not be a MEDECIN (the spec's form books under whoever is logged in).
  const choices = doctors.data?.some((doctor) => doctor.id === appointment.medecin.id) ? doctors.data : [appointment.medecin, ...(doctors.data ?? [])];

  return (
    <form
      method="post"
      noValidate
      onSubmit={form.handleSubmit((values) => move(values))}
      onChange={() => setConflicts(null)}
      className="flex flex-col gap-4 rounded-xl border border-ink-200 p-4"
    >
      <h3 className="font-bold">Déplacer le rendez-vous</h3>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <Field label="Date et heure" htmlFor="deplacement-dateHeure" required error={error("dateHeure")}>
          <input {...field("dateHeure")} type="datetime-local" step={300} required className={inputClasses} />
        </Field>
        <Field label="Durée" htmlFor="deplacement-dureeMinutes" required error={error("dureeMinutes")}>
          <DurationSelect {...field("dureeMinutes")} current={appointment.dureeMinutes} />
        </Field>
        <Field label="Médecin" htmlFor="deplacement-medecin.id" required error={error("medecin.id") ?? error("medecin")} className="sm:col-span-2">
          <DoctorSelect {...field("medecin.id")} doctors={choices} />
        </Field>
      </div>
      {conflicts && (
        <AppointmentConflicts
          warnings={conflicts}
          timeZone={timeZone}
          busy={update.isPending}
          forceLabel="Déplacer quand même"
          onForce={() => void form.handleSubmit((values) => move({ ...values, forcer: true }))()}
        />
      )}
      <StatusMessage message={status.message} />
      {detail && <p className="text-sm text-danger-700">{detail}</p>}
      <FormButtons label="Enregistrer le déplacement" busy={update.isPending} onBack={onBack} />
    </form>
  );
}

/** The motif and the observation, as typed at the desk or after the consultation. */
function NotesForm({ appointment, patientId, onUpdated, onDone, onBack }: SubFormProps) {
  const { form, field, error, status, detail, startAttempt, showFailure } = useStaffForm({
    schema: appointmentNotesInput,
    defaultValues: { motif: appointment.motif, observation: appointment.observation ?? "" },
    idPrefix: "notes",
  });
  const update = useAppointmentUpdate(appointment.id, patientId, onUpdated);
  const onSubmit = form.handleSubmit((values) => {
    startAttempt();
    update.mutate(values, { onSuccess: () => onDone(appointmentMessages.updated), onError: (failure) => showFailure(actionFailure(failure, appointmentMessages.updateFailed), failure) });
  });
  return (
    <form method="post" noValidate onSubmit={onSubmit} className="flex flex-col gap-4 rounded-xl border border-ink-200 p-4">
      <h3 className="font-bold">Modifier le motif et l&apos;observation</h3>
      <AppointmentNoteFields motif={field("motif")} observation={field("observation")} errors={{ motif: error("motif"), observation: error("observation") }} />
      <StatusMessage message={status.message} />
      {detail && <p className="text-sm text-danger-700">{detail}</p>}
      <FormButtons label="Enregistrer" busy={update.isPending} onBack={onBack} />
    </form>
  );
}
