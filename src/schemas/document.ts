import { z } from "zod";
import { daysFrom } from "@/calendar/plain-date";
import { answer, calendarDateField, optionalText, requiredText } from "@/schemas/fields";
import { staffRefResponse } from "@/schemas/staff-user";

/**
 * The documents a doctor gives (issue 34, decision 053): ordonnances and certificates, their
 * templates and the doctor's favourite prescription lines. Payloads, answers and French texts,
 * shared by the forms and the server.
 */

export const documentTypes = ["ordonnance", "certificat"] as const;
export type DocumentType = (typeof documentTypes)[number];

export const certificateKinds = ["descriptif", "arret_travail", "prolongation", "reprise_travail", "aptitude_sport", "at_initial", "at_prolongation", "at_guerison"] as const;
export type CertificateKind = (typeof certificateKinds)[number];

export const certificateKindLabels: Record<CertificateKind, string> = {
  descriptif: "Certificat médical descriptif",
  arret_travail: "Certificat d'arrêt de travail",
  prolongation: "Certificat de prolongation d'arrêt de travail",
  reprise_travail: "Certificat de reprise du travail",
  aptitude_sport: "Certificat de non contre-indication à la pratique sportive",
  at_initial: "Certificat médical initial d'accident du travail",
  at_prolongation: "Certificat de prolongation d'accident du travail",
  at_guerison: "Certificat final d'accident du travail (guérison / consolidation)",
};

/**
 * What the front desk may print a copy of: the documents a patient takes away that carry no
 * diagnosis (issue 34). Never a certificat descriptif, an accident du travail or an aptitude.
 */
export const frontDeskPrintableKinds: readonly CertificateKind[] = ["arret_travail", "prolongation", "reprise_travail"];
export function frontDeskMayPrint(document: { type: DocumentType; modele: CertificateKind | null }): boolean {
  return document.type === "ordonnance" || (document.modele !== null && frontDeskPrintableKinds.includes(document.modele));
}

export function documentTitle(document: { type: DocumentType; modele: CertificateKind | null }): string {
  return document.type === "ordonnance" ? "Ordonnance" : certificateKindLabels[document.modele ?? "descriptif"];
}

export const paperFormats = ["A4", "A5"] as const;
export type PaperFormat = (typeof paperFormats)[number];
const formatField = (fallback: PaperFormat) => z.enum(paperFormats, { error: "Le format doit être A4 ou A5." }).default(fallback);

/** A medicine on an ordonnance. */
export const medicineLine = z.strictObject({
  nom: requiredText("Le médicament", 150),
  /** Form and dose: "comprimé 1 g", "gel 1 %". */
  forme: optionalText("La forme et le dosage", 150),
  posologie: requiredText("La posologie", 300),
  /** The posology in Arabic, printed under the French one when the ordonnance is asked with Arabic. */
  posologieAr: optionalText("La posologie en arabe", 300),
  duree: optionalText("La durée", 60),
  quantite: optionalText("La quantité", 60),
});
export type MedicineLine = z.output<typeof medicineLine>;
export type MedicineLineInput = z.input<typeof medicineLine>;

export const otherLineKinds = ["kinesitherapie", "imagerie", "autre"] as const;
export type OtherLineKind = (typeof otherLineKinds)[number];
export const otherLineKindLabels: Record<OtherLineKind, string> = { kinesitherapie: "Kinésithérapie", imagerie: "Imagerie", autre: "Autre" };

/** A free line: kinésithérapie (with its number of sessions), an imaging request, anything else. */
export const otherLine = z.strictObject({
  genre: z.enum(otherLineKinds, { error: "Le genre doit être kinesitherapie, imagerie ou autre." }),
  texte: requiredText("Le texte", 300),
  seances: z
    .number({ error: "Le nombre de séances doit être un nombre." })
    .int({ error: "Le nombre de séances doit être un nombre entier." })
    .min(1, { error: "Au moins une séance." })
    .max(100, { error: "100 séances au plus." })
    .nullish()
    .transform((value) => value ?? null),
});
export type OtherLine = z.output<typeof otherLine>;
export type OtherLineInput = z.input<typeof otherLine>;

