import { z } from "zod";
import { answer, hasNoControlCharacters, isCalendarDate } from "@/schemas/fields";
import { frenchWeekdayNames as weekdayNames } from "@/calendar/names";
import { WEEKDAYS, type Weekday } from "@/calendar/plain-date";

/**
 * The practice's opening hours and closures: one document, read by anyone
 * (GET /api/practice/hours) and replaced by an admin (PUT /api/practice/hours).
 *
 * - `semaine`: the usual week, ranges per ISO weekday ("1" = lundi … "7" = dimanche); an empty
 *   list means closed that weekday.
 * - `periodes`: special periods (Ramadan…) with a week of their own, from `du` to `au` inclusive.
 * - `fermetures`: closures from `du` to `au` inclusive (holidays, leave). `estimee: true` is a
 *   religious holiday's estimated date that no admin has confirmed yet: shown as probable,
 *   never used to refuse a request.
 *
 * Calendar dates are YYYY-MM-DD strings and times HH:MM wall-clock strings in the practice's
 * time zone, never instants. The rules over the document (a day's hours, closed days, display
 * rows, JSON-LD) are the practice's calendar's: src/calendar/opening-hours.ts (decision 037).
 */

export const closureNatures = ["ferie", "conge", "autre"] as const;
export type ClosureNature = (typeof closureNatures)[number];

export const closureNatureLabels: Record<ClosureNature, string> = {
  ferie: "Jour férié",
  conge: "Congé",
  autre: "Autre",
};

/** Limits of one document: far above a practice's needs, well under the API's 32 KB body. */
export const PRACTICE_HOURS_LIMITS = {
  rangesPerDay: 4,
  periods: 20,
  closures: 200,
  libelle: 100,
  /** Longest closure or period, in days. */
  spanDays: 366,
} as const;

const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;
const ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

const timeOfDay = (label: string) =>
  z
    .string({ error: (issue) => (issue.input == null ? `${label} est obligatoire.` : `${label} doit être une heure.`) })
    .trim()
    .regex(TIME_PATTERN, { error: `${label} doit être une heure valide (HH:MM).` });

const dayField = (label: string) =>
  z
    .string({ error: (issue) => (issue.input == null ? `${label} est obligatoire.` : `${label} doit être une date.`) })
    .trim()
    .min(1, { error: `${label} est obligatoire.` })
    .refine((value) => isCalendarDate(value) && value >= "2000-01-01" && value <= "2100-12-31", {
      error: `${label} doit être une date valide (AAAA-MM-JJ).`,
    });

const labelField = z
  .string({ error: (issue) => (issue.input == null ? "Le libellé est obligatoire." : "Le libellé doit être un texte.") })
  .trim()
  .min(1, { error: "Le libellé est obligatoire." })
  .max(PRACTICE_HOURS_LIMITS.libelle, { error: `Le libellé ne doit pas dépasser ${PRACTICE_HOURS_LIMITS.libelle} caractères.` })
  .refine(hasNoControlCharacters, { error: "Le libellé contient des caractères non autorisés." });

const idField = z
  .string({ error: "Identifiant invalide." })
  .regex(ID_PATTERN, { error: "Identifiant invalide." });

const spanDays = (du: string, au: string) => Math.round((Date.parse(`${au}T00:00:00Z`) - Date.parse(`${du}T00:00:00Z`)) / 86_400_000) + 1;

/** Checks `du ≤ au` and the span; the messages sit on `au`. */
function checkSpan(value: { du: string; au: string }, context: z.RefinementCtx) {
  if (!isCalendarDate(value.du) || !isCalendarDate(value.au)) return;
  if (value.au < value.du) {
    context.addIssue({ code: "custom", message: "La date de fin doit être le même jour que la date de début ou après.", path: ["au"] });
  } else if (spanDays(value.du, value.au) > PRACTICE_HOURS_LIMITS.spanDays) {
    context.addIssue({ code: "custom", message: `Une période ne doit pas dépasser ${PRACTICE_HOURS_LIMITS.spanDays} jours.`, path: ["au"] });
  }
}

export const timeRangeInput = z
  .strictObject({ debut: timeOfDay("L'heure de début"), fin: timeOfDay("L'heure de fin") })
  .refine((range) => !TIME_PATTERN.test(range.debut) || !TIME_PATTERN.test(range.fin) || range.debut < range.fin, {
    error: "L'heure de fin doit être après l'heure de début.",
    path: ["fin"],
  });

/** A weekday's ranges: sorted by start on output; overlapping ranges are refused. */
const dayRangesInput = (weekday: Weekday) =>
  z
    .array(timeRangeInput, { error: "Les plages horaires doivent être une liste." })
    .max(PRACTICE_HOURS_LIMITS.rangesPerDay, { error: `Au plus ${PRACTICE_HOURS_LIMITS.rangesPerDay} plages horaires par jour.` })
    .transform((ranges) => [...ranges].sort((a, b) => (a.debut < b.debut ? -1 : a.debut > b.debut ? 1 : 0)))
    .superRefine((ranges, context) => {
      const overlaps = ranges.some((range, index) => index > 0 && range.debut < (ranges[index - 1]?.fin ?? ""));
      if (overlaps) context.addIssue({ code: "custom", message: `Les plages horaires du ${weekdayNames[weekday]} se chevauchent.` });
    });

export const weeklyHoursInput = z.strictObject(
  {
    "1": dayRangesInput("1"),
    "2": dayRangesInput("2"),
    "3": dayRangesInput("3"),
    "4": dayRangesInput("4"),
    "5": dayRangesInput("5"),
    "6": dayRangesInput("6"),
    "7": dayRangesInput("7"),
  },
  { error: "La semaine doit donner les plages horaires de chaque jour (1 à 7)." },
);

