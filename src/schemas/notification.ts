import { z } from "zod";
import { answer } from "@/schemas/fields";
import { offsetParam, pageNumber } from "@/schemas/paging";

/**
 * Notifications (issue 24, decision 030): the patients' consents per channel, and the messages of
 * the outbox (confirmations, moves, cancellations, reminders, the staff's grouped alerts) with
 * their state. Shared by the server and the staff screens.
 */

export const notificationChannels = ["email", "sms", "whatsapp"] as const;
export type NotificationChannel = (typeof notificationChannels)[number];

/** What a patient is told about; `alerte_personnel` is the staff's grouped e-mail (no patient). */
export const patientNotificationTypes = ["confirmation", "deplacement", "annulation", "rappel"] as const;
export const notificationTypes = [...patientNotificationTypes, "alerte_personnel"] as const;
export type PatientNotificationType = (typeof patientNotificationTypes)[number];
export type NotificationType = (typeof notificationTypes)[number];

/**
 * The approved WhatsApp templates a practice configures (TWILIO_WHATSAPP_CONTENT_SIDS and its _AR
 * twin): one per patient message type, plus `code` (a verification code, its one variable the
 * code; decision 048) and `reservation` (an online booking's confirmation with its personal link:
 * practice, day, time, link).
 */
export const whatsappTemplateKeys = [...patientNotificationTypes, "code", "reservation"] as const;
export type WhatsappTemplateKey = (typeof whatsappTemplateKeys)[number];

/**
 * `non_envoye`: the log driver recorded it, no provider is configured for its channel: nothing
 * left (decision 043, superseding decision 030's 'envoye' for the log driver).
 */
export const notificationStatuses = ["en_attente", "envoye", "non_envoye", "echec"] as const;
export type NotificationStatus = (typeof notificationStatuses)[number];

export const notificationStatusLabels: Record<NotificationStatus, string> = {
  en_attente: "En attente",
  envoye: "Envoyé",
  non_envoye: "Non envoyé — aucun fournisseur configuré",
  echec: "Échec",
};

/** The languages of the patients' messages (decision 043): the French pages' and the Arabic pages'. */
export const messageLanguages = ["fr", "ar"] as const;
export type MessageLanguage = (typeof messageLanguages)[number];

export const messageLanguageLabels: Record<MessageLanguage, string> = {
  fr: "Français",
  ar: "Arabe (العربية)",
};

export const notificationTypeLabels: Record<NotificationType, string> = {
  confirmation: "Confirmation",
  deplacement: "Déplacement",
  annulation: "Annulation",
  rappel: "Rappel",
  alerte_personnel: "Alerte équipe",
};

export const notificationChannelLabels: Record<NotificationChannel, string> = {
  email: "E-mail",
  sms: "SMS",
  whatsapp: "WhatsApp",
};

/** The French reasons a message failed, as staff read them (never a provider's raw text). */
export const notificationFailureReasons = {
  consentWithdrawn: "Consentement retiré",
  noEmail: "Aucune adresse e-mail dans le dossier",
  badPhone: "Numéro de téléphone inutilisable pour ce canal",
  addressRefused: "Adresse refusée par le serveur de messagerie",
  mailServerDown: "Serveur de messagerie injoignable ou indisponible",
  numberRefused: "Numéro refusé par le fournisseur de SMS",
  providerRefused: "Message refusé par le fournisseur",
  providerDown: "Fournisseur de SMS injoignable ou indisponible",
  providerAuth: "Identifiants refusés par le service d'envoi : vérifiez la configuration",
  optedOut: "Le destinataire a refusé les messages de ce numéro (STOP)",
  noTemplate: "Aucun modèle WhatsApp configuré pour ce type de message",
  appointmentGone: "Rendez-vous annulé ou déplacé depuis",
  noProvider: "Aucun fournisseur configuré pour ce canal : rien n'est parti",
} as const;

export const notificationMessages = {
  consentsFailed: "Impossible de récupérer les consentements.",
  consentsSaved: "Consentements enregistrés avec succès.",
  consentsSaveFailed: "Erreur lors de l'enregistrement des consentements.",
  listFailed: "Impossible de récupérer les messages envoyés.",
  noNotifications: "Aucun message envoyé pour l'instant.",
  retried: "Le message sera renvoyé dans un instant.",
  retryFailed: "Impossible de renvoyer ce message.",
  notFound: "Message non trouvé",
  retryOnlyFailed: "Seul un message en échec ou non envoyé peut être renvoyé.",
  notSentWarning: "Des messages aux patients ne partent pas : aucun fournisseur d'envoi n'est configuré",
} as const;

