import { z } from "zod";
import { hasNoControlCharacters } from "@/schemas/fields";
import { patientMessages } from "@/schemas/patient";

/**
 * Path and query parameters of the API. Query values arrive as strings; unknown query
 * parameters (cache busters...) are ignored.
 */

export const INT4_MAX = 2_147_483_647;

/** A record id in a path: digits only, within PostgreSQL's integer range. */
export const idParam = z
  .string({ error: "Identifiant invalide." })
  .regex(/^[1-9]\d{0,9}$/, { error: "Identifiant invalide." })
  .transform(Number)
  .refine((id) => id <= INT4_MAX, { error: "Identifiant invalide." });

function pageNumber(label: string, min: number, max: number) {
  const message = `${label} doit être un nombre entier entre ${min} et ${max}.`;
  return z
    .string({ error: message })
    .regex(/^\d{1,10}$/, { error: message })
    .transform(Number)
    .refine((value) => value >= min && value <= max, { error: message });
}

export const PATIENT_SEARCH_DEFAULT_LIMIT = 50;
export const PATIENT_SEARCH_MAX_LIMIT = 200;

/** GET /api/patients?nom=&limit=&offset= */
export const patientSearchQuery = z.object({
  nom: z
    .string({ error: patientMessages.externalBlank })
    .trim()
    .min(1, { error: patientMessages.externalBlank })
    .max(100, { error: "Le nom ne doit pas dépasser 100 caractères." })
    .refine(hasNoControlCharacters, { error: "Le nom contient des caractères non autorisés." })
    .meta({ description: "Text found in nom or prenom (case and accents ignored)" }),
  limit: pageNumber("La limite", 1, PATIENT_SEARCH_MAX_LIMIT)
    .optional()
    .meta({ description: `At most this many patients (default ${PATIENT_SEARCH_DEFAULT_LIMIT}, max ${PATIENT_SEARCH_MAX_LIMIT})` }),
  offset: pageNumber("Le décalage", 0, 1_000_000).optional().meta({ description: "Patients to skip (default 0)" }),
});

/** The largest page a client may ask for; without `limit` the list has no cap (spec §7: every request). */
export const APPOINTMENT_REQUESTS_MAX_LIMIT = 1000;

/**
 * GET /api/appointment-requests?nom=&limit=&offset= ; a blank nom means no filter. Without limit
 * and offset the answer is every (matching) request: the spec's client calls it bare and filters.
 */
export const appointmentRequestListQuery = z.object({
  nom: z
    .string()
    .trim()
    .max(100, { error: "Le nom ne doit pas dépasser 100 caractères." })
    .refine(hasNoControlCharacters, { error: "Le nom contient des caractères non autorisés." })
    .optional()
    .transform((value) => (value ? value : undefined))
    .meta({ description: "Only requests whose nom contains this text (case and accents ignored)" }),
  limit: pageNumber("La limite", 1, APPOINTMENT_REQUESTS_MAX_LIMIT)
    .optional()
    .meta({ description: `At most this many requests (max ${APPOINTMENT_REQUESTS_MAX_LIMIT}); without it, every request from offset on` }),
  offset: pageNumber("Le décalage", 0, 1_000_000).optional().meta({ description: "Requests to skip (default 0)" }),
});
