import { z } from "zod";

// Messages zod writes itself (unknown keys, wrong body type...) reach users too: in French.
z.config(z.locales.fr());
// No compiled fast path: zod probes for it with `new Function` when an object schema is built,
// and in a browser page (the staff area bundles these schemas) the strict Content-Security-Policy
// reports that probe as a violation. Every schema module imports this one first.
z.config({ jitless: true });

/**
 * Field builders shared by every payload schema, with the French messages the API answers with.
 * Used by the browser forms and by the server: one schema per payload, one place for messages.
 */

/**
 * Control characters other than tab and line breaks: never typed by a person, and NUL cannot
 * even be stored by PostgreSQL.
 */
export const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
/** No such control character, and well-formed: no lone surrogate, which cannot be stored as UTF-8. */
export const hasNoControlCharacters = (value: string) => !CONTROL_CHARACTERS.test(value) && value.isWellFormed();
const controlCharactersMessage = (label: string) => `${label} contient des caractères non autorisés.`;
export const malformedTextMessage = "Ce texte contient des caractères mal formés.";

/**
 * Characters that change how a text is shown without being seen: Unicode's directional formatting
 * characters (embeddings and overrides U+202A–U+202E, isolates U+2066–U+2069, marks U+200E,
 * U+200F and U+061C) and the C1 controls (U+0080–U+009F). They could disguise what staff read (a
 * name shown backwards); phone numbers copied from WhatsApp or a contact list carry them. Removed
 * from every text before it is checked or stored, never refused: a patient's request must not
 * fail for them (docs/decisions/022-hardening-and-conformance.md).
 */
