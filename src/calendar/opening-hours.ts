import { addDays, isoWeekday, WEEKDAYS, type PlainDate, type Weekday } from "@/calendar/plain-date";
import { frenchWeekdayTitles, longFrenchDate } from "@/calendar/names";

/**
 * The opening hours evaluated on the practice's calendar: a day's hours, closed days, the week as
 * the site shows it, the notices and JSON-LD. Used by the server, the staff area and the public
 * date picker, so framework-free and zod-free. The shapes are the opening-hours document's
 * (src/schemas/practice-hours.ts), written here structurally so that the calendar imports
 * nothing of ours.
 */

export type TimeRange = { debut: string; fin: string };
export type WeeklyHours = Record<Weekday, TimeRange[]>;
type Span = { du: PlainDate; au: PlainDate };
export type ClosureLike = Span & { id: string; libelle: string; estimee: boolean };
export type PeriodLike = Span & { id: string; libelle: string; semaine: WeeklyHours };
export type HoursDocument<C extends ClosureLike = ClosureLike, P extends PeriodLike = PeriodLike> = {
  semaine: WeeklyHours;
  periodes: P[];
  fermetures: C[];
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

const contains = (span: { du: string; au: string }, date: string) => span.du <= date && date <= span.au;

export type DayHours<C extends ClosureLike = ClosureLike, P extends PeriodLike = PeriodLike> = {
  /**
   * The hours the practice is open that day: [] on a confirmed closure. An estimated closure
   * (a religious holiday's probable date) leaves the hours the day would otherwise have, so that
   * a caller can still offer them while saying the day is probably a holiday.
   */
  ranges: TimeRange[];
  /** The closure covering the day (a confirmed one before an estimated one), or null. */
  closure: C | null;
  /** The special period covering the day, or null; its week replaces the usual one. */
  period: P | null;
};

/** A day's hours: a closure wins over a special period, which wins over the usual week. */
export function dayHours<C extends ClosureLike, P extends PeriodLike>(hours: HoursDocument<C, P>, date: PlainDate): DayHours<C, P> {
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

/** The refusal of a request for a closed day, beside the date field. */
export function closedDayMessage(date: string, libelle?: string): string {
  const reason = libelle ? ` (${libelle})` : "";
  return `Le cabinet est fermé le ${longFrenchDate(date)}${reason}. Veuillez choisir une autre date.`;
}

const minutesOfDay = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/**
 * Why a staff booking of `minutes` from `start` (minutes after midnight, practice time) on `date`
 * should be confirmed first (issue 32), in French; null when the practice is open for all of it.
 * A confirmed closure or a day without hours comes first ("Le cabinet est fermé le … (Congé
 * annuel)."), then a slot outside the day's ranges (it must fit inside one of them), then a
 * religious holiday's estimated date. The staff screens show it before saving and the server
 * answers it as `fermeture`; the doctor may go on anyway.
 */
export function closedSlotWarning(hours: HoursDocument, date: PlainDate, start: number, minutes: number): string | null {
  const day = dayHours(hours, date);
  const when = longFrenchDate(date);
  if (day.closure && !day.closure.estimee) return `Le cabinet est fermé le ${when} (${day.closure.libelle}).`;
  if (day.ranges.length === 0) return `Le cabinet est fermé le ${when}${day.period ? ` (${day.period.libelle})` : ""}.`;
  const probable = day.closure ? `Jour férié probable le ${when} : ${day.closure.libelle} (date estimée).` : null;
  const inside = day.ranges.some((range) => minutesOfDay(range.debut) <= start && start + minutes <= minutesOfDay(range.fin));
  if (inside) return probable;
  const open = day.ranges.map((range) => `${range.debut}–${range.fin}`).join(", ");
  const outside = `En dehors des heures d'ouverture du ${when} (${open}).`;
  return probable ? `${outside} ${probable}` : outside;
}

const rangesKey = (ranges: TimeRange[]) => ranges.map((range) => `${range.debut}-${range.fin}`).join(",");

/**
 * The week as the site displays it: consecutive weekdays with the same hours in one row
 * ("Lundi - Vendredi" / "09:00 - 18:00"), a day alone by its name ("Samedi"); several ranges
 * read "09:00 - 12:30, 14:00 - 18:00". Closed days are left out, as the site does today.
 */
export function weeklyHoursRows(semaine: WeeklyHours, titles: Record<Weekday, string> = frenchWeekdayTitles): { days: string; hours: string }[] {
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
