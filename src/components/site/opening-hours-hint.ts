import { arabicWeekdayTitles, frenchWeekdayNames } from "@/calendar/names";
import { dayHours, type HoursDocument } from "@/calendar/opening-hours";
import { isoWeekday } from "@/calendar/plain-date";
import type { AppointmentFormCopy, PublicFormLocale } from "@/content/public-forms";

/**
 * The hint beside a request form's preferred time (issue 32): the practice's hours that day, when
 * the chosen day and time fall outside them (Friday 23:30; Saturday 12:45 after a 12:30 closing).
 * Computed from the hours the page already shows (src/calendar), never a refusal: the spec sends
 * any complete form. An estimated holiday keeps the day's usual hours, as the date picker does.
 */
export function openingHoursHint(
  hours: HoursDocument | undefined,
  date: string | null,
  time: string,
  copy: AppointmentFormCopy["timeHint"],
  locale: PublicFormLocale = "fr",
): string | null {
  if (!hours || !copy || !date || !/^\d{4}-\d{2}-\d{2}$/.test(date)) return null;
  const clock = /^(\d{2}):(\d{2})/.exec(time);
  if (!clock) return null;
  const at = `${clock[1]}:${clock[2]}`;
  const { ranges } = dayHours(hours, date);
  if (ranges.length === 0) return copy.closedDay;
  // Open from `debut` until `fin`: a request for the closing time itself is outside.
  if (ranges.some((range) => range.debut <= at && at < range.fin)) return null;
  const weekday = isoWeekday(date);
  const day = locale === "ar" ? arabicWeekdayTitles[weekday] : frenchWeekdayNames[weekday];
  // In Arabic a range is written "09:00-13:00", without spaces: digits, colons and the hyphen then
  // make one left-to-right number in the right-to-left sentence (spaced, the browser reversed it).
  const dash = locale === "ar" ? "-" : " - ";
  const dayHoursText = ranges.map((range) => `${range.debut}${dash}${range.fin}`).join(locale === "ar" ? "، " : ", ");
  return copy.outside.replace("{jour}", day).replace("{heures}", dayHoursText);
}
