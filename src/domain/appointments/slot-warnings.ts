import { eq } from "drizzle-orm";
import type { Database } from "@/db/client";
import { appointments } from "@/db/schema";
import { occupiesSlot, type Slot } from "@/domain/appointments/appointment-status";
import { findConflicts, recordConflictsShown } from "@/domain/appointments/conflicts";
import type { AuditContext } from "@/domain/audit/audit-log";
import { notFound } from "@/domain/errors";
import { readPracticeHours } from "@/domain/practice-hours/practice-hours";
import { closedSlotWarning, type HoursDocument } from "@/calendar/opening-hours";
import { todayIn, wallClockIn } from "@/calendar/zone";
import { appointmentMessages, type AppointmentWarnings } from "@/schemas/appointment";

/**
 * What a staff booking is warned of besides overlaps (issue 32): the practice closed at that time.
 * The product's paths (the agenda's booking, the conversion, every move) answer it as
 * `fermeture` in their 409 until the user confirms (`forcer`); the spec's bare POST never does.
 */

/** The opening hours and closures as the checks read them (the practice's date at `now` fills the holidays). */
export function readHoursForChecks(db: Database, timeZone: string, now: Date = new Date()) {
  return readPracticeHours(db, { today: todayIn(timeZone, now), now });
}

/** Why the practice is closed for this slot (closedSlotWarning on the practice's clock), or null. */
export function closedSlotOf(hours: HoursDocument, slot: Slot, timeZone: string): string | null {
  const { date, minutes } = wallClockIn(slot.start, timeZone);
  return closedSlotWarning(hours, date, minutes, slot.minutes);
}

/**
 * GET /api/appointments/{id}/warnings: the doctor's other appointments this one overlaps and why
 * the practice is closed then, for the note the spec's form shows after its bare call. A cancelled
 * or missed appointment holds no slot: nothing to say. Showing the overlaps is a read of patient
 * data, recorded as for a refused booking.
 */
export async function findAppointmentWarnings(
  db: Database,
  id: number,
  context: AuditContext & { timeZone: string; now?: Date },
): Promise<AppointmentWarnings> {
  const [row] = await db
    .select({ medecinId: appointments.medecinId, dateHeure: appointments.dateHeure, dureeMinutes: appointments.dureeMinutes, status: appointments.status })
    .from(appointments)
    .where(eq(appointments.id, id))
    .limit(1);
  if (!row) throw notFound(appointmentMessages.notFound);
  if (!occupiesSlot(row.status)) return { conflits: [], fermeture: null };
  const slot = { start: row.dateHeure, minutes: row.dureeMinutes };
  // One after the other: PGlite has one connection, and reading the hours may fill a year's holidays in a transaction.
  const conflits = await findConflicts(db, { ...slot, medecinId: row.medecinId, excludeId: id });
  const hours = await readHoursForChecks(db, context.timeZone, context.now);
  if (conflits.length > 0) await recordConflictsShown(db, context, conflits);
  return { conflits, fermeture: closedSlotOf(hours, slot, context.timeZone) };
}
