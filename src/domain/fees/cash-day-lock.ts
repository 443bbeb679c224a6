import { eq, sql } from "drizzle-orm";
import type { Database } from "@/db/client";
import { cashDays } from "@/db/schema";
import type { PlainDate } from "@/calendar/plain-date";
import { conflict } from "@/domain/errors";

/**
 * The one gate every payment passes (decision 056): inside the payment's transaction, take the
 * cash day's row lock (creating the row on the day's first payment) and refuse when the day is
 * closed. Closing takes the same lock, so a payment and the closing of its day never interleave:
 * either the payment is in the closed day's totals, or it is refused.
 */
export const cashDayMessages = {
  closed: (jour: PlainDate) => `La caisse du ${jour.slice(8, 10)}/${jour.slice(5, 7)}/${jour.slice(0, 4)} est clôturée : aucun paiement ne peut plus y être enregistré.`,
};

export async function lockCashDay(tx: Database, jour: PlainDate): Promise<typeof cashDays.$inferSelect> {
  await tx.insert(cashDays).values({ jour }).onConflictDoNothing();
  const [row] = await tx.select().from(cashDays).where(eq(cashDays.jour, jour)).for("update");
  return row!;
}

/** Locks the day and throws a 409 when it is closed. Returns the day's row. */
export async function lockOpenCashDay(tx: Database, jour: PlainDate): Promise<typeof cashDays.$inferSelect> {
  const day = await lockCashDay(tx, jour);
  if (day.clotureAt) throw conflict(cashDayMessages.closed(jour), { jour: cashDayMessages.closed(jour) });
  return day;
}

/** Whether the day is closed, without locking (for screens). */
export async function isCashDayClosed(db: Database, jour: PlainDate): Promise<boolean> {
  const [row] = await db.select({ closed: sql<boolean>`${cashDays.clotureAt} is not null` }).from(cashDays).where(eq(cashDays.jour, jour));
  return row?.closed ?? false;
}
