import { MAX_FILE_BYTES, UPLOAD_LINK_MINUTES } from "@/schemas/patient-file";

/** The phone upload page's words (decision 061): French, for a patient holding a phone in the consulting room. */
export const phoneUploadWords = {
  pageTitle: "Envoyer des photos au médecin",
  title: "Envoyer des photos de vos examens",
  intro: "Photographiez vos radiographies, IRM, scanners ou comptes rendus : ils arrivent directement dans votre dossier au cabinet.",
  expiresAt: (time: string) => `Ce lien reste ouvert jusqu'à ${time} (${UPLOAD_LINK_MINUTES} minutes au plus).`,
  choose: "Prendre une photo / choisir des fichiers",
  chooseHint: `Photos JPEG ou PNG, ou PDF, ${Math.round(MAX_FILE_BYTES / (1024 * 1024))} Mo au plus chacun. Vous pouvez en choisir plusieurs.`,
  send: "Envoyer",
  sending: (name: string, percent: number) => `Envoi de « ${name} » : ${percent} %`,
  sentList: "Fichiers envoyés",
  count: (count: number) => (count === 0 ? "Aucun fichier envoyé pour l'instant." : count === 1 ? "1 fichier envoyé" : `${count} fichiers envoyés`),
  privacy: "Cette page n'affiche rien de votre dossier. Fermez-la quand vous avez terminé.",
  tooLarge: (name: string) => `« ${name} » dépasse 25 Mo : il n'a pas été envoyé.`,
  failed: (name: string) => `« ${name} » n'a pas pu être envoyé. Vérifiez votre connexion et réessayez.`,
  tooMany: "Trop d'envois depuis ce téléphone : patientez quelques minutes.",
  closedTitle: "Ce lien est fermé",
  closedText: "Le lien d'envoi a été fermé par le médecin ou a expiré. Pour envoyer d'autres photos, demandez un nouveau code QR au cabinet.",
  unknownTitle: "Lien non valide",
  unknownText: "Ce lien d'envoi n'existe pas. Vérifiez l'adresse ou demandez un nouveau code QR au cabinet.",
  errors: {
    type: "Un fichier n'est ni une photo JPEG ou PNG, ni un PDF : il n'a pas été envoyé.",
    taille: "Un fichier dépasse 25 Mo : il n'a pas été envoyé.",
    ferme: "Ce lien est fermé ou a expiré : le fichier n'a pas été envoyé.",
    plein: "Ce lien a reçu le nombre maximal de fichiers : demandez un nouveau code QR.",
    trop: "Trop d'envois depuis ce téléphone : patientez quelques minutes.",
    autre: "L'envoi a échoué. Réessayez.",
  },
} as const;

export type PhoneUploadErrorCode = keyof typeof phoneUploadWords.errors;
export const phoneUploadErrorCodes = Object.keys(phoneUploadWords.errors) as PhoneUploadErrorCode[];
