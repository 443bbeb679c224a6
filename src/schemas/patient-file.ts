import { z } from "zod";
import { answer, isCalendarDate, optionalText } from "@/schemas/fields";
import { regions, sides } from "@/schemas/consultation";
import { staffRefResponse } from "@/schemas/staff-user";

/**
 * The images and documents a patient brings (issue 34, decision 061): X-rays, MRI and scanner
 * images, reports, photographed or scanned, kept in the file (encrypted, outside the database) and
 * labelled by kind, region, side and exam date. Doctors only; the phone upload link sends files
 * into one patient's file without a login for 10 minutes.
 */

export const fileNatures = ["radiographie", "irm", "scanner", "echographie", "compte_rendu", "autre"] as const;
export type FileNature = (typeof fileNatures)[number];

export const fileNatureLabels: Record<FileNature, string> = {
  radiographie: "Radiographie",
  irm: "IRM",
  scanner: "Scanner",
  echographie: "Échographie",
  compte_rendu: "Compte rendu",
  autre: "Autre",
};

/** What the server keeps, recognised by content (never by the file's name or the type the browser claims). */
export const acceptedFileTypes = ["image/jpeg", "image/png", "application/pdf", "application/dicom"] as const;
export type AcceptedFileType = (typeof acceptedFileTypes)[number];

/** 25 MB per file (26,214,400 bytes): the 26,214,401st byte aborts the upload. */
export const MAX_FILE_BYTES = 25 * 1024 * 1024;
/** Files per request. */
export const MAX_FILES_PER_UPLOAD = 20;
/** The most files one phone upload link takes. */
export const MAX_FILES_PER_LINK = 50;
/** How long a phone upload link stays open. */
export const UPLOAD_LINK_MINUTES = 10;
/** The public page a phone upload link opens: `${PRACTICE_SITE_URL}/televersement/{token}`. */
export const UPLOAD_PAGE_PATH = "/televersement";

export const patientFileMessages = {
  notFound: "Fichier non trouvé",
  doctorsOnly: "Accès réservé aux médecins.",
  noFile: "Aucun fichier reçu : joignez au moins un fichier (champ « fichier »).",
  tooMany: `${MAX_FILES_PER_UPLOAD} fichiers au plus par envoi.`,
  tooLarge: (name: string) => `Le fichier « ${name} » dépasse 25 Mo : il n'a pas été enregistré.`,
  refusedType: (name: string) =>
    `Le fichier « ${name} » n'est ni une image JPEG ou PNG, ni un PDF, ni un fichier DICOM (son contenu a été vérifié, pas son nom) : il n'a pas été enregistré.`,
  notMultipart: "Les fichiers s'envoient en multipart/form-data.",
  malformed: "L'envoi est incomplet ou mal formé. Réessayez.",
  linkNotFound: "Lien de téléversement non trouvé",
  linkClosed: "Ce lien de téléversement est fermé ou a expiré. Demandez un nouveau code QR au médecin.",
  mergedFile: "Ce dossier a été fusionné : ouvrez le dossier conservé.",
  linkFull: `Ce lien a reçu ${MAX_FILES_PER_LINK} fichiers, le maximum : demandez un nouveau code QR au médecin.`,
  contentMissing: "Le contenu de ce fichier est introuvable dans le stockage.",
  uploaded: (count: number) => (count === 1 ? "1 fichier envoyé" : `${count} fichiers envoyés`),
} as const;

const dateExamen = z
  .string({ error: "La date de l'examen doit être une date." })
  .trim()
  .refine((value) => value === "" || (isCalendarDate(value) && value >= "1900-01-01" && value <= "2199-12-31"), {
    error: "La date de l'examen doit être une date valide (AAAA-MM-JJ).",
  })
  .nullish()
  .transform((value) => (value ? value : null));

const emptyAsNull = (value: unknown) => (value === "" ? null : value);
const nature = z.enum(fileNatures, { error: "Choisissez le type de document : radiographie, IRM, scanner, échographie, compte rendu ou autre." });
const region = z.preprocess(emptyAsNull, z.enum(regions, { error: "Région inconnue." }).nullish()).transform((value) => value ?? null);
const cote = z.preprocess(emptyAsNull, z.enum(sides, { error: "Le côté doit être droit, gauche ou bilatéral." }).nullish()).transform((value) => value ?? null);
const libelle = optionalText("Le libellé", 200);

