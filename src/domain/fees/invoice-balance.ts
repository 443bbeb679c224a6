import { sql, type SQL } from "drizzle-orm";

/**
 * A receipt's balance, written once (decisions 056, 057), as SQL over the row of `invoices` in
 * the enclosing query (`"invoices"."id"`, `"invoices"."total_centimes"`):
 * - credited: the sum of its credit notes (negative);
 * - paid: the payments on it plus the refunds on its credit notes (negative), so what the patient's
 *   money on it nets to;
 * - due: total + credited − paid.
 * A receipt is live when a credit note has not cancelled it whole (a zero-total receipt — an
 * exemption — cannot be credited and stays live).
 */
export const creditedSql = sql<string>`coalesce((select sum(c.total_centimes) from invoices c where c.facture_origine_id = "invoices"."id"), 0)`;

export const paidSql = sql<string>`coalesce((select sum(p.montant_centimes) from payments p
  where p.invoice_id = "invoices"."id" or p.invoice_id in (select c.id from invoices c where c.facture_origine_id = "invoices"."id")), 0)`;

export const dueSql = sql<string>`("invoices"."total_centimes" + ${creditedSql} - ${paidSql})`;

export const liveReceiptSql: SQL = sql`("invoices"."serie" = 'H' and ("invoices"."total_centimes" = 0 or "invoices"."total_centimes" + ${creditedSql} > 0))`;
