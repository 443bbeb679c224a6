import type { PlainDate, Weekday } from "@/calendar/plain-date";
import { isoWeekday } from "@/calendar/plain-date";

/**
 * The calendar's words: French (the spec's) and Morocco's Arabic. One table of French names;
 * Arabic names come from Intl's `ar-MA` with Western digits (Morocco's month names: يناير … ماي
 * … يوليوز، غشت، شتنبر، نونبر، دجنبر). Plain dates are formatted in UTC, so no zone moves the day.
 */

export const FRENCH_MONTHS = ["janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août", "septembre", "octobre", "novembre", "décembre"] as const;

/** Weekday names, lowercase as in running French text ("le lundi"). */
export const frenchWeekdayNames: Record<Weekday, string> = {
  "1": "lundi",
  "2": "mardi",
  "3": "mercredi",
  "4": "jeudi",
  "5": "vendredi",
  "6": "samedi",
  "7": "dimanche",
};

/** Weekday names as a title or a table heading ("Lundi"). */
export const frenchWeekdayTitles: Record<Weekday, string> = {
  "1": "Lundi",
  "2": "Mardi",
  "3": "Mercredi",
  "4": "Jeudi",
  "5": "Vendredi",
  "6": "Samedi",
  "7": "Dimanche",
};

const parts = (date: PlainDate) => ({ year: Number(date.slice(0, 4)), month: Number(date.slice(5, 7)), day: Number(date.slice(8, 10)) });

/** "novembre". */
export function frenchMonthName(date: PlainDate): string {
  return FRENCH_MONTHS[parts(date).month - 1]!;
}

/** "novembre 2026" (a month's title), from any day of the month. */
export function frenchMonthYear(date: PlainDate): string {
  return `${frenchMonthName(date)} ${date.slice(0, 4)}`;
}

/** "1 mai 2026". */
export function frenchDate(date: PlainDate): string {
  const { year, day } = parts(date);
  return `${day} ${frenchMonthName(date)} ${year}`;
}

/** "vendredi 1er mai 2026". */
export function longFrenchDate(date: PlainDate): string {
  const { year, day } = parts(date);
  return `${frenchWeekdayNames[isoWeekday(date)]} ${day === 1 ? "1er" : day} ${frenchMonthName(date)} ${year}`;
}

export const arabicWeekdayTitles: Record<Weekday, string> = {
  "1": "الاثنين",
  "2": "الثلاثاء",
  "3": "الأربعاء",
  "4": "الخميس",
  "5": "الجمعة",
  "6": "السبت",
  "7": "الأحد",
};

/** The locale of every Arabic date and time: Morocco's Arabic with Western digits. */
export const arabicDateLocale = "ar-MA-u-nu-latn";

const longArabic = new Intl.DateTimeFormat(arabicDateLocale, { weekday: "long", day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });
const arabicMonthYearFormat = new Intl.DateTimeFormat(arabicDateLocale, { month: "long", year: "numeric", timeZone: "UTC" });
const arabicDayMonthYear = new Intl.DateTimeFormat(arabicDateLocale, { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });

const utc = (date: PlainDate) => new Date(`${date}T00:00:00Z`);

/** "الجمعة، 1 ماي 2026". */
export function longArabicDate(date: PlainDate): string {
  return longArabic.format(utc(date));
}

/** "1 ماي 2026". */
export function arabicDate(date: PlainDate): string {
  return arabicDayMonthYear.format(utc(date));
}

/** "ماي 2026" (a month's title), from any day of the month. */
export function arabicMonthYear(date: PlainDate): string {
  return arabicMonthYearFormat.format(utc(date));
}
