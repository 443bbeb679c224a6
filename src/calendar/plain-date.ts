import { TZDate } from "@date-fns/tz/date";
// One module per function: the public date picker loads only these (and so do the tests).
import { addDays as addDaysTo } from "date-fns/addDays";
import { addMonths as addMonthsTo } from "date-fns/addMonths";
import { differenceInCalendarDays } from "date-fns/differenceInCalendarDays";
import { getISODay } from "date-fns/getISODay";
import { startOfISOWeek } from "date-fns/startOfISOWeek";

/**
 * Plain calendar dates of the practice, written YYYY-MM-DD (they compare as strings). The
 * arithmetic is date-fns' on a date pinned to UTC, so that neither the device's zone nor a clock
 * change can move, skip or repeat a day, in the browser as on the server. Reading and writing a
 * date (dd/mm/yyyy) is in display-date.ts, which the public pages load first, without the library.
 */
export type PlainDate = string;

/** ISO weekday: "1" = Monday … "7" = Sunday (the keys of the opening hours' week). */
export const WEEKDAYS = ["1", "2", "3", "4", "5", "6", "7"] as const;
export type Weekday = (typeof WEEKDAYS)[number];

const pad = (value: number, width = 2) => String(value).padStart(width, "0");

function pinned(date: PlainDate): TZDate {
  return new TZDate(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10)), "UTC");
}

function plain(date: Date): PlainDate {
  return `${pad(date.getUTCFullYear(), 4)}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
}

/** The date `days` days after `date` (before it when negative). */
export function addDays(date: PlainDate, days: number): PlainDate {
  return plain(addDaysTo(pinned(date), days));
}

/** The same day `months` months later, or that month's last day when it is shorter (31 January + 1 → 28 February). */
export function addMonths(date: PlainDate, months: number): PlainDate {
  return plain(addMonthsTo(pinned(date), months));
}

/** The ISO weekday of a date. */
export function isoWeekday(date: PlainDate): Weekday {
  return String(getISODay(pinned(date))) as Weekday;
}

/** The Monday of the date's week (weeks start on Monday in Morocco). */
export function weekStart(date: PlainDate): PlainDate {
  return plain(startOfISOWeek(pinned(date)));
}

/** The first day of the date's month. */
export function monthStart(date: PlainDate): PlainDate {
  return `${date.slice(0, 7)}-01`;
}

/** Days from `first` to `last`: 0 on the same day, negative when `last` is before. */
export function daysFrom(first: PlainDate, last: PlainDate): number {
  return differenceInCalendarDays(pinned(last), pinned(first));
}

/** The days from `first` to `last`, both included. */
export function daysBetween(first: PlainDate, last: PlainDate): PlainDate[] {
  const days: PlainDate[] = [];
  for (let day = first; day <= last; day = addDays(day, 1)) days.push(day);
  return days;
}
