import { z } from "zod";
import { consultationNoteResponse, infiltrationResponse } from "@/schemas/consultation";
import { answer, calendarDateField, idSchema, INT4_MAX, optionalText, requiredText } from "@/schemas/fields";
import { offsetParam, pageNumber } from "@/schemas/paging";
import { consentsAnswer } from "@/schemas/notification";
import { patientRecordResponse } from "@/schemas/patient";
import { staffRefResponse } from "@/schemas/staff-user";

/**
 * Law 09-08 built in (issue 25, decision 034): a person's data exported, erased or anonymised on
 * request, and the register of the rights requests the practice received.
 */

export const dataProtectionMessages = {
  exportFailed: "Impossible de préparer l'export des données.",
  exported: "Export téléchargé avec succès.",
  anonymised: "Dossier anonymisé avec succès.",
  anonymiseFailed: "Erreur lors de l'anonymisation du dossier.",
  alreadyAnonymised: "Ce dossier est déjà anonymisé.",
  anonymisedReadOnly: "Ce dossier a été anonymisé : il ne peut plus être modifié.",
  requestErased: "Demande effacée avec succès.",
  messageErased: "Message effacé avec succès.",
  eraseFailed: "Erreur lors de l'effacement.",
  rightsLoadFailed: "Impossible de récupérer le registre des demandes.",
  rightsEmpty: "Aucune demande enregistrée.",
  rightsAdded: "Demande enregistrée avec succès.",
  rightsAddFailed: "Erreur lors de l'enregistrement de la demande.",
  rightsUpdated: "Demande mise à jour avec succès.",
  rightsUpdateFailed: "Erreur lors de la mise à jour de la demande.",
  rightsNotFound: "Demande de droit non trouvée",
} as const;

/** What a patient file becomes: its identity replaced, its medical history kept (the duty to keep medical records). */
export const ANONYMOUS_NOM = "ANONYME";
export const anonymousPrenom = (patientId: number) => `Dossier ${patientId}`;

/** POST /api/patients/{id}/anonymise */
export const anonymiseInput = z
  .strictObject({ motif: requiredText("Le motif", 500).meta({ description: "Why (e.g. the person's erasure request of …): kept in the rights register, not in the audit trail" }) })
  .meta({ id: "AnonymiseInput" });
export type AnonymiseInput = z.input<typeof anonymiseInput>;

const messagesParamMessage = "Le paramètre messages doit être une liste d'identifiants séparés par des virgules.";
/** The most contact messages one export may name. */
export const EXPORT_MAX_MESSAGES = 500;

/** GET /api/patients/{id}/export?messages=3,7: the contact messages staff confirmed as this person's. */
export const patientExportQuery = z.object({
  messages: z
    .string()
    .trim()
    .regex(/^(\d{1,10}(,\d{1,10})*)?$/, { error: messagesParamMessage, abort: true })
    .transform((value) => (value ? [...new Set(value.split(",").map(Number))] : []))
    // Ids of PostgreSQL's integer column: a larger number is no message, and the database would refuse it (500).
    .refine((ids) => ids.every((id) => id >= 1 && id <= INT4_MAX), { error: messagesParamMessage, abort: true })
    .refine((ids) => ids.length <= EXPORT_MAX_MESSAGES, { error: `Le paramètre messages nomme au plus ${EXPORT_MAX_MESSAGES} messages.` })
    .optional()
    .transform((ids) => ids ?? [])
    .meta({ description: "Ids of the contact messages matched by e-mail that staff confirmed as this person's (a relative may share an address)" }),
});

const exportedAppointment = z.object({
  id: answer.id,
  dossier: answer.id.meta({ description: "The patient file it belongs to (this one, or a file merged into it)" }),
  dateHeure: answer.instant,
  dureeMinutes: z.number().int(),
  medecin: z.string(),
  motif: z.string(),
  observation: z.string().nullable(),
  status: z.string(),
  motifAnnulation: z.string().nullable(),
  creeLe: answer.instant,
});

