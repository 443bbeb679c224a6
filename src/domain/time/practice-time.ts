/**
 * Calendar dates and wall-clock times in the practice's time zone, with Intl only.
 * Africa/Casablanca moves its clocks around Ramadan, so offsets are never hard-coded.
 */

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    });
    formatters.set(timeZone, f);
  }
  return f;
}

type WallClock = { year: number; month: number; day: number; hour: number; minute: number; second: number };

function wallClockAt(instantMs: number, timeZone: string): WallClock {
  const parts: Record<string, number> = {};
  for (const part of formatter(timeZone).formatToParts(new Date(instantMs))) {
    if (part.type !== "literal") parts[part.type] = Number(part.value);
  }
  return {
    year: parts.year!,
    month: parts.month!,
    day: parts.day!,
    hour: parts.hour!,
    minute: parts.minute!,
    second: parts.second!,
  };
}

/** The zone's offset from UTC at this instant, in milliseconds (east positive). */
export function zoneOffsetMs(instantMs: number, timeZone: string): number {
  const w = wallClockAt(instantMs, timeZone);
  const asUtc = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);
  return asUtc - Math.floor(instantMs / 1000) * 1000;
}

const pad = (n: number, width = 2) => String(n).padStart(width, "0");

/** Today's calendar date (YYYY-MM-DD) in the time zone. */
export function todayIn(timeZone: string, now: Date = new Date()): string {
  const w = wallClockAt(now.getTime(), timeZone);
  return `${pad(w.year, 4)}-${pad(w.month)}-${pad(w.day)}`;
}

/** The calendar date `days` after `date` (both YYYY-MM-DD). */
export function addDays(date: string, days: number): string {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/**
 * The instant of a wall-clock time in the zone. In a gap (clocks jump forward) the time is read
 * with the offset before the jump, which lands after it; in an overlap (clocks go back) the
 * earlier instant wins — the "compatible" rule of Temporal and of most calendars.
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
