import type { UtcOffsetTable } from "@/calendar/utc-offsets";
import { practiceUtcOffsetTable } from "@/calendar/utc-offsets";
import { getPractice } from "@/server/practice";

let cached: { key: string; table: UtcOffsetTable } | undefined;

/** The practice zone's offsets for the staff area (about 0.1 s to compute: once per zone and year). */
export function practiceUtcOffsets(now: Date = new Date()): UtcOffsetTable {
  const { timeZone } = getPractice();
  const key = `${timeZone}|${now.getUTCFullYear()}`;
  if (cached?.key !== key) cached = { key, table: practiceUtcOffsetTable(timeZone, now) };
  return cached.table;
}
