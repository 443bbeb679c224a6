"use client";

import Link from "next/link";
import { nowForDateTimeInput } from "@/client/practice-dates";
import { actionFailure } from "@/client/staff-api";
import { useCreateAppointment } from "@/components/staff/appointments/appointment-mutations";
import { AppointmentNoteFields } from "@/components/staff/appointments/appointment-note-fields";
import { agendaBookingHref } from "@/components/staff/appointments/booking-link";
import { useStaffForm } from "@/components/staff/shell/staff-form";
import { FormFooter } from "@/components/staff/shell/form-footer";
import { useStaffSession } from "@/components/staff/shell/staff-session";
import { Field, inputClasses } from "@/components/ui/field";
import { appointmentDetailsInput, appointmentMessages, type Appointment } from "@/schemas/appointment";

/**
 * The spec's "Ajouter un rendez-vous": records an appointment for this patient with the logged-in
 * user as the doctor (the spec's bare call, its messages). Date and time start at the practice's
 * current time (minute precision) and go back to it after each add. An account that is not a
 * doctor is told beside the read-only field that the appointment goes under its name, with the
 * way to book with a doctor instead (the agenda's booking, this patient chosen). `onAdded` gets
 * the stored appointment (the file's note on overlaps and closed days, decision 040).
 */
export function AddAppointmentForm({ patientId, onAdded }: { patientId: number; onAdded?: (appointment: Appointment) => void }) {
  const { userId, userNom, timeZone, roles } = useStaffSession();
  const isDoctor = roles.includes("MEDECIN");
  const blank = () => ({ dateHeure: nowForDateTimeInput(timeZone), motif: "", observation: "" });
  const { form, field, error, status, detail, startAttempt, showFailure } = useStaffForm({
    schema: appointmentDetailsInput,
    defaultValues: blank(),
    idPrefix: "appointment",
  });

  const add = useCreateAppointment(patientId, { rejectConflicts: false }, {
    onMutate: startAttempt,
    onSuccess: (created) => {
      status.show(appointmentMessages.added);
      form.reset(blank());
      if (created && onAdded) onAdded(created);
    },
    onError: (failure) => showFailure(actionFailure(failure, appointmentMessages.addFailed), failure),
  });

  return (
    <form method="post" noValidate onSubmit={form.handleSubmit((details) =>
        // Without a stored user id (a lookup failed at login) the server refuses the doctor, beside its field.
        add.mutate({ ...details, patient: { id: patientId }, medecin: { id: userId ?? "" } }),
      )} className="flex flex-col gap-4">
      <Field label="Date et heure" htmlFor="appointment-dateHeure" required error={error("dateHeure")}>
        <input {...field("dateHeure")} type="datetime-local" step={60} required className={inputClasses} />
      </Field>
      <AppointmentNoteFields motif={field("motif")} observation={field("observation")} errors={{ motif: error("motif"), observation: error("observation") }} />
      <div className="flex flex-col gap-1.5">
        <Field label="Médecin" htmlFor="appointment-medecin" error={error("medecin.id") ?? error("medecin")}>
          <input
            id="appointment-medecin"
            name="medecin"
            readOnly
            className={inputClasses}
            value={userNom}
            aria-describedby={isDoctor ? undefined : "appointment-medecin-note"}
          />
        </Field>
        {!isDoctor && (
          <p id="appointment-medecin-note" className="text-sm text-ink-600">
            Ce rendez-vous sera enregistré à votre nom, pas à celui d&apos;un médecin.{" "}
            <Link href={agendaBookingHref(patientId)} className="font-semibold text-primary-700 underline-offset-2 hover:underline">
              Réserver avec un médecin
            </Link>
          </p>
        )}
      </div>
      <FormFooter message={status.message} detail={detail} submitLabel="Ajouter le rendez-vous" busyLabel="Ajout en cours..." busy={add.isPending} />
    </form>
  );
}
