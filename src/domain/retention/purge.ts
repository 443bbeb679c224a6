import { sql, type SQL } from "drizzle-orm";
import type { Database } from "@/db/client";
import { recordAuditEvent } from "@/domain/audit/audit-log";
import { hourIn, startOfDayIn, todayIn } from "@/calendar/zone";
import type { RetentionPeriods } from "@/schemas/retention";

/**
 * The retention purge (law 09-08, issue 25, decision 033): what the site collected is deleted once
 * its period is over, counted in whole days of the practice's time zone. One transaction: the
 * deletions and the audit event that counts them are committed together or not at all.
 */

/** The first day that is kept, per kind: everything dated before it goes. */
export type PurgeCutoffs = {
  /** Requests whose preferred date is before this day (and never linked to a patient or an appointment). */
  requests: string;
  /** Contact messages received before the start of this day. */
  messages: string;
  /** Sent or failed outbox rows created before the start of this day (pending ones always stay). */
  notifications: string;
  /** Audit events before the start of this day. */
  audit: string;
};

/** Rows deleted (or, in a dry run, that would be): counts only, as the audit event holds them. */
export type PurgeCounts = { appointmentRequests: number; contactMessages: number; notifications: number; auditEvents: number };

export type PurgeResult = { dryRun: boolean; today: string; cutoffs: PurgeCutoffs; counts: PurgeCounts };

/** The calendar date `months` before `date` (YYYY-MM-DD), the day clamped to the target month's last (31 March − 1 month = 28 or 29 February). */
export function subtractMonths(date: string, months: number): string {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  const target = new Date(Date.UTC(y, m - 1 - months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(d, lastDay));
  return target.toISOString().slice(0, 10);
}

export function purgeCutoffs(periods: RetentionPeriods, today: string): PurgeCutoffs {
  return {
    requests: subtractMonths(today, periods.requestsMonths),
    messages: subtractMonths(today, periods.messagesMonths),
    notifications: subtractMonths(today, periods.notificationsMonths),
    audit: subtractMonths(today, periods.auditYears * 12),
  };
}

/** Midnight of a calendar day in the practice's time zone, as an instant. */
const startOfDay = startOfDayIn;

/** What each kind's purge selects: a table and the rows past their period. */
function conditions(cutoffs: PurgeCutoffs, timeZone: string): Record<keyof PurgeCounts, { table: SQL; where: SQL }> {
  return {
    // Only requests "never turned into an appointment": one linked to a patient or an appointment is part of that file.
    appointmentRequests: {
      table: sql`appointment_requests`,
      where: sql`appointment_id is null and patient_id is null and date_preferee < ${cutoffs.requests}::date`,
    },
    contactMessages: { table: sql`contact_messages`, where: sql`created_at < ${startOfDay(cutoffs.messages, timeZone).toISOString()}::timestamptz` },
    // A pending message is still to be sent (or retried): never deleted, however old.
    notifications: {
      table: sql`notifications`,
      where: sql`statut in ('envoye', 'non_envoye', 'echec') and created_at < ${startOfDay(cutoffs.notifications, timeZone).toISOString()}::timestamptz`,
    },
    auditEvents: { table: sql`audit_events`, where: sql`at < ${startOfDay(cutoffs.audit, timeZone).toISOString()}::timestamptz` },
  };
}

async function countOf(db: Database, query: SQL): Promise<number> {
  const result = (await db.execute(query)) as unknown as { rows: { n: number | string }[] };
  return Number(result.rows[0]?.n ?? 0);
}

/** One instance at a time purges (a transaction-scoped advisory lock), so that two never count the same rows. */
const PURGE_LOCK = 2_025_033_001;

export type PurgeOptions = {
  periods: RetentionPeriods;
  timeZone: string;
  dryRun?: boolean;
  now?: Date;
  /** Who asked (the audit event's request id): the server's daily run or the command line. */
  requestId: string;
  /** The daily run: skip the purge when one already ran today (any instance, or the command). */
  oncePerDay?: boolean;
};

/**
 * Deletes what is past its period, or in a dry run only counts it. A purge (not a dry run) writes
 * one `retention.purge` audit event holding the four counts. Null when `oncePerDay` finds today's
 * purge done.
 */
export async function purgeExpiredData(db: Database, options: PurgeOptions): Promise<PurgeResult | null> {
  const now = options.now ?? new Date();
  const today = todayIn(options.timeZone, now);
  const cutoffs = purgeCutoffs(options.periods, today);
  const dryRun = options.dryRun ?? false;
  const kinds = conditions(cutoffs, options.timeZone);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${PURGE_LOCK})`);
    if (options.oncePerDay) {
      const done = await countOf(
        tx,
        sql`select count(*) as n from audit_events where action = 'retention.purge' and at >= ${startOfDay(today, options.timeZone).toISOString()}::timestamptz`,
      );
      if (done > 0) return null;
    }
    const counts = {} as PurgeCounts;
    for (const [kind, { table, where }] of Object.entries(kinds) as [keyof PurgeCounts, { table: SQL; where: SQL }][]) {
      counts[kind] = dryRun
        ? await countOf(tx, sql`select count(*) as n from ${table} where ${where}`)
        : await countOf(tx, sql`with gone as (delete from ${table} where ${where} returning 1) select count(*) as n from gone`);
    }
    if (!dryRun) {
      await recordAuditEvent(tx, { actorId: null, requestId: options.requestId }, { action: "retention.purge", details: counts });
    }
    return { dryRun, today, cutoffs, counts };
  });
}

/** The daily purge is due once the practice's clock has reached `hour`. */
export function purgeHourReached(hour: number, timeZone: string, now: Date): boolean {
  return hourIn(timeZone, now) >= hour;
}
