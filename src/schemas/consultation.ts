import { z } from "zod";
import { answer, calendarDateField, idSchema, optionalText, requiredText } from "@/schemas/fields";
import { staffRefResponse } from "@/schemas/staff-user";

/**
 * The consultation (issue 34, decision 054): the doctor's note structured for orthopaedics, the
 * patient's timeline and the register of infiltrations. Clinical content is written and read by
 * doctors only; the front desk sees that a note exists (date, doctor, state), never what it says.
 */

export const regions = ["genou", "epaule", "hanche", "rachis", "main_poignet", "pied_cheville", "autre"] as const;
export type Region = (typeof regions)[number];

export const regionLabels: Record<Region, string> = {
  genou: "Genou",
  epaule: "Épaule",
  hanche: "Hanche",
  rachis: "Rachis",
  main_poignet: "Main / poignet",
  pied_cheville: "Pied / cheville",
  autre: "Autre",
};

export const sides = ["droit", "gauche", "bilateral"] as const;
export type Side = (typeof sides)[number];

export const sideLabels: Record<Side, string> = { droit: "Droit", gauche: "Gauche", bilateral: "Bilatéral" };

/** Regions that have a side: the side is required there (the spine is midline; « autre » may be either). */
export const lateralRegions: readonly Region[] = ["genou", "epaule", "hanche", "main_poignet", "pied_cheville"];
export const needsSide = (region: Region) => lateralRegions.includes(region);

const feminineRegions: readonly Region[] = ["epaule", "hanche"];

/** "Genou droit", "Épaule droite", "Hanche (bilatéral)", "Rachis". */
export function regionAndSide(region: Region, cote: Side | null): string {
  if (!cote) return regionLabels[region];
  if (cote === "bilateral") return `${regionLabels[region]} (bilatéral)`;
  return `${regionLabels[region]} ${cote === "droit" && feminineRegions.includes(region) ? "droite" : cote}`;
}

const articles: Record<Region, string> = {
  genou: "du ",
  epaule: "de l'",
  hanche: "de la ",
  rachis: "du ",
  main_poignet: "de la ",
  pied_cheville: "du ",
  autre: "de la région ",
};

/** "du genou droit", "de l'épaule gauche", "de la hanche (bilatéral)": what a warning names. */
export function ofJoint(region: Region, cote: Side | null): string {
  const name = regionAndSide(region, cote);
  return `${articles[region]}${region === "autre" ? `« ${name} »` : name.toLowerCase()}`;
}

export const consultationStatuses = ["brouillon", "signe"] as const;
export type ConsultationStatus = (typeof consultationStatuses)[number];
export const consultationStatusLabels: Record<ConsultationStatus, string> = { brouillon: "Brouillon", signe: "Signée" };

export const consultationMessages = {
  notFound: "Consultation non trouvée",
  doctorsOnly: "Accès réservé aux médecins.",
  signed: "Cette consultation est signée : elle ne peut plus être modifiée. Ajoutez un addendum.",
  notSigned: "Un addendum s'ajoute à une consultation signée : signez-la d'abord.",
  appointmentElsewhere: "Ce rendez-vous n'est pas celui de ce patient.",
  sideRequired: "Précisez le côté.",
  duplicateRegion: "Chaque région n'est examinée qu'une fois par consultation.",
  emptyNote: "La consultation est vide : écrivez au moins le motif, l'examen, le diagnostic ou la conduite à tenir.",
  mergedFile: "Ce dossier a été fusionné : ouvrez le dossier conservé.",
  anonymisedFile: "Ce dossier est anonymisé : il est en lecture seule.",
  saved: "Brouillon enregistré",
  saving: "Enregistrement…",
  saveFailed: "Le brouillon n'a pas pu être enregistré. Nouvel essai à la prochaine frappe.",
  signedDone: "Consultation signée.",
  signFailed: "La consultation n'a pas pu être signée.",
  addendumAdded: "Addendum ajouté.",
  addendumFailed: "L'addendum n'a pas pu être ajouté.",
  loadFailed: "Impossible de récupérer la consultation.",
  openFailed: "Impossible d'ouvrir la consultation.",
  timelineFailed: "Impossible de récupérer le parcours du patient.",
  noTimeline: "Rien encore dans le parcours de ce patient.",
  infiltrationsFailed: "Impossible de récupérer le registre des infiltrations.",
  infiltrationSaved: "Infiltration enregistrée.",
  infiltrationFailed: "L'infiltration n'a pas pu être enregistrée.",
  noInfiltrations: "Aucune infiltration enregistrée.",
  lotSearchFailed: "La recherche du lot a échoué.",
  noLot: "Aucune infiltration avec ce numéro de lot.",
} as const;

