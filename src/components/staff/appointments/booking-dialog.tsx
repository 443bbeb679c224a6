"use client";

import { useQuery } from "@tanstack/react-query";
import { CalendarPlus, Clock, UserPlus, UserRound } from "lucide-react";
import { useState } from "react";
import { useWatch } from "react-hook-form";
import { actionFailure, bookingWarningsOf, type BookingWarnings } from "@/client/staff-api";
import { overlapsOf, splitWallClock, type AgendaShown } from "@/components/staff/appointments/agenda-layout";
import { AppointmentConflicts } from "@/components/staff/appointments/appointment-conflicts";
import { useCreateAppointment } from "@/components/staff/appointments/appointment-mutations";
import { DoctorSelect } from "@/components/staff/appointments/doctor-select";
import { DurationSelect } from "@/components/staff/appointments/duration-select";
import { ChosenPatient } from "@/components/staff/patients/chosen-patient";
import { bookingQueries } from "@/components/staff/booking/booking-queries";
import { patientQueries } from "@/components/staff/patients/patient-queries";
import { QuickPatientForm } from "@/components/staff/patients/quick-patient-form";
import { CompactSearch } from "@/components/staff/shell/search-bar";
import { StaffDialog } from "@/components/staff/shell/staff-dialog";
import { AppointmentNoteFields } from "@/components/staff/appointments/appointment-note-fields";
import { useStaffForm } from "@/components/staff/shell/staff-form";
import { FormFooter } from "@/components/staff/shell/form-footer";
import { useStaffSession } from "@/components/staff/shell/staff-session";
import { Button } from "@/components/ui/button";
import { Field, inputClasses } from "@/components/ui/field";
import { appointmentBookingInput, appointmentMessages, DEFAULT_APPOINTMENT_MINUTES } from "@/schemas/appointment";
import type { AppointmentPatient } from "@/components/staff/appointments/appointment-dialog";
import { type PracticeHours } from "@/schemas/practice-hours";
import { closedSlotWarning } from "@/calendar/opening-hours";
import type { StaffRef } from "@/schemas/staff-user";
import type { VisitType } from "@/schemas/booking";

export type BookingSlot = { wallClock: string; medecinId: number | null };

type BookingDialogProps = {
  /** The slot clicked ('2026-11-23T10:00', and the column's doctor); null: closed. */
  slot: BookingSlot | null;
  /** The doctors to book with: the product's bookings go to doctors only (the server refuses anyone else). */
  doctors: StaffRef[];
  /** The patient already chosen (the patient file's "Réserver avec un médecin"): the dialog starts at the slot. */
  patient?: AppointmentPatient | null;
  /** What the agenda has loaded: a booking over one of them is pointed out before saving. */
  appointments: readonly AgendaShown[];
  hours: PracticeHours | undefined;
  onClose: () => void;
  onBooked: (message: string) => void;
};

/** Books an appointment from the agenda: the patient (found, or registered on the spot), then the slot. */
export function BookingDialog({ slot, onClose, ...props }: BookingDialogProps) {
  return (
    <StaffDialog open={slot !== null} title="Nouveau rendez-vous" onClose={onClose}>
      {slot && <BookingSteps key={`${slot.wallClock}-${slot.medecinId}`} slot={slot} onClose={onClose} {...props} />}
    </StaffDialog>
  );
}

function BookingSteps({ slot, doctors, appointments, hours, onBooked, patient: chosen = null }: BookingDialogProps & { slot: BookingSlot }) {
  const [patient, setPatient] = useState<AppointmentPatient | null>(chosen);
  return (
    <div className="flex flex-col gap-5">
      <section aria-labelledby="reservation-patient" className="flex flex-col gap-3">
        <h3 id="reservation-patient" className="flex items-center gap-2 font-bold">
          <UserRound className="size-4 text-primary-700" aria-hidden="true" />
          1. Patient
        </h3>
        {patient ? (
          <ChosenPatient patient={patient} onChange={() => setPatient(null)} />
        ) : (
          <PatientPicker onChoose={setPatient} />
        )}
      </section>
      {patient && (
        <section aria-labelledby="reservation-creneau" className="flex flex-col gap-3">
          <h3 id="reservation-creneau" className="flex items-center gap-2 font-bold">
            <Clock className="size-4 text-primary-700" aria-hidden="true" />
            2. Rendez-vous
          </h3>
          <BookingForm slot={slot} patient={patient} doctors={doctors} appointments={appointments} hours={hours} onBooked={onBooked} />
        </section>
      )}
    </div>
  );
}

