import { addDays, isoWeekday } from "@/schemas/practice-hours";

/**
 * Calendar arithmetic for the agenda, on practice days written YYYY-MM-DD. Days are counted in
 * UTC, never in the device's zone, so that a clock change cannot skip or repeat a day.
 */

export { addDays };

function toUtc(day: string): number {
  const [year, month, date] = day.split("-").map(Number) as [number, number, number];
  return Date.UTC(year, month - 1, date);
}

/** The Monday of the day's week. */
export function startOfWeek(day: string): string {
  return addDays(day, 1 - Number(isoWeekday(day)));
}

/** The days from `first` to `last`, both included. */
export function daysBetween(first: string, last: string): string[] {
  const days: string[] = [];
  for (let day = first; day <= last; day = addDays(day, 1)) days.push(day);
  return days;
}

const longDay = new Intl.DateTimeFormat("fr-FR", { timeZone: "UTC", weekday: "long", day: "numeric", month: "long", year: "numeric" });
const shortDay = new Intl.DateTimeFormat("fr-FR", { timeZone: "UTC", weekday: "short", day: "numeric", month: "short" });
const dayAndMonth = new Intl.DateTimeFormat("fr-FR", { timeZone: "UTC", day: "numeric", month: "long" });

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** 'Lundi 23 novembre 2026'. */
export function formatLongDay(day: string): string {
  return capitalized(longDay.format(toUtc(day)));
}

/** 'lun. 23 nov.' */
export function formatShortDay(day: string): string {
  return shortDay.format(toUtc(day));
}

/** 'Semaine du 23 au 29 novembre 2026' (or 'du 30 novembre au 6 décembre 2026'). */
export function formatWeek(monday: string): string {
  const sunday = addDays(monday, 6);
  const sameMonth = monday.slice(0, 7) === sunday.slice(0, 7);
  const first = sameMonth ? String(new Date(toUtc(monday)).getUTCDate()) : dayAndMonth.format(toUtc(monday));
  return `Semaine du ${first} au ${dayAndMonth.format(toUtc(sunday))} ${sunday.slice(0, 4)}`;
}

/** '10:05' → 605 minutes after midnight. */
export function minutesOf(time: string): number {
  const [hours, minutes] = time.split(":").map(Number) as [number, number];
  return hours * 60 + minutes;
}

/** 605 → '10:05'. */
export function timeOf(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
}
