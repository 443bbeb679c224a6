import { tzOffset } from "@date-fns/tz/tzOffset";
import type { PlainDate } from "@/calendar/plain-date";

/**
 * The practice's time zone and instants, from the runtime's time-zone data (@date-fns/tz over
 * Intl). Africa/Casablanca moves its clocks around Ramadan, so offsets are never hard-coded.
 * For the server: browsers' time-zone data can be out of date (decision 010), so browser code
 * goes through the server's offset table instead (src/calendar/utc-offsets.ts).
 */

const MINUTE = 60_000;

/** The zone's offset from UTC at this instant, in milliseconds (east positive). */
export function zoneOffsetMs(instantMs: number, timeZone: string): number {
  return tzOffset(timeZone, new Date(instantMs)) * MINUTE;
}

const pad = (n: number, width = 2) => String(n).padStart(width, "0");

/** The calendar date (YYYY-MM-DD) in the zone at `now`. */
export function todayIn(timeZone: string, now: Date = new Date()): PlainDate {
  const local = new Date(now.getTime() + zoneOffsetMs(now.getTime(), timeZone));
  return `${pad(local.getUTCFullYear(), 4)}-${pad(local.getUTCMonth() + 1)}-${pad(local.getUTCDate())}`;
}

/**
 * The instant of a wall-clock time in the zone, given as that time read in UTC. In a gap (clocks
 * jump forward) the time is read with the offset before the jump, which lands after it; in an
 * overlap (clocks go back) the earlier instant wins — the "compatible" rule of Temporal and of
 * most calendars.
 */
export function zonedTimeToInstant(localAsUtcMs: number, timeZone: string): number {
  const day = 24 * 3600 * 1000;
  const before = zoneOffsetMs(localAsUtcMs - day, timeZone);
  const after = zoneOffsetMs(localAsUtcMs + day, timeZone);
  const candidates = [localAsUtcMs - before, localAsUtcMs - after].filter(
    (instant) => zoneOffsetMs(instant, timeZone) === localAsUtcMs - instant,
  );
  if (candidates.length > 0) return Math.min(...candidates);
  return localAsUtcMs - before;
}

/** The instant a plain date begins in the zone (its midnight, or the first minute after a gap). */
export function startOfDayIn(date: PlainDate, timeZone: string): Date {
  return new Date(zonedTimeToInstant(Date.parse(`${date}T00:00:00Z`), timeZone));
}

const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?(Z|([+-])(\d{2}):?(\d{2}))?$/;

/**
 * Reads an ISO date-time. With an offset (Z, +01:00) it is that instant; without one it is a
 * wall-clock time in `timeZone` (what a datetime-local input gives). Null when it is not a real
 * date-time (2025-02-30T10:00, 24:00...).
 */
export function parseDateTime(value: string, timeZone: string): Date | null {
  const match = DATE_TIME.exec(value.trim());
  if (!match) return null;
  const [year, month, day, hour, minute, second] = match.slice(1, 7).map((v) => Number(v ?? 0)) as number[] as [
    number, number, number, number, number, number,
  ];
  const millis = Number((match[7] ?? "0").padEnd(3, "0").slice(0, 3));
  if (hour > 23 || minute > 59 || second > 59) return null;
  const localAsUtc = Date.UTC(year, month - 1, day, hour, minute, second, millis);
  const check = new Date(localAsUtc);
  // Date.UTC maps years 0-99 to 1900-1999 and rolls 2025-02-30 over: both are refused here.
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) return null;
  if (match[8] === undefined) return new Date(zonedTimeToInstant(localAsUtc, timeZone));
  if (match[8] === "Z") return new Date(localAsUtc);
  const offsetHours = Number(match[10]);
  const offsetMinutes = Number(match[11]);
  if (offsetHours > 23 || offsetMinutes > 59) return null;
  const sign = match[9] === "-" ? -1 : 1;
  return new Date(localAsUtc - sign * (offsetHours * 60 + offsetMinutes) * 60_000);
}

/** The hour (0–23) the zone's clocks show at `now`. */
export function hourIn(timeZone: string, now: Date = new Date()): number {
  return new Date(now.getTime() + zoneOffsetMs(now.getTime(), timeZone)).getUTCHours();
}

/** Where an instant falls on the zone's clock: its calendar date and the minutes after midnight. */
export function wallClockIn(instant: Date, timeZone: string): { date: PlainDate; minutes: number } {
  const local = new Date(instant.getTime() + zoneOffsetMs(instant.getTime(), timeZone));
  return { date: local.toISOString().slice(0, 10), minutes: local.getUTCHours() * 60 + local.getUTCMinutes() };
}

/** Minutes after midnight as "HH:MM". */
export function minutesAsTime(minutes: number): string {
  return `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
}

/** An instant as the zone's wall clock, "2026-10-15T10:30": how public times travel (decision 047). */
export function wallClockText(instant: Date, timeZone: string): string {
  const { date, minutes } = wallClockIn(instant, timeZone);
  return `${date}T${minutesAsTime(minutes)}`;
}
