import { asc, eq } from "drizzle-orm";
import type { Database } from "@/db/client";
import { invoices, payments } from "@/db/schema";
import { recordAuditEvent, type AuditContext } from "@/domain/audit/audit-log";
import { conflict, notFound } from "@/domain/errors";
import { claimFormLayoutOf } from "@/domain/fees/claim-form-layout";
import type { FrozenInvoice } from "@/domain/fees/invoices";
import { claimFormMessages, type ClaimFormLayout } from "@/schemas/claim-form";
import { invoiceMessages } from "@/schemas/invoice";

/**
 * What the patient hands the AMO or a mutuelle with a receipt (decision 060): the doctor's part of
 * the pre-printed feuille de soins, or an attestation of the fees paid when the patient has no
 * form. Both are drawn from the receipt's frozen content, so they say what the receipt says; they
 * are not the receipt, so they do not count as its prints (no DUPLICATA), but each is audited.
 */

export type ClaimPrintKind = "feuille" | "attestation";

/** What the overlay and the attestation are drawn from. */
export type ClaimPrint = { content: FrozenInvoice; layout: ClaimFormLayout; paye: number; fileName: string };

/** GET /api/invoices/{id}/feuille-de-soins and /attestation (any staff member): a receipt only, never a credit note. */
export async function printClaim<T>(db: Database, id: number, kind: ClaimPrintKind, audit: AuditContext, render: (print: ClaimPrint) => Promise<T>): Promise<{ print: ClaimPrint; rendered: T }> {
  const [row] = await db
    .select({ patientId: invoices.patientId, numero: invoices.numero, serie: invoices.serie, contenu: invoices.contenu })
    .from(invoices)
    .where(eq(invoices.id, id));
  if (!row) throw notFound(invoiceMessages.notFound);
  if (row.serie !== "H") throw conflict(claimFormMessages.creditNote);
  // Net of refunds: a refund is a negative payment on the credit note, so it is not counted here.
  const paid = await db.select({ montant: payments.montantCentimes }).from(payments).where(eq(payments.invoiceId, id)).orderBy(asc(payments.id));
  const paye = paid.reduce((sum, payment) => sum + payment.montant, 0);
  if (kind === "attestation" && paye <= 0) throw conflict(claimFormMessages.nothingPaid);
  const layout = await claimFormLayoutOf(db);
  await recordAuditEvent(db, audit, { action: kind === "feuille" ? "invoice.claim_form" : "invoice.attestation", targetType: "patient", targetId: row.patientId, details: { invoiceId: id, numero: row.numero } });
  const print: ClaimPrint = { content: row.contenu as FrozenInvoice, layout, paye, fileName: `${kind === "feuille" ? "feuille-de-soins" : "attestation"}-${row.numero}.pdf` };
  return { print, rendered: await render(print) };
}
