import { z } from "zod";
import { answer, entityRef, optionalText, requiredText } from "@/schemas/fields";

/**
 * An ISO date-time. With an offset (Z, +01:00) it is an instant; without one (as a
 * datetime-local input gives) it is a wall-clock time in the practice's time zone.
 */
export const DATE_TIME_PATTERN = /^\d{4}-\d{2}-\d{2}T([01]\d|2[0-3]):[0-5]\d(:[0-5]\d(\.\d{1,9})?)?(Z|[+-]([01]\d|2[0-3]):?[0-5]\d)?$/;

/** POST /api/appointments */
export const appointmentInput = z.strictObject({
  dateHeure: z
    .string({ error: "La date et l'heure sont obligatoires." })
    .trim()
    .regex(DATE_TIME_PATTERN, { error: "La date et l'heure doivent être au format ISO (AAAA-MM-JJTHH:MM)." }),
  motif: requiredText("Le motif", 500),
  observation: optionalText("L'observation", 2000),
  patient: entityRef("Le patient"),
  medecin: entityRef("Le médecin"),
});
export type AppointmentInput = z.input<typeof appointmentInput>;

/** The fields a person types in an appointment form; the patient and the doctor are chosen apart. */
export const appointmentDetailsInput = appointmentInput.pick({ dateHeure: true, motif: true, observation: true });

/** A booking for a patient already chosen (the conversion of a request): the details and the doctor. */
export const appointmentBookingInput = appointmentInput.omit({ patient: true });

export const appointmentResponse = z.object({
  id: answer.id,
  dateHeure: answer.instant,
  motif: z.string(),
  observation: z.string().nullable(),
  patient: z.object({ id: answer.id }),
  medecin: z.object({ id: answer.id, nom: z.string(), prenom: z.string() }),
});
export type Appointment = z.infer<typeof appointmentResponse>;

export const appointmentMessages = {
  added: "Rendez-vous ajouté avec succès.",
  addFailed: "Erreur lors de l'ajout du rendez-vous.",
  none: "Aucun rendez-vous",
} as const;
