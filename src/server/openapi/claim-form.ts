import { claimFormLayoutInput } from "@/schemas/claim-form";
import { adminOnly, badBody, badId, idPath, type Operation, ref, unauthenticated } from "@/server/openapi/operation";

/**
 * The feuille de soins (issue 35, decision 060): where the doctor's part of the pre-printed form
 * is printed (millimetres from the sheet's top-left corner), its test print, and for a receipt the
 * overlay to print on the form or, without a form, an attestation of the fees paid.
 */

const pdf = (description: string, fileName: string) => ({
  status: 200,
  description,
  contentType: "application/pdf",
  schema: { type: "string", format: "binary" },
  headers: { "Content-Disposition": { description: `inline; filename=${fileName}`, schema: { type: "string" } } },
});

export const claimFormCalls = {
  readLayout: {
    method: "get",
    path: "/api/feuille-de-soins/gabarit",
    summary: "Where each field of the feuille de soins is printed (mm from the top-left corner); `estimation: true` until an admin saves",
    tag: "Fees",
    access: "staff",
    success: { status: 200, description: "The layout", schema: ref("ClaimFormLayout") },
    errors: { ...unauthenticated },
  },
  saveLayout: {
    method: "put",
    path: "/api/feuille-de-soins/gabarit",
    summary: "Replace the layout of the feuille de soins",
    tag: "Fees",
    access: "admin",
    accessNote: "Every field must lie on the sheet of the chosen format (A4 210 × 297 mm, A5 148 × 210 mm, portrait), else 400 naming the field. Audited as claim_form_layout.update.",
    body: { name: "ClaimFormLayoutInput", schema: claimFormLayoutInput },
    success: { status: 200, description: "The stored layout", schema: ref("ClaimFormLayout") },
    errors: { ...badBody, ...unauthenticated, ...adminOnly },
  },
  testPrint: {
    method: "get",
    path: "/api/feuille-de-soins/gabarit/essai",
    summary: "The test print on plain paper: each field's box with its label, a millimetre ruler along the top and left edges, the instruction to print at 100 %",
    tag: "Fees",
    access: "staff",
    success: pdf("The PDF (the layout's paper size)", "feuille-de-soins-essai.pdf"),
    errors: { ...unauthenticated },
  },
  claimForm: {
    method: "get",
    path: "/api/invoices/{id}/feuille-de-soins",
    summary: "The doctor's part of the feuille de soins for a receipt: the text alone at the layout's positions, to print on the pre-printed form",
    tag: "Fees",
    access: "staff",
    accessNote: "The acts' date, letter-key and coefficient and fee, the total, the doctor's name and INPE, from the receipt's frozen content. Not a print of the receipt (no DUPLICATA). Audited as invoice.claim_form.",
    pathParams: idPath("The receipt's id"),
    success: pdf("The PDF (the layout's paper size)", "feuille-de-soins-H2026-000045.pdf"),
    errors: { ...badId, ...unauthenticated, 404: "Reçu non trouvé.", 409: "The bill is a credit note." },
  },
  attestation: {
    method: "get",
    path: "/api/invoices/{id}/attestation",
    summary: "An attestation of the fees paid on the letterhead, for a patient without a feuille de soins",
    tag: "Fees",
    access: "staff",
    accessNote: "The doctor and INPE, the patient, the date, the acts with their letter-keys and fees, the amount paid in figures and in words, the receipt's number. Audited as invoice.attestation.",
    pathParams: idPath("The receipt's id"),
    success: pdf("The PDF (A4)", "attestation-H2026-000045.pdf"),
    errors: { ...badId, ...unauthenticated, 404: "Reçu non trouvé.", 409: "The bill is a credit note, or nothing was paid on it." },
  },
} satisfies Record<string, Operation>;
