import { sql } from "drizzle-orm";
import { type Database, queryRows } from "@/db/client";
import type { invoiceSeries } from "@/db/schema";

/**
 * Receipt and credit-note numbers (decision 056): `H2026-000045` for a receipt / note d'honoraires,
 * `A2026-000003` for a credit note, per series and calendar year of the practice's time zone (use
 * `documentYear` of src/domain/documents/numbering.ts for the year), without gaps. One counter row
 * per series and year, raised by one upsert inside the issuing transaction: its row lock makes a
 * concurrent issue wait until this one commits or rolls back, so a number belongs to exactly one
 * committed bill and a rolled-back issue gives its number back.
 */

export type InvoiceSeries = (typeof invoiceSeries)[number];

export function formatInvoiceNumber(serie: InvoiceSeries, year: number, rank: number): string {
  return `${serie}${year}-${String(rank).padStart(6, "0")}`;
}

/** The next rank of `serie` in `year`; call it inside the transaction that stores the bill. */
export async function takeInvoiceNumber(
  tx: Database,
  serie: InvoiceSeries,
  year: number,
): Promise<{ serie: InvoiceSeries; annee: number; rang: number; numero: string }> {
  const [row] = await queryRows<{ dernier: number }>(
    tx,
    sql`insert into invoice_counters (serie, annee, dernier) values (${serie}, ${year}, 1)
        on conflict (serie, annee) do update set dernier = invoice_counters.dernier + 1
        returning dernier`,
  );
  const rang = Number(row!.dernier);
  return { serie, annee: year, rang, numero: formatInvoiceNumber(serie, year, rang) };
}
