import { moroccanPublicHolidaysFrom, type HolidayClosure } from "@/calendar/moroccan-holidays";
import type { PeriodLike, WeeklyHours } from "@/calendar/opening-hours";

/** The opening-hours document before any save (the shape of the schema's PracticeHours). */
export type DefaultPracticeHours = { semaine: WeeklyHours; periodes: PeriodLike[]; fermetures: HolidayClosure[]; misAJourLe: string | null };

/** Monday–Friday 09:00–18:00, Saturday 09:00–13:00, closed on Sunday (what the site showed before). */
export function defaultWeeklyHours(): WeeklyHours {
  const weekday = () => [{ debut: "09:00", fin: "18:00" }];
  return { "1": weekday(), "2": weekday(), "3": weekday(), "4": weekday(), "5": weekday(), "6": [{ debut: "09:00", fin: "13:00" }], "7": [] };
}

/**
 * The document before any admin saved one: the default week, no special period, and Morocco's
 * public holidays of `fromYear` (default: the UTC year at `now`) and the following years.
 */
export function defaultPracticeHours(options: { fromYear?: number; years?: number; now?: Date } = {}): DefaultPracticeHours {
  const fromYear = options.fromYear ?? (options.now ?? new Date()).getUTCFullYear();
  return {
    semaine: defaultWeeklyHours(),
    periodes: [],
    fermetures: moroccanPublicHolidaysFrom(fromYear, options.years),
    misAJourLe: null,
  };
}
