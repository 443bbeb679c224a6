import { appointmentRequestMessages, contactMessages } from "@/schemas/public-form-messages";
import { privacyNotice } from "@/content/home";

/**
 * The words of the public forms, one object per language: the French pages pass nothing and get
 * the spec's texts (§4, §5, §8) below; the Arabic pages pass their own. Plain data, so that a
 * server page can hand it to the client form.
 */

export type PublicFormLocale = "fr" | "ar";

/** The data-protection line under the forms, linking to the privacy page. */
export type PrivacyNoticeCopy = {
  text: string;
  link: string;
  /** Read after the link's words by screen readers, so that the link makes sense alone. */
  linkContext: string;
  href: string;
};

export type AppointmentFormCopy = {
  /** The form's accessible name. */
  formLabel: string;
  labels: { nom: string; prenom: string; telephone: string; datePreferee: string; heurePreferee: string; motif: string };
  placeholders: { telephone: string; motif: string };
  date: {
    placeholder: string;
    hint: string;
    /** Shown while the typed date is complete but not a real date from today on. */
    rejected: string;
    calendarButton: string;
    calendarDialog: string;
  };
  submit: string;
  requiredNote: string;
  /** The optional box: reminders by SMS / WhatsApp (law 09-08, decision 034). */
  reminders: string;
  messages: { missingFields: string; failed: string; success: string };
  /**
   * Shown beside a field the server refused (e.g. a closed day). null: the server's own text,
   * which is French (the API's messages stay French).
   */
  refusedField: string | null;
  /**
   * The hint beside the preferred time when the chosen day and time fall outside the opening
   * hours (issue 32): never a refusal, the request is sent all the same. Without it, no hint.
   */
  timeHint?: {
    /** The day has no hours: "Le cabinet est fermé ce jour-là." */
    closedDay: string;
    /**
     * `{jour}` becomes the weekday's name, `{heures}` that day's hours ("09:00 - 12:30, 15:00 - 18:00").
     * Text, not a function: the Arabic pages pass their copy from the server to the form.
     */
    outside: string;
  };
  privacyNotice: PrivacyNoticeCopy;
};

export type ContactFormCopy = {
  formLabel: string;
  labels: { nomComplet: string; email: string; sujet: string; message: string };
  submit: string;
  messages: { missingFields: string; failed: string; success: string; sending: string };
  privacyNotice: PrivacyNoticeCopy;
};

export const privacyNoticeCopyFr: PrivacyNoticeCopy = {
  text: privacyNotice.text,
  link: privacyNotice.link,
  linkContext: " sur la protection de vos données",
  href: "/confidentialite",
};

export const appointmentFormCopyFr: AppointmentFormCopy = {
  formLabel: "Demande de rendez-vous",
  labels: {
    nom: "Nom",
    prenom: "Prénom",
    telephone: "Téléphone",
    datePreferee: "Date préférée",
    heurePreferee: "Heure préférée",
    motif: "Motif de consultation (facultatif)",
  },
  placeholders: { telephone: "06 12 34 56 78", motif: "Douleur au genou depuis deux semaines, avis chirurgical..." },
  date: {
    placeholder: "dd/mm/yyyy",
    hint: "Format jj/mm/aaaa, à partir d'aujourd'hui.",
    rejected: "Date invalide ou passée : choisissez une date à partir d'aujourd'hui.",
    calendarButton: "Choisir une date dans le calendrier",
    calendarDialog: "Calendrier",
  },
  submit: "Envoyer la demande",
  requiredNote: "Champs obligatoires",
  reminders: "J'accepte de recevoir des rappels de mes rendez-vous par SMS ou WhatsApp (facultatif).",
  messages: { ...appointmentRequestMessages },
  refusedField: null,
  timeHint: {
    closedDay: "Le cabinet est fermé ce jour-là.",
    outside:
      "Cette heure est en dehors des heures d'ouverture (le {jour} : {heures}). Vous pouvez tout de même envoyer votre demande : le secrétariat vous proposera un horaire.",
  },
  privacyNotice: privacyNoticeCopyFr,
};

export const contactFormCopyFr: ContactFormCopy = {
  formLabel: "Formulaire de contact",
  labels: { nomComplet: "Nom complet", email: "E-mail", sujet: "Sujet", message: "Message" },
  submit: "Envoyer le message",
  messages: { ...contactMessages },
  privacyNotice: privacyNoticeCopyFr,
};