export const specialPeriodInput = z
  .strictObject({
    id: idField,
    libelle: labelField,
    du: dayField("La date de début"),
    au: dayField("La date de fin"),
    semaine: weeklyHoursInput,
  })
  .superRefine(checkSpan);

export const closureInput = z
  .strictObject({
    id: idField,
    libelle: labelField,
    du: dayField("La date de début"),
    au: dayField("La date de fin"),
    nature: z.enum(closureNatures, { error: "La nature doit être ferie, conge ou autre." }),
    estimee: z.boolean({ error: "« estimee » doit être vrai ou faux." }),
  })
  .superRefine(checkSpan);

/** PUT /api/practice/hours: the whole document (no misAJourLe: the server sets it). */
export const practiceHoursInput = z
  .strictObject({
    semaine: weeklyHoursInput,
    periodes: z
      .array(specialPeriodInput, { error: "Les périodes doivent être une liste." })
      .max(PRACTICE_HOURS_LIMITS.periods, { error: `Au plus ${PRACTICE_HOURS_LIMITS.periods} périodes particulières.` }),
    fermetures: z
      .array(closureInput, { error: "Les fermetures doivent être une liste." })
      .max(PRACTICE_HOURS_LIMITS.closures, { error: `Au plus ${PRACTICE_HOURS_LIMITS.closures} fermetures.` }),
  })
  .superRefine((hours, context) => {
    const seen = new Set<string>();
    const checkId = (id: string, path: (string | number)[]) => {
      if (seen.has(id)) context.addIssue({ code: "custom", message: "Cet identifiant est déjà utilisé.", path });
      seen.add(id);
    };
    hours.periodes.forEach((period, index) => checkId(period.id, ["periodes", index, "id"]));
    hours.fermetures.forEach((closure, index) => checkId(closure.id, ["fermetures", index, "id"]));
    // Two periods on one day would leave that day's hours ambiguous.
    hours.periodes.forEach((period, index) => {
      const other = hours.periodes.find((candidate, at) => at < index && candidate.du <= period.au && period.du <= candidate.au);
      if (other) {
        context.addIssue({
          code: "custom",
          message: `Cette période chevauche la période « ${other.libelle} ».`,
          path: ["periodes", index, "du"],
        });
      }
    });
  });
export type PracticeHoursInput = z.input<typeof practiceHoursInput>;

/* ---------- Answers (they document the API and type the screens) ---------- */

export const timeRangeResponse = z
  .object({
    debut: z.string().meta({ description: "Wall-clock time HH:MM" }),
    fin: z.string().meta({ description: "Wall-clock time HH:MM, after debut" }),
  })
  .meta({ id: "TimeRange" });
export type TimeRange = z.infer<typeof timeRangeResponse>;

export const weeklyHoursResponse = z
  .object(Object.fromEntries(WEEKDAYS.map((day) => [day, z.array(timeRangeResponse)])) as Record<Weekday, z.ZodArray<typeof timeRangeResponse>>)
  .meta({
    id: "WeeklyHours",
    description: "Ranges per ISO weekday (1 = Monday … 7 = Sunday), sorted, not overlapping; an empty list: closed that weekday",
  });
export type WeeklyHours = z.infer<typeof weeklyHoursResponse>;

export const specialPeriodResponse = z
  .object({
    id: z.string(),
    libelle: z.string(),
    du: answer.calendarDate,
    au: answer.calendarDate.meta({ description: "Last day, inclusive" }),
    semaine: weeklyHoursResponse,
  })
  .meta({ id: "SpecialPeriod", description: "A period with hours of its own (Ramadan…), du to au inclusive" });
export type SpecialPeriod = z.infer<typeof specialPeriodResponse>;

export const closureResponse = z
  .object({
    id: z.string().meta({ description: "Stable id; pre-filled holidays: ferie-{year}-{name} or ferie-{hijri year}h-{name}" }),
    libelle: z.string(),
    du: answer.calendarDate,
    au: answer.calendarDate.meta({ description: "Last day, inclusive" }),
    nature: z.enum(closureNatures),
    estimee: z.boolean().meta({ description: "An estimated religious holiday not yet confirmed by an admin: probable, never refused" }),
  })
  .meta({ id: "Closure" });
export type Closure = z.infer<typeof closureResponse>;

export const practiceHoursResponse = z
  .object({
    semaine: weeklyHoursResponse,
    periodes: z.array(specialPeriodResponse),
    fermetures: z.array(closureResponse),
    misAJourLe: answer.instant.nullable().meta({ description: "Last save by an admin; null while the defaults apply" }),
  })
  .meta({ id: "PracticeHours" });
export type PracticeHours = z.infer<typeof practiceHoursResponse>;

/** What GET and PUT /api/practice/hours answer: the document, and today on the practice's clock. */
export const practiceHoursAnswer = practiceHoursResponse
  .extend({
    aujourdHui: answer.calendarDate.meta({
      description: "Today in the practice's time zone, by the server's clock: the earliest day a request may name",
    }),
  })
  .meta({ id: "PracticeHoursAnswer" });
export type PracticeHoursAnswer = z.infer<typeof practiceHoursAnswer>;

export const practiceHoursMessages = {
  saved: "Horaires enregistrés avec succès.",
  saveFailed: "Erreur lors de l'enregistrement des horaires.",
  loadFailed: "Impossible de charger les horaires.",
} as const;