const ordonnanceLines = {
  lignes: z.array(medicineLine, { error: "Les lignes doivent être une liste." }).max(20, { error: "20 médicaments au plus." }).default([]),
  autres: z.array(otherLine, { error: "Les autres lignes doivent être une liste." }).max(10, { error: "10 autres lignes au plus." }).default([]),
};
const someLine = (value: { lignes: unknown[]; autres: unknown[] }) => value.lignes.length + value.autres.length > 0;
const someLineError = { error: "Ajoutez au moins une ligne.", path: ["lignes"] };

export const ordonnanceInput = z
  .strictObject({
    type: z.literal("ordonnance"),
    format: formatField("A5"),
    /** Print each posology also in Arabic (the lines' `posologieAr`). */
    arabe: z.boolean({ error: "« Arabe » doit être vrai ou faux." }).default(false),
    ...ordonnanceLines,
  })
  .refine(someLine, someLineError);

const optionalDate = (label: string) =>
  calendarDateField(label)
    .nullish()
    .transform((value) => value ?? null);

export const consolidationKinds = ["guerison", "consolidation_sans_sequelles", "consolidation_avec_sequelles"] as const;
export const consolidationLabels: Record<(typeof consolidationKinds)[number], string> = {
  guerison: "guérison",
  consolidation_sans_sequelles: "consolidation sans séquelles",
  consolidation_avec_sequelles: "consolidation avec séquelles",
};

export const certificateInput = z
  .strictObject({
    type: z.literal("certificat"),
    modele: z.enum(certificateKinds, { error: "Le modèle de certificat est inconnu." }),
    format: formatField("A4"),
    du: optionalDate("La date de début"),
    au: optionalDate("La date de fin"),
    /** Incapacité totale de travail, in days (certificat descriptif, accident du travail). */
    ittJours: z
      .number({ error: "L'ITT doit être un nombre de jours." })
      .int({ error: "L'ITT doit être un nombre entier de jours." })
      .min(0, { error: "L'ITT ne peut pas être négative." })
      .max(365, { error: "L'ITT ne peut pas dépasser 365 jours." })
      .nullish()
      .transform((value) => value ?? null),
    dateAccident: optionalDate("La date de l'accident"),
    dateReprise: optionalDate("La date de reprise"),
    sport: optionalText("Le sport", 120),
    consolidation: z
      .enum(consolidationKinds, { error: "La conclusion doit être guérison ou consolidation." })
      .nullish()
      .transform((value) => value ?? null),
    /** The doctor's findings: the certificat descriptif's lesions, an accident's injuries. */
    constatations: optionalText("Les constatations", 2000),
  })
  .superRefine((value, ctx) => {
    const need = (field: keyof typeof value, message: string) => {
      if (value[field] === null || value[field] === undefined) ctx.addIssue({ code: "custom", path: [field], message });
    };
    const spansDays = ["arret_travail", "prolongation", "at_prolongation"].includes(value.modele);
    if (spansDays) {
      need("du", "La date de début est obligatoire.");
      need("au", "La date de fin est obligatoire.");
    }
    if (value.du && value.au && value.au < value.du) ctx.addIssue({ code: "custom", path: ["au"], message: "La date de fin doit suivre la date de début." });
    if (value.modele === "descriptif") {
      need("ittJours", "L'ITT est obligatoire (0 si aucune).");
      need("constatations", "Les constatations sont obligatoires.");
    }
    if (value.modele === "reprise_travail") need("dateReprise", "La date de reprise est obligatoire.");
    if (value.modele === "aptitude_sport") need("sport", "Le sport est obligatoire.");
    if (value.modele.startsWith("at_")) need("dateAccident", "La date de l'accident est obligatoire.");
    if (value.modele === "at_initial") {
      need("constatations", "Les constatations sont obligatoires.");
      need("ittJours", "L'ITT est obligatoire (0 si aucune).");
    }
    if (value.modele === "at_guerison") need("consolidation", "La conclusion est obligatoire.");
  });

