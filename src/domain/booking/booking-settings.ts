import { eq } from "drizzle-orm";
import type { Database } from "@/db/client";
import { bookingSettings } from "@/db/schema";
import { recordAuditEvent, type AuditContext } from "@/domain/audit/audit-log";
import type { BookingSettings, BookingSettingsInput } from "@/schemas/booking";

/**
 * The online booking rules (decision 047): one row (id 1), inserted with the defaults by
 * migration 0015 — online booking on, 2 h notice, 60 days ahead, the grid of each type's
 * duration, no daily cap, patients may cancel or move until 2 h before. Read by every slot
 * computation; replaced by an admin.
 */

const SINGLE_ROW = 1;
type Row = typeof bookingSettings.$inferSelect;

function toSettings(row: Row): BookingSettings {
  return {
    reservationEnLigne: row.reservationEnLigne,
    preavisMinutes: row.preavisMinutes,
    horizonJours: row.horizonJours,
    pasMinutes: row.pasMinutes,
    plafondJournalier: row.plafondJournalier,
    delaiAnnulationMinutes: row.delaiAnnulationMinutes,
    misAJourLe: row.updatedAt?.toISOString() ?? null,
  };
}

/** The rules; the row is recreated with the defaults should it be missing (a restore of an old backup). */
export async function readBookingSettings(db: Database): Promise<BookingSettings> {
  const [row] = await db.select().from(bookingSettings).where(eq(bookingSettings.id, SINGLE_ROW)).limit(1);
  if (row) return toSettings(row);
  await db.insert(bookingSettings).values({ id: SINGLE_ROW }).onConflictDoNothing();
  const [created] = await db.select().from(bookingSettings).where(eq(bookingSettings.id, SINGLE_ROW)).limit(1);
  return toSettings(created!);
}

/** PUT /api/booking/settings (ADMIN): replaces the rules; audited with the names of the fields changed. */
export async function saveBookingSettings(db: Database, input: BookingSettingsInput, context: AuditContext & { now?: Date }): Promise<BookingSettings> {
  return db.transaction(async (tx) => {
    const before = await readBookingSettings(tx);
    const [row] = await tx
      .update(bookingSettings)
      .set({ ...input, updatedAt: context.now ?? new Date(), updatedBy: context.actorId })
      .where(eq(bookingSettings.id, SINGLE_ROW))
      .returning();
    const fields = (Object.keys(input) as (keyof BookingSettingsInput)[]).filter((key) => before[key] !== input[key]);
    await recordAuditEvent(tx, context, { action: "booking_settings.update", details: { fields } });
    return toSettings(row!);
  });
}
