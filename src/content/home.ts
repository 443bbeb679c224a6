import { videoEmbedUrl } from "@/content/embeds";

/** Copy of the home page sections that are not lists (lists live in values.ts, services.ts...). */

export const heroContent = {
  eyebrow: "Chirurgie orthopédique et traumatologique",
  title: "Retrouvez le plaisir de bouger, sans douleur",
  welcome:
    "Bienvenue au cabinet. Fractures, blessures du sport, arthrose du genou, de la hanche ou de l'épaule : nous vous accompagnons du premier examen jusqu'au retour à une vie active.",
  appointmentButton: "Rendez-vous",
  videoButton: "Découvrir le cabinet",
  videoTitle: "Présentation du cabinet en vidéo",
  /** External player page shown in the video popup (spec §7); loaded only when the popup opens. */
  videoUrl: `${videoEmbedUrl}?autoplay=1&rel=0`,
  image: "/images/site/hero-doctor.svg",
  imageAlt: "Illustration du chirurgien orthopédiste en blouse, un stéthoscope autour du cou",
  badges: {
    reviews: { value: "150+", label: "avis patients" },
    experience: { value: "Ancien médecin militaire", label: "Chef de service en traumatologie" },
  },
  infoStrip: {
    phone: "Téléphone",
    urgent: "Urgences",
    location: "Adresse",
  },
};

export const aboutContent = {
  eyebrow: "À propos de nous",
  title: "Une expertise forgée au service des blessés",
  paragraphs: [
    "Ancien médecin militaire, le docteur a été commandant du service de traumatologie-orthopédie d'un hôpital militaire, puis d'un centre médical. Des années de prise en charge de traumatismes graves, dans l'urgence et avec rigueur, qui font aujourd'hui la force du cabinet.",
    "Il met désormais cette expérience au service de tous : sportifs, actifs, seniors et enfants, avec la même exigence et une attention particulière portée à l'écoute et à l'explication.",
  ],
  highlights: [
    "Ancien commandant du service de traumatologie-orthopédie d'un hôpital militaire",
    "Ancien chef de service d'un centre médical",
    "Chirurgie arthroscopique et prothétique",
    "Suivi personnalisé jusqu'à la reprise d'activité",
  ],
  image: "/images/site/about-doctor.svg",
  imageAlt: "Illustration du chirurgien examinant une radiographie du genou",
  badge: { value: "Ex-militaire", label: "Traumatologie d'urgence" },
  button: "Prendre rendez-vous",
};

export const ctaContent = {
  title: "Ne laissez pas la douleur limiter vos mouvements",
  text: "Une consultation suffit souvent pour poser un diagnostic et commencer le bon traitement. Envoyez votre demande : nous vous rappelons pour fixer le créneau.",
  button: "Prendre rendez-vous",
  phoneLabel: "Ou appelez-nous",
};

export const appointmentSectionContent = {
  eyebrow: "Rendez-vous",
  title: "Demandez votre consultation",
  intro: "Indiquez vos coordonnées et le créneau qui vous convient : le secrétariat vous rappelle pour confirmer.",
  hoursTitle: "Horaires du cabinet",
  urgentTitle: "Une urgence ?",
  urgentText: "Traumatisme récent, suspicion de fracture : appelez directement.",
};

export const appointmentsPageContent = {
  title: "Prendre rendez-vous",
  intro:
    "Planifiez votre consultation d'orthopédie et de traumatologie : douleur articulaire, fracture, blessure du sport, avis chirurgical ou suivi post-opératoire.",
  steps: [
    { title: "Envoyez votre demande", text: "Choisissez la date et l'heure qui vous conviennent." },
    { title: "Nous vous rappelons", text: "Le secrétariat confirme le créneau par téléphone." },
    { title: "Consultez", text: "Apportez vos examens récents et votre carte de mutuelle." },
  ],
  formTitle: "Votre demande de rendez-vous",
  contactTitle: "Nous contacter",
};

export const contactPageContent = {
  title: "Contactez-nous",
  intro: "Une question sur une consultation, un document ou un suivi ? Écrivez-nous, nous vous répondons sous 48 heures ouvrées.",
  formTitle: "Envoyez-nous un message",
  detailsTitle: "Coordonnées du cabinet",
  mapTitle: "Nous trouver",
};

export const privacyNotice = {
  text: "Vos données servent uniquement à traiter votre demande et sont conservées de façon sécurisée, conformément à la loi 09-08.",
  link: "En savoir plus",
};
