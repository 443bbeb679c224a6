import type { PracticeSettings } from "@/content/practice";
import type { WeeklyHours } from "@/schemas/practice-hours";
import { defaultWeeklyHours } from "@/calendar/default-hours";
import { type HoursNotice } from "@/calendar/opening-hours";
import type { RetentionPeriods } from "@/schemas/retention";
import { env, type Env } from "@/server/env";

/** The retention periods of RETENTION_* (decision 033): what the purge applies and /confidentialite states. */
export function retentionPeriodsOf(e: Env): RetentionPeriods {
  return {
    requestsMonths: e.RETENTION_REQUESTS_MONTHS,
    messagesMonths: e.RETENTION_MESSAGES_MONTHS,
    notificationsMonths: e.RETENTION_NOTIFICATIONS_MONTHS,
    auditYears: e.RETENTION_AUDIT_YEARS,
  };
}

/** The practice identity (`PRACTICE_*`): names, contact details and the public URL the pages show, the CNDP number and the retention periods. */
export type PracticeIdentity = Omit<PracticeSettings, "semaine" | "annonces">;

/**
 * What the public pages show that is not in the code: the practice identity of this process's
 * environment and the opening hours an admin edits (issue 20), as last read from the database
 * (src/server/public-values.ts keeps them at most a few seconds old, decision 035).
 */
export type RuntimeValues = {
  identite: PracticeIdentity;
  /** The usual week: what the top bar, footer, contact details and JSON-LD show. */
  semaine: WeeklyHours;
  /** Special periods and closures of the coming weeks (`upcomingHoursNotices`): the contact details and JSON-LD announce them. */
  annonces: HoursNotice[];
  /** TEMPLATE_PAGES_INDEXED: whether the template pages tell search engines to leave them out (decision 031). */
  templatePagesIndexed: boolean;
};

/** The identity of this process's environment (`PRACTICE_*`, src/server/env.ts). */
export function practiceIdentityFromEnv(): PracticeIdentity {
  const e = env();
  return {
    doctorName: e.PRACTICE_DOCTOR_NAME,
    city: e.PRACTICE_CITY,
    address: e.PRACTICE_ADDRESS,
    phone: e.PRACTICE_PHONE,
    urgentPhone: e.PRACTICE_URGENT_PHONE,
    email: e.PRACTICE_EMAIL,
    ...(e.PRACTICE_MAP_URL ? { mapUrl: e.PRACTICE_MAP_URL } : {}),
    siteUrl: e.PRACTICE_SITE_URL,
    timeZone: e.PRACTICE_TIME_ZONE,
    ...(e.PRACTICE_CNDP_NUMBER ? { cndpNumber: e.PRACTICE_CNDP_NUMBER } : {}),
    retention: retentionPeriodsOf(e),
  };
}

export function defaultRuntimeValues(): RuntimeValues {
  return { identite: practiceIdentityFromEnv(), semaine: defaultWeeklyHours(), annonces: [], templatePagesIndexed: env().TEMPLATE_PAGES_INDEXED };
}

/** The values and when they were read (ms since the epoch; 0: never read, the defaults). */
export type Snapshot = { values: RuntimeValues; readAt: number };

// Next bundles the pages, the route handlers and the proxy apart, each with its own copy of this
// module: the one snapshot of the process lives on globalThis.
const key = Symbol.for("cabinet.runtime-values");
const store = globalThis as { [key]?: Snapshot };

/** The values as last read by this process, or the defaults where nothing was read yet (tests, `next build`). */
export function getRuntimeValues(): Snapshot {
  store[key] ??= { values: defaultRuntimeValues(), readAt: 0 };
  return store[key];
}

/** Replaces the values the pages show, read at `readAt` (now by default). */
export function setRuntimeValues(values: RuntimeValues, readAt: number = Date.now()): void {
  store[key] = { values, readAt };
}