const exportedRequest = z.object({
  id: answer.id,
  nom: z.string(),
  prenom: z.string(),
  telephone: z.string(),
  datePreferee: answer.calendarDate,
  heurePreferee: answer.wallClockTime,
  motif: z.string().nullable(),
  status: z.string(),
  consentementRappels: z.boolean(),
  consentementRappelsLe: answer.instant.nullable(),
  versionNotice: z.string().nullable(),
  creeLe: answer.instant,
});

const exportedMessage = z.object({ id: answer.id, nomComplet: z.string(), email: z.string(), sujet: z.string(), message: z.string(), recuLe: answer.instant });

const exportedNotification = z.object({
  id: answer.id,
  type: z.string(),
  canal: z.string(),
  statut: z.string(),
  destinataire: z.string(),
  creeLe: answer.instant,
  envoyeLe: answer.instant.nullable(),
});

const exportedAccess = z.object({
  date: answer.instant,
  personne: z.string().meta({ description: "The staff member, or « Système »" }),
  role: z.string().nullable(),
  action: z.string(),
});

const exportedRightsRequest = z.object({
  recuLe: answer.calendarDate,
  type: z.string(),
  echeance: answer.calendarDate,
  reponduLe: answer.calendarDate.nullable(),
});

/** An image or document the patient brought (decision 061): that it exists for every export; its labels and id for doctors' only. */
const exportedFile = z.object({
  nomOriginal: z.string(),
  nature: z.string().meta({ description: "radiographie | irm | scanner | echographie | compte_rendu | autre" }),
  typeMime: z.string(),
  taille: z.number().int().meta({ description: "Bytes" }),
  dateExamen: answer.calendarDate.nullable(),
  televerseLe: answer.instant,
  viaTelephone: z.boolean(),
  detail: z
    .object({ id: answer.id, region: z.string().nullable(), cote: z.string().nullable(), libelle: z.string().nullable() })
    .nullable()
    .meta({ description: "Doctors' exports only (null otherwise): the labels, and the id whose bytes GET /api/files/{id} sends" }),
});

const exportedDocument = z.object({
  numero: z.string(),
  type: z.string().meta({ description: "ordonnance | certificat" }),
  titre: z.string(),
  emisLe: answer.instant,
  medecin: z.string(),
  annuleLe: answer.instant.nullable(),
  contenu: z
    .record(z.string(), z.unknown())
    .nullable()
    .meta({ description: "The document as issued (frozen content): doctors' exports only, null otherwise (decision 053)" }),
});

/** GET /api/patients/{id}/export: everything held about the person (the right of access). */
export const patientExportResponse = z
  .object({
    genereLe: answer.instant,
    cabinet: z.string(),
    patient: patientRecordResponse.extend({
      consentements: consentsAnswer,
    }),
    dossiersFusionnes: z.array(patientRecordResponse).meta({ description: "Files of the same person merged into this one" }),
    rendezVous: z.array(exportedAppointment),
    demandes: z.array(exportedRequest).meta({ description: "Public requests linked to the file" }),
    messagesContact: z.array(exportedMessage).meta({ description: "The contact messages staff confirmed (query `messages`)" }),
    messagesAConfirmer: z
      .array(z.object({ id: answer.id, nomComplet: z.string(), sujet: z.string(), recuLe: answer.instant }))
      .meta({ description: "Contact messages sent from the file's e-mail address and not confirmed: staff decide whether they are this person's" }),
    notifications: z.array(exportedNotification),
    historiqueAcces: z.array(exportedAccess),
    demandesDeDroits: z.array(exportedRightsRequest),
    contenuMedical: z
      .enum(["inclus", "reserve_aux_medecins"])
      .meta({ description: "Consultation notes and infiltrations are included only when a doctor makes the export (decision 054)" }),
    consultations: z.array(consultationNoteResponse).meta({ description: "Doctors' exports only (empty otherwise): every note with its addenda, oldest first" }),
    infiltrations: z.array(infiltrationResponse).meta({ description: "Doctors' exports only (empty otherwise), oldest first" }),
    documents: z
      .array(exportedDocument)
      .meta({ description: "The ordonnances and certificates given, oldest first: that they exist for every export, their content for doctors' only" }),
    fichiers: z
      .array(exportedFile)
      .meta({ description: "The images and documents the patient brought, oldest first (decision 061): name, kind, date and size for every export; labels for doctors' only" }),
  })
  .meta({ id: "PatientExport" });
