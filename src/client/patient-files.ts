import type { Region, Side } from "@/schemas/consultation";
import { fileNatureLabels, type FileNature, type PatientFile } from "@/schemas/patient-file";

/**
 * The staff screens' side of the images and documents a patient brings (issue 34, decisions 061
 * and 062): the labels as a form edits them, the upload with its progress, the screens' messages.
 */
export { fileNatureLabels, fileNatures, MAX_FILE_BYTES, type FileNature, type PatientFile } from "@/schemas/patient-file";

export type PatientFileLabels = {
  nature: FileNature;
  region: Region | null;
  cote: Side | null;
  dateExamen: string | null;
  libelle: string | null;
};

export type { UploadLinkCreated as UploadLink, UploadLinkStatus as UploadLinkState } from "@/schemas/patient-file";

/** What the browser may show itself: images; a PDF opens in the browser's viewer; DICOM is only downloaded. */
export const isImage = (file: { typeMime: string }) => file.typeMime === "image/jpeg" || file.typeMime === "image/png";
export const isPdf = (file: { typeMime: string }) => file.typeMime === "application/pdf";
export const isDicom = (file: { typeMime: string }) => file.typeMime === "application/dicom";

/** The files the upload accepts (the server checks their content, not their name). */
export const ACCEPTED_FILES = "image/jpeg,image/png,application/pdf,application/dicom,.dcm";

/** "1,2 Mo", "350 ko". */
export function formatSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toLocaleString("fr-FR", { maximumFractionDigits: 1 })} Mo`;
  return `${Math.max(1, Math.round(bytes / 1024)).toLocaleString("fr-FR")} ko`;
}

export const fileMessages = {
  listFailed: "Impossible de récupérer les images et examens.",
  none: "Aucune image ni aucun examen dans ce dossier.",
  uploadFailed: "Erreur lors du téléversement.",
  uploaded: (count: number) => (count === 1 ? "1 fichier ajouté au dossier." : `${count} fichiers ajoutés au dossier.`),
  chooseFiles: "Choisissez au moins un fichier.",
  chooseNature: "Indiquez le type d'examen.",
  chooseSide: "Indiquez le côté pour cette région.",
  tooLarge: (name: string) => `« ${name} » dépasse 25 Mo.`,
  wrongType: (name: string) => `« ${name} » n'est ni une image JPEG ou PNG, ni un PDF, ni un fichier DICOM.`,
  saved: "Libellés enregistrés.",
  saveFailed: "Erreur lors de l'enregistrement des libellés.",
  openFailed: "Impossible d'ouvrir ce fichier.",
  dicom: "Pièce jointe — à ouvrir dans un visualiseur DICOM",
  linkFailed: "Impossible de créer le lien de téléversement.",
  linkClosed: "Lien fermé.",
  linkExpired: "Le lien a expiré : créez-en un autre si besoin.",
  received: (count: number) => (count === 0 ? "Aucun fichier reçu pour l'instant." : count === 1 ? "1 fichier reçu" : `${count} fichiers reçus`),
  localAddress: (adresse: string) =>
    `Le lien mène à ${adresse}, une adresse qu'un téléphone hors du réseau du cabinet ne peut pas joindre : réglez PRACTICE_SITE_URL sur l'adresse publique du site.`,
} as const;

/** The labels and files of one upload, as `POST /api/patients/{id}/files` takes them (multipart). */
export type UploadDraft = PatientFileLabels & { fichiers: File[] };

export type UploadFailure = { status: number; message: string };

/**
 * Sends the files with the staff token through XMLHttpRequest (fetch tells nothing of an upload's
 * progress), reporting the bytes sent; answers the files stored, or throws an UploadFailure
 * carrying the server's French message (400 type refused, 413 too large).
 */
export function uploadPatientFiles(patientId: number, draft: UploadDraft, onProgress: (fraction: number) => void, token: string | null): Promise<PatientFile[]> {
  const form = new FormData();
  form.append("nature", draft.nature);
  if (draft.region) form.append("region", draft.region);
  if (draft.cote) form.append("cote", draft.cote);
  if (draft.dateExamen) form.append("dateExamen", draft.dateExamen);
  if (draft.libelle) form.append("libelle", draft.libelle);
  for (const file of draft.fichiers) form.append("fichier", file, file.name);
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open("POST", `/api/patients/${patientId}/files`);
    if (token) request.setRequestHeader("Authorization", `Bearer ${token}`);
    request.upload.addEventListener("progress", (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    });
    request.addEventListener("load", () => {
      let body: Record<string, unknown> = {};
      try {
        body = JSON.parse(request.responseText) as Record<string, unknown>;
      } catch {
        // A proxy's page: the status says enough.
      }
      if (request.status >= 200 && request.status < 300) resolve((body.fichiers as PatientFile[] | undefined) ?? []);
      else reject({ status: request.status, message: typeof body.message === "string" ? body.message : fileMessages.uploadFailed } satisfies UploadFailure);
    });
    request.addEventListener("error", () => reject({ status: 0, message: `Erreur serveur : ${fileMessages.uploadFailed}` } satisfies UploadFailure));
    request.send(form);
  });
}

export const isUploadFailure = (value: unknown): value is UploadFailure =>
  typeof value === "object" && value !== null && "status" in value && "message" in value && typeof (value as UploadFailure).message === "string";

/** "Radiographie · Genou droit · 12/03/2026": what a thumbnail, the viewer and the timeline say of a file. */
export function describeFile(
  file: Pick<PatientFile, "nature" | "region" | "cote" | "dateExamen">,
  formatDate: (date: string) => string,
  regionAndSide: (region: NonNullable<PatientFile["region"]>, cote: PatientFile["cote"]) => string,
): string {
  return [fileNatureLabels[file.nature], file.region ? regionAndSide(file.region, file.cote) : null, file.dateExamen ? formatDate(file.dateExamen) : null].filter(Boolean).join(" · ");
}
