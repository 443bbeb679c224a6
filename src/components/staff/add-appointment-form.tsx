"use client";

import { useState } from "react";
import { nowForDateTimeInput } from "@/client/practice-dates";
import { useStatusMessage } from "@/client/use-status-message";
import { useStaffSession } from "@/components/staff/staff-session";
import { Button } from "@/components/ui/button";
import { Field, inputClasses } from "@/components/ui/field";
import { StatusMessage } from "@/components/ui/status-message";

type AddAppointmentFormProps = { patientId: number; onAdded: () => void };

/**
 * Records an appointment for this patient with the logged-in user as the doctor. Date and time
 * start at the practice's current time (minute precision) and go back to it after each add.
 */
export function AddAppointmentForm({ patientId, onAdded }: AddAppointmentFormProps) {
  const { api, userId, userNom, timeZone } = useStaffSession();
  const [dateHeure, setDateHeure] = useState(() => nowForDateTimeInput(timeZone));
  const [motif, setMotif] = useState("");
  const [observation, setObservation] = useState("");
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [detail, setDetail] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const status = useStatusMessage();

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy(true);
    setFieldErrors({});
    setDetail(null);
    const outcome = await api.addAppointment({ dateHeure, motif, observation, patientId, medecinId: userId });
    setBusy(false);
    status.show(outcome.message);
    setFieldErrors(outcome.fieldErrors);
    setDetail(outcome.detail);
    if (outcome.ok) {
      setDateHeure(nowForDateTimeInput(timeZone));
      setMotif("");
      setObservation("");
      onAdded();
    }
  }

  const described = (name: string) => (fieldErrors[name] ? { "aria-invalid": true, "aria-describedby": `appointment-${name}-error` } : {});

  return (
    <form method="post" onSubmit={onSubmit} className="flex flex-col gap-4">
      <Field label="Date et heure" htmlFor="appointment-dateHeure" required error={fieldErrors.dateHeure}>
        <input
          id="appointment-dateHeure"
          name="dateHeure"
          type="datetime-local"
          step={60}
          required
          className={inputClasses}
          value={dateHeure}
          onChange={(e) => setDateHeure(e.target.value)}
          {...described("dateHeure")}
        />
      </Field>
      <Field label="Motif" htmlFor="appointment-motif" required error={fieldErrors.motif}>
        <input id="appointment-motif" name="motif" required autoComplete="off" className={inputClasses} value={motif} onChange={(e) => setMotif(e.target.value)} {...described("motif")} />
      </Field>
      <Field label="Observation" htmlFor="appointment-observation" hint="Facultatif" error={fieldErrors.observation}>
        <textarea
          id="appointment-observation"
          name="observation"
          rows={3}
          className={inputClasses}
          value={observation}
          onChange={(e) => setObservation(e.target.value)}
          {...described("observation")}
        />
      </Field>
      <Field label="Médecin" htmlFor="appointment-medecin" error={fieldErrors["medecin.id"] ?? fieldErrors.medecin}>
        <input id="appointment-medecin" name="medecin" readOnly className={inputClasses} value={userNom} />
      </Field>
      <StatusMessage message={status.message} />
      {detail && <p className="text-sm text-danger-700">{detail}</p>}
      <div>
        <Button type="submit" disabled={busy}>
          {busy ? "Ajout en cours..." : "Ajouter le rendez-vous"}
        </Button>
      </div>
    </form>
  );
}
