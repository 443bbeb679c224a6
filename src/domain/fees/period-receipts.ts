import { and, asc, between, desc, eq, inArray } from "drizzle-orm";
import type { Database } from "@/db/client";
import { invoices, payments } from "@/db/schema";
import { daysFrom, type PlainDate } from "@/calendar/plain-date";
import { recordAuditEvent, type AuditContext } from "@/domain/audit/audit-log";
import { forbidden, invalid, notFound } from "@/domain/errors";
import { dueSql, paidSql } from "@/domain/fees/invoice-balance";
import type { FrozenInvoice, InvoicePrint } from "@/domain/fees/invoices";
import type { RevenueScope } from "@/domain/fees/money-access";
import { PERIOD_PDF_MAX_BILLS, PERIOD_PDF_MAX_DAYS, periodPdfMessages } from "@/schemas/invoice";
import { revenueMessages } from "@/schemas/revenue";

/**
 * GET /api/invoices/pdf (decision 063): every receipt and credit note of a period, as the
 * accountant files them — the receipts (series H) in number order, then the credit notes (series
 * A) in number order — each drawn from its frozen content with today's balance and marked
 * DUPLICATA, since the original went to the patient. The bundle is not a print of each bill (their
 * counters stay), but one export audited as export.invoices_pdf. Who sees what is `revenueScope`.
 */
export async function periodReceipts<T>(
  db: Database,
  scope: RevenueScope,
  period: { du: PlainDate; au: PlainDate },
  audit: AuditContext,
  render: (prints: InvoicePrint[]) => Promise<T>,
): Promise<{ count: number; rendered: T }> {
  if (scope.kind === "none") throw forbidden(revenueMessages.forbidden);
  const days = daysFrom(period.du, period.au);
  if (days < 0) throw invalid(periodPdfMessages.order, { au: periodPdfMessages.order });
  if (days + 1 > PERIOD_PDF_MAX_DAYS) throw invalid(periodPdfMessages.tooLong, { au: periodPdfMessages.tooLong });
  const rows = await db
    .select({ id: invoices.id, serie: invoices.serie, numero: invoices.numero, contenu: invoices.contenu, total: invoices.totalCentimes, paye: paidSql, reste: dueSql })
    .from(invoices)
    .where(and(between(invoices.jour, period.du, period.au), scope.kind === "own" ? eq(invoices.medecinId, scope.medecinId) : undefined))
    // 'H' sorts after 'A': descending puts the receipts first.
    .orderBy(desc(invoices.serie), asc(invoices.annee), asc(invoices.rang))
    .limit(PERIOD_PDF_MAX_BILLS + 1);
  if (rows.length === 0) throw notFound(periodPdfMessages.empty);
  if (rows.length > PERIOD_PDF_MAX_BILLS) throw invalid(periodPdfMessages.tooMany, { du: periodPdfMessages.tooMany });
  const paid = await db
    .select({ invoiceId: payments.invoiceId, mode: payments.mode, montant: payments.montantCentimes, reference: payments.reference })
    .from(payments)
    .where(inArray(payments.invoiceId, rows.map((row) => row.id)))
    .orderBy(asc(payments.id));
  const prints = rows.map((row): InvoicePrint => {
    const own = paid.filter((payment) => payment.invoiceId === row.id).map(({ mode, montant, reference }) => ({ mode, montant, reference }));
    const receipt = row.serie === "H";
    return {
      content: row.contenu as FrozenInvoice,
      duplicata: true,
      paiements: own,
      paye: receipt ? Number(row.paye) : own.reduce((sum, payment) => sum + payment.montant, 0),
      reste: receipt ? Number(row.reste) : 0,
      fileName: `${receipt ? "recu" : "avoir"}-${row.numero}-duplicata.pdf`,
    };
  });
  const rendered = await render(prints);
  await recordAuditEvent(db, audit, { action: "export.invoices_pdf", details: { du: period.du, au: period.au, nombre: rows.length } });
  return { count: rows.length, rendered };
}
