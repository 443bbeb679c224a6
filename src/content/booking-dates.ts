import { arabicWeekdayTitles, frenchWeekdayNames, longFrenchDate } from "@/calendar/names";
import { isoWeekday, type PlainDate } from "@/calendar/plain-date";
import type { SiteLocale } from "@/content/site-words";

/**
 * How the booking pages write a day (issue 33), from the practice's plain dates: no time zone is
 * involved, and the server writes every label, so what the browser shows cannot depend on its
 * own zone or date library. Arabic month names are Morocco's (decision 031), from a table rather
 * than Intl so that every engine writes the same words.
 */

const FRENCH_SHORT_MONTHS = ["janv.", "févr.", "mars", "avr.", "mai", "juin", "juil.", "août", "sept.", "oct.", "nov.", "déc."] as const;
const ARABIC_MONTHS = ["يناير", "فبراير", "مارس", "أبريل", "ماي", "يونيو", "يوليوز", "غشت", "شتنبر", "أكتوبر", "نونبر", "دجنبر"] as const;

const dayNumber = (date: PlainDate) => String(Number(date.slice(8, 10)));
const monthIndex = (date: PlainDate) => Number(date.slice(5, 7)) - 1;

/** "mardi 3 décembre 2026" / "الثلاثاء 3 دجنبر 2026". */
export function bookingDayTitle(date: PlainDate, locale: SiteLocale): string {
  if (locale === "fr") return longFrenchDate(date);
  return `${arabicWeekdayTitles[isoWeekday(date)]} ${dayNumber(date)} ${ARABIC_MONTHS[monthIndex(date)]} ${date.slice(0, 4)}`;
}

/** The day's chip: "mar." "3" "déc." / "الثلاثاء" "3" "دجنبر". */
export function bookingDayChip(date: PlainDate, locale: SiteLocale): { weekday: string; day: string; month: string } {
  if (locale === "ar") return { weekday: arabicWeekdayTitles[isoWeekday(date)], day: dayNumber(date), month: ARABIC_MONTHS[monthIndex(date)]! };
  return { weekday: `${frenchWeekdayNames[isoWeekday(date)].slice(0, 3)}.`, day: dayNumber(date), month: FRENCH_SHORT_MONTHS[monthIndex(date)]! };
}
