import type { SiteLocale } from "@/content/site-words";

/**
 * The words of the online booking pages (/rendez-vous, issue 33), one object per language: the
 * French page passes these, the Arabic one src/content/ar/booking-words.ts. Strings only (the
 * client flow gets them from the server page); `{…}` placeholders are filled where used. The
 * server's own messages stay French: the pages show these texts for each outcome instead.
 */
export type BookingWords = {
  locale: SiteLocale;
  paths: { booking: string; request: string; waitingList: string; home: string };
  page: { title: string; eyebrow: string; intro: string; metaTitle: string };
  entry: { title: string; text: string; button: string };
  steps: { label: string; names: [string, string, string]; counter: string };
  choose: {
    title: string;
    typeLegend: string;
    doctorLegend: string;
    firstAvailable: string;
    firstAvailableHint: string;
    minutes: string;
    knownOnly: string;
    submit: string;
  };
  slots: {
    title: string;
    days: string;
    timeZone: string;
    morning: string;
    afternoon: string;
    /** The accessible name of a slot button: `{jour}`, `{heure}`, `{medecin}`. */
    slotName: string;
    nextDays: string;
    previousDays: string;
    noneInWindow: string;
    none: string;
    change: string;
    holding: string;
    slotCount: string;
    slotCountOne: string;
    holdNote: string;
  };
  taken: { title: string; intro: string; none: string; closed: string; invalid: string; limited: string; failed: string };
  details: {
    title: string;
    heldUntil: string;
    labels: { nom: string; prenom: string; dateNaissance: string; telephone: string; email: string; gender: string };
    genders: { F: string; H: string };
    hints: { dateNaissance: string; telephone: string; email: string };
    placeholders: { dateNaissance: string; telephone: string; email: string };
    reminders: string;
    submit: string;
    sending: string;
    requiredNote: string;
    changeSlot: string;
    messages: { missingFields: string; failed: string; limited: string; expired: string; dateRejected: string; refusedField: string; phoneLimit: string };
  };
  code: {
    title: string;
    sentBy: { sms: string; whatsapp: string; email: string };
    label: string;
    hint: string;
    submit: string;
    sending: string;
    messages: { missing: string; wrong: string; triesLeft: string; expired: string; tooMany: string; failed: string };
    resend: string;
  };
  waiting: { title: string; text: string; call: string };
  booked: { title: string; text: string; linkSent: string; instructions: string; home: string };
  summary: { title: string; type: string; doctor: string; day: string; time: string; duration: string };
  closed: { title: string; text: string };
  alternatives: { title: string; request: string; waitingList: string; call: string };
  expired: { title: string; text: string; again: string };
  aside: { title: string; points: [string, string, string]; contact: string; timeZone: string };
};

