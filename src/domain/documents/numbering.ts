import { sql } from "drizzle-orm";
import { type Database, queryRows } from "@/db/client";
import { todayIn } from "@/calendar/zone";

/**
 * Document numbers (decision 053): `2026-000123`, per calendar year of the practice's time zone,
 * without gaps. One counter row per year, raised by one upsert inside the issuing transaction: the
 * row lock it takes makes a concurrent issue wait until this one commits or rolls back, so a number
 * is used by exactly one committed document and a rolled-back issue gives its number back.
 */

/** The practice's calendar year at `now` (a document issued at 00:30 on 1 January in Casablanca is of the new year). */
export function documentYear(now: Date, timeZone: string): number {
  return Number(todayIn(timeZone, now).slice(0, 4));
}

export function formatDocumentNumber(year: number, rank: number): string {
  return `${year}-${String(rank).padStart(6, "0")}`;
}

/** The next rank of `year`; call it inside the transaction that stores the document. */
export async function takeDocumentNumber(tx: Database, year: number): Promise<{ annee: number; rang: number; numero: string }> {
  const [row] = await queryRows<{ dernier: number }>(
    tx,
    sql`insert into document_counters (annee, dernier) values (${year}, 1)
        on conflict (annee) do update set dernier = document_counters.dernier + 1
        returning dernier`,
  );
  const rang = Number(row!.dernier);
  return { annee: year, rang, numero: formatDocumentNumber(year, rang) };
}
