import { z } from "zod";
import {
  answer,
  calendarDateField,
  emailField,
  hasNoControlCharacters,
  idSchema,
  isCalendarDate,
  optionalText,
  phoneField,
  removeHiddenFormatting,
  requiredText,
} from "@/schemas/fields";
import { limitParam, offsetParam, pageNumber, searchText } from "@/schemas/paging";

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
  // Patient files that can be maintained (decision 025).
  updated: "Dossier modifié avec succès.",
  updateFailed: "Erreur lors de la modification du dossier.",
  nothingToUpdate: "Indiquez au moins un champ à modifier.",
  unchanged: "Aucune modification à enregistrer.",
  duplicateSave: "Enregistrer quand même",
  archived: "Dossier archivé avec succès.",
  archiveFailed: "Erreur lors de l'archivage du dossier.",
  restored: "Dossier restauré avec succès.",
  restoreFailed: "Erreur lors de la restauration du dossier.",
  merged: "Dossiers fusionnés avec succès.",
  mergeFailed: "Erreur lors de la fusion des dossiers.",
  mergeWithItself: "Un dossier ne peut pas être fusionné avec lui-même.",
  mergeIntoArchived: "Restaurez ce dossier avant d'y fusionner un autre dossier.",
  mergedCannotBeRestored: "Un dossier fusionné ne peut pas être restauré.",
  listFailed: "Impossible de récupérer la liste des patients.",
  listEmpty: "Aucun patient ne correspond à cette recherche.",
  noPatients: "Aucun patient enregistré.",
  birthDateFormat: "La date de naissance doit être une date valide (JJ/MM/AAAA).",
  // Patients as they really arrive (decision 042).
  toComplete: "à compléter",
  cinFormat: "La CIN s'écrit avec une à trois lettres puis des chiffres (ex. AB123456).",
  otherSpellings: "Autres orthographes",
} as const;

/** 409 for a change of a file merged into another one: the file kept is the one to change. */
export const mergedIntoMessage = (keptId: number) => `Ce dossier a été fusionné dans le dossier n° ${keptId}.`;
/** 409 for a merge of a file that was merged already. */
export const alreadyMergedMessage = (fromId: number, keptId: number) => `Le dossier n° ${fromId} a déjà été fusionné dans le dossier n° ${keptId}.`;

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

/** A CIN as people write it ("ab 123.456"): letters then digits, read leniently, stored upper case without separators. */
export const CIN_PATTERN = /^[A-Z]{1,3}[0-9]{3,8}$/;

/** The national identity card number: optional (blank is none), checked leniently (decision 042). */
export function cinField() {
  return z
    .string({ error: "La CIN doit être un texte." })
    .overwrite(removeHiddenFormatting)
    .transform((value) => value.replace(/[\s.\-\/]/g, "").toUpperCase())
    .refine((value) => value === "" || CIN_PATTERN.test(value), { error: patientMessages.cinFormat })
    .nullish()
    .transform((value) => (value ? value : null))
    .meta({ description: "The national identity card number (CIN): letters then digits, e.g. AB123456; stored upper case" });
}

/** An e-mail that may be left out (blank): the product's registrations, never the spec's form. */
const optionalEmail = z
  .string({ error: "L'e-mail doit être un texte." })
  .overwrite(removeHiddenFormatting)
  .trim()
  .nullish()
  .transform((value) => value ?? "")
  .pipe(z.union([z.literal(""), emailField()], { error: "Adresse e-mail invalide." }));

/**
 * POST /api/front-desk/patients: the product's registration of a patient as they arrive — at the
 * desk without an appointment, or from a request sent with a phone number only. Nom, prénom, date
 * of birth, gender and phone are required; e-mail and address may come later (the file then reads
 * "à compléter"); the CIN is optional. The spec's form and POST /api/patients are unchanged.
 */
export const patientQuickInput = z.strictObject({
  nom: requiredText("Le nom", 100),
  prenom: requiredText("Le prénom", 100),
  dateNaissance: calendarDateField("La date de naissance"),
  gender: z.enum(genders, { error: "Le genre doit être H (Homme) ou F (Femme)." }),
  telephone: phoneField(),
  email: optionalEmail,
  adresse: optionalText("L'adresse", 300).transform((value) => value ?? ""),
  cin: cinField(),
  mutuelle: z.boolean({ error: "La mutuelle doit être vrai ou faux." }).default(false),
  compagnie: optionalText("La compagnie", 100),
});
export type PatientQuickInput = z.input<typeof patientQuickInput>;

