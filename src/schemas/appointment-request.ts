import { z } from "zod";
import { calendarDateField, optionalText, phoneField, requiredText, wallClockTimeField } from "@/schemas/fields";

/** POST /api/appointment-requests: the public form (home, /appointments, template booking forms). */
export const appointmentRequestInput = z.strictObject({
  nom: requiredText("Le nom", 100),
  prenom: requiredText("Le prénom", 100),
  telephone: phoneField(),
  datePreferee: calendarDateField("La date préférée"),
  heurePreferee: wallClockTimeField("L'heure préférée"),
  motif: optionalText("Le motif", 1000),
});
export type AppointmentRequestInput = z.input<typeof appointmentRequestInput>;

/** An appointment request as the API returns it (also read as an "external patient"). */
export type AppointmentRequest = {
  id: number;
  nom: string;
  prenom: string;
  telephone: string;
  datePreferee: string;
  heurePreferee: string;
  motif: string | null;
  createdAt: string;
};

/** Messages of the spec's §8 for this form, word for word (kept zod-free for the browser). */
export { appointmentRequestMessages } from "@/schemas/public-form-messages";
