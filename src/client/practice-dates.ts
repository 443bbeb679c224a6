/**
 * Dates as the staff area shows them: French format (dd/MM/yyyy, HH:mm), instants in the
 * practice's time zone whatever the device's own zone. Calendar dates (birth date, preferred
 * date) and wall-clock times are shown as written, never shifted through a time zone.
 */
import type { UtcOffsetTable } from "@/schemas/utc-offsets";

const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})/;
const WALL_CLOCK = /^(\d{2}):(\d{2})/;

/** '1985-03-07' → '07/03/1985'. Anything else is shown untouched rather than hidden. */
export function formatCalendarDate(value: string | null | undefined): string {
  if (!value) return "";
  const match = CALENDAR_DATE.exec(value);
  return match ? `${match[3]}/${match[2]}/${match[1]}` : value;
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
 * data, which can be out of date (see src/schemas/utc-offsets.ts).
 */
export function adoptServerUtcOffsets(table: UtcOffsetTable): void {
  offsetTables.set(table.timeZone, table);
}

/** The zone's offset at `instant` from the server's table, or undefined outside what it covers. */
function serverOffsetMinutes(instant: number, timeZone: string): number | undefined {
  const table = offsetTables.get(timeZone);
  if (!table || instant < table.from || instant >= table.to) return undefined;
  const { changes } = table;
  // The last change at or before the instant (changes are in order).
  let low = 0;
  let high = changes.length - 1;
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if (changes[middle]!.at <= instant) low = middle;
    else high = middle - 1;
  }
  return changes[low]?.offsetMinutes;
}

function partsIn(date: Date, timeZone: string): WallClockParts {
  const offset = serverOffsetMinutes(date.getTime(), timeZone);
  // With the server's offset, the wall clock is the shifted instant read in UTC.
  const [instant, zone] = offset === undefined ? [date, timeZone] : [new Date(date.getTime() + offset * 60_000), "UTC"];
  const parts = new Intl.DateTimeFormat("en-GB", {
    timeZone: zone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).formatToParts(instant);
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
