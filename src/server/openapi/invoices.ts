import { cashCloseInput, cashDayPath, cashFloatInput } from "@/schemas/cash-day";
import { creditNoteInput, invoiceInput, patientInvoicesQuery, paymentInput, PERIOD_PDF_MAX_DAYS, periodPdfMessages, toBillQuery } from "@/schemas/invoice";
import { periodQuery } from "@/schemas/revenue";
import { badBody, badId, badQuery, idPath, type Operation, ref, unauthenticated } from "@/server/openapi/operation";

/**
 * Receipts (notes d'honoraires), credit notes and payments (issue 35, decisions 056 and 057). Every
 * amount is whole centimes of dirham under the issue's names: `montant`, `total`, `reste`.
 */

const datePath = [{ name: "date", description: "The practice day, YYYY-MM-DD", schema: { type: "string", format: "date" }, parse: cashDayPath }] as const;

const closedDay = "La caisse du jour est clôturée : aucun paiement ne peut plus y être enregistré.";

export const invoiceCalls = {
  issue: {
    method: "post",
    path: "/api/invoices",
    summary: "Bill a visit (or a patient) and take its first payments: a receipt numbered H{year}-NNNNNN without gaps",
    tag: "Fees",
    access: "staff",
    accessNote:
      "Any staff member (the front desk bills). One of `appointmentId` or `patientId`; `medecinId` defaults to the appointment's doctor, or the caller when a doctor. The number is the practice's calendar year's next of series H, taken in the issuing transaction. The receipt is frozen as issued (a correction is a credit note). Payments count in today's cash day. `total` and `reste` are centimes. Audited as invoice.issue.",
    body: { name: "InvoiceInput", schema: invoiceInput },
    success: { status: 201, description: "The receipt's id, number, total and what is still due", schema: ref("IssuedInvoice") },
    errors: {
      ...badBody,
      ...unauthenticated,
      404: "Rendez-vous non trouvé / Patient non trouvé",
      409: `Cette visite a déjà un reçu (its number), a cancelled or missed appointment, a merged file, or: ${closedDay}`,
    },
  },
  listForPatient: {
    method: "get",
    path: "/api/invoices",
    summary: "A patient's receipts and credit notes, newest first: total, paid, still due, credit notes or original receipt, status",
    tag: "Fees",
    access: "staff",
    accessNote: "Any staff member, as one receipt is (the desk bills and takes payments). `statut`: acquitte, a_regler, annule (credited whole) or avoir. Audited as invoice.list on the patient.",
    query: patientInvoicesQuery,
    success: { status: 200, description: "The patient's bills", schema: ref("PatientInvoices") },
    errors: { ...badQuery, ...unauthenticated, 404: "Patient non trouvé." },
  },
  periodPdf: {
    method: "get",
    path: "/api/invoices/pdf",
    summary: "Every receipt and credit note of a period as one PDF: receipts in number order, then credit notes, each marked DUPLICATA",
    tag: "Fees",
    access: "staff",
    accessNote: `ADMIN: every doctor's bills; a doctor (MEDECIN): their own; ASSISTANT: 403. \`du\` and \`au\` are practice days, at most ${PERIOD_PDF_MAX_DAYS} days apart. The bills' print counters do not change. Audited once as export.invoices_pdf.`,
    query: periodQuery,
    success: {
      status: 200,
      description: "The PDF (A4), one bill after the other, each from a new page",
      contentType: "application/pdf",
      schema: { type: "string", format: "binary" },
      headers: { "Content-Disposition": { description: "attachment; filename=recus-2026-11-01-2026-11-30.pdf", schema: { type: "string" } } },
    },
    errors: {
      ...unauthenticated,
      400: `A query parameter is invalid, or: ${periodPdfMessages.order} / ${periodPdfMessages.tooLong} / ${periodPdfMessages.tooMany}`,
      403: "Les recettes sont réservées à l'administrateur et aux médecins.",
      404: periodPdfMessages.empty,
    },
  },
  read: {
    method: "get",
    path: "/api/invoices/{id}",
    summary: "A receipt or a credit note: its lines, payments, credit notes and balance",
    tag: "Fees",
    access: "staff",
    pathParams: idPath("The receipt's id"),
    success: { status: 200, description: "The bill", schema: ref("Invoice") },
    errors: { ...badId, ...unauthenticated, 404: "Reçu non trouvé." },
  },
  pay: {
    method: "post",
    path: "/api/invoices/{id}/payments",
    summary: "Take a further payment on a receipt (never more than what is due)",
    tag: "Fees",
    access: "staff",
    accessNote: "Counts in today's cash day (409 once it is closed). A cheque needs its number. Audited as invoice.payment.",
    pathParams: idPath("The receipt's id"),
    body: { name: "PaymentInput", schema: paymentInput },
    success: { status: 201, description: "The receipt's id, number, total and what is still due", schema: ref("IssuedInvoice") },
    errors: { ...badId, ...badBody, ...unauthenticated, 404: "Reçu non trouvé.", 409: `${closedDay} Or: the bill is a credit note.` },
  },
  creditNote: {
    method: "post",
    path: "/api/invoices/{id}/credit-notes",
    summary: "Correct a receipt with a credit note (avoir, A{year}-NNNNNN): the receipt itself never changes",
    tag: "Fees",
    access: "staff",
    accessNote:
      "Without `lignes`, the whole of what remains of the receipt; with them, those lines up to their amounts. `remboursement` gives money back now (a negative payment in today's cash day). Audited as invoice.credit_note.",
    pathParams: idPath("The receipt's id"),
    body: { name: "CreditNoteInput", schema: creditNoteInput },
    success: { status: 201, description: "The credit note's id, number and (negative) total", schema: ref("IssuedInvoice") },
    errors: { ...badId, ...badBody, ...unauthenticated, 404: "Reçu non trouvé.", 409: `A credit note cannot be credited, or: ${closedDay}` },
  },
  pdf: {
    method: "get",
    path: "/api/invoices/{id}/pdf",
    summary: "The receipt or credit note as a PDF on the practice's letterhead: the original the first time, a DUPLICATA after",
    tag: "Fees",
    access: "staff",
    accessNote: "Prints the doctor's INPE and the practice's IF and ICE (PRACTICE_IF, PRACTICE_ICE), the amount in words, the payments and « Acquitté » or what is due. Audited as invoice.print.",
    pathParams: idPath("The receipt's id"),
    success: {
      status: 200,
      description: "The PDF (A4)",
      contentType: "application/pdf",
      schema: { type: "string", format: "binary" },
      headers: { "Content-Disposition": { description: "inline; filename=recu-H2026-000045.pdf", schema: { type: "string" } } },
    },
    errors: { ...badId, ...unauthenticated, 404: "Reçu non trouvé." },
  },
  toBill: {
    method: "get",
    path: "/api/invoices/a-facturer",
    summary: "Visits marked « vu » with no live receipt (none, or every one fully credited), newest first",
    tag: "Fees",
    access: "staff",
    accessNote: "`du` and `au` are practice days (default: the last 30 days to today); at most 200 visits.",
    query: toBillQuery,
    success: { status: 200, description: "The visits to bill", schema: ref("VisitsToBill") },
    errors: { ...badQuery, ...unauthenticated },
  },
  unpaid: {
    method: "get",
    path: "/api/invoices/a-regler",
    summary: "Receipts with something still due (à régler), oldest first",
    tag: "Fees",
    access: "staff",
    success: { status: 200, description: "The receipts and what each still owes", schema: ref("UnpaidInvoices") },
    errors: { ...unauthenticated },
  },
  cashDay: {
    method: "get",
    path: "/api/cash-days/{date}",
    summary: "The day's cash: the float, every payment of that practice day, the totals by mode, the cash expected, the closing",
    tag: "Fees",
    access: "staff",
    pathParams: datePath,
    success: { status: 200, description: "The day's journal", schema: ref("CashDay") },
    errors: { 400: "La date doit être une date valide (AAAA-MM-JJ).", ...unauthenticated },
  },
  cashFloat: {
    method: "patch",
    path: "/api/cash-days/{date}",
    summary: "Set the day's opening float (while the day is open)",
    tag: "Fees",
    access: "staff",
    accessNote: "Audited as cash_day.float.",
    pathParams: datePath,
    body: { name: "CashFloatInput", schema: cashFloatInput },
    success: { status: 200, description: "The day's journal", schema: ref("CashDay") },
    errors: { ...badBody, ...unauthenticated, 409: closedDay },
  },
  closeCashDay: {
    method: "post",
    path: "/api/cash-days/{date}/close",
    summary: "Close the day's cash: the cash counted and its difference from the cash expected; then the day takes no payment",
    tag: "Fees",
    access: "staff",
    accessNote:
      "Any staff member (the desk closes). Computed under the day's lock, which every payment takes: a payment is either counted in the closed day or refused. A late correction is a new entry on the day it is made. Audited as cash_day.close.",
    pathParams: datePath,
    body: { name: "CashCloseInput", schema: cashCloseInput },
    success: { status: 200, description: "The closed day's journal", schema: ref("CashDay") },
    errors: { ...badBody, ...unauthenticated, 400: "On ne clôture pas une journée à venir.", 409: "Cette caisse est déjà clôturée." },
  },
} satisfies Record<string, Operation>;