export type PatientExport = z.infer<typeof patientExportResponse>;

// The register of rights requests.

export const rightsRequestTypes = ["acces", "rectification", "opposition", "effacement"] as const;
export type RightsRequestType = (typeof rightsRequestTypes)[number];
export const rightsRequestTypeLabels: Record<RightsRequestType, string> = {
  acces: "Accès",
  rectification: "Rectification",
  opposition: "Opposition",
  effacement: "Effacement",
};

/** POST /api/rights-requests */
export const rightsRequestInput = z
  .strictObject({
    recuLe: calendarDateField("La date de réception"),
    type: z.enum(rightsRequestTypes, { error: "Le type doit être acces, rectification, opposition ou effacement." }),
    personne: requiredText("La personne", 200),
    patientId: idSchema.nullable().optional().meta({ description: "The patient file concerned, when there is one" }),
    details: optionalText("Le détail", 1000),
    echeance: calendarDateField("L'échéance").optional().meta({ description: "Default: the day of receipt plus RIGHTS_REQUEST_DEADLINE_DAYS (30)" }),
  })
  .meta({ id: "RightsRequestInput" });
export type RightsRequestInput = z.input<typeof rightsRequestInput>;

/** The register's form: an empty patient number or deadline means none (the server then sets the default deadline). */
const blankAsUndefined = (value: unknown) => (value === "" ? undefined : value);
export const rightsRequestForm = rightsRequestInput.extend({
  patientId: z.preprocess(blankAsUndefined, idSchema.optional()),
  echeance: z.preprocess(blankAsUndefined, calendarDateField("L'échéance").optional()),
});

/** The answer's form: the day it was answered and what was done. */
export const rightsAnswerForm = z.strictObject({
  reponduLe: calendarDateField("La date de réponse"),
  reponse: optionalText("La réponse", 1000),
});

/** PATCH /api/rights-requests/{id}: handled by the caller; answered on a day, with what was done. */
export const rightsRequestUpdate = z
  .strictObject({
    reponduLe: calendarDateField("La date de réponse").nullable().optional(),
    reponse: optionalText("La réponse", 1000),
    echeance: calendarDateField("L'échéance").optional(),
  })
  .refine((update) => Object.values(update).some((value) => value !== undefined), { error: "Indiquez au moins un champ à modifier." })
  .meta({ id: "RightsRequestUpdate" });
export type RightsRequestUpdateInput = z.input<typeof rightsRequestUpdate>;

export const rightsRequestResponse = z
  .object({
    id: answer.id,
    recuLe: answer.calendarDate,
    type: z.enum(rightsRequestTypes),
    personne: z.string(),
    patientId: answer.id.nullable(),
    details: z.string().nullable(),
    echeance: answer.calendarDate,
    traitePar: staffRefResponse.nullable(),
    reponduLe: answer.calendarDate.nullable(),
    reponse: z.string().nullable(),
    enRetard: z.boolean().meta({ description: "Not answered and past its deadline" }),
  })
  .meta({ id: "RightsRequest" });
export type RightsRequest = z.infer<typeof rightsRequestResponse>;

export const rightsRequestPage = z.object({ items: z.array(rightsRequestResponse), total: z.number().int() }).meta({ id: "RightsRequestPage" });
export type RightsRequestPage = z.infer<typeof rightsRequestPage>;

/** GET /api/rights-requests?ouvertes=1&limit=&offset= */
export const rightsRequestListQuery = z.object({
  ouvertes: z
    .enum(["0", "1"], { error: "Le paramètre ouvertes doit valoir 0 ou 1." })
    .optional()
    .transform((value) => value === "1")
    .meta({ description: "1: only those not answered yet" }),
  limit: pageNumber("La limite", 1, 200).optional(),
  offset: offsetParam,
});
