import { z } from "zod";
import { answer, idParam, idSchema, isCalendarDate, optionalText, requiredText } from "@/schemas/fields";
import { staffRefResponse } from "@/schemas/staff-user";

/**
 * Online booking (issue 33, decision 047): visit types, the booking rules, free slots and holds.
 * Slots travel as wall-clock times of the practice's zone ("heure du Maroc"), `YYYY-MM-DDTHH:MM`,
 * never as instants: a phone's time-zone data cannot move them.
 */

export const bookingAudiences = ["tous", "patients_connus"] as const;
export type BookingAudience = (typeof bookingAudiences)[number];

export const bookingAudienceLabels: Record<BookingAudience, string> = {
  tous: "Tout le monde",
  patients_connus: "Patients connus du cabinet",
};

/** The longest range of days GET /api/booking/slots answers at once, both ends included. */
export const SLOTS_MAX_DAYS = 31;
/** How long a hold keeps a slot for its visitor. */
export const HOLD_MINUTES = 10;
/** How many next free slots a 409 proposes. */
export const NEXT_SLOTS = 3;

export const bookingMessages = {
  slotTaken: "Ce créneau vient d'être pris",
  slotNotOffered: "Ce créneau n'est pas proposé à la réservation en ligne.",
  bookingClosed: "La réservation en ligne est momentanément fermée. Vous pouvez envoyer une demande de rendez-vous.",
  typeNotFound: "Type de consultation non trouvé",
  doctorNotOffered: "Ce médecin ne propose pas ce type de consultation en ligne.",
  rangeTooLong: `La période ne doit pas dépasser ${SLOTS_MAX_DAYS} jours.`,
  rangeOrder: "La date de début doit précéder la date de fin.",
  settingsSaved: "Règles de réservation enregistrées avec succès.",
  settingsSaveFailed: "Erreur lors de l'enregistrement des règles de réservation.",
  settingsLoadFailed: "Impossible de charger les règles de réservation.",
  typeSaved: "Type de consultation enregistré avec succès.",
  typeSaveFailed: "Erreur lors de l'enregistrement du type de consultation.",
  typesLoadFailed: "Impossible de charger les types de consultation.",
  noTypes: "Aucun type de consultation.",
  unknownDoctor: "Chaque médecin doit être un compte médecin actif.",
} as const;

const minutes = (label: string, min: number, max: number) =>
  z
    .number({ error: `${label} doit être un nombre de minutes.` })
    .int({ error: `${label} doit être un nombre entier de minutes.` })
    .min(min, { error: `${label} doit être d'au moins ${min} minutes.` })
    .max(max, { error: `${label} ne doit pas dépasser ${max} minutes.` });

/** POST /api/booking/visit-types and PUT /api/booking/visit-types/{id} (ADMIN): the whole type. */
export const visitTypeInput = z.strictObject({
  libelleFr: requiredText("Le libellé en français", 100),
  libelleAr: requiredText("Le libellé en arabe", 100),
  dureeMinutes: minutes("La durée", 5, 240).refine((value) => value % 5 === 0, { error: "La durée doit être un multiple de 5 minutes." }),
  medecinIds: z
    .array(idSchema, { error: "Les médecins doivent être une liste d'identifiants." })
    .max(50, { error: "50 médecins au plus." })
    .default([])
    .transform((ids) => [...new Set(ids)])
    .meta({ description: "The doctors who take it; an empty list: every active doctor" }),
  enLigne: z.boolean({ error: "« Réservable en ligne » doit être vrai ou faux." }).default(true),
  reservablePar: z.enum(bookingAudiences, { error: "« Réservable par » doit être tous ou patients_connus." }).default("tous"),
  instructionsFr: optionalText("Les instructions en français", 1000),
  instructionsAr: optionalText("Les instructions en arabe", 1000),
  actif: z.boolean({ error: "« Actif » doit être vrai ou faux." }).default(true),
  ordre: z.number({ error: "L'ordre doit être un nombre." }).int({ error: "L'ordre doit être un nombre entier." }).min(0).max(1000).default(0),
});
export type VisitTypeInput = z.input<typeof visitTypeInput>;
export type VisitTypeValues = z.output<typeof visitTypeInput>;

export const visitTypeResponse = z
  .object({
    id: answer.id,
    libelleFr: z.string(),
    libelleAr: z.string(),
    dureeMinutes: z.number().int(),
    medecins: z.array(staffRefResponse).meta({ description: "The doctors who take it; empty: every active doctor" }),
    enLigne: z.boolean(),
    reservablePar: z.enum(bookingAudiences),
    instructionsFr: z.string().nullable(),
    instructionsAr: z.string().nullable(),
    actif: z.boolean(),
    ordre: z.number().int(),
  })
  .meta({ id: "VisitType" });
export type VisitType = z.infer<typeof visitTypeResponse>;

/** A doctor as the public pages name them: no account details. */
export const publicDoctorResponse = z.object({ id: answer.id, nom: z.string() }).meta({ id: "PublicDoctor" });
export type PublicDoctor = z.infer<typeof publicDoctorResponse>;

