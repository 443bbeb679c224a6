import type { Practice } from "@/content/practice";

/**
 * The privacy page (/confidentialite): what is collected, why, for how long, and how to exercise
 * one's rights under Moroccan law 09-08. `privacySectionsFor` fills in the practice's name
 * (`{practice}`) and the retention periods the purge applies (`{requests}`, `{messages}`,
 * `{notifications}`, `{audit}`: RETENTION_*, decision 033), and adds the CNDP reference when set.
 */
export type PrivacySection = { id: string; title: string; paragraphs: string[]; list?: string[] };

export const privacyPage = {
  title: "Politique de confidentialité",
  intro:
    "Le cabinet traite vos données personnelles avec le même soin que votre santé. Cette page explique quelles données nous recueillons, pourquoi, combien de temps nous les gardons et comment exercer vos droits, conformément à la loi n° 09-08 relative à la protection des personnes physiques à l'égard du traitement des données à caractère personnel.",
  updated: "Dernière mise à jour : 24 novembre 2026",
};

export const privacySections: PrivacySection[] = [
  {
    id: "responsable",
    title: "Responsable du traitement",
    paragraphs: [
      "Le responsable du traitement est {practice}, dont les coordonnées figurent en bas de cette page. Pour toute question relative à vos données, écrivez-nous à l'adresse e-mail du cabinet ou par courrier.",
    ],
  },
  {
    id: "donnees",
    title: "Données collectées",
    paragraphs: ["Nous ne recueillons que les données nécessaires :"],
    list: [
      "Demande de rendez-vous : nom, prénom, téléphone, date et heure souhaitées, et le motif si vous choisissez de l'indiquer.",
      "Message de contact : nom complet, adresse e-mail, sujet et contenu du message.",
      "Dossier patient (au cabinet) : identité, coordonnées, date de naissance, couverture sociale, rendez-vous et observations médicales.",
      "Données techniques : journaux de connexion du serveur (date, page demandée), sans contenu de formulaire.",
    ],
  },
  {
    id: "finalites",
    title: "Pourquoi nous les utilisons",
    paragraphs: [
      "Vos données servent exclusivement à répondre à votre demande, à organiser vos consultations, à assurer votre suivi médical et à respecter nos obligations légales. Elles ne sont jamais vendues, ni utilisées à des fins publicitaires.",
      "Les données de santé sont des données sensibles au sens de la loi 09-08 : elles ne sont accessibles qu'au personnel du cabinet soumis au secret médical, et chaque consultation d'un dossier est tracée.",
    ],
  },
  {
    id: "conservation",
    title: "Durée de conservation",
    paragraphs: [
      "Nous conservons vos données le temps nécessaire à leur finalité. Les demandes, les messages et le journal de traçabilité sont supprimés automatiquement, chaque jour, au terme des durées suivantes :",
    ],
    list: [
      "Demandes de rendez-vous qui n'ont pas abouti à un rendez-vous : {requests} après la date souhaitée.",
      "Messages de contact : {messages} après leur réception.",
      "Messages envoyés par le cabinet (confirmations et rappels de rendez-vous par e-mail, SMS ou WhatsApp) : {notifications} au plus.",
      "Dossier patient : pendant toute la durée du suivi, puis pendant la durée de conservation des dossiers médicaux imposée par la réglementation.",
      "Journal des consultations et des modifications des dossiers (traçabilité) : {audit}.",
      "Journaux techniques : 12 mois au plus.",
    ],
  },
  {
    id: "destinataires",
    title: "Destinataires et hébergement",
    paragraphs: [
      "Seuls le médecin et le personnel habilité du cabinet accèdent à vos données. Elles peuvent être transmises, avec votre accord, aux professionnels de santé qui participent à votre prise en charge et aux organismes d'assurance maladie. Elles sont hébergées sur des serveurs sécurisés ; les échanges avec le site sont chiffrés.",
    ],
  },
  {
    id: "contenus-externes",
    title: "Vidéo et carte",
    paragraphs: [
      "Le site ne dépose aucun cookie publicitaire ni de mesure d'audience. La vidéo de présentation (YouTube) et la carte (Google Maps) ne sont chargées que lorsque vous choisissez de les afficher ; ces services peuvent alors déposer leurs propres cookies.",
    ],
  },
  {
    id: "droits",
    title: "Vos droits",
    paragraphs: [
      "Conformément aux articles 7, 8 et 9 de la loi 09-08, vous disposez d'un droit d'accès, de rectification et d'opposition, pour des motifs légitimes, au traitement de vos données.",
      "Pour les exercer, adressez-nous votre demande par e-mail ou par courrier, accompagnée d'une copie d'une pièce d'identité. Nous vous répondons dans un délai de 30 jours.",
      "Si vous estimez que vos droits ne sont pas respectés, vous pouvez saisir la Commission nationale de contrôle de la protection des données à caractère personnel (CNDP), www.cndp.ma.",
    ],
  },
];

/** "1 mois", "12 mois" (mois is invariable). */
export function formatMonths(months: number): string {
  return `${months} mois`;
}

/** "1 an", "5 ans". */
export function formatYears(years: number): string {
  return `${years} ${years > 1 ? "ans" : "an"}`;
}

/** The sentence /confidentialite adds to "Responsable du traitement" when PRACTICE_CNDP_NUMBER is set. */
export const cndpSentence = (number: string) => `Ce traitement a fait l'objet des formalités préalables auprès de la CNDP sous le n° ${number}.`;

/** How one language says the durations and the CNDP sentence (French below; the Arabic page passes its own). */
export type PrivacyWording = { months: (n: number) => string; years: (n: number) => string; cndp: (number: string) => string };

const frenchWording: PrivacyWording = { months: formatMonths, years: formatYears, cndp: cndpSentence };

/**
 * Sections as this practice's page shows them, in any language: `{practice}` and the retention
 * placeholders filled, the CNDP sentence added to "responsable" when PRACTICE_CNDP_NUMBER is set.
 */
export function fillPrivacySections(
  sections: PrivacySection[],
  practice: Pick<Practice, "siteName" | "cndpNumber" | "retention">,
  wording: PrivacyWording,
): PrivacySection[] {
  const { retention } = practice;
  const values: Record<string, string> = {
    practice: practice.siteName,
    requests: wording.months(retention.requestsMonths),
    messages: wording.months(retention.messagesMonths),
    notifications: wording.months(retention.notificationsMonths),
    audit: wording.years(retention.auditYears),
  };
  const fill = (text: string) => text.replace(/\{(\w+)\}/g, (placeholder, name: string) => values[name] ?? placeholder);
  return sections.map((section) => {
    const paragraphs = section.paragraphs.map(fill);
    if (section.id === "responsable" && practice.cndpNumber) paragraphs.push(wording.cndp(practice.cndpNumber));
    return { ...section, paragraphs, ...(section.list ? { list: section.list.map(fill) } : {}) };
  });
}

/** The French sections as this practice's /confidentialite shows them. */
export function privacySectionsFor(practice: Pick<Practice, "siteName" | "cndpNumber" | "retention">): PrivacySection[] {
  return fillPrivacySections(privacySections, practice, frenchWording);
}