const longText = (label: string) => optionalText(label, 5000);

/** One region examined: where, which side, what was found. */
export const examinationInput = z.strictObject({
  region: z.enum(regions, { error: "Choisissez une région." }),
  cote: z.enum(sides, { error: "Le côté doit être droit, gauche ou bilatéral." }).nullish().transform((value) => value ?? null),
  constatations: optionalText("L'examen", 2000),
});
export type ExaminationInput = z.input<typeof examinationInput>;

const examinations = z
  .array(examinationInput, { error: "Les examens doivent être une liste." })
  .max(regions.length, { error: `${regions.length} régions au plus.` })
  .refine((list) => new Set(list.map((exam) => exam.region)).size === list.length, { error: consultationMessages.duplicateRegion });

const pain = z
  .number({ error: "La douleur doit être un nombre de 0 à 10." })
  .int({ error: "La douleur doit être un nombre entier de 0 à 10." })
  .min(0, { error: "La douleur doit être un nombre de 0 à 10." })
  .max(10, { error: "La douleur doit être un nombre de 0 à 10." })
  .nullable();

/**
 * PATCH /api/consultations/{id}: what the draft's form changed since its last save, each field
 * optional (autosave). A side may be missing here — the doctor chooses it after the region —
 * and is required when signing.
 */
export const consultationDraftInput = z.strictObject({
  motif: optionalText("Le motif", 500).optional(),
  antecedents: longText("Les antécédents").optional(),
  histoire: longText("L'histoire de la maladie").optional(),
  examens: examinations.optional(),
  douleur: pain.optional(),
  imagerie: optionalText("L'imagerie", 2000).optional(),
  diagnostic: optionalText("Le diagnostic", 500).optional(),
  conduite: longText("La conduite à tenir").optional(),
});
export type ConsultationDraftInput = z.input<typeof consultationDraftInput>;
export type ConsultationDraft = z.output<typeof consultationDraftInput>;

/** POST /api/patients/{id}/consultations: a new draft, for an appointment of the patient or without one. */
export const consultationCreateInput = z.strictObject({
  rendezVousId: idSchema.nullish().transform((value) => value ?? null),
});
export type ConsultationCreateInput = z.input<typeof consultationCreateInput>;

/** POST /api/consultations/{id}/addenda: what the doctor adds to a signed note. */
export const addendumInput = z.strictObject({ texte: requiredText("L'addendum", 5000) });
export type AddendumInput = z.input<typeof addendumInput>;

/** GET /api/patients/{id}/consultations?region=: newest first; a region (doctors only) keeps the notes that examined it. */
export const consultationListQuery = z.object({
  region: z.enum(regions, { error: "Région inconnue." }).optional(),
});

// Answers.

const examinationResponse = z.object({ region: z.enum(regions), cote: z.enum(sides).nullable(), constatations: z.string().nullable() });
export type Examination = z.infer<typeof examinationResponse>;

export const addendumResponse = z
  .object({ id: answer.id, texte: z.string(), medecin: staffRefResponse, creeLe: answer.instant })
  .meta({ id: "ConsultationAddendum" });
export type Addendum = z.infer<typeof addendumResponse>;

/** What anyone on the staff may know of a note: it exists, when, whose, in which state. */
export const consultationSummaryResponse = z
  .object({
    id: answer.id,
    patientId: answer.id,
    rendezVousId: answer.id.nullable(),
    medecin: staffRefResponse,
    statut: z.enum(consultationStatuses),
    creeLe: answer.instant,
    signeLe: answer.instant.nullable(),
    contenuVisible: z.literal(false).meta({ description: "The content is for doctors only" }),
  })
  .meta({ id: "ConsultationSummary" });
