"use client";

import { nowForDateTimeInput } from "@/client/practice-dates";
import { actionFailure } from "@/client/staff-api";
import { useCreateAppointment } from "@/components/staff/appointments/appointment-mutations";
import { AppointmentNoteFields } from "@/components/staff/appointments/appointment-note-fields";
import { useStaffForm } from "@/components/staff/shell/staff-form";
import { FormFooter } from "@/components/staff/shell/form-footer";
import { useStaffSession } from "@/components/staff/shell/staff-session";
import { Field, inputClasses } from "@/components/ui/field";
import { appointmentDetailsInput, appointmentMessages } from "@/schemas/appointment";

/**
 * Records an appointment for this patient with the logged-in user as the doctor. Date and time
 * start at the practice's current time (minute precision) and go back to it after each add.
 */
export function AddAppointmentForm({ patientId }: { patientId: number }) {
  const { userId, userNom, timeZone } = useStaffSession();
  const blank = () => ({ dateHeure: nowForDateTimeInput(timeZone), motif: "", observation: "" });
  const { form, field, error, status, detail, startAttempt, showFailure } = useStaffForm({
    schema: appointmentDetailsInput,
    defaultValues: blank(),
    idPrefix: "appointment",
  });

  const add = useCreateAppointment(patientId, { rejectConflicts: false }, {
    onMutate: startAttempt,
    onSuccess: () => {
      status.show(appointmentMessages.added);
      form.reset(blank());
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
      <Field label="Médecin" htmlFor="appointment-medecin" error={error("medecin.id") ?? error("medecin")}>
        <input id="appointment-medecin" name="medecin" readOnly className={inputClasses} value={userNom} />
      </Field>
      <FormFooter message={status.message} detail={detail} submitLabel="Ajouter le rendez-vous" busyLabel="Ajout en cours..." busy={add.isPending} />
    </form>
  );
}