export const sideRequiredMessage = "Précisez le côté.";

/**
 * The text fields of POST /api/patients/{id}/files (multipart/form-data), before the `fichier`
 * parts: the labels every file of the request gets. Empty fields count as absent.
 */
export const fileUploadFields = z.strictObject({
  nature,
  region,
  cote,
  dateExamen,
  libelle,
});
export type FileUploadFields = z.output<typeof fileUploadFields>;

/** The public phone upload: only the kind may be sent (`autre` by default). */
export const phoneUploadFields = z.strictObject({
  nature: z.preprocess((value) => (value === "" || value === undefined ? "autre" : value), nature),
});

/** PATCH /api/files/{id}: the labels changed (null clears an optional one). */
export const fileLabelsInput = z.strictObject({
  nature: nature.optional(),
  region: z.enum(regions, { error: "Région inconnue." }).nullable().optional(),
  cote: z.enum(sides, { error: "Le côté doit être droit, gauche ou bilatéral." }).nullable().optional(),
  dateExamen: dateExamen.optional(),
  libelle: libelle.optional(),
});
export type FileLabelsInput = z.input<typeof fileLabelsInput>;
export type FileLabels = z.output<typeof fileLabelsInput>;

/** GET /api/files/{id}?miniature=1: the thumbnail instead of the file. */
export const fileReadQuery = z.object({
  miniature: z.enum(["1", "0", "true", "false"], { error: "miniature vaut 1 ou 0." }).optional(),
});

// Answers.

export const patientFileResponse = z
  .object({
    id: answer.id,
    patientId: answer.id,
    nomOriginal: z.string().meta({ description: "The file's name as sent" }),
    typeMime: z.enum(acceptedFileTypes).meta({ description: "Recognised from the content" }),
    taille: z.number().int().meta({ description: "Bytes" }),
    nature: z.enum(fileNatures),
    region: z.enum(regions).nullable(),
    cote: z.enum(sides).nullable(),
    dateExamen: answer.calendarDate.nullable(),
    libelle: z.string().nullable(),
    miniature: z.boolean().meta({ description: "A thumbnail exists (JPEG and PNG): GET /api/files/{id}?miniature=1" }),
    televerseLe: answer.instant,
    televersePar: staffRefResponse.nullable().meta({ description: "The doctor who uploaded it; null when it came from a phone upload link" }),
    viaTelephone: z.boolean(),
  })
  .meta({ id: "PatientFile" });
export type PatientFile = z.infer<typeof patientFileResponse>;

export const patientFileListResponse = z
  .object({ fichiers: z.array(patientFileResponse).meta({ description: "Newest exam (or upload when undated) first" }) })
  .meta({ id: "PatientFileList" });
export type PatientFileList = z.infer<typeof patientFileListResponse>;

export const uploadLinkCreatedResponse = z
  .object({
    id: answer.id,
    url: z.string().meta({ description: "`${PRACTICE_SITE_URL}/televersement/{token}`: what the QR code carries (the token is shown once)" }),
    expireLe: answer.instant,
  })
  .meta({ id: "UploadLinkCreated" });
export type UploadLinkCreated = z.infer<typeof uploadLinkCreatedResponse>;

export const uploadLinkStatusResponse = z
  .object({
    id: answer.id,
    ouvert: z.boolean().meta({ description: "Neither closed nor expired" }),
    expireLe: answer.instant,
    fichiers: z.number().int().meta({ description: "Files received through it" }),
  })
  .meta({ id: "UploadLinkStatus" });
export type UploadLinkStatus = z.infer<typeof uploadLinkStatusResponse>;

export const phoneUploadResponse = z.object({ recus: z.number().int() }).meta({ id: "PhoneUploadReceived" });
export type PhoneUploadReceived = z.infer<typeof phoneUploadResponse>;
