import { z } from "zod";
import { MAX_CENTIMES } from "@/schemas/act";
import { answer, idParam, optionalText, queryDay, requiredText } from "@/schemas/fields";
import { staffRefResponse } from "@/schemas/staff-user";

/**
 * Receipts (notes d'honoraires), credit notes and payments (issue 35, decisions 056 and 057).
 * Every amount is whole centimes of dirham under the names (`montant`, `total`, `reste`):
 * 30000 is 300,00 DH. Requests carry positive amounts; answers are signed (a credit note negative).
 */

/** The same list as the payments table's check (src/db/schema.ts). */
export const paymentModes = ["especes", "cheque", "carte", "virement"] as const;
export type PaymentMode = (typeof paymentModes)[number];

export const invoiceMessages = {
  notFound: "Reçu non trouvé.",
  appointmentNotFound: "Rendez-vous non trouvé.",
  patientNotFound: "Patient non trouvé.",
  actNotFound: "Acte non trouvé ou inactif.",
  doctorRequired: "Choisissez le médecin dont ce sont les honoraires.",
  doctorUnknown: "Ce compte n'est pas celui d'un médecin actif.",
  oneTarget: "Indiquez le rendez-vous ou le patient, pas les deux.",
  notBillable: "Un rendez-vous annulé ou manqué ne se facture pas.",
  alreadyBilled: (numero: string) => `Cette visite a déjà un reçu : ${numero}.`,
  discountTooLarge: "La remise ne peut pas dépasser le total des actes.",
  overpaid: (reste: string) => `Le paiement dépasse ce qui reste à régler (${reste}).`,
  chequeNumber: "Indiquez le numéro du chèque.",
  creditNoteOfCreditNote: "Un avoir ne se corrige pas par un autre avoir.",
  creditTooLarge: "L'avoir dépasse ce qui reste du reçu.",
  refundTooLarge: "Le remboursement dépasse ce que le patient a payé.",
  lineUnknown: "Cette ligne n'appartient pas à ce reçu.",
  paymentOnCreditNote: "Un paiement s'enregistre sur le reçu, pas sur l'avoir.",
} as const;

export const paymentModeLabels: Record<PaymentMode, string> = {
  especes: "Espèces",
  cheque: "Chèque",
  carte: "Carte bancaire",
  virement: "Virement",
};

const amount = (label: string) =>
  z
    .number({ error: `${label} doit être un montant en centimes.` })
    .int({ error: `${label} doit être un nombre entier de centimes.` })
    .min(1, { error: `${label} doit être positif.` })
    .max(MAX_CENTIMES, { error: `${label} ne doit pas dépasser 1 000 000 DH.` });

const id = (label: string) => z.number({ error: `${label} est obligatoire.` }).int({ error: `${label} est invalide.` }).positive({ error: `${label} est invalide.` });

export const paymentInput = z
  .strictObject({
    mode: z.enum(paymentModes, { error: "Le mode de paiement doit être espèces, chèque, carte ou virement." }),
    montant: amount("Le montant").meta({ description: "Centimes of dirham" }),
    reference: optionalText("La référence", 100).meta({ description: "The cheque's number (required for a cheque), a transfer's reference" }),
  })
  .refine((value) => value.mode !== "cheque" || Boolean(value.reference), { error: invoiceMessages.chequeNumber, path: ["reference"] });
export type PaymentInput = z.input<typeof paymentInput>;
export type PaymentValues = z.output<typeof paymentInput>;

/** POST /api/invoices: bill a visit (or a patient without an appointment) and take its payments. */
export const invoiceInput = z
  .strictObject({
    appointmentId: id("Le rendez-vous").optional(),
    patientId: id("Le patient").optional(),
    medecinId: id("Le médecin").optional().meta({ description: "Whose fees these are; default: the appointment's doctor, or the caller when a doctor" }),
    lignes: z
      .array(z.strictObject({ actId: id("L'acte"), montant: z.number().int().min(0).max(MAX_CENTIMES, { error: "Le montant ne doit pas dépasser 1 000 000 DH." }) }), {
        error: "Les actes sont obligatoires.",
      })
      .min(1, { error: "Ajoutez au moins un acte." })
      .max(20, { error: "20 actes au plus." }),
    remise: z.strictObject({ montant: amount("La remise"), motif: requiredText("Le motif de la remise", 200) }).optional(),
    paiements: z.array(paymentInput).max(6, { error: "6 paiements au plus." }).default([]),
    assureurId: id("L'organisme").optional(),
  })
  .refine((value) => (value.appointmentId === undefined) !== (value.patientId === undefined), { error: invoiceMessages.oneTarget, path: ["appointmentId"] });
export type InvoiceInput = z.input<typeof invoiceInput>;
export type InvoiceValues = z.output<typeof invoiceInput>;

/** POST /api/invoices/{id}/credit-notes: a whole credit note, or some lines at lower amounts. */
export const creditNoteInput = z.strictObject({
  motif: requiredText("Le motif", 500),
  lignes: z
    .array(z.strictObject({ ligneId: id("La ligne"), montant: amount("Le montant") }))
    .min(1, { error: "Choisissez au moins une ligne." })
    .max(20)
    .optional(),
  remboursement: paymentInput.optional().meta({ description: "Money given back now (a negative payment on today's cash day)" }),
});
export type CreditNoteInput = z.input<typeof creditNoteInput>;
export type CreditNoteValues = z.output<typeof creditNoteInput>;

