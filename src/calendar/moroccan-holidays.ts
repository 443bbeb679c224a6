import { addDays } from "@/calendar/plain-date";

/** A holiday as a closure of the opening hours (the shape of the schema's Closure). */
export type HolidayClosure = { id: string; libelle: string; du: string; au: string; nature: "ferie" | "conge" | "autre"; estimee: boolean };
type Closure = HolidayClosure;

/**
 * Morocco's public holidays of a Gregorian year, as pre-filled closures. Zod-free and pure: the
 * server seeds them (src/domain/practice-hours/), and nothing here reads a clock. Part of the
 * practice's calendar (decision 037).
 *
 * - Fixed dates are confirmed (`estimee: false`).
 * - Religious holidays follow the lunar Hijri calendar, whose months start on the sighting of the
 *   crescent, announced in Morocco a day or so beforehand. They are ESTIMATED (`estimee: true`) from
 *   the Umm al-Qura calendar as the runtime's ICU data knows it (`Intl.DateTimeFormat` with
 *   `islamic-umalqura`; no astronomy of our own). Morocco's own sighting often falls a day after
 *   Umm al-Qura: an admin confirms or moves each one.
 *
 * Ids are stable (the Gregorian year for fixed dates, the Hijri year for religious ones, since a
 * religious holiday can fall twice in one Gregorian year), so that an admin's confirmation or
 * move, or a removal, is kept when the holidays are pre-filled again.
 */

const FIXED_HOLIDAYS = [
  { key: "nouvel-an", month: 1, day: 1, libelle: "Nouvel an" },
  { key: "manifeste-independance", month: 1, day: 11, libelle: "Manifeste de l'indépendance" },
  { key: "nouvel-an-amazigh", month: 1, day: 14, libelle: "Nouvel an amazigh" },
  { key: "fete-du-travail", month: 5, day: 1, libelle: "Fête du Travail" },
  { key: "fete-du-trone", month: 7, day: 30, libelle: "Fête du Trône" },
  { key: "oued-eddahab", month: 8, day: 14, libelle: "Allégeance de Oued Eddahab" },
  { key: "revolution-roi-peuple", month: 8, day: 20, libelle: "Révolution du Roi et du Peuple" },
  { key: "fete-jeunesse", month: 8, day: 21, libelle: "Fête de la Jeunesse" },
  { key: "marche-verte", month: 11, day: 6, libelle: "Marche verte" },
  { key: "fete-independance", month: 11, day: 18, libelle: "Fête de l'Indépendance" },
] as const;

/** Hijri month and day of each religious holiday's first day, and how many days it lasts. */
const RELIGIOUS_HOLIDAYS = [
  { key: "aid-al-fitr", month: 10, day: 1, days: 2, libelle: "Aïd al-Fitr" },
  { key: "aid-al-adha", month: 12, day: 10, days: 2, libelle: "Aïd al-Adha" },
  { key: "1er-moharram", month: 1, day: 1, days: 1, libelle: "1er Moharram" },
  { key: "aid-al-mawlid", month: 3, day: 12, days: 2, libelle: "Aïd al-Mawlid" },
] as const;

/** How many years the pre-filled holidays cover: the current year and the next four. */
export const HOLIDAY_YEARS = 5;

/** YYYY-MM-DD of a calendar day, `offset` days after year-month-day. */
function isoDay(year: number, month: number, day: number, offset = 0): string {
  return addDays(`${String(year).padStart(4, "0")}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`, offset);
}

let hijriFormat: Intl.DateTimeFormat | null | undefined;

/** The Umm al-Qura formatter, or null when the runtime's ICU lacks that calendar (small-icu builds). */
function umalquraFormat(): Intl.DateTimeFormat | null {
  if (hijriFormat !== undefined) return hijriFormat;
  try {
    const format = new Intl.DateTimeFormat("en-u-ca-islamic-umalqura", {
      timeZone: "UTC",
      year: "numeric",
      month: "numeric",
      day: "numeric",
    });
    hijriFormat = format.resolvedOptions().calendar === "islamic-umalqura" ? format : null;
  } catch {
    hijriFormat = null;
  }
  return hijriFormat;
}

export type HijriDate = { year: number; month: number; day: number };

/** The Umm al-Qura date of a Gregorian calendar day (YYYY-MM-DD), or null without the calendar. */
export function hijriDate(date: string): HijriDate | null {
  const format = umalquraFormat();
  if (!format) return null;
  const parts = format.formatToParts(new Date(`${date}T12:00:00Z`));
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return { year: part("year"), month: part("month"), day: part("day") };
}

const religiousCache = new Map<number, Closure[]>();

/** The religious holidays whose first day falls in the Gregorian `year` (estimated). */
export function religiousHolidays(year: number): Closure[] {
  const cached = religiousCache.get(year);
  if (cached) return cached.map((closure) => ({ ...closure }));
  const found: Closure[] = [];
  if (umalquraFormat()) {
    const days = Math.round((Date.UTC(year + 1, 0, 1) - Date.UTC(year, 0, 1)) / 86_400_000);
    for (let offset = 0; offset < days; offset += 1) {
      const du = isoDay(year, 1, 1, offset);
      const hijri = hijriDate(du);
      if (!hijri) break;
      for (const holiday of RELIGIOUS_HOLIDAYS) {
        if (hijri.month !== holiday.month || hijri.day !== holiday.day) continue;
        found.push({
          id: `ferie-${hijri.year}h-${holiday.key}`,
          libelle: holiday.libelle,
          du,
          au: isoDay(year, 1, 1, offset + holiday.days - 1),
          nature: "ferie" as const,
          estimee: true,
        });
      }
    }
  }
  religiousCache.set(year, found);
  return found.map((closure) => ({ ...closure }));
}

/** The fixed-date holidays of `year` (confirmed). */
export function fixedHolidays(year: number): Closure[] {
  return FIXED_HOLIDAYS.map((holiday) => ({
    id: `ferie-${year}-${holiday.key}`,
    libelle: holiday.libelle,
    du: isoDay(year, holiday.month, holiday.day),
    au: isoDay(year, holiday.month, holiday.day),
    nature: "ferie" as const,
    estimee: false,
  }));
}

/** Every public holiday of the Gregorian `year`, by date (then id, as the stored document orders them). */
export function moroccanPublicHolidays(year: number): Closure[] {
  return [...fixedHolidays(year), ...religiousHolidays(year)].sort((a, b) =>
    a.du !== b.du ? (a.du < b.du ? -1 : 1) : a.id < b.id ? -1 : a.id > b.id ? 1 : 0,
  );
}

/** The holidays of `fromYear` and the following years (`HOLIDAY_YEARS` in all by default). */
export function moroccanPublicHolidaysFrom(fromYear: number, years = HOLIDAY_YEARS): Closure[] {
  const closures: Closure[] = [];
  for (let year = fromYear; year < fromYear + years; year += 1) closures.push(...moroccanPublicHolidays(year));
  return closures;
}
