import { z } from "zod";
import { answer, calendarDateField, emailField, hasNoControlCharacters, idSchema, isCalendarDate, removeHiddenFormatting, requiredText } from "@/schemas/fields";
import { freeSlotResponse, publicDoctorResponse } from "@/schemas/booking";
import { messageLanguages, notificationChannels } from "@/schemas/notification";
import { genders } from "@/schemas/patient";

/**
 * The waiting list of online booking (issue 33, decision 051): "Prévenez-moi si un créneau se
 * libère". A visitor gives a visit type, a doctor or any, a range of days inside the booking
 * horizon, who they are and how to reach them (a Moroccan mobile or an e-mail), verified with a
 * 6-digit code; the offers then reach them one slot at a time, each held 15 minutes.
 */

/** How long an offer holds its slot for the person it is made to. */
export const OFFER_MINUTES = 15;

export const waitlistStatuses = ["a_verifier", "active", "satisfaite", "expiree", "retiree"] as const;
export type WaitlistStatus = (typeof waitlistStatuses)[number];

export const waitlistStatusLabels: Record<WaitlistStatus, string> = {
  a_verifier: "Contact à vérifier",
  active: "En attente",
  satisfaite: "Rendez-vous pris",
  expiree: "Période passée",
  retiree: "Retirée",
};

export const offerStatuses = ["proposee", "acceptee", "declinee", "expiree", "perdue"] as const;
export type OfferStatus = (typeof offerStatuses)[number];

export const offerStatusLabels: Record<OfferStatus, string> = {
  proposee: "Proposé",
  acceptee: "Accepté",
  declinee: "Refusé",
  expiree: "Sans réponse (15 min)",
  perdue: "Pris par un autre",
};

export const waitlistMessages = {
  joined: "Un code de vérification vous a été envoyé.",
  verified: "C'est noté : nous vous préviendrons dès qu'un créneau se libère.",
  codeWrong: "Code incorrect.",
  codeExpired: "Ce code a expiré. Inscrivez-vous à nouveau.",
  codeTooManyTries: "Trop d'essais. Inscrivez-vous à nouveau.",
  notFound: "Inscription non trouvée",
  alreadyVerified: "Cette inscription est déjà vérifiée.",
  rangeOrder: "La date de fin doit suivre la date de début.",
  rangePast: "La période doit commencer aujourd'hui ou plus tard.",
  rangeBeyondHorizon: "La période dépasse les jours ouverts à la réservation en ligne.",
  closed: "La réservation en ligne est momentanément fermée. Vous pouvez envoyer une demande de rendez-vous.",
  codeUndeliverable: "Nous ne pouvons pas vous envoyer de code à ce contact pour l'instant. Essayez un autre contact ou appelez le cabinet.",
  contactInvalid: "Indiquez un numéro de mobile marocain (06… ou 07…) ou une adresse e-mail.",
  offerNotFound: "Ce lien n'est pas valable.",
  offerGone: "Ce créneau n'est plus disponible : une autre personne l'a pris. Vous restez sur la liste d'attente.",
  offerExpired: "Cette proposition a expiré. Vous restez sur la liste d'attente.",
  offerAccepted: "Votre rendez-vous est réservé.",
  offerDeclined: "C'est noté : ce créneau sera proposé à quelqu'un d'autre. Vous restez sur la liste d'attente.",
  offerClosed: "Cette proposition n'est plus ouverte.",
  listFailed: "Impossible de charger la liste d'attente.",
  removed: "Inscription retirée de la liste d'attente.",
  removeFailed: "Impossible de retirer cette inscription.",
  notActive: "Cette inscription n'est plus sur la liste d'attente.",
  empty: "Personne n'attend de créneau pour l'instant.",
} as const;

/** +2126XXXXXXXX or +2127XXXXXXXX (06…, 07…, +212 6…, 00212 7…), or null. */
export function moroccanMobile(text: string): string | null {
  const match = /^(?:\+212|00212|0)?(?:\(0\)|0)?([67]\d{8})$/.exec(text.replace(/[\s.\-]/g, ""));
  return match ? `+212${match[1]}` : null;
}

const emailCheck = emailField("L'adresse e-mail");

/** The contact as typed: an e-mail (with @) or a Moroccan mobile; read into a channel and a canonical address. */
export const contactField = z
  .string({ error: (issue) => (issue.input == null ? "Le contact est obligatoire." : "Le contact doit être un texte.") })
  .overwrite(removeHiddenFormatting)
  .trim()
  .min(1, { error: "Le contact est obligatoire." })
  .max(254, { error: "Le contact ne doit pas dépasser 254 caractères." })
  .refine(hasNoControlCharacters, { error: waitlistMessages.contactInvalid })
  .transform((value, ctx) => {
    if (value.includes("@")) {
      const email = emailCheck.safeParse(value);
      if (email.success) return { canal: "email" as const, adresse: email.data };
    } else {
      const mobile = moroccanMobile(value);
      if (mobile) return { canal: "sms" as const, adresse: mobile };
    }
    ctx.addIssue({ code: "custom", message: waitlistMessages.contactInvalid });
    return z.NEVER;
  })
  .meta({ description: "A Moroccan mobile (06…, 07…, +212 6…, +212 7…) or an e-mail address" });

const birthDate = calendarDateField("La date de naissance").refine((value) => value >= "1900-01-01", {
  error: "La date de naissance doit être une date valide (AAAA-MM-JJ).",
});