export type ConsultationSummary = z.infer<typeof consultationSummaryResponse>;

/** The whole note, for doctors. */
export const consultationNoteResponse = consultationSummaryResponse
  .extend({
    contenuVisible: z.literal(true),
    motif: z.string().nullable(),
    antecedents: z.string().nullable(),
    histoire: z.string().nullable(),
    examens: z.array(examinationResponse),
    douleur: z.number().int().nullable(),
    imagerie: z.string().nullable(),
    diagnostic: z.string().nullable(),
    conduite: z.string().nullable(),
    modifieLe: answer.instant,
    signePar: staffRefResponse.nullable(),
    addenda: z.array(addendumResponse).meta({ description: "Oldest first; the note above them never changes once signed" }),
  })
  .meta({ id: "ConsultationNote" });
export type ConsultationNote = z.infer<typeof consultationNoteResponse>;

export const consultationListResponse = z
  .array(z.union([consultationNoteResponse, consultationSummaryResponse]))
  .meta({ id: "ConsultationList", description: "Whole notes for doctors, summaries for the rest of the staff" });
export type ConsultationListItem = ConsultationNote | ConsultationSummary;

/** The doctor's favourite diagnoses: the ones they write most, then a few common in orthopaedics. */
export const diagnosisFavouritesResponse = z.object({ diagnostics: z.array(z.string()) }).meta({ id: "DiagnosisFavourites" });
export type DiagnosisFavourites = z.infer<typeof diagnosisFavouritesResponse>;

// The timeline.

export const timelineQuery = z.object({
  region: z.enum(regions, { error: "Région inconnue." }).optional(),
});

const timelineBase = { id: answer.id, date: answer.instant.meta({ description: "What the timeline sorts by, newest first" }), medecin: staffRefResponse.nullable() };

const timelineAppointment = z.object({
  type: z.literal("rendez_vous"),
  ...timelineBase,
  statut: z.string(),
  motif: z.string(),
  consultationId: answer.id.nullable(),
});

const timelineConsultation = z.object({
  type: z.literal("consultation"),
  ...timelineBase,
  statut: z.enum(consultationStatuses),
  rendezVousId: answer.id.nullable(),
  contenuVisible: z.boolean(),
  /** Doctors only (null / empty for the rest of the staff). */
  motif: z.string().nullable(),
  diagnostic: z.string().nullable(),
  douleur: z.number().int().nullable(),
  regions: z.array(z.object({ region: z.enum(regions), cote: z.enum(sides).nullable() })),
  addenda: z.number().int(),
});

const timelineInfiltration = z.object({
  type: z.literal("infiltration"),
  ...timelineBase,
  jour: answer.calendarDate,
  articulation: z.enum(regions),
  cote: z.enum(sides).nullable(),
  produit: z.string(),
  dose: z.string(),
  lot: z.string(),
});

/** A document given (decision 053): what every staff member sees of it in the file's 'Documents'. */
const timelineDocument = z.object({
  type: z.literal("document"),
  ...timelineBase,
  genre: z.enum(["ordonnance", "certificat"]),
  titre: z.string(),
  numero: z.string(),
  annule: z.boolean(),
});

/** An image or report the patient brought (decisions 061, 062; doctors only): `date` is the exam's day at noon, else its upload. */
const timelineFile = z.object({
  type: z.literal("fichier"),
  ...timelineBase,
  nature: z.enum(["radiographie", "irm", "scanner", "echographie", "compte_rendu", "autre"]),
  region: z.enum(regions).nullable(),
  cote: z.enum(sides).nullable(),
  libelle: z.string().nullable(),
  typeMime: z.string(),
  miniature: z.boolean().meta({ description: "A thumbnail exists: GET /api/files/{id}?miniature=1" }),
});

/**
 * One entry of the timeline, by `type`. New kinds are new members of this union with the same
 * `id`, `date` and `medecin`.
 */
export const timelineItemResponse = z
  .discriminatedUnion("type", [timelineAppointment, timelineConsultation, timelineInfiltration, timelineDocument, timelineFile])
  .meta({ id: "TimelineItem" });
export type TimelineItem = z.infer<typeof timelineItemResponse>;
export type TimelineItemType = TimelineItem["type"];

