import { createHash } from "node:crypto";
import type { PracticeSettings } from "@/content/practice";
import type { WeeklyHours } from "@/schemas/practice-hours";
import { defaultWeeklyHours, type HoursNotice } from "@/schemas/practice-hours-rules";
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
 * The values the prerendered pages show that change while the site runs: the opening hours an
 * admin edits (issue 20) and the practice identity, read from the environment at start-up
 * (issue 23, docs/decisions/027-practice-identity-at-run-time.md). Pages read them here when
 * Next renders them; the server reads them from the database every PUBLIC_PAGES_REFRESH_SECONDS
 * and has Next regenerate the pages rendered with other values (src/server/regenerated-pages.ts,
 * docs/decisions/021-runtime-values-on-prerendered-pages.md).
 */
export type RuntimeValues = {
  /** Who the practice is, as this process's environment says: a page built with another identity is rendered again at start-up. */
  identite: PracticeIdentity;
  /** The usual week: what the top bar, footer, contact details and JSON-LD show. */
  semaine: WeeklyHours;
  /** Special periods and closures of the coming weeks (`upcomingHoursNotices`): the contact details and JSON-LD announce them. */
  annonces: HoursNotice[];
  /** TEMPLATE_PAGES_INDEXED: whether the template pages tell search engines to leave them out (decision 031). */
  templatePagesIndexed: boolean;
};

/** JSON with every object's keys sorted: the same values give the same text whatever their keys' order (PostgreSQL's jsonb reorders them). */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, item: unknown) =>
    item && typeof item === "object" && !Array.isArray(item)
      ? Object.fromEntries(Object.entries(item).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : item,
  );
}

/** Names one set of values: written on every page (`data-runtime-values` on <html>) and compared with the current one. */
export function runtimeValuesVersion(values: RuntimeValues): string {
  return createHash("sha256").update(canonicalJson(values)).digest("hex").slice(0, 16);
}

/** The identity of this process's environment (`PRACTICE_*`, src/server/env.ts): `next build`'s when building, the server's when it runs. */
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
    // Read from the environment at start-up like the rest: /confidentialite states them (decision 033).
    ...(e.PRACTICE_CNDP_NUMBER ? { cndpNumber: e.PRACTICE_CNDP_NUMBER } : {}),
    retention: retentionPeriodsOf(e),
  };
}

export function defaultRuntimeValues(): RuntimeValues {
  return { identite: practiceIdentityFromEnv(), semaine: defaultWeeklyHours(), annonces: [], templatePagesIndexed: env().TEMPLATE_PAGES_INDEXED };
}

type Snapshot = { values: RuntimeValues; version: string };

// Next bundles the pages, the proxy and the instrumentation hook apart, each with its own copy of
// this module: the snapshot lives on globalThis, where all of them read the same one.
const key = Symbol.for("cabinet.runtime-values");
const store = globalThis as { [key]?: Snapshot };

/**
 * The values to render now: the last ones read from the database by this process, or the
 * defaults where nothing was read (`next build`, which never opens the database, and tests),
 * always with this process's identity.
 */
export function getRuntimeValues(): Snapshot {
  if (!store[key]) {
    const values = defaultRuntimeValues();
    store[key] = { values, version: runtimeValuesVersion(values) };
  }
  return store[key];
}

/** Replaces the values pages render from now on; true when they differ from the previous ones. */
export function setRuntimeValues(values: RuntimeValues): boolean {
  const version = runtimeValuesVersion(values);
  const changed = getRuntimeValues().version !== version;
  if (changed) store[key] = { values, version };
  return changed;
}
