import { createHash } from "node:crypto";
import type { WeeklyHours } from "@/schemas/practice-hours";
import { defaultWeeklyHours, type HoursNotice } from "@/schemas/practice-hours-rules";

/**
 * The values the prerendered pages show that change while the site runs: today the opening
 * hours an admin edits (issue 20); the practice identity read at start-up would join them
 * (issue 23). Pages read them here when Next renders them; the server reads them from the
 * database every PUBLIC_PAGES_REFRESH_SECONDS and has Next regenerate the pages rendered with
 * other values (src/server/regenerated-pages.ts, docs/decisions/021-runtime-values-on-prerendered-pages.md).
 */
export type RuntimeValues = {
  /** The usual week: what the top bar, footer, contact details and JSON-LD show. */
  semaine: WeeklyHours;
  /** Special periods and closures of the coming weeks (`upcomingHoursNotices`): the contact details and JSON-LD announce them. */
  annonces: HoursNotice[];
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

export function defaultRuntimeValues(): RuntimeValues {
  return { semaine: defaultWeeklyHours(), annonces: [] };
}

type Snapshot = { values: RuntimeValues; version: string };

// Next bundles the pages, the proxy and the instrumentation hook apart, each with its own copy of
// this module: the snapshot lives on globalThis, where all of them read the same one.
const key = Symbol.for("cabinet.runtime-values");
const store = globalThis as { [key]?: Snapshot };

/**
 * The values to render now: the last ones read from the database by this process, or the
 * defaults where nothing was read (`next build`, which never opens the database, and tests).
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
