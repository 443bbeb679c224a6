import type { Closure, PracticeHours, SpecialPeriod, TimeRange, WeeklyHours } from "@/schemas/practice-hours";
import { moroccanPublicHolidaysFrom } from "@/schemas/moroccan-holidays";

/**
 * Rules over the opening-hours document, shared by the server, the staff area and the public
 * site. Zod-free (only types come from the schema module), so the public pages can bundle it.
 *
 * Calendar dates are YYYY-MM-DD strings: a weekday is computed in UTC from the string itself,
 * never from a Date in the device's zone (which moves a date across midnight).
 */

export const WEEKDAYS = ["1", "2", "3", "4", "5", "6", "7"] as const;
/** ISO weekday: "1" = lundi … "7" = dimanche. */
export type Weekday = (typeof WEEKDAYS)[number];

/** Weekday names, lowercase as in running French text ("le lundi"). */
export const weekdayNames: Record<Weekday, string> = {
  "1": "lundi",
  "2": "mardi",
  "3": "mercredi",
  "4": "jeudi",
  "5": "vendredi",
  "6": "samedi",
  "7": "dimanche",
};

const weekdayTitles: Record<Weekday, string> = {
  "1": "Lundi",
  "2": "Mardi",
  "3": "Mercredi",
  "4": "Jeudi",
  "5": "Vendredi",
  "6": "Samedi",
  "7": "Dimanche",
};

const schemaOrgDays: Record<Weekday, string> = {
  "1": "Monday",
  "2": "Tuesday",
  "3": "Wednesday",
  "4": "Thursday",
  "5": "Friday",
  "6": "Saturday",
  "7": "Sunday",
};

const monthNames = ["janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août", "septembre", "octobre", "novembre", "décembre"];

type HoursDocument = Pick<PracticeHours, "semaine" | "periodes" | "fermetures">;

function dateParts(date: string): { year: number; month: number; day: number } {
  return { year: Number(date.slice(0, 4)), month: Number(date.slice(5, 7)), day: Number(date.slice(8, 10)) };
}

function utcDay(date: string): Date {
  const { year, month, day } = dateParts(date);
  return new Date(Date.UTC(year, month - 1, day));
}

const pad = (value: number) => String(value).padStart(2, "0");

/** The ISO weekday of a YYYY-MM-DD date. */
export function isoWeekday(date: string): Weekday {
  const day = utcDay(date).getUTCDay();
  return String(day === 0 ? 7 : day) as Weekday;
}

/** The YYYY-MM-DD date `days` days after `date` (before it when negative). */
export function addDays(date: string, days: number): string {
  const moved = utcDay(date);
  moved.setUTCDate(moved.getUTCDate() + days);
  return `${moved.getUTCFullYear()}-${pad(moved.getUTCMonth() + 1)}-${pad(moved.getUTCDate())}`;
}

const contains = (span: { du: string; au: string }, date: string) => span.du <= date && date <= span.au;

export type DayHours = {
  /**
   * The hours the practice is open that day: [] on a confirmed closure. An estimated closure
   * (a religious holiday's probable date) leaves the hours the day would otherwise have, so that
   * a caller can still offer them while saying the day is probably a holiday.
   */
  ranges: TimeRange[];
  /** The closure covering the day (a confirmed one before an estimated one), or null. */
  closure: Closure | null;
  /** The special period covering the day, or null; its week replaces the usual one. */
  period: SpecialPeriod | null;
};

/** A day's hours: a closure wins over a special period, which wins over the usual week. */
export function dayHours(hours: HoursDocument, date: string): DayHours {
  const covering = hours.fermetures.filter((closure) => contains(closure, date));
  const closure = covering.find((candidate) => !candidate.estimee) ?? covering[0] ?? null;
  const period = hours.periodes.find((candidate) => contains(candidate, date)) ?? null;
  const week = period ? period.semaine : hours.semaine;
  const ranges = closure && !closure.estimee ? [] : week[isoWeekday(date)].map((range) => ({ ...range }));
  return { ranges, closure, period };
}

/**
 * Whether requests for this day are refused (`X-Closed-Day-Check: reject`) and the date picker
 * disables it: a confirmed closure, or a day without hours (usual week or special period).
 * An estimated holiday is never a closed day here. `libelle` names the closure or the period.
 */
export function isConfirmedClosedDay(hours: HoursDocument, date: string): { closed: boolean; libelle?: string } {
  const day = dayHours(hours, date);
  if (day.closure && !day.closure.estimee) return { closed: true, libelle: day.closure.libelle };
  if (day.ranges.length === 0) return day.period ? { closed: true, libelle: day.period.libelle } : { closed: true };
  return { closed: false };
}

/** "vendredi 1er mai 2026". */
export function longFrenchDate(date: string): string {
  const { year, month, day } = dateParts(date);
  return `${weekdayNames[isoWeekday(date)]} ${day === 1 ? "1er" : day} ${monthNames[month - 1]} ${year}`;
}

/** The refusal of a request for a closed day, beside the date field. */
export function closedDayMessage(date: string, libelle?: string): string {
  const reason = libelle ? ` (${libelle})` : "";
  return `Le cabinet est fermé le ${longFrenchDate(date)}${reason}. Veuillez choisir une autre date.`;
}

const rangesKey = (ranges: TimeRange[]) => ranges.map((range) => `${range.debut}-${range.fin}`).join(",");

/**
 * The week as the site displays it: consecutive weekdays with the same hours in one row
 * ("Lundi - Vendredi" / "09:00 - 18:00"), a day alone by its name ("Samedi"); several ranges
 * read "09:00 - 12:30, 14:00 - 18:00". Closed days are left out, as the site does today.
 */