const preferredChannelField = z
  .enum(notificationChannels, { error: "Le canal préféré doit être email, sms ou whatsapp." })
  .meta({ description: "The channel each message goes by when the patient agreed to it; otherwise WhatsApp, then SMS, then e-mail, among the channels agreed (decision 043)" });
const languageField = z.enum(messageLanguages, { error: "La langue doit être fr ou ar." }).meta({ description: "The language of the patient's messages" });

/** GET /api/patients/{id}/consentements: the instant each channel was agreed, null when not agreed; the preferred channel and the language. */
export const consentsAnswer = z
  .object({
    email: answer.instant.nullable(),
    sms: answer.instant.nullable(),
    whatsapp: answer.instant.nullable(),
    canalPrefere: preferredChannelField,
    langue: languageField,
  })
  .meta({ id: "Consents" });
export type ConsentsAnswer = z.infer<typeof consentsAnswer>;

const consentFlag = (label: string) => z.boolean({ error: `${label} doit être vrai ou faux.` });

/** PUT /api/patients/{id}/consentements: every channel, agreed or not; the preferred channel and the language when given. */
export const consentsInput = z
  .strictObject({
    email: consentFlag("Le consentement e-mail"),
    sms: consentFlag("Le consentement SMS"),
    whatsapp: consentFlag("Le consentement WhatsApp"),
    canalPrefere: preferredChannelField.optional(),
    langue: languageField.optional(),
  })
  .meta({ id: "ConsentsInput" });
export type ConsentsInput = z.infer<typeof consentsInput>;

/** One message of the outbox as the patient file shows it. */
export const notificationAnswer = z
  .object({
    id: answer.id,
    type: z.enum(notificationTypes),
    canal: z.enum(notificationChannels),
    statut: z.enum(notificationStatuses),
    rendezVousId: answer.id.nullable().meta({ description: "The appointment it is about (null for the staff alerts)" }),
    destinataire: z.string().meta({ description: "E-mail address, or phone number in E.164" }),
    creeLe: answer.instant,
    envoyeLe: answer.instant.nullable(),
    tentatives: z.number().int().min(0).meta({ description: "Sending attempts so far" }),
    prochainEssai: answer.instant.nullable().meta({ description: "When the next attempt is due (null once sent or failed)" }),
    erreur: z.string().nullable().meta({ description: "Why it failed (or why the last attempt did), in French" }),
  })
  .meta({ id: "Notification" });
export type NotificationAnswer = z.infer<typeof notificationAnswer>;

export const notificationPatientRef = z.object({ id: answer.id, nom: z.string(), prenom: z.string() });

/** A message as the admins' list shows it: with its patient (null for the staff alerts). */
export const notificationListItem = notificationAnswer
  .extend({ patient: notificationPatientRef.nullable() })
  .meta({ id: "NotificationListItem" });
export type NotificationListItem = z.infer<typeof notificationListItem>;

export const notificationPage = z
  .object({ items: z.array(notificationListItem), total: z.number().int() })
  .meta({ id: "NotificationPage" });
export type NotificationPage = z.infer<typeof notificationPage>;

/** GET /api/notifications?statut=&canal=&type=&limit=&offset= (blank filters mean none). */
export const notificationListQuery = z.object({
  statut: z
    .enum([...notificationStatuses, ""], { error: "statut doit valoir en_attente, envoye, non_envoye ou echec." })
    .optional()
    .transform((value) => value || undefined),
  canal: z
    .enum([...notificationChannels, ""], { error: "canal doit valoir email, sms ou whatsapp." })
    .optional()
    .transform((value) => value || undefined),
  type: z
    .enum([...notificationTypes, ""], { error: "type doit valoir confirmation, deplacement, annulation, rappel ou alerte_personnel." })
    .optional()
    .transform((value) => value || undefined),
  limit: pageNumber("La limite", 1, 200).optional(),
  offset: offsetParam,
});
export type NotificationListQuery = z.output<typeof notificationListQuery>;
