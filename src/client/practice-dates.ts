/**
 * Dates as the staff area shows them: French format (dd/MM/yyyy, HH:mm), instants in the
 * practice's time zone whatever the device's own zone. Calendar dates (birth date, preferred
 * date) and wall-clock times are shown as written, never shifted through a time zone.
 */
import { formatDisplayDate } from "@/calendar/display-date";
import { tableWallClock } from "@/calendar/utc-offsets";
import type { UtcOffsetTable } from "@/calendar/utc-offsets";

const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})/;
const WALL_CLOCK = /^(\d{2}):(\d{2})/;

/** '1985-03-07' → '07/03/1985'. Anything else is shown untouched rather than hidden. */
export function formatCalendarDate(value: string | null | undefined): string {
  if (!value) return "";
  return CALENDAR_DATE.test(value) ? formatDisplayDate(value.slice(0, 10)) : value;
}

/** '14:30:00' → '14:30'. */
export function formatWallClock(value: string | null | undefined): string {
  if (!value) return "";
  const match = WALL_CLOCK.exec(value);
  return match ? `${match[1]}:${match[2]}` : value;
}

type WallClockParts = { year: string; month: string; day: string; hour: string; minute: string };

/** The server's offsets of each zone, given by the staff area's frame (see UtcOffsetTable). */
const offsetTables = new Map<string, UtcOffsetTable>();

/**
 * Use the server's offsets for this zone from now on, rather than the browser's own time-zone
 * data, which can be out of date (see src/calendar/utc-offsets.ts).
 */
export function adoptServerUtcOffsets(table: UtcOffsetTable): void {
  offsetTables.set(table.timeZone, table);
}

/**
 * The wall clock at `date` in the zone: by the server's table when it covers the instant, else
 * (no table given, or outside it) by the browser's own data.
 */
function partsIn(date: Date, timeZone: string): WallClockParts {
  const table = offsetTables.get(timeZone);
  const wall = table ? tableWallClock(table, date.getTime()) : undefined;
  if (wall) {
    const [year, month, day] = wall.date.split("-") as [string, string, string];
    const [hour, minute] = wall.time.split(":") as [string, string];
    return { year, month, day, hour, minute };
  }
  const parts = new Intl.DateTimeFormat("en-GB", {
    timeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).formatToParts(date);
  const get = (type: Intl.DateTimeFormatPartTypes) => parts.find((part) => part.type === type)?.value ?? "";
  return { year: get("year"), month: get("month"), day: get("day"), hour: get("hour"), minute: get("minute") };
}

/** An instant ('2026-05-04T09:30:00Z') → '04/05/2026 10:30' on the practice's clock. */
export function formatInstant(value: string | null | undefined, timeZone: string): string {
  if (!value) return "";
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  const p = partsIn(date, timeZone);
  return `${p.day}/${p.month}/${p.year} ${p.hour}:${p.minute}`;
}

/**
 * The practice's current wall-clock time at minute precision, as a datetime-local input wants
 * it ('2026-05-04T10:30'). Sent without an offset, the API reads it in the same time zone.
 */
export function nowForDateTimeInput(timeZone: string, now: Date = new Date()): string {
  const p = partsIn(now, timeZone);
  return `${p.year}-${p.month}-${p.day}T${p.hour}:${p.minute}`;
}

/** The practice's calendar date at `now` ('2026-05-04'), as a date input wants it: by the server's offsets, like every instant here. */
export function practiceToday(timeZone: string, now: Date = new Date()): string {
  const p = partsIn(now, timeZone);
  return `${p.year}-${p.month}-${p.day}`;
}
