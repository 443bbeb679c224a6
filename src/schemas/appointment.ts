import { z } from "zod";
import { entityRef, optionalText, requiredText } from "@/schemas/fields";

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

export type Appointment = {
  id: number;
  dateHeure: string;
  motif: string;
  observation: string | null;
  patient: { id: number };
  medecin: { id: number; nom: string; prenom: string };
};

export const appointmentMessages = {
  added: "Rendez-vous ajouté avec succès.",
  addFailed: "Erreur lors de l'ajout du rendez-vous.",
  none: "Aucun rendez-vous",
} as const;