/** Finds the patient by name (accents ignored) or phone (any format), or registers a new one. */
function PatientPicker({ onChoose }: { onChoose: (patient: AppointmentPatient) => void }) {
  const [text, setText] = useState("");
  const [searched, setSearched] = useState<string | null>(null);
  const [registering, setRegistering] = useState(false);
  const results = useQuery({ ...patientQueries.search(searched ?? ""), enabled: searched !== null });

  if (registering) {
    return (
      <div className="flex flex-col gap-3">
        {/* A walk-in is registered with what they have on them: e-mail and address can wait (decision 042). */}
        <QuickPatientForm idPrefix="reservation-patient" onCreated={onChoose} onChooseExisting={onChoose} />
        <div>
          <Button variant="ghost" size="sm" onClick={() => setRegistering(false)}>
            Retour à la recherche
          </Button>
        </div>
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-3">
      <CompactSearch
        name="Rechercher le patient"
        label="Nom ou téléphone du patient"
        inputId="reservation-recherche"
        value={text}
        onChange={setText}
        busy={results.isFetching}
        onSubmit={() => {
          if (text.trim()) setSearched(text.trim());
        }}
      />
      {searched !== null && !results.isFetching && (results.isError || results.data?.length === 0) && (
        <p className="text-sm text-ink-600">Aucun patient trouvé.</p>
      )}
      {results.data && results.data.length > 0 && (
        <ul aria-label="Patients trouvés" className="flex max-h-64 flex-col gap-1 overflow-y-auto">
          {results.data.map((found) => (
            <li key={found.id}>
              <button
                type="button"
                onClick={() => onChoose(found)}
                className="flex w-full items-center justify-between gap-3 rounded-lg border border-ink-200 px-3 py-2 text-left hover:border-primary-300 hover:bg-primary-50"
              >
                <span>
                  <span className="font-semibold text-ink-900">
                    {found.nom} {found.prenom}
                  </span>
                  <span className="block text-sm text-ink-600">{found.telephone}</span>
                </span>
                <span className="text-sm font-semibold text-primary-700">Choisir</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <div>
        <Button variant="secondary" size="sm" onClick={() => setRegistering(true)}>
          <UserPlus className="size-4" aria-hidden="true" />
          Nouveau patient
        </Button>
      </div>
    </div>
  );
}

type BookingFormProps = Pick<BookingDialogProps, "doctors" | "appointments" | "hours" | "onBooked"> & { slot: BookingSlot; patient: AppointmentPatient };

function BookingForm({ slot, patient, doctors, appointments, hours, onBooked }: BookingFormProps) {
  const { timeZone, userId } = useStaffSession();
  const [warnings, setWarnings] = useState<BookingWarnings | null>(null);
  // A column of an account that is not a doctor (the spec's form books under anyone) proposes a doctor instead.
  const columnDoctor = doctors.find((doctor) => doctor.id === slot.medecinId)?.id;
  const firstDoctor = columnDoctor ?? doctors.find((doctor) => doctor.id === userId)?.id ?? doctors[0]?.id ?? userId;
  const { form, field, error, status, detail, startAttempt, showFailure } = useStaffForm({
    schema: appointmentBookingInput,
    defaultValues: { dateHeure: slot.wallClock, dureeMinutes: String(DEFAULT_APPOINTMENT_MINUTES), medecin: { id: firstDoctor ? String(firstDoctor) : "" }, motif: "", observation: "" },
    idPrefix: "reservation",
  });
  const [wallClock, duree, medecinId] = useWatch({ control: form.control, name: ["dateHeure", "dureeMinutes", "medecin.id"] });
  // The visit type (optional, issue 33): kept beside the form's values, since "none" is no id at all.
  const [visitTypeId, setVisitTypeId] = useState<number | null>(null);
  const visitTypes = useQuery(bookingQueries.visitTypes());
  const offeredTypes = typesTakenBy(visitTypes.data ?? [], Number(medecinId));
  const chooseType = (id: number | null) => {
    const previous = visitTypes.data?.find((type) => type.id === visitTypeId);
    const next = visitTypes.data?.find((type) => type.id === id);
    setVisitTypeId(id);
    if (!next) return;
    // The type proposes its length and its name as the motif; both stay editable, and a motif typed by hand is kept.
    form.setValue("dureeMinutes", String(next.dureeMinutes), { shouldDirty: true });
    const motif = String(form.getValues("motif") ?? "").trim();
    if (!motif || motif === previous?.libelleFr) form.setValue("motif", next.libelleFr, { shouldDirty: true, shouldValidate: form.formState.isSubmitted });
  };

  const book = useCreateAppointment(patient.id, { rejectConflicts: true }, {
    onMutate: () => {
      startAttempt();
      setWarnings(null);
    },
    onSuccess: () => {
      onBooked(appointmentMessages.added);
    },
    onError: (failure) => {
      const held = bookingWarningsOf(failure);
      if (held) return setWarnings(held);
      showFailure(actionFailure(failure, appointmentMessages.addFailed), failure);
    },
  });
  const submit = (forcer: boolean) =>
    form.handleSubmit((values) =>
      book.mutate({
        ...values,
        patient: { id: patient.id },
        ...(forcer ? { forcer: true } : {}),
        ...(visitTypeId !== null && offeredTypes.some((type) => type.id === visitTypeId) ? { visitTypeId } : {}),
      }),
    );

  // Before saving: what the agenda already shows on that slot, and whether the practice is open then.
  const minutes = Number(duree) || DEFAULT_APPOINTMENT_MINUTES;
  const overlaps =
    /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(String(wallClock)) && medecinId ? overlapsOf(appointments, { wallClock: String(wallClock), minutes, medecinId: Number(medecinId) }, timeZone) : [];
  const hoursWarning = hours && wallClock ? openingWarning(hours, String(wallClock), minutes) : null;

  return (
    <form method="post" noValidate onSubmit={submit(false)} onChange={() => setWarnings(null)} className="grid grid-cols-1 gap-4 sm:grid-cols-2">
      <Field label="Date et heure" htmlFor="reservation-dateHeure" required error={error("dateHeure")}>
        <input {...field("dateHeure")} type="datetime-local" step={300} required className={inputClasses} />
      </Field>
      <Field label="Durée" htmlFor="reservation-dureeMinutes" required error={error("dureeMinutes")}>
        <DurationSelect {...field("dureeMinutes")} current={Number(duree) || DEFAULT_APPOINTMENT_MINUTES} />
      </Field>
      <Field label="Médecin" htmlFor="reservation-medecin.id" required error={error("medecin.id") ?? error("medecin")} className="sm:col-span-2">
        <DoctorSelect {...field("medecin.id")} doctors={doctors} />
      </Field>
      {offeredTypes.length > 0 && (
        <Field
          label="Type de visite"
          htmlFor="reservation-visitTypeId"
          error={error("visitTypeId")}
          hint="Facultatif : propose la durée et le motif, qui restent modifiables."
          className="sm:col-span-2"
        >
          <select
            id="reservation-visitTypeId"
            value={visitTypeId !== null && offeredTypes.some((type) => type.id === visitTypeId) ? visitTypeId : ""}
            onChange={(event) => chooseType(event.target.value ? Number(event.target.value) : null)}
            aria-describedby={error("visitTypeId") ? "reservation-visitTypeId-error" : "reservation-visitTypeId-hint"}
            className={inputClasses}
          >
            <option value="">Aucun</option>
            {offeredTypes.map((type) => (
              <option key={type.id} value={type.id}>
                {type.libelleFr} ({type.dureeMinutes} min)
              </option>
            ))}
          </select>
        </Field>
      )}
      <AppointmentNoteFields motif={field("motif")} observation={field("observation")} errors={{ motif: error("motif"), observation: error("observation") }} className="sm:col-span-2" observationRows={2} />
      <div className="flex flex-col gap-3 sm:col-span-2">
        {hoursWarning && !warnings && (
          <p className="rounded-lg border border-accent-200 bg-accent-50 px-4 py-2.5 text-sm text-accent-800">{hoursWarning}</p>
        )}
        {overlaps.length > 0 && !warnings && (
          <p className="rounded-lg border border-accent-200 bg-accent-50 px-4 py-2.5 text-sm text-accent-800">
            {appointmentMessages.conflict} ({overlaps.map((overlap) => `${overlap.patient.prenom} ${overlap.patient.nom}`).join(", ")})
          </p>
        )}
        {warnings && <AppointmentConflicts warnings={warnings} timeZone={timeZone} busy={book.isPending} onForce={() => void submit(true)()} />}
        <FormFooter message={status.message} detail={detail} submitLabel="Réserver" busyLabel="Réservation..." busy={book.isPending} icon={<CalendarPlus className="size-4" aria-hidden="true" />} />
      </div>
    </form>
  );
}

/** The active visit types `medecinId` takes (a type listing no doctor is every doctor's), in the pages' order. */
export function typesTakenBy(types: readonly VisitType[], medecinId: number): VisitType[] {
  return types.filter((type) => type.actif && (type.medecins.length === 0 || type.medecins.some((doctor) => doctor.id === medecinId)));
}

/**
 * A booking when the practice is closed is allowed (the doctor decides) once confirmed: said
 * before saving, with the closure or the day's hours; the server asks for the confirmation.
 */
export function openingWarning(hours: PracticeHours, wallClock: string, minutes: number): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(wallClock)) return null;
  const { day, minutes: start } = splitWallClock(wallClock);
  return closedSlotWarning(hours, day, start, minutes);
}
