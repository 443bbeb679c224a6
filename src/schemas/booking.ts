import { z } from "zod";
import { answer, calendarDateField, idParam, idSchema, isCalendarDate, optionalText, phoneField, removeHiddenFormatting, requiredText } from "@/schemas/fields";
import { genders } from "@/schemas/patient";
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
  unknownAct: "Chaque acte doit être un acte du catalogue.",
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
  acteIds: z
    .array(idSchema, { error: "Les actes doivent être une liste d'identifiants." })
    .max(10, { error: "10 actes au plus." })
    .default([])
    .transform((ids) => [...new Set(ids)])
    .meta({ description: "The acts (GET /api/acts) its bill starts with, in order; empty: the desk picks them" }),
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
    actes: z
      .array(z.object({ id: answer.id, code: z.string(), libelle: z.string() }))
      .meta({ description: "The acts its bill starts with, in order (inactive ones included: the desk skips them)" }),
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

/** The no-show rule's threshold (decision 048): absences in 12 months; null turns the rule off. */
const absencesThreshold = z
  .number({ error: "Le nombre d'absences doit être un nombre." })
  .int({ error: "Le nombre d'absences doit être un nombre entier." })
  .min(1, { error: "Le nombre d'absences doit être d'au moins 1." })
  .max(20, { error: "Le nombre d'absences ne doit pas dépasser 20." })
  .nullable();

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
  seuilAbsences: absencesThreshold.optional().meta({
    description: "An online booking of a patient marked absent this many times in 12 months waits for the front desk (a_confirmer); null: no such rule; left out: unchanged (default 2)",
  }),
});
export type BookingSettingsInput = z.output<typeof bookingSettingsInput>;

export const bookingSettingsResponse = bookingSettingsInput
  .extend({
    seuilAbsences: z.number().int().nullable().meta({ description: "Absences in 12 months from which an online booking waits for the front desk; null: no rule" }),
    misAJourLe: answer.instant.nullable(),
  })
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

/** A slot's start as the public calls take it: a wall-clock time of the practice's zone. */
export const slotStartField = (description: string) =>
  z
    .string({ error: "Le créneau est obligatoire." })
    .trim()
    .regex(WALL_CLOCK_PATTERN, { error: "Le créneau doit être une heure du Maroc (AAAA-MM-JJTHH:MM)." })
    .refine((value) => isCalendarDate(value.slice(0, 10)), { error: "Le créneau doit être une date valide." })
    .meta({ description });