export function weeklyHoursRows(semaine: WeeklyHours, titles: Record<Weekday, string> = weekdayTitles): { days: string; hours: string }[] {
  const rows: { days: string; hours: string }[] = [];
  const days = WEEKDAYS.map((weekday) => ({ weekday, ranges: semaine[weekday], key: rangesKey(semaine[weekday]) }));
  let run: typeof days = [];
  const close = () => {
    const [first] = run;
    const last = run[run.length - 1];
    if (first && last && first.key) {
      rows.push({
        days: first === last ? titles[first.weekday] : `${titles[first.weekday]} - ${titles[last.weekday]}`,
        hours: first.ranges.map((range) => `${range.debut} - ${range.fin}`).join(", "),
      });
    }
    run = [];
  };
  for (const day of days) {
    if (run[0] && run[0].key !== day.key) close();
    run.push(day);
  }
  close();
  return rows;
}

/**
 * schema.org OpeningHoursSpecification entries (the shape src/content/structured-data.ts maps):
 * one per distinct range, with every weekday that has it, in week order.
 */
export function openingHoursSpecification(semaine: WeeklyHours): { dayOfWeek: string[]; opens: string; closes: string }[] {
  const entries: { dayOfWeek: string[]; opens: string; closes: string }[] = [];
  for (const weekday of WEEKDAYS) {
    for (const range of semaine[weekday]) {
      const entry = entries.find((candidate) => candidate.opens === range.debut && candidate.closes === range.fin);
      if (entry) entry.dayOfWeek.push(schemaOrgDays[weekday]);
      else entries.push({ dayOfWeek: [schemaOrgDays[weekday]], opens: range.debut, closes: range.fin });
    }
  }
  return entries;
}

/**
 * What the public pages announce besides the usual week: a special period (its own week) or a
 * closure (`estimee` for a religious holiday's probable date), from its first to its last day.
 */
export type HoursNotice =
  | { kind: "periode"; libelle: string; du: string; au: string; semaine: WeeklyHours }
  | { kind: "fermeture"; libelle: string; du: string; au: string; estimee: boolean };

/**
 * The special periods and closures that touch the days from `today` to `days` days later, in date
 * order: a visitor reading the hours this month learns of Ramadan's hours or a holiday in time.
 */
export function upcomingHoursNotices(hours: HoursDocument, today: string, days = 30): HoursNotice[] {
  const until = addDays(today, days);
  const touches = (span: { du: string; au: string }) => span.au >= today && span.du <= until;
  const notices: HoursNotice[] = [
    ...hours.periodes.filter(touches).map((period) => ({
      kind: "periode" as const,
      libelle: period.libelle,
      du: period.du,
      au: period.au,
      semaine: period.semaine,
    })),
    ...hours.fermetures.filter(touches).map((closure) => ({
      kind: "fermeture" as const,
      libelle: closure.libelle,
      du: closure.du,
      au: closure.au,
      estimee: closure.estimee,
    })),
  ];
  return notices.sort((a, b) => (a.du < b.du ? -1 : a.du > b.du ? 1 : a.kind === b.kind ? 0 : a.kind === "periode" ? -1 : 1));
}

/** "le vendredi 1er mai 2026" or "du lundi 30 mars 2026 au mardi 31 mars 2026". */
export function frenchDaySpan(du: string, au: string): string {
  return du === au ? `le ${longFrenchDate(du)}` : `du ${longFrenchDate(du)} au ${longFrenchDate(au)}`;
}

/** One line of a notice: "Ramadan, du … au …" or "Fermé le … (Fête du Travail, date estimée)". */
export function hoursNoticeTitle(notice: HoursNotice): string {
  if (notice.kind === "periode") return `${notice.libelle}, ${frenchDaySpan(notice.du, notice.au)}`;
  return `Fermé ${frenchDaySpan(notice.du, notice.au)} (${notice.libelle}${notice.estimee ? ", date estimée" : ""})`;
}

/**
 * schema.org special opening hours (the shape src/content/structured-data.ts maps): a special
 * period's ranges, and a confirmed closure as opens = closes = 00:00 (schema.org's way of saying
 * closed on those days), each valid from its first to its last day. Estimated holidays are left out.
 */
export function specialOpeningHoursSpecification(
  notices: HoursNotice[],
): { dayOfWeek?: string[]; opens: string; closes: string; validFrom: string; validThrough: string }[] {
  return notices.flatMap((notice) => {
    const validity = { validFrom: notice.du, validThrough: notice.au };
    if (notice.kind === "fermeture") return notice.estimee ? [] : [{ opens: "00:00", closes: "00:00", ...validity }];
    return openingHoursSpecification(notice.semaine).map((entry) => ({ ...entry, ...validity }));
  });
}

/** Monday–Friday 09:00–18:00, Saturday 09:00–13:00, closed on Sunday (what the site showed before). */
export function defaultWeeklyHours(): WeeklyHours {
  const weekday = () => [{ debut: "09:00", fin: "18:00" }];
  return { "1": weekday(), "2": weekday(), "3": weekday(), "4": weekday(), "5": weekday(), "6": [{ debut: "09:00", fin: "13:00" }], "7": [] };
}

/**
 * The document before any admin saved one: the default week, no special period, and Morocco's
 * public holidays of `fromYear` (default: this year, in UTC) and the following years.
 */
export function defaultPracticeHours(options: { fromYear?: number; years?: number } = {}): PracticeHours {
  const fromYear = options.fromYear ?? new Date().getUTCFullYear();
  return {
    semaine: defaultWeeklyHours(),
    periodes: [],
    fermetures: moroccanPublicHolidaysFrom(fromYear, options.years),
    misAJourLe: null,
  };
}
