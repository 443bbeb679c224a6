import { z } from "zod";
import type { Appointment } from "@/schemas/appointment";
import type { AppointmentRequest } from "@/schemas/appointment-request";
import type { Patient } from "@/schemas/patient";
import { staffRoles, type StaffUser } from "@/schemas/staff-user";

/**
 * What the API answers, as zod schemas: they document the API (GET /api/openapi.json) and are
 * checked below to match the response types the browser code is written against.
 */

const instant = z.string().meta({ format: "date-time", description: "ISO 8601 instant (UTC)" });
const calendarDate = z.string().meta({ format: "date", description: "Calendar date YYYY-MM-DD" });
const id = z.number().int().positive();

export const apiErrorResponse = z
  .object({
    message: z.string().meta({ description: "What went wrong, in French" }),
    errors: z
      .record(z.string(), z.string())
      .optional()
      .meta({ description: "Field path → French message, for validation errors" }),
  });

export const appointmentRequestResponse = z
  .object({
    id,
    nom: z.string(),
    prenom: z.string(),
    telephone: z.string(),
    datePreferee: calendarDate,
    heurePreferee: z.string().meta({ description: "Wall-clock time HH:MM:SS" }),
    motif: z.string().nullable(),
    createdAt: instant,
  });

export const contactMessageResponse = z
  .object({
    id,
    nomComplet: z.string(),
    email: z.string(),
    sujet: z.string(),
    message: z.string(),
    createdAt: instant,
  });
export type ContactMessage = z.infer<typeof contactMessageResponse>;

export const staffUserResponse = z
  .object({ id, username: z.string(), nom: z.string(), prenom: z.string(), email: z.string(), role: z.enum(staffRoles) });

export const patientResponse = z
  .object({
    id,
    nom: z.string(),
    prenom: z.string(),
    dateNaissance: calendarDate,
    gender: z.enum(["H", "F"]),
    telephone: z.string(),
    email: z.string(),
    adresse: z.string(),
    mutuelle: z.boolean(),
    compagnie: z.string().nullable(),
    dateCreation: instant,
  });

export const appointmentResponse = z
  .object({
    id,
    dateHeure: instant,
    motif: z.string(),
    observation: z.string().nullable(),
    patient: z.object({ id }),
    medecin: z.object({ id, nom: z.string(), prenom: z.string() }),
  });

export const loginResponse = z.string().meta({ description: "The JWT, as a JSON string" });

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
// Compile-time check only: a drift between a schema and its type fails `tsc`.
const _responseTypesMatch: [true, true, true, true] = [] as unknown as [
  Same<z.infer<typeof appointmentRequestResponse>, AppointmentRequest>,
  Same<z.infer<typeof staffUserResponse>, StaffUser>,
  Same<z.infer<typeof patientResponse>, Patient>,
  Same<z.infer<typeof appointmentResponse>, Appointment>,
];
