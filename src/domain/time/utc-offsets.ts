import type { UtcOffsetTable } from "@/schemas/utc-offsets";
import { zoneOffsetMs } from "@/domain/time/practice-time";

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/**
 * Every UTC offset change of `timeZone` between `from` and `to` (ms), found by sampling the
 * offset once a day and narrowing each change down to the minute. Zones do not change twice
 * within a day, so a daily sample misses none.
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
