import type { PlainDate } from "@/calendar/plain-date";
import { zoneOffsetMs } from "@/calendar/zone";

/**
 * The practice time zone's UTC offsets over a range of years, as the server's time-zone data
 * knows them, for the staff area's browser to format instants with instead of its own data.
 * Why: browsers' copies of the time-zone database can lag. The system Chromium of our machines
 * (156) stops predicting Morocco's Ramadan changes after October 2026 and shows Africa/Casablanca
 * at UTC+0 from then on, an hour early; Node's data has them to 2087. The server computes it
 * (utcOffsetTable), browser code reads it (tableWallClock). Public pages need none of it: their
 * times travel as wall-clock times of the zone.
 */
export type UtcOffsetTable = {
  timeZone: string;
  /** The instants (ms since 1970, UTC) the table covers: [from, to). */
  from: number;
  to: number;
  /** Offset changes in order: from `at` (ms) on, the zone is `offsetMinutes` east of UTC. The first entry is at `from`. */
  changes: { at: number; offsetMinutes: number }[];
};

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/**
 * Every UTC offset change of `timeZone` between `from` and `to` (ms), found by sampling the
 * offset once a day and narrowing each change down to the minute. Zones do not change twice
 * within a day, so a daily sample misses none (@date-fns/tz's tzScan samples monthly, and
 * Morocco's Ramadan hour can be shorter than a month).
 */
export function utcOffsetTable(timeZone: string, from: number, to: number): UtcOffsetTable {
  const offsetAt = (instant: number) => Math.round(zoneOffsetMs(instant, timeZone) / MINUTE);
  const start = Math.floor(from / MINUTE) * MINUTE;
  const changes = [{ at: start, offsetMinutes: offsetAt(start) }];
  let previous = changes[0]!.offsetMinutes;
  for (let day = start; day < to; day += DAY) {
    const next = Math.min(day + DAY, to);
    const offset = offsetAt(next);
    if (offset === previous) continue;
    // The change lies in (day, next]: the first minute with the new offset.
    let low = day;
    let high = next;
    while (high - low > MINUTE) {
      const middle = low + Math.floor((high - low) / 2 / MINUTE) * MINUTE;
      if (offsetAt(middle) === previous) low = middle;
      else high = middle;
    }
    changes.push({ at: high, offsetMinutes: offset });
    previous = offset;
  }
  return { timeZone, from: start, to, changes };
}

/** The table the staff area needs: from 20 years back (old records) to 30 years ahead. */
export function practiceUtcOffsetTable(timeZone: string, now: Date = new Date()): UtcOffsetTable {
  const year = now.getUTCFullYear();
  return utcOffsetTable(timeZone, Date.UTC(year - 20, 0, 1), Date.UTC(year + 30, 0, 1));
}

/** The offset (minutes east of UTC) the table gives at `instant`, or undefined outside what it covers. */
export function tableOffsetMinutes(table: UtcOffsetTable, instant: number): number | undefined {
  if (instant < table.from || instant >= table.to) return undefined;
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

export type WallClock = { date: PlainDate; time: string };

/** The zone's calendar date and HH:MM at `instant` by the table, or undefined outside it. */
export function tableWallClock(table: UtcOffsetTable, instant: number): WallClock | undefined {
  const offset = tableOffsetMinutes(table, instant);
  if (offset === undefined) return undefined;
  const local = new Date(instant + offset * MINUTE).toISOString();
  return { date: local.slice(0, 10), time: local.slice(11, 16) };
}
