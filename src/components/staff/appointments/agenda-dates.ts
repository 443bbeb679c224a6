import { addDays } from "@/calendar/plain-date";

/**
 * The agenda's words for days and times, on practice days written YYYY-MM-DD. The arithmetic is
 * the practice's calendar's (src/calendar/), re-exported for the agenda's screens.
 */

export { addDays, daysBetween, weekStart as startOfWeek } from "@/calendar/plain-date";

function toUtc(day: string): number {
  const [year, month, date] = day.split("-").map(Number) as [number, number, number];
  return Date.UTC(year, month - 1, date);
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