/**
 * The file's 'Modifier' form (the product's screen, decision 042): the registration's fields and
 * rules, but an e-mail or address the file does not have yet may stay blank, and the CIN. Only
 * what changed is sent (PATCH keeps the registration's rules for every field it is given).
 */
export const patientEditForm = patientInput.extend({
  email: optionalEmail,
  adresse: optionalText("L'adresse", 300).transform((value) => value ?? ""),
  cin: cinField(),
});
export type PatientEditFormInput = z.input<typeof patientEditForm>;

/**
 * PATCH /api/patients/{id}: the registration's fields and rules, each optional; what is left out
 * stays as it is (mutuelle too: no default here), `compagnie: null` clears it.
 */
export const patientUpdate = patientInput
  .partial()
  .extend({ mutuelle: z.boolean({ error: "La mutuelle doit être vrai ou faux." }).optional(), cin: cinField().optional() })
  .refine((update) => Object.values(update).some((value) => value !== undefined), { error: patientMessages.nothingToUpdate });
export type PatientUpdateInput = z.input<typeof patientUpdate>;
export type PatientUpdate = z.output<typeof patientUpdate>;

/** The identity and contact fields a PATCH may change, in the form's order (the audit lists their names). */
export const patientFieldNames = ["nom", "prenom", "dateNaissance", "gender", "telephone", "email", "adresse", "mutuelle", "compagnie", "cin"] as const;
export type PatientField = (typeof patientFieldNames)[number];

/** POST /api/patients/{id}/merge: the file merged away into the one of the path (ADMIN or MEDECIN). */
export const patientMergeInput = z.strictObject({
  fromId: idSchema.meta({ description: "The duplicate file: its appointments and requests move to the file of the path, then it is archived" }),
});
export type PatientMergeInput = z.input<typeof patientMergeInput>;

export const PATIENT_SEARCH_DEFAULT_LIMIT = 50;
export const PATIENT_SEARCH_MAX_LIMIT = 200;

/** `archives=1`: archived (and merged) files too; by default a search leaves them out (decision 025). */
function archivesParam() {
  return z
    .enum(["0", "1"], { error: "Le paramètre archives doit valoir 0 ou 1." })
    .optional()
    .transform((value) => value === "1")
    .meta({ description: "1: archived files too (default 0: left out)" });
}

/** GET /api/patients?nom=&limit=&offset=[&archives=1] */
export const patientSearchQuery = z.object({
  nom: z
    .string({ error: patientMessages.externalBlank })
    .trim()
    .min(1, { error: patientMessages.externalBlank })
    .max(100, { error: "Le nom ne doit pas dépasser 100 caractères." })
    .refine(hasNoControlCharacters, { error: "Le nom contient des caractères non autorisés." })
    .meta({ description: "Text found in nom or prenom (case and accents ignored)" }),
  archives: archivesParam(),
  limit: pageNumber("La limite", 1, PATIENT_SEARCH_MAX_LIMIT)
    .optional()
    .meta({ description: `At most this many patients (default ${PATIENT_SEARCH_DEFAULT_LIMIT}, max ${PATIENT_SEARCH_MAX_LIMIT})` }),
  offset: pageNumber("Le décalage", 0, 1_000_000).optional().meta({ description: "Patients to skip (default 0)" }),
});

/** A birth date as the front desk types it: dd/mm/yyyy (d/m/yyyy too). */
const BIRTH_DATE_TOKEN = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;

/**
 * The words of a list filter that are birth dates typed dd/mm/yyyy, as YYYY-MM-DD, and the other
 * words; `invalid` when a word is written as a date but is none (31/02/1990).
 */
export function readBirthDates(text: string): { dates: string[]; rest: string[]; invalid: boolean } {
  const dates: string[] = [];
  const rest: string[] = [];
  let invalid = false;
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const match = BIRTH_DATE_TOKEN.exec(word);
    if (!match) {
      rest.push(word);
      continue;
    }
    const iso = `${match[3]}-${match[2]!.padStart(2, "0")}-${match[1]!.padStart(2, "0")}`;
    if (isCalendarDate(iso)) dates.push(iso);
    else invalid = true;
  }
  return { dates, rest, invalid };
}