export const HIDDEN_FORMATTING = /[\u0080-\u009F\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/g;
export const removeHiddenFormatting = (value: string) => value.replace(HIDDEN_FORMATTING, "");

/** A required, trimmed text of at most `max` characters. `label` reads "Le nom", "L'adresse"... */
export function requiredText(label: string, max: number) {
  return z
    .string({ error: (issue) => (issue.input === undefined || issue.input === null ? `${label} est obligatoire.` : `${label} doit être un texte.`) })
    .overwrite(removeHiddenFormatting)
    .trim()
    .min(1, { error: `${label} est obligatoire.` })
    .max(max, { error: `${label} ne doit pas dépasser ${max} caractères.` })
    .refine(hasNoControlCharacters, { error: controlCharactersMessage(label) });
}

/** An optional text: missing, null or blank all become null. */
export function optionalText(label: string, max: number) {
  return z
    .string({ error: `${label} doit être un texte.` })
    .overwrite(removeHiddenFormatting)
    .trim()
    .max(max, { error: `${label} ne doit pas dépasser ${max} caractères.` })
    .refine(hasNoControlCharacters, { error: controlCharactersMessage(label) })
    .nullish()
    .transform((value) => (value ? value : null));
}

export function emailField(label = "L'e-mail") {
  return z
    .string({ error: (issue) => (issue.input == null ? `${label} est obligatoire.` : `${label} doit être un texte.`) })
    .overwrite(removeHiddenFormatting)
    .trim()
    .min(1, { error: `${label} est obligatoire.` })
    .max(254, { error: `${label} ne doit pas dépasser 254 caractères.` })
    .refine(hasNoControlCharacters, { error: "Adresse e-mail invalide." })
    .pipe(z.email({ error: "Adresse e-mail invalide." }))
    .transform((value) => value.toLowerCase());
}

/** 8 to 15 digits, an optional leading + or 00; spaces, dots and dashes allowed between them. */
export const PHONE_PATTERN = /^(\+|00)?[0-9][0-9 .\-]*$/;

export function phoneField(label = "Le téléphone") {
  return requiredText(label, 30).refine(
    (value) => {
      const digits = value.replace(/\D/g, "").length;
      return PHONE_PATTERN.test(value) && digits >= 8 && digits <= 15;
    },
    { error: "Numéro de téléphone invalide." },
  );
}

/** True for a real calendar date written YYYY-MM-DD (no 2025-02-30). */
export function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/**
 * The days a query may name (a period of the agenda, of the audit trail): a date outside them is no
 * one's appointment or event, and the arithmetic on it (the day after, its midnight in the zone)
 * could leave what a JavaScript date holds — `9999-12-31` + 1 day is an invalid time value.
 */
export const QUERY_DAY_MIN = "1900-01-01";
export const QUERY_DAY_MAX = "2199-12-31";

/** A real date written YYYY-MM-DD between QUERY_DAY_MIN and QUERY_DAY_MAX. */
export function isQueryDay(value: string): boolean {
  return isCalendarDate(value) && value >= QUERY_DAY_MIN && value <= QUERY_DAY_MAX;
}

/** A day in a query string: YYYY-MM-DD, a real date between QUERY_DAY_MIN and QUERY_DAY_MAX. */
export function queryDay(label: string) {
  return z
    .string({ error: `${label} est obligatoire (AAAA-MM-JJ).` })
    .trim()
    .refine(isCalendarDate, { error: `${label} doit être une date valide (AAAA-MM-JJ).`, abort: true })
    .refine((value) => value >= QUERY_DAY_MIN && value <= QUERY_DAY_MAX, {
      error: `${label} doit être comprise entre le 01/01/1900 et le 31/12/2199.`,
    });
}

export function calendarDateField(label: string) {
  return z
    .string({ error: (issue) => (issue.input == null ? `${label} est obligatoire.` : `${label} doit être une date.`) })
    .trim()
    .min(1, { error: `${label} est obligatoire.` })
    .refine(isCalendarDate, { error: `${label} doit être une date valide (AAAA-MM-JJ).` });
}

/** A wall-clock time; HH:MM is accepted and completed to HH:MM:SS. */
export function wallClockTimeField(label: string) {
  return z
    .string({ error: (issue) => (issue.input == null ? `${label} est obligatoire.` : `${label} doit être une heure.`) })
    .trim()
    .min(1, { error: `${label} est obligatoire.` })
    .regex(/^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/, { error: `${label} doit être une heure valide (HH:MM).` })
    .transform((value) => (value.length === 5 ? `${value}:00` : value));
}

/** The largest id PostgreSQL's integer holds. */
export const INT4_MAX = 2_147_483_647;

/**
 * A positive whole number id, as a JSON number or a numeric string ("12"). Nothing else is
 * coerced: true, [5], "1e3" or "0x10" are not ids.
 */
export const idSchema = z
  .union([z.number(), z.string().trim().regex(/^\d{1,10}$/, { error: "Identifiant invalide." })], { error: "Identifiant invalide." })
  .pipe(
    z.coerce
      .number<string | number>({ error: "Identifiant invalide." })
      .int({ error: "Identifiant invalide." })
      .positive({ error: "Identifiant invalide." })
      .max(INT4_MAX, { error: "Identifiant invalide." }),
  );

export const entityRef = (label: string) =>
  z.object({ id: idSchema }, { error: `${label} est obligatoire.` });

/** A record id in a path: digits only, within PostgreSQL's integer range. */
export const idParam = z
  .string({ error: "Identifiant invalide." })
  .regex(/^[1-9]\d{0,9}$/, { error: "Identifiant invalide." })
  .transform(Number)
  .refine((id) => id <= INT4_MAX, { error: "Identifiant invalide." });

/** Fields of the API's answers: they document the API (GET /api/openapi.json) and type the screens. */
export const answer = {
  id: z.number().int().positive(),
  instant: z.string().meta({ format: "date-time", description: "ISO 8601 instant (UTC)" }),
  calendarDate: z.string().meta({ format: "date", description: "Calendar date YYYY-MM-DD" }),
  wallClockTime: z.string().meta({ description: "Wall-clock time HH:MM:SS" }),
};