/** 201 of POST /api/invoices and of its payments. */
export const issuedInvoiceResponse = z
  .object({ id: answer.id, numero: z.string().meta({ description: "H2026-000045 (receipt) or A2026-000003 (credit note)" }), total: z.number().int(), reste: z.number().int() })
  .meta({ id: "IssuedInvoice" });
export type IssuedInvoice = z.infer<typeof issuedInvoiceResponse>;

export const invoiceResponse = z
  .object({
    id: answer.id,
    serie: z.enum(["H", "A"]),
    numero: z.string(),
    jour: answer.calendarDate,
    emisLe: answer.instant,
    patient: z.object({ id: answer.id, nom: z.string(), prenom: z.string() }),
    medecin: staffRefResponse,
    appointmentId: answer.id.nullable(),
    lignes: z.array(
      z.object({
        id: answer.id,
        code: z.string(),
        libelle: z.string(),
        lettreCle: z.string().nullable(),
        coefficient: z.number().int().nullable(),
        montant: z.number().int(),
        tarifReference: z.number().int().nullable(),
      }),
    ),
    remise: z.number().int(),
    remiseMotif: z.string().nullable(),
    total: z.number().int(),
    paye: z.number().int().meta({ description: "Sum of the payments (refunds negative)" }),
    reste: z.number().int().meta({ description: "What is still due: total, less the credit notes, less what was paid" }),
    paiements: z.array(
      z.object({ id: answer.id, mode: z.enum(paymentModes), montant: z.number().int(), reference: z.string().nullable(), jour: answer.calendarDate, recuLe: answer.instant }),
    ),
    avoirs: z.array(z.object({ id: answer.id, numero: z.string(), total: z.number().int() })),
    factureOrigine: z.object({ id: answer.id, numero: z.string() }).nullable(),
    impressions: z.number().int(),
  })
  .meta({ id: "Invoice" });
export type Invoice = z.infer<typeof invoiceResponse>;

/** GET /api/invoices/a-facturer: visits marked « vu » between two practice days with no live receipt. */
export const toBillQuery = z.object({ du: queryDay("La date de début").optional(), au: queryDay("La date de fin").optional() });

export const toBillResponse = z
  .object({
    items: z.array(
      z.object({
        appointmentId: answer.id,
        dateHeure: answer.instant,
        motif: z.string(),
        patient: z.object({ id: answer.id, nom: z.string(), prenom: z.string() }),
        medecin: staffRefResponse,
        actesProposes: z.array(answer.id).meta({ description: "The active acts of the visit's type (GET /api/booking/visit-types), in order: the bill's first lines" }),
      }),
    ),
  })
  .meta({ id: "VisitsToBill" });
export type VisitsToBill = z.infer<typeof toBillResponse>;

/** GET /api/invoices/a-regler: receipts with something still due, oldest first. */
export const unpaidResponse = z
  .object({
    items: z.array(
      z.object({ id: answer.id, numero: z.string(), jour: answer.calendarDate, patient: z.object({ id: answer.id, nom: z.string(), prenom: z.string() }), total: z.number().int(), reste: z.number().int() }),
    ),
  })
  .meta({ id: "UnpaidInvoices" });
export type UnpaidInvoices = z.infer<typeof unpaidResponse>;

/** GET /api/invoices?patientId=N: a patient's receipts and credit notes. */
export const patientInvoicesQuery = z.object({ patientId: idParam.meta({ description: "The patient's id" }) });

/** Where a bill stands: a receipt paid, still owing, or cancelled whole by its credit notes; or a credit note. */
export const invoiceStatuses = ["acquitte", "a_regler", "annule", "avoir"] as const;
export type InvoiceStatus = (typeof invoiceStatuses)[number];
export const invoiceStatusLabels: Record<InvoiceStatus, string> = { acquitte: "Acquitté", a_regler: "À régler", annule: "Annulé par avoir", avoir: "Avoir" };

export const patientInvoicesResponse = z
  .object({
    items: z.array(
      z.object({
        id: answer.id,
        serie: z.enum(["H", "A"]),
        numero: z.string(),
        jour: answer.calendarDate,
        medecin: staffRefResponse,
        total: z.number().int().meta({ description: "Centimes; a credit note's is negative" }),
        paye: z.number().int().meta({ description: "Payments net of refunds (a receipt's include its credit notes' refunds)" }),
        reste: z.number().int().meta({ description: "What is still due on a receipt (0 on a credit note)" }),
        avoirs: z.array(z.object({ id: answer.id, numero: z.string(), total: z.number().int() })).meta({ description: "A receipt's credit notes" }),
        factureOrigine: z.object({ id: answer.id, numero: z.string() }).nullable().meta({ description: "A credit note's receipt" }),
        statut: z.enum(invoiceStatuses),
      }),
    ),
  })
  .meta({ id: "PatientInvoices" });
export type PatientInvoices = z.infer<typeof patientInvoicesResponse>;
export type PatientInvoice = PatientInvoices["items"][number];

/** GET /api/invoices/pdf: the receipts and credit notes of at most PERIOD_PDF_MAX_DAYS days as one PDF. */
export const PERIOD_PDF_MAX_DAYS = 366;
export const PERIOD_PDF_MAX_BILLS = 3000;
export const periodPdfMessages = {
  order: "La date de fin doit suivre la date de début.",
  tooLong: `La période ne doit pas dépasser ${PERIOD_PDF_MAX_DAYS} jours.`,
  empty: "Aucun reçu ni avoir sur cette période.",
  tooMany: `Plus de ${PERIOD_PDF_MAX_BILLS} reçus et avoirs sur cette période : choisissez une période plus courte.`,
} as const;