export const patientSortOrders = ["recent", "nom"] as const;
export type PatientSortOrder = (typeof patientSortOrders)[number];

/** GET /api/patients/list?q=&tri=&archives=&limit=&offset=: every patient, paged (the /responsable/patients screen). */
export const patientListQuery = z.object({
  q: searchText
    .refine((text) => !text || !readBirthDates(text).invalid, { error: patientMessages.birthDateFormat })
    .meta({
      description:
        "Filter: name words (each in nom or prenom, case and accents ignored), a phone number in any format, and/or a birth date dd/mm/yyyy",
    }),
  tri: z
    .enum(patientSortOrders, { error: "Le tri doit être « recent » ou « nom »." })
    .optional()
    .meta({ description: "recent (default: newest file first) or nom (by nom, then prenom)" }),
  archives: archivesParam(),
  limit: limitParam.meta({ description: "At most this many patients (default 50, max 200)" }),
  offset: offsetParam.meta({ description: "Patients to skip (default 0)" }),
});
export type PatientListQuery = z.output<typeof patientListQuery>;

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
  cin: cinField().optional(),
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

/** The fields a product registration may leave blank (decision 042). */
export const incompleteFields = ["email", "adresse"] as const;
export type IncompleteField = (typeof incompleteFields)[number];
export const incompleteFieldLabels: Record<IncompleteField, string> = { email: "e-mail", adresse: "adresse" };

/**
 * A patient's file as its own page, the list and the changes answer it: the spec's fields, then
 * whether it is archived, the file it was merged into, and the files merged into it.
 */
export const patientRecordResponse = patientResponse
  .extend({
    dateArchivage: answer.instant.nullable().meta({ description: "When the file was archived (or merged away); null while active" }),
    fusionneDans: answer.id.nullable().meta({ description: "The file this one was merged into; null unless merged" }),
    dossiersFusionnes: z.array(answer.id).meta({ description: "Files merged into this one (their history is shown with its own)" }),
    dateAnonymisation: answer.instant.nullable().meta({ description: "When the identity was replaced on request (law 09-08); null otherwise" }),
    cin: z.string().nullable().meta({ description: "The national identity card number (CIN), upper case; null when not given" }),
    aCompleter: z
      .array(z.enum(incompleteFields))
      .meta({ description: "Fields registered blank that the file still needs (e-mail, adresse): shown « à compléter »" }),
    creeEnLigneLe: answer.instant.nullable().meta({ description: "When an online booking created the file (issue 33); null: made by the practice" }),
    verifieLe: answer.instant
      .nullable()
      .meta({ description: "When the front desk checked a file created online; « créé en ligne — à vérifier » while creeEnLigneLe is set and this is null" }),
  })
  .meta({ id: "PatientRecord" });
export type PatientRecord = z.infer<typeof patientRecordResponse>;

export const patientPageResponse = z
  .object({ items: z.array(patientRecordResponse), total: z.number().int() })
  .meta({ id: "PatientPage" });
export type PatientPage = z.infer<typeof patientPageResponse>;

export const duplicateReasons = ["telephone", "nom-date-naissance", "nom", "cin"] as const;
export type DuplicateReason = (typeof duplicateReasons)[number];

export const duplicateReasonLabels: Record<DuplicateReason, string> = {
  telephone: "même numéro de téléphone",
  "nom-date-naissance": "même nom et même date de naissance",
  nom: "même nom",
  cin: "même CIN",
};

export const duplicateCandidateResponse = z
  .object({
    id: answer.id,
    nom: z.string(),
    prenom: z.string(),
    dateNaissance: answer.calendarDate,
    telephone: z.string(),
    reasons: z.array(z.enum(duplicateReasons)),
    archive: z.boolean().meta({ description: "An archived file: restore it rather than register the person again" }),
  })
  .meta({ id: "DuplicateCandidate" });
export type DuplicateCandidate = z.infer<typeof duplicateCandidateResponse>;

export const duplicateListResponse = z.object({ duplicates: z.array(duplicateCandidateResponse) }).meta({ id: "DuplicateList" });

/** 409 of POST /api/patients with the duplicate check: the likely duplicates instead of a new file. */
export const duplicateConflictResponse = z
  .object({ message: z.string(), duplicates: z.array(duplicateCandidateResponse) })
  .meta({ id: "DuplicateConflict" });
export type DuplicateConflict = z.infer<typeof duplicateConflictResponse>;
