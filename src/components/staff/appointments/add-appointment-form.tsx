"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { nowForDateTimeInput } from "@/client/practice-dates";
import { actionFailure, staffApi } from "@/client/staff-api";
import { appointmentKeys } from "@/components/staff/appointments/appointment-queries";
import { patientKeys } from "@/components/staff/patients/patient-queries";
import { useStaffForm } from "@/components/staff/shell/staff-form";
import { useStaffSession } from "@/components/staff/shell/staff-session";
import { Button } from "@/components/ui/button";
import { Field, inputClasses } from "@/components/ui/field";
import { StatusMessage } from "@/components/ui/status-message";
import { appointmentDetailsInput, appointmentMessages } from "@/schemas/appointment";

/**
 * Records an appointment for this patient with the logged-in user as the doctor. Date and time
 * start at the practice's current time (minute precision) and go back to it after each add.
 */
export function AddAppointmentForm({ patientId }: { patientId: number }) {
  const { userId, userNom, timeZone } = useStaffSession();
  const queryClient = useQueryClient();
  const blank = () => ({ dateHeure: nowForDateTimeInput(timeZone), motif: "", observation: "" });
  const { form, field, error, status, detail, startAttempt, showFailure } = useStaffForm({
    schema: appointmentDetailsInput,
    defaultValues: blank(),
    idPrefix: "appointment",
  });

  const add = useMutation({
    mutationFn: (details: { dateHeure: string; motif: string; observation: string | null }) =>
      // Without a stored user id (a lookup failed at login) the server refuses the doctor, beside its field.
      staffApi.appointments.create({ ...details, patient: { id: patientId }, medecin: { id: userId ?? "" } }),
    onMutate: startAttempt,
    onSuccess: () => {
      status.show(appointmentMessages.added);
      form.reset(blank());
      void queryClient.invalidateQueries({ queryKey: appointmentKeys.all });
      void queryClient.invalidateQueries({ queryKey: patientKeys.accessHistoryOf(patientId) });
    },
    onError: (failure) => showFailure(actionFailure(failure, appointmentMessages.addFailed), failure),
  });

  return (
    <form method="post" noValidate onSubmit={form.handleSubmit((details) => add.mutate(details))} className="flex flex-col gap-4">
      <Field label="Date et heure" htmlFor="appointment-dateHeure" required error={error("dateHeure")}>
        <input {...field("dateHeure")} type="datetime-local" step={60} required className={inputClasses} />
      </Field>
      <Field label="Motif" htmlFor="appointment-motif" required error={error("motif")}>
        <input {...field("motif")} required autoComplete="off" className={inputClasses} />
      </Field>
      <Field label="Observation" htmlFor="appointment-observation" hint="Facultatif" error={error("observation")}>
        <textarea {...field("observation")} rows={3} className={inputClasses} />
      </Field>
      <Field label="Médecin" htmlFor="appointment-medecin" error={error("medecin.id") ?? error("medecin")}>
        <input id="appointment-medecin" name="medecin" readOnly className={inputClasses} value={userNom} />
      </Field>
      <StatusMessage message={status.message} />
      {detail && <p className="text-sm text-danger-700">{detail}</p>}
      <div>
        <Button type="submit" disabled={add.isPending}>
          {add.isPending ? "Ajout en cours..." : "Ajouter le rendez-vous"}
        </Button>
      </div>
    </form>
  );
}