/** POST /api/booking/holds. */
export const holdInput = z.strictObject({
  type: idSchema,
  medecinId: idSchema,
  debut: slotStartField("The slot's start, as GET /api/booking/slots gives it"),
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

// ——— Booking from a hold: the person's details, the code, the booking (decision 048) ———

/** How long a verification code is valid, and how many tries it allows. */
export const CODE_MINUTES = 10;
export const CODE_TRIES = 5;
export const CODE_LENGTH = 6;

/** How a code is sent: SMS or WhatsApp to a Moroccan mobile, or an e-mail. */
export const codeChannels = ["sms", "whatsapp", "email"] as const;
export type CodeChannel = (typeof codeChannels)[number];

export const bookingLanguages = ["fr", "ar"] as const;
export type BookingLanguage = (typeof bookingLanguages)[number];

export const bookingPersonMessages = {
  holdGone: "Votre créneau n'est plus réservé pour vous : il a expiré. Choisissez un nouveau créneau.",
  codeWrong: "Code incorrect.",
  codeTriesLeft: (left: number) => (left > 1 ? `Code incorrect : il vous reste ${left} essais.` : "Code incorrect : il vous reste 1 essai."),
  codeExhausted: "Trop d'essais : ce code n'est plus valable. Demandez un nouveau code.",
  codeExpired: "Ce code a expiré. Demandez un nouveau code.",
  codeMissing: "Aucun code en cours pour cette réservation. Demandez un nouveau code.",
  codeFormat: `Le code est composé de ${CODE_LENGTH} chiffres.`,
  tooManyCodes: "Trop de codes ont été demandés aujourd'hui. Réessayez demain ou appelez le cabinet.",
  tooManyBookingsPhone: "Deux rendez-vous à venir sont déjà réservés en ligne avec ce numéro. Pour un autre rendez-vous, appelez le cabinet.",
  tooManyBookingsToday: "Trop de réservations ont été faites depuis cette connexion aujourd'hui. Appelez le cabinet ou réessayez demain.",
  birthDateFuture: "La date de naissance ne peut pas être dans le futur.",
  birthDateTooOld: "La date de naissance doit être postérieure au 01/01/1900.",
} as const;

/** The limits against abuse, as the API's description states them. */
export const BOOKING_LIMITS_TEXT =
  "Limits: one live hold per client address; at most 2 future online bookings per phone number; 3 online bookings a day per client address; 5 codes a day per destination and 10 per client address.";

/** An e-mail that may be left out (blank or missing becomes null). */
const optionalBookingEmail = z
  .string({ error: "L'e-mail doit être un texte." })
  .overwrite(removeHiddenFormatting)
  .trim()
  .max(254, { error: "L'e-mail ne doit pas dépasser 254 caractères." })
  .nullish()
  .transform((value) => (value ? value : null))
  .pipe(z.email({ error: "Adresse e-mail invalide." }).transform((value) => value.toLowerCase()).nullable());

/**
 * POST /api/booking/holds/{id}/confirm: the person, as the request form asks for them (nom, prénom,
 * téléphone, the reminders box, the page's language) plus what a file needs (birth date, gender)
 * and an optional e-mail. The law 09-08 notice is shown beside the form, as on the request form.
 */
export const bookingPersonInput = z.strictObject({
  nom: requiredText("Le nom", 100),
  prenom: requiredText("Le prénom", 100),
  dateNaissance: calendarDateField("La date de naissance").meta({ description: "YYYY-MM-DD, not in the future, from 1900 on" }),
  gender: z.enum(genders, { error: "Indiquez si vous êtes une femme ou un homme." }).meta({ description: "H or F, as the patient file records it" }),
  telephone: phoneField().meta({
    description: "The person's phone; a code goes by SMS or WhatsApp only to a Moroccan mobile (06/07…, +212 6/7…), otherwise to the e-mail",
  }),
  email: optionalBookingEmail.meta({ description: "Optional; the code goes there when the phone cannot receive it or the practice sends codes by e-mail only" }),
  consentementRappels: z
    .boolean({ error: "« consentementRappels » doit être vrai ou faux." })
    .optional()
    .meta({ description: "The reminders box of the request form: the person agrees to reminders by SMS / WhatsApp (stored on a new file with its date)" }),
  langue: z
    .enum(bookingLanguages, { error: "« langue » doit valoir fr ou ar." })
    .optional()
    .meta({ description: "The page's language (the Arabic pages send ar; default fr): the code and the confirmation are written in it" }),
});
export type BookingPersonInput = z.input<typeof bookingPersonInput>;
export type BookingPerson = z.output<typeof bookingPersonInput>;

/** The slot as the pages show it back: the day and time of the practice's zone, and the doctor. */
export const bookedSlotResponse = z
  .object({
    jour: answer.calendarDate.meta({ description: "The appointment's day (YYYY-MM-DD, practice time zone)" }),
    heure: z.string().meta({ description: "The appointment's time, HH:MM, practice time zone (heure du Maroc)" }),
    medecin: publicDoctorResponse,
  })
  .meta({ id: "BookedSlot" });
export type BookedSlot = z.infer<typeof bookedSlotResponse>;

/**
 * 202 of the confirmation: either a code was sent (how, to a masked destination, until when; the
 * hold now lasts as long as the code), or no channel can deliver a code and the booking is stored,
 * waiting for the front desk (`aConfirmer: true`, with its day, time and doctor).
 */
export const confirmHoldResponse = z
  .object({
    aConfirmer: z.boolean().meta({ description: "true: no code can be sent; the booking is stored and waits for the front desk to confirm it" }),
    canal: z.enum(codeChannels).optional().meta({ description: "With aConfirmer false: how the code was sent" }),
    destination: z.string().optional().meta({ description: "With aConfirmer false: where, masked (06 •• •• •• 78, s•••@gmail.com)" }),
    expiresAt: answer.instant.optional().meta({ description: "With aConfirmer false: when the code (and the hold) expire, 10 minutes after the sending" }),
    rendezVous: bookedSlotResponse.optional().meta({ description: "With aConfirmer true: the booking waiting for the front desk" }),
  })
  .meta({ id: "BookingConfirmation" });
export type ConfirmHoldAnswer = z.infer<typeof confirmHoldResponse>;

/** A hold's id in a path: a UUID (400 "Identifiant invalide." otherwise). */
export const holdIdParam = z.string({ error: "Identifiant invalide." }).regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, { error: "Identifiant invalide." }).transform((value) => value.toLowerCase());

/** POST /api/booking/holds/{id}/verify. */
export const verifyCodeInput = z.strictObject({
  code: z
    .string({ error: bookingPersonMessages.codeFormat })
    .transform((value) => value.replace(/\s/g, ""))
    .pipe(z.string().regex(new RegExp(`^\\d{${CODE_LENGTH}}$`), { error: bookingPersonMessages.codeFormat }))
    .meta({ description: `The ${CODE_LENGTH} digits received (spaces ignored)` }),
});
export type VerifyCodeInput = z.input<typeof verifyCodeInput>;

/** 201 of the verification: the appointment, and whether its confirmation with the personal link went out. */
export const bookingDoneResponse = bookedSlotResponse
  .extend({
    lienEnvoye: z.boolean().meta({ description: "The confirmation carrying the personal link /rendez-vous/gerer/{token} was sent" }),
    canal: z.enum(codeChannels).meta({ description: "Where the confirmation went: the channel the code was verified on" }),
  })
  .meta({ id: "BookingDone" });
export type BookingDone = z.infer<typeof bookingDoneResponse>;