/** POST /api/booking/waitlist (public). The range is checked against the horizon by the server. */
export const waitlistInput = z
  .strictObject({
    type: idSchema.meta({ description: "The visit type's id" }),
    medecinId: idSchema.nullish().transform((value) => value ?? null).meta({ description: "A doctor who takes the type; null or absent: any of them" }),
    du: calendarDateField("La date de début").meta({ description: "First day (YYYY-MM-DD, practice time zone), included" }),
    au: calendarDateField("La date de fin").meta({ description: "Last day (YYYY-MM-DD), included; within the booking horizon" }),
    nom: requiredText("Le nom", 100),
    prenom: requiredText("Le prénom", 100),
    dateNaissance: birthDate,
    gender: z.enum(genders, { error: "Indiquez si vous êtes une femme ou un homme." }).meta({ description: "H or F, as the patient file records it" }),
    contact: contactField,
    langue: z.enum(messageLanguages, { error: "La langue doit être fr ou ar." }).default("fr").meta({ description: "The language of the code and the offers" }),
  })
  .superRefine((input, ctx) => {
    if (isCalendarDate(input.du) && isCalendarDate(input.au) && input.au < input.du) ctx.addIssue({ code: "custom", message: waitlistMessages.rangeOrder, path: ["au"] });
  });
export type WaitlistInput = z.input<typeof waitlistInput>;
export type WaitlistValues = z.output<typeof waitlistInput>;

export const waitlistJoinResponse = z
  .object({
    id: answer.id,
    canal: z.enum(notificationChannels).meta({ description: "Where the code went" }),
    destinataire: z.string().meta({ description: "The contact, partly masked (06 •• •• •• 78, m•••@exemple.ma)" }),
  })
  .meta({ id: "WaitlistJoined" });
export type WaitlistJoined = z.infer<typeof waitlistJoinResponse>;

/** POST /api/booking/waitlist/{id}/verify. */
export const waitlistVerifyInput = z.strictObject({
  code: z
    .string({ error: "Le code est obligatoire." })
    .trim()
    .regex(/^\d{6}$/, { error: "Le code doit compter 6 chiffres." }),
});
export type WaitlistVerifyInput = z.output<typeof waitlistVerifyInput>;

export const waitlistVerifiedResponse = z
  .object({ id: answer.id, statut: z.enum(waitlistStatuses), du: answer.calendarDate, au: answer.calendarDate })
  .meta({ id: "WaitlistVerified" });
export type WaitlistVerified = z.infer<typeof waitlistVerifiedResponse>;

/** GET /api/booking/offers/{token}: what the link offers, nothing about the person. */
export const offerResponse = z
  .object({
    statut: z.enum(offerStatuses).meta({ description: "proposee while it can be taken; perdue once the slot went to someone else" }),
    creneau: freeSlotResponse,
    type: z.object({ id: answer.id, libelleFr: z.string(), libelleAr: z.string() }),
    expiresAt: answer.instant.meta({ description: "Until when the slot is kept for this person" }),
  })
  .meta({ id: "WaitlistOffer" });
export type WaitlistOffer = z.infer<typeof offerResponse>;

export const offerAcceptedResponse = z
  .object({ creneau: freeSlotResponse, message: z.string() })
  .meta({ id: "WaitlistOfferAccepted" });
export type WaitlistOfferAccepted = z.infer<typeof offerAcceptedResponse>;

export const offerDeclinedResponse = z.object({ message: z.string() }).meta({ id: "WaitlistOfferDeclined" });

/** One offer as the staff page shows it. */
export const staffOfferResponse = z.object({
  id: answer.id,
  statut: z.enum(offerStatuses),
  debut: z.string().meta({ description: "Wall-clock start (YYYY-MM-DDTHH:MM, heure du Maroc)" }),
  medecin: publicDoctorResponse,
  proposeLe: answer.instant,
  expireLe: answer.instant,
  reponduLe: answer.instant.nullable(),
  rendezVousId: answer.id.nullable(),
});
export type StaffOffer = z.infer<typeof staffOfferResponse>;

/** GET /api/booking/waitlist (staff): an entry with its offers. */
export const waitlistEntryResponse = z
  .object({
    id: answer.id,
    statut: z.enum(waitlistStatuses),
    type: z.object({ id: answer.id, libelle: z.string() }),
    medecin: publicDoctorResponse.nullable().meta({ description: "null: any doctor" }),
    du: answer.calendarDate,
    au: answer.calendarDate,
    nom: z.string(),
    prenom: z.string(),
    dateNaissance: answer.calendarDate,
    gender: z.enum(genders),
    canal: z.enum(notificationChannels),
    contact: z.string(),
    langue: z.enum(messageLanguages),
    inscritLe: answer.instant,
    verifieLe: answer.instant.nullable(),
    clotureLe: answer.instant.nullable(),
    rendezVousId: answer.id.nullable(),
    offres: z.array(staffOfferResponse),
  })
  .meta({ id: "WaitlistEntry" });
export type WaitlistEntry = z.infer<typeof waitlistEntryResponse>;

/** GET /api/booking/waitlist?etat=: the entries still waiting (default) or every one of the last 90 days. */
export const waitlistQuery = z.object({
  etat: z.enum(["en_cours", "tout"], { error: "L'état doit être en_cours ou tout." }).default("en_cours").meta({ description: "en_cours: waiting or being verified; tout: also those closed in the last 30 days (then deleted)" }),
});
export type WaitlistQuery = z.output<typeof waitlistQuery>;