/** GET /api/booking/types: a type bookable online, as a visitor sees it. */
export const bookingTypeResponse = z
  .object({
    id: answer.id,
    libelleFr: z.string(),
    libelleAr: z.string(),
    dureeMinutes: z.number().int(),
    reservablePar: z.enum(bookingAudiences),
    instructionsFr: z.string().nullable(),
    instructionsAr: z.string().nullable(),
    medecins: z.array(publicDoctorResponse).meta({ description: "The active doctors who take it" }),
  })
  .meta({ id: "BookingType" });
export type BookingType = z.infer<typeof bookingTypeResponse>;

/** PUT /api/booking/settings (ADMIN): the whole set of rules. */
export const bookingSettingsInput = z.strictObject({
  reservationEnLigne: z.boolean({ error: "« Réservation en ligne » doit être vrai ou faux." }),
  preavisMinutes: minutes("Le délai minimum", 0, 20_160),
  horizonJours: z
    .number({ error: "L'horizon doit être un nombre de jours." })
    .int({ error: "L'horizon doit être un nombre entier de jours." })
    .min(1, { error: "L'horizon doit être d'au moins 1 jour." })
    .max(365, { error: "L'horizon ne doit pas dépasser 365 jours." }),
  pasMinutes: minutes("Le pas de la grille", 5, 240)
    .refine((value) => value % 5 === 0, { error: "Le pas de la grille doit être un multiple de 5 minutes." })
    .nullable()
    .meta({ description: "The slot grid's step; null: each visit type's duration" }),
  plafondJournalier: z
    .number({ error: "Le plafond doit être un nombre." })
    .int({ error: "Le plafond doit être un nombre entier." })
    .min(1, { error: "Le plafond doit être d'au moins 1." })
    .max(200, { error: "Le plafond ne doit pas dépasser 200." })
    .nullable()
    .meta({ description: "Most online bookings per doctor and day; null: no cap" }),
  delaiAnnulationMinutes: minutes("Le délai d'annulation", 0, 20_160),
});
export type BookingSettingsInput = z.output<typeof bookingSettingsInput>;

export const bookingSettingsResponse = bookingSettingsInput
  .extend({ misAJourLe: answer.instant.nullable() })
  .meta({ id: "BookingSettings" });
export type BookingSettings = z.infer<typeof bookingSettingsResponse>;

const day = (label: string) =>
  z
    .string({ error: `${label} est obligatoire (AAAA-MM-JJ).` })
    .trim()
    .refine(isCalendarDate, { error: `${label} doit être une date valide (AAAA-MM-JJ).` });

const daysBetween = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

/** GET /api/booking/slots?type=&du=&au=[&medecinId=]. */
export const slotsQuery = z
  .object({
    type: idParam.meta({ description: "The visit type's id" }),
    du: day("La date de début").meta({ description: "First day (YYYY-MM-DD, practice time zone), included" }),
    au: day("La date de fin").meta({ description: `Last day (YYYY-MM-DD), included; at most ${SLOTS_MAX_DAYS} days from du` }),
    medecinId: idParam.optional().meta({ description: "Only this doctor's slots" }),
  })
  .superRefine((query, ctx) => {
    if (!isCalendarDate(query.du) || !isCalendarDate(query.au)) return;
    if (query.du > query.au) ctx.addIssue({ code: "custom", message: bookingMessages.rangeOrder, path: ["au"] });
    else if (daysBetween(query.du, query.au) + 1 > SLOTS_MAX_DAYS) ctx.addIssue({ code: "custom", message: bookingMessages.rangeTooLong, path: ["au"] });
  });
export type SlotsQuery = z.output<typeof slotsQuery>;

/** A wall-clock time of the practice's zone, minute precision. */
export const WALL_CLOCK_PATTERN = /^\d{4}-\d{2}-\d{2}T([01]\d|2[0-3]):[0-5]\d$/;

export const freeSlotResponse = z
  .object({
    debut: z.string().meta({ description: "Start, wall-clock time of the practice's zone (YYYY-MM-DDTHH:MM, heure du Maroc)" }),
    fin: z.string().meta({ description: "End, wall-clock time of the practice's zone (YYYY-MM-DDTHH:MM)" }),
    medecin: publicDoctorResponse,
  })
  .meta({ id: "FreeSlot" });
export type FreeSlot = z.infer<typeof freeSlotResponse>;

/** POST /api/booking/holds. */
export const holdInput = z.strictObject({
  type: idSchema,
  medecinId: idSchema,
  debut: z
    .string({ error: "Le créneau est obligatoire." })
    .trim()
    .regex(WALL_CLOCK_PATTERN, { error: "Le créneau doit être une heure du Maroc (AAAA-MM-JJTHH:MM)." })
    .refine((value) => isCalendarDate(value.slice(0, 10)), { error: "Le créneau doit être une date valide." })
    .meta({ description: "The slot's start, as GET /api/booking/slots gives it" }),
});
export type HoldInput = z.output<typeof holdInput>;

export const holdResponse = z
  .object({
    id: z.string().meta({ format: "uuid", description: "The hold's id (to confirm the booking with)" }),
    expiresAt: answer.instant,
  })
  .meta({ id: "BookingHold" });
export type BookingHold = z.infer<typeof holdResponse>;

export const holdConflictResponse = z
  .object({ message: z.string(), suivants: z.array(freeSlotResponse).meta({ description: `The next ${NEXT_SLOTS} free slots of the same type and doctor` }) })
  .meta({ id: "BookingHoldConflict" });
export type BookingHoldConflict = z.infer<typeof holdConflictResponse>;
