import { eq } from "drizzle-orm";
import type { Database } from "@/db/client";
import { bookingSettings, visitTypes } from "@/db/schema";
import { recordAuditEvent, type AuditContext } from "@/domain/audit/audit-log";
import { defaultVisitTypes } from "@/domain/booking/default-visit-types";
import type { BookingSettings, BookingSettingsInput } from "@/schemas/booking";

/**
 * The online booking rules (decision 047): one row (id 1) — online booking on, 2 h notice, 60
 * days ahead, the grid of each type's duration, no daily cap, patients may cancel or move until
 * 2 h before. Read by every slot computation; replaced by an admin.
 *
 * Written on the first read, as the opening hours are (decision 020), with the five visit types of
 * an orthopaedic practice: a migrated database holds no row (a restore needs it empty), and
 * `types_preremplis` makes the types arrive once, so an admin's changes are never undone. Two
 * instances reading first at once take turns on the row's lock.
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
    seuilAbsences: row.seuilAbsences,
    misAJourLe: row.updatedAt?.toISOString() ?? null,
  };
}

/** The rules (and, on the first read, the default rules and visit types written). */
export async function readBookingSettings(db: Database): Promise<BookingSettings> {
  const [row] = await db.select().from(bookingSettings).where(eq(bookingSettings.id, SINGLE_ROW)).limit(1);
  if (row?.typesPreremplis) return toSettings(row);
  return db.transaction(async (tx) => {
    await tx.insert(bookingSettings).values({ id: SINGLE_ROW }).onConflictDoNothing();
    const [locked] = await tx.select().from(bookingSettings).where(eq(bookingSettings.id, SINGLE_ROW)).for("update");
    if (locked!.typesPreremplis) return toSettings(locked!);
    await tx.insert(visitTypes).values(defaultVisitTypes);
    const [filled] = await tx.update(bookingSettings).set({ typesPreremplis: true }).where(eq(bookingSettings.id, SINGLE_ROW)).returning();
    return toSettings(filled!);
  });
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
    const fields = (Object.keys(input) as (keyof BookingSettingsInput)[]).filter((key) => input[key] !== undefined && before[key] !== input[key]);
    await recordAuditEvent(tx, context, { action: "booking_settings.update", details: { fields } });
    return toSettings(row!);
  });
}