export const bookingWordsFr: BookingWords = {
  locale: "fr",
  paths: { booking: "/rendez-vous", request: "/appointments", waitingList: "/rendez-vous/liste-attente", home: "/" },
  page: {
    title: "Réserver un créneau en ligne",
    eyebrow: "Rendez-vous en ligne",
    intro: "Choisissez un créneau libre dans l'agenda du cabinet. Il vous est gardé 10 minutes, le temps de le confirmer avec un code.",
    metaTitle: "Réserver en ligne",
  },
  entry: {
    title: "Réservez vous-même, à toute heure",
    text: "Choisissez un créneau libre dans l'agenda du cabinet et confirmez-le avec un code reçu par SMS, WhatsApp ou e-mail.",
    button: "Réserver un créneau en ligne",
  },
  steps: { label: "Étapes de la réservation", names: ["Consultation", "Date et heure", "Vos coordonnées"], counter: "Étape {n} sur 3" },
  choose: {
    title: "Quelle consultation souhaitez-vous ?",
    typeLegend: "Type de consultation",
    doctorLegend: "Médecin",
    firstAvailable: "Le premier disponible",
    firstAvailableHint: "Le créneau libre le plus proche, quel que soit le médecin.",
    minutes: "{n} min",
    knownOnly: "Pour les patients déjà suivis au cabinet.",
    submit: "Voir les créneaux",
  },
  slots: {
    title: "Choisissez un jour et une heure",
    days: "Jours avec des créneaux libres",
    timeZone: "heure du Maroc",
    morning: "Matin",
    afternoon: "Après-midi",
    slotName: "{jour} à {heure}, {medecin}",
    nextDays: "Dates suivantes",
    previousDays: "Dates précédentes",
    noneInWindow: "Aucun créneau libre sur ces dates.",
    none: "Aucun créneau libre n'est proposé en ligne pour cette consultation dans les semaines à venir.",
    change: "Modifier",
    holding: "Réservation du créneau...",
    slotCount: "{n} créneaux",
    slotCountOne: "1 créneau",
    holdNote: "Le créneau choisi vous est gardé 10 minutes.",
  },
  taken: {
    title: "Ce créneau vient d'être pris",
    intro: "Voici les prochains créneaux libres :",
    none: "Aucun autre créneau libre n'est proposé pour l'instant.",
    closed: "La réservation en ligne est momentanément fermée.",
    invalid: "Ce créneau n'est plus proposé. Choisissez-en un autre.",
    limited: "Trop de tentatives. Veuillez réessayer plus tard.",
    failed: "Le créneau n'a pas pu être réservé. Veuillez réessayer.",
  },
  details: {
    title: "Vos coordonnées",
    heldUntil: "Ce créneau vous est gardé jusqu'à {heure} (heure du Maroc).",
    labels: { nom: "Nom", prenom: "Prénom", dateNaissance: "Date de naissance", telephone: "Téléphone mobile", email: "E-mail (facultatif)", gender: "Vous êtes" },
    genders: { F: "Une femme", H: "Un homme" },
    hints: {
      dateNaissance: "Format jj/mm/aaaa.",
      telephone: "Un mobile marocain (06 ou 07) : le code de confirmation y est envoyé.",
      email: "Le code vous est envoyé par e-mail si vous l'indiquez.",
    },
    placeholders: { dateNaissance: "jj/mm/aaaa", telephone: "06 12 34 56 78", email: "nom@exemple.ma" },
    reminders: "J'accepte de recevoir des rappels de mes rendez-vous par SMS ou WhatsApp (facultatif).",
    submit: "Recevoir le code",
    sending: "Envoi du code...",
    requiredNote: "Champs obligatoires",
    changeSlot: "Choisir un autre créneau",
    messages: {
      missingFields: "Tous les champs obligatoires doivent être remplis.",
      failed: "Vérifiez les champs signalés.",
      limited: "Trop de demandes depuis ce numéro ou cette connexion. Appelez le cabinet pour prendre rendez-vous.",
      expired: "Le délai de 10 minutes est dépassé et le créneau a été libéré. Choisissez-le à nouveau.",
      dateRejected: "Date invalide : écrivez-la jj/mm/aaaa.",
      refusedField: "",
      phoneLimit: "Deux rendez-vous à venir sont déjà réservés en ligne avec ce numéro. Pour un autre rendez-vous, appelez le cabinet.",
    },
  },
  code: {
    title: "Confirmez avec le code",
    sentBy: {
      sms: "Un code à 6 chiffres vient d'être envoyé par SMS au {destination}.",
      whatsapp: "Un code à 6 chiffres vient d'être envoyé par WhatsApp au {destination}.",
      email: "Un code à 6 chiffres vient d'être envoyé à l'adresse {destination}.",
    },
    label: "Code à 6 chiffres",
    hint: "Valable 10 minutes. 5 essais au plus.",
    submit: "Confirmer le rendez-vous",
    sending: "Vérification...",
    messages: {
      missing: "Saisissez les 6 chiffres du code.",
      wrong: "Code incorrect. Vérifiez-le et réessayez.",
      triesLeft: "Code incorrect : il vous reste {n} essai(s).",
      expired: "Ce code n'est plus valable. Choisissez à nouveau un créneau.",
      tooMany: "Trop d'essais : ce code n'est plus valable. Choisissez à nouveau un créneau.",
      failed: "La confirmation a échoué. Veuillez réessayer.",
    },
    resend: "Recevoir un nouveau code",
  },
  waiting: {
    title: "Demande enregistrée, à confirmer par le cabinet",
    text: "Votre créneau est gardé, mais le rendez-vous n'est pas encore confirmé : le cabinet vous appellera pour le confirmer.",
    call: "Une question ? Appelez le cabinet au",
  },
  booked: {
    title: "Votre rendez-vous est réservé",
    text: "Nous vous attendons le {jour} à {heure} (heure du Maroc).",
    linkSent: "Un lien pour confirmer, déplacer ou annuler ce rendez-vous vous a été envoyé.",
    instructions: "À prévoir",
    home: "Retour à l'accueil",
  },
  summary: { title: "Votre rendez-vous", type: "Consultation", doctor: "Médecin", day: "Jour", time: "Heure", duration: "Durée" },
  closed: {
    title: "La réservation en ligne est momentanément fermée.",
    text: "Vous pouvez envoyer une demande de rendez-vous : le secrétariat vous rappelle pour fixer un créneau.",
  },
  alternatives: {
    title: "Aucun créneau ne vous convient ?",
    request: "Envoyer une demande de rendez-vous",
    waitingList: "Prévenez-moi si un créneau se libère",
    call: "Appeler le cabinet",
  },
  expired: {
    title: "Le créneau n'est plus gardé",
    text: "Le délai de 10 minutes est dépassé. Le créneau est peut-être encore libre : choisissez-le à nouveau.",
    again: "Choisir un créneau",
  },
  aside: {
    title: "Comment ça marche",
    points: [
      "Choisissez la consultation, puis un créneau libre : il vous est gardé 10 minutes.",
      "Indiquez vos coordonnées et confirmez avec le code à 6 chiffres reçu.",
      "Vous recevez un lien pour confirmer, déplacer ou annuler votre rendez-vous.",
    ],
    contact: "Une question ? Le secrétariat vous répond aux heures d'ouverture.",
    timeZone: "Les horaires sont en heure du Maroc.",
  },
};