/** POST /api/patients/{id}/documents. */
export const documentInput = z.discriminatedUnion("type", [ordonnanceInput, certificateInput], {
  error: "Le type doit être ordonnance ou certificat.",
});
export type DocumentInput = z.input<typeof documentInput>;
export type DocumentValues = z.output<typeof documentInput>;
export type OrdonnanceValues = z.output<typeof ordonnanceInput>;
export type CertificateValues = z.output<typeof certificateInput>;

/** POST /api/documents/{id}/cancel. */
export const cancelDocumentInput = z.strictObject({ motif: requiredText("Le motif", 500) });

/** 201 of POST /api/patients/{id}/documents. */
export const issuedDocumentResponse = z
  .object({ id: answer.id, numero: z.string().meta({ description: "YYYY-NNNNNN, per year, without gaps" }), codeVerification: z.string() })
  .meta({ id: "IssuedDocument" });
export type IssuedDocument = z.infer<typeof issuedDocumentResponse>;

/**
 * A document in a patient's list: what the front desk may see (type, date, number, doctor) and
 * whether they may print a copy. Nothing of its content.
 */
export const documentListItem = z
  .object({
    id: answer.id,
    type: z.enum(documentTypes),
    modele: z.enum(certificateKinds).nullable(),
    titre: z.string(),
    numero: z.string(),
    format: z.enum(paperFormats),
    emisAt: answer.instant,
    medecin: staffRefResponse,
    impressions: z.number().int(),
    annuleAt: answer.instant.nullable(),
    annuleMotif: z.string().nullable().meta({ description: "The reason of a cancellation (doctors only; null for others)" }),
    imprimable: z.boolean().meta({ description: "Whether the caller may print it (a copy for the front desk)" }),
  })
  .meta({ id: "DocumentListItem" });
export type DocumentListItem = z.infer<typeof documentListItem>;

export const documentList = z
  .object({
    items: z.array(documentListItem),
    verification: z
      .object({
        adresse: z.string().meta({ description: "Where the QR code of a document leads: PRACTICE_SITE_URL/verifier/…" }),
        locale: z.boolean().meta({ description: "True when that address is one a phone outside the practice cannot reach (localhost, a private address)" }),
      })
      .meta({ id: "VerificationAddress" }),
  })
  .meta({ id: "DocumentList" });
export type DocumentList = z.infer<typeof documentList>;

/** What a template holds: an ordonnance's lines, or a certificate's title and text with {fields}. */
export const ordonnanceTemplateContent = z.strictObject(ordonnanceLines);
export const certificateTemplateContent = z.strictObject({
  titre: requiredText("Le titre", 150),
  texte: requiredText("Le texte", 4000),
});

export const templateGenres = ["ordonnance", ...certificateKinds] as const;
export type TemplateGenre = (typeof templateGenres)[number];

/** POST /api/document-templates: an ordonnance template (doctors); certificate templates exist once each and are edited (ADMIN). */
export const ordonnanceTemplateInput = z
  .strictObject({
    nom: requiredText("Le nom du modèle", 120),
    /** Shared with every doctor (ADMIN only), or the doctor's own. */
    partage: z.boolean({ error: "« Partagé » doit être vrai ou faux." }).default(false),
    ...ordonnanceLines,
  })
  .refine(someLine, someLineError);

export type OrdonnanceTemplateInput = z.input<typeof ordonnanceTemplateInput>;

/** PUT /api/document-templates/{id}: a certificate template's title and text, or an ordonnance template's lines. */
export const templateUpdateInput = z.strictObject({
  nom: requiredText("Le nom du modèle", 120).optional(),
  actif: z.boolean({ error: "« Actif » doit être vrai ou faux." }).optional(),
  titre: requiredText("Le titre", 150).optional(),
  texte: requiredText("Le texte", 4000).optional(),
  lignes: ordonnanceLines.lignes.optional(),
  autres: ordonnanceLines.autres.optional(),
});

export type TemplateUpdateInput = z.input<typeof templateUpdateInput>;