export const timelineResponse = z
  .object({
    items: z.array(timelineItemResponse),
    regions: z.array(z.enum(regions)).meta({ description: "The regions the patient's notes, infiltrations and files name (doctors; empty otherwise): the filter's choices" }),
    contenuVisible: z.boolean(),
  })
  .meta({ id: "Timeline" });
export type Timeline = z.infer<typeof timelineResponse>;

// Infiltrations.

export const infiltrationWarningCodes = ["quatrieme_en_12_mois", "moins_de_6_semaines"] as const;
export type InfiltrationWarningCode = (typeof infiltrationWarningCodes)[number];

export const infiltrationWarningResponse = z.object({ code: z.enum(infiltrationWarningCodes), message: z.string() }).meta({ id: "InfiltrationWarning" });
export type InfiltrationWarning = z.infer<typeof infiltrationWarningResponse>;

/** POST /api/patients/{id}/infiltrations. `forcer`: record it despite the warnings (a 409 names them otherwise). */
export const infiltrationInput = z
  .strictObject({
    articulation: z.enum(regions, { error: "Choisissez l'articulation." }),
    cote: z.enum(sides, { error: "Le côté doit être droit, gauche ou bilatéral." }).nullish().transform((value) => value ?? null),
    produit: requiredText("Le produit", 200),
    dose: requiredText("La dose", 100),
    lot: requiredText("Le numéro de lot", 100),
    date: calendarDateField("La date"),
    consultationId: idSchema.nullish().transform((value) => value ?? null),
    forcer: z.boolean({ error: "forcer doit être vrai ou faux." }).optional(),
  })
  .refine((input) => !needsSide(input.articulation) || input.cote !== null, { error: consultationMessages.sideRequired, path: ["cote"] });
export type InfiltrationInput = z.input<typeof infiltrationInput>;

export const infiltrationResponse = z
  .object({
    id: answer.id,
    patientId: answer.id,
    consultationId: answer.id.nullable(),
    medecin: staffRefResponse,
    articulation: z.enum(regions),
    cote: z.enum(sides).nullable(),
    produit: z.string(),
    dose: z.string(),
    lot: z.string(),
    date: answer.calendarDate,
    creeLe: answer.instant,
  })
  .meta({ id: "Infiltration" });
export type Infiltration = z.infer<typeof infiltrationResponse>;

/** A joint's record: how many in the last 12 months, the last one, and what a new one today would be warned of. */
const jointResponse = z.object({
  articulation: z.enum(regions),
  cote: z.enum(sides).nullable(),
  derniere: answer.calendarDate,
  nombre12Mois: z.number().int(),
  alertesProchaine: z.array(infiltrationWarningResponse),
});
export type JointRecord = z.infer<typeof jointResponse>;

export const infiltrationRegisterResponse = z
  .object({
    aujourdHui: answer.calendarDate.meta({ description: "The practice's today, the warnings' reference" }),
    infiltrations: z.array(infiltrationResponse).meta({ description: "Newest first" }),
    articulations: z.array(jointResponse),
    lots: z.array(z.object({ lot: z.string(), produit: z.string(), dates: z.array(answer.calendarDate) })).meta({ description: "The batches given, for a recall" }),
  })
  .meta({ id: "InfiltrationRegister" });
export type InfiltrationRegister = z.infer<typeof infiltrationRegisterResponse>;

export const infiltrationConflictResponse = z
  .object({ message: z.string(), alertes: z.array(infiltrationWarningResponse) })
  .meta({ id: "InfiltrationConflict" });

/** GET /api/infiltrations?lot=: a recall (doctors and admins). */
export const lotSearchQuery = z.object({
  lot: z
    .string({ error: "Le numéro de lot est obligatoire." })
    .trim()
    .min(2, { error: "Le numéro de lot doit avoir au moins 2 caractères." })
    .max(100, { error: "Le numéro de lot ne doit pas dépasser 100 caractères." }),
});

export const lotSearchItemResponse = infiltrationResponse
  .extend({ patient: z.object({ id: answer.id, nom: z.string(), prenom: z.string(), telephone: z.string() }) })
  .meta({ id: "LotSearchItem" });
export type LotSearchItem = z.infer<typeof lotSearchItemResponse>;
