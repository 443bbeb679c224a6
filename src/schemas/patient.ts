import { z } from "zod";
import { answer, calendarDateField, emailField, hasNoControlCharacters, optionalText, phoneField, requiredText } from "@/schemas/fields";
import { pageNumber } from "@/schemas/paging";

export const patientMessages = {
  added: "Patient ajouté avec succès.",
  addFailed: "Erreur lors de l'ajout du patient.",
  searchFailed: "Aucun patient trouvé.",
  notFound: "Patient non trouvé",
  fileFailed: "Impossible de charger le dossier du patient.",
  loading: "Chargement...",
  externalNone: "Aucun patient externe trouvé.",
  externalFailed: "Impossible de récupérer les demandes.",
  externalBlank: "Veuillez saisir un nom.",
  duplicateFound: "Un patient semblable existe déjà.",
  duplicateConfirm: "Créer quand même",
} as const;

export const genders = ["H", "F"] as const;
export const genderLabels: Record<(typeof genders)[number], string> = { H: "Homme", F: "Femme" };

/** POST /api/patients */
export const patientInput = z.strictObject({
  nom: requiredText("Le nom", 100),
  prenom: requiredText("Le prénom", 100),
  dateNaissance: calendarDateField("La date de naissance"),
  gender: z.enum(genders, { error: "Le genre doit être H (Homme) ou F (Femme)." }),
  telephone: phoneField(),
  email: emailField(),
  adresse: requiredText("L'adresse", 300),
  mutuelle: z.boolean({ error: "La mutuelle doit être vrai ou faux." }).default(false),
  compagnie: optionalText("La compagnie", 100),
});
export type PatientInput = z.input<typeof patientInput>;

export const PATIENT_SEARCH_DEFAULT_LIMIT = 50;
export const PATIENT_SEARCH_MAX_LIMIT = 200;

/** GET /api/patients?nom=&limit=&offset= */
export const patientSearchQuery = z.object({
  nom: z
    .string({ error: patientMessages.externalBlank })
    .trim()
    .min(1, { error: patientMessages.externalBlank })
    .max(100, { error: "Le nom ne doit pas dépasser 100 caractères." })
    .refine(hasNoControlCharacters, { error: "Le nom contient des caractères non autorisés." })
    .meta({ description: "Text found in nom or prenom (case and accents ignored)" }),
  limit: pageNumber("La limite", 1, PATIENT_SEARCH_MAX_LIMIT)
    .optional()
    .meta({ description: `At most this many patients (default ${PATIENT_SEARCH_DEFAULT_LIMIT}, max ${PATIENT_SEARCH_MAX_LIMIT})` }),
  offset: pageNumber("Le décalage", 0, 1_000_000).optional().meta({ description: "Patients to skip (default 0)" }),
});

/**
 * POST /api/patients/duplicates: who already exists that looks like this person? The birth
 * date is optional (an appointment request has none); the phone is taken however it is written.
 */
export const duplicateCheckInput = z.strictObject({
  nom: requiredText("Le nom", 100),
  prenom: requiredText("Le prénom", 100),
  dateNaissance: calendarDateField("La date de naissance").optional(),
  telephone: z
    .string({ error: "Le téléphone doit être un texte." })
    .trim()
    .max(30, { error: "Le téléphone ne doit pas dépasser 30 caractères." })
    .refine(hasNoControlCharacters, { error: "Le téléphone contient des caractères non autorisés." })
    .optional()
    .transform((value) => (value ? value : undefined)),
});
export type DuplicateCheckInput = z.input<typeof duplicateCheckInput>;

/** The header that makes POST /api/patients refuse a likely duplicate (409) instead of creating it. */
export const DUPLICATE_CHECK_HEADER = "X-Duplicate-Check";
export const DUPLICATE_CHECK_VALUE = "reject";

export const patientResponse = z.object({
  id: answer.id,
  nom: z.string(),
  prenom: z.string(),
  dateNaissance: answer.calendarDate,
  gender: z.enum(genders),
  telephone: z.string(),
  email: z.string(),
  adresse: z.string(),
  mutuelle: z.boolean(),
  compagnie: z.string().nullable(),
  dateCreation: answer.instant,
});
export type Patient = z.infer<typeof patientResponse>;

export const duplicateReasons = ["telephone", "nom-date-naissance", "nom"] as const;
export type DuplicateReason = (typeof duplicateReasons)[number];

export const duplicateReasonLabels: Record<DuplicateReason, string> = {
  telephone: "même numéro de téléphone",
  "nom-date-naissance": "même nom et même date de naissance",
  nom: "même nom",
};

export const duplicateCandidateResponse = z
  .object({
    id: answer.id,
    nom: z.string(),
    prenom: z.string(),
    dateNaissance: answer.calendarDate,
    telephone: z.string(),
    reasons: z.array(z.enum(duplicateReasons)),
  })
  .meta({ id: "DuplicateCandidate" });
export type DuplicateCandidate = z.infer<typeof duplicateCandidateResponse>;

export const duplicateListResponse = z.object({ duplicates: z.array(duplicateCandidateResponse) }).meta({ id: "DuplicateList" });

/** 409 of POST /api/patients with the duplicate check: the likely duplicates instead of a new file. */
export const duplicateConflictResponse = z
  .object({ message: z.string(), duplicates: z.array(duplicateCandidateResponse) })
  .meta({ id: "DuplicateConflict" });
export type DuplicateConflict = z.infer<typeof duplicateConflictResponse>;