export const documentTemplateResponse = z
  .object({
    id: answer.id,
    genre: z.enum(templateGenres),
    nom: z.string(),
    partage: z.boolean(),
    actif: z.boolean(),
    lignes: z.array(medicineLine).optional(),
    autres: z.array(otherLine).optional(),
    titre: z.string().optional(),
    texte: z.string().optional().meta({ description: "The certificate's text; {patient}, {du}, {au}, {jours}, {ittJours}, {dateAccident}, {dateReprise}, {sport}, {conclusion}, {constatations}, {dateNaissance}, {cin} are filled in" }),
  })
  .meta({ id: "DocumentTemplate" });
export type DocumentTemplate = z.infer<typeof documentTemplateResponse>;

export const favouriteResponse = z.object({ id: answer.id, ligne: medicineLine }).meta({ id: "PrescriptionFavourite" });
export type PrescriptionFavourite = z.infer<typeof favouriteResponse>;

/** The public check of /verifier/{code}: whether, when and by whom; nothing of the patient or the content. */
export type DocumentVerification = {
  numero: string;
  nature: "Ordonnance" | "Certificat médical";
  emisLe: string;
  medecin: string;
  annule: boolean;
};

/** The fields a certificate's text may name, filled from the patient and the doctor's form. */
export type CertificateFields = {
  patient: string;
  dateNaissance: string;
  cin: string;
  du: string;
  au: string;
  jours: string;
  ittJours: string;
  dateAccident: string;
  dateReprise: string;
  sport: string;
  conclusion: string;
  constatations: string;
};

type CertificateSource = Pick<CertificateValues, "du" | "au" | "ittJours" | "dateAccident" | "dateReprise" | "sport" | "consolidation" | "constatations">;

/**
 * The fields of a certificate from the patient and the doctor's form: one list for the issued
 * text (the server) and the form's preview (the browser), which differ only in how a date reads
 * and what an empty field shows.
 */
export function certificateFields(
  patient: { prenom: string; nom: string; dateNaissance: string; cin?: string | null },
  values: CertificateSource,
  show: { date: (value: string) => string; blank: string },
): CertificateFields {
  const date = (value: string | null) => (value ? show.date(value) : show.blank);
  return {
    patient: `${patient.prenom} ${patient.nom}`,
    dateNaissance: show.date(patient.dateNaissance),
    cin: patient.cin ? `, titulaire de la CIN n° ${patient.cin}` : "",
    du: date(values.du),
    au: date(values.au),
    jours: values.du && values.au ? String(daysFrom(values.du, values.au) + 1) : show.blank,
    ittJours: values.ittJours === null ? show.blank : String(values.ittJours),
    dateAccident: date(values.dateAccident),
    dateReprise: date(values.dateReprise),
    sport: values.sport ?? show.blank,
    conclusion: values.consolidation ? consolidationLabels[values.consolidation] : show.blank,
    constatations: values.constatations ?? show.blank,
  };
}

/** A certificate's text with its {fields} filled in; an unknown {name} stays as written. */
export function fillCertificateText(texte: string, fields: CertificateFields): string {
  return texte.replace(/\{(\w+)\}/g, (whole, name: string) => (name in fields ? fields[name as keyof CertificateFields] : whole));
}

export const documentMessages = {
  listFailed: "Impossible de récupérer les documents.",
  none: "Aucun document.",
  issued: (numero: string) => `Document n° ${numero} établi.`,
  issueFailed: "Erreur lors de l'établissement du document.",
  printFailed: "Impossible d'obtenir le PDF.",
  cancelled: "Document annulé.",
  cancelFailed: "Erreur lors de l'annulation.",
  alreadyCancelled: "Ce document est déjà annulé.",
  notFound: "Document non trouvé",
  templateNotFound: "Modèle non trouvé",
  favouriteNotFound: "Favori non trouvé",
  notPrintable: "Ce document ne peut être imprimé que par un médecin.",
  localAddress: (adresse: string) =>
    `Le QR code des documents mène à ${adresse}, une adresse qu'un téléphone hors du cabinet ne peut pas joindre : réglez PRACTICE_SITE_URL sur l'adresse publique du site.`,
} as const;
