import { eq } from "drizzle-orm";
import type { z } from "zod";
import type { Database } from "@/db/client";
import { practiceHours } from "@/db/schema";
import { recordAuditEvent, type AuditContext } from "@/domain/audit/audit-log";
import { HOLIDAY_YEARS, moroccanPublicHolidaysFrom } from "@/calendar/moroccan-holidays";
import { defaultWeeklyHours } from "@/calendar/default-hours";
import type { PracticeHours, practiceHoursInput } from "@/schemas/practice-hours";

/**
 * The practice's opening hours and closures: one row (id 1) with the whole document.
 *
 * Public holidays are pre-filled when the hours are read: the current year (in the practice's
 * time zone) and the next four. The row remembers which years were filled (`holiday_years`), so
 * each year is filled once: an admin's confirmation or move (same id) is kept, a removal is not
 * undone, and as years pass the new year's holidays arrive on the first read of that year. Only
 * then is the document written by a read, under a row lock; it never changes `updated_at`.
 */

type StoredDocument = Omit<PracticeHours, "misAJourLe">;
export type PracticeHoursUpdate = z.output<typeof practiceHoursInput>;

const SINGLE_ROW = 1;

type Row = typeof practiceHours.$inferSelect;

function toPracticeHours(row: Pick<Row, "document" | "updatedAt">): PracticeHours {
  const document = row.document as StoredDocument;
  return {
    semaine: document.semaine,
    periodes: document.periodes,
    fermetures: document.fermetures,
    misAJourLe: row.updatedAt?.toISOString() ?? null,
  };
}

function wantedYears(today: string): number[] {
  const year = Number(today.slice(0, 4));
  return Array.from({ length: HOLIDAY_YEARS }, (_, index) => year + index);
}

/**
 * Adds the holidays of the years not filled yet (skipping ids already there) and drops what ended
 * before last year, so the document stays small (the API's body limit is 32 KB).
 */
function withHolidays(document: StoredDocument, filled: number[], today: string): { document: StoredDocument; years: number[] } {
  const wanted = wantedYears(today);
  const missing = wanted.filter((year) => !filled.includes(year));
  const keepFrom = `${wanted[0]! - 1}-01-01`;
  const present = new Set(document.fermetures.map((closure) => closure.id));
  const added = missing.flatMap((year) => moroccanPublicHolidaysFrom(year, 1)).filter((closure) => !present.has(closure.id));
  const fermetures = byDate([...document.fermetures.filter((closure) => closure.au >= keepFrom), ...added]);
  return {
    document: { ...document, periodes: document.periodes.filter((period) => period.au >= keepFrom), fermetures },
    years: [...new Set([...filled, ...wanted])].filter((year) => year >= wanted[0]!).sort((a, b) => a - b),
  };
}

/** Periods and closures by first day (then id): the order the screens list them in. */
function byDate<T extends { du: string; id: string }>(items: T[]): T[] {
  return [...items].sort((a, b) => (a.du !== b.du ? (a.du < b.du ? -1 : 1) : a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

const isFilled = (row: Pick<Row, "holidayYears">, today: string) => wantedYears(today).every((year) => row.holidayYears.includes(year));

/** Creates the row (default week, nothing else) when missing, and locks it until the transaction ends. */
async function lockRow(tx: Database): Promise<Row> {
  const empty: StoredDocument = { semaine: defaultWeeklyHours(), periodes: [], fermetures: [] };
  await tx.insert(practiceHours).values({ id: SINGLE_ROW, document: empty }).onConflictDoNothing();
  const [row] = await tx.select().from(practiceHours).where(eq(practiceHours.id, SINGLE_ROW)).for("update");
  return row!;
}

/** Fills the missing years' holidays into the locked row. */
async function fillHolidays(tx: Database, row: Row, today: string): Promise<Row> {
  if (isFilled(row, today)) return row;
  const { document, years } = withHolidays(row.document as StoredDocument, row.holidayYears, today);
  const [updated] = await tx
    .update(practiceHours)
    .set({ document, holidayYears: years })
    .where(eq(practiceHours.id, SINGLE_ROW))
    .returning();
  return updated!;
}

/**
 * GET /api/practice/hours. `today` is the practice's calendar date (YYYY-MM-DD); it only decides
 * which years' holidays are filled, so callers without the time zone at hand may leave it to the
 * UTC date at `now` (an hour apart at most, on New Year's Eve). Before any save, this is
 * `defaultPracticeHours()` of this year.
 */
export async function readPracticeHours(db: Database, options: { today?: string; now?: Date } = {}): Promise<PracticeHours> {
  const today = options.today ?? (options.now ?? new Date()).toISOString().slice(0, 10);
  const [row] = await db.select().from(practiceHours).where(eq(practiceHours.id, SINGLE_ROW)).limit(1);
  if (row && isFilled(row, today)) return toPracticeHours(row);
  return db.transaction(async (tx) => toPracticeHours(await fillHolidays(tx, await lockRow(tx), today)));
}

/** PUT /api/practice/hours (ADMIN): replaces the document; audited with counts only. */
export async function savePracticeHours(
  db: Database,
  input: PracticeHoursUpdate,
  context: AuditContext & { today: string; now?: Date },
): Promise<PracticeHours> {
  return db.transaction(async (tx) => {
    await lockRow(tx);
    const document: StoredDocument = { semaine: input.semaine, periodes: byDate(input.periodes), fermetures: byDate(input.fermetures) };
    const [saved] = await tx
      .update(practiceHours)
      .set({ document, updatedAt: context.now ?? new Date(), updatedBy: context.actorId })
      .where(eq(practiceHours.id, SINGLE_ROW))
      .returning();
    await recordAuditEvent(tx, context, {
      action: "practice_hours.update",
      details: {
        openWeekdays: Object.values(input.semaine).filter((ranges) => ranges.length > 0).length,
        periods: input.periodes.length,
        closures: input.fermetures.length,
        estimatedClosures: input.fermetures.filter((closure) => closure.estimee).length,
      },
    });
    // A document saved before any read gets this year's holidays too, as a read would give them.
    return toPracticeHours(await fillHolidays(tx, saved!, context.today));
  });
}
