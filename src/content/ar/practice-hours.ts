import { longArabicDate } from "@/calendar/names";
import type { HoursNotice } from "@/calendar/opening-hours";

/**
 * The opening hours and their notices in Arabic (decision 031). Dates are written as Morocco
 * writes them, by the practice's calendar (src/calendar/names.ts).
 */

// The calendar's Arabic words (decision 037), re-exported for the Arabic pages' content.
export { arabicDate, arabicDateLocale, arabicMonthYear, arabicWeekdayTitles, longArabicDate } from "@/calendar/names";

/** The pre-filled holidays' names (src/calendar/moroccan-holidays.ts) and Ramadan; other names are shown as the staff typed them. */
const holidayNames: Record<string, string> = {
  "Nouvel an": "رأس السنة الميلادية",
  "Manifeste de l'indépendance": "ذكرى تقديم وثيقة الاستقلال",
  "Nouvel an amazigh": "رأس السنة الأمازيغية",
  "Fête du Travail": "عيد الشغل",
  "Fête du Trône": "عيد العرش",
  "Allégeance de Oued Eddahab": "ذكرى استرجاع إقليم وادي الذهب",
  "Révolution du Roi et du Peuple": "ذكرى ثورة الملك والشعب",
  "Fête de la Jeunesse": "عيد الشباب",
  "Marche verte": "ذكرى المسيرة الخضراء",
  "Fête de l'Indépendance": "عيد الاستقلال",
  "Aïd al-Fitr": "عيد الفطر",
  "Aïd al-Adha": "عيد الأضحى",
  "1er Moharram": "فاتح محرم",
  "Aïd al-Mawlid": "عيد المولد النبوي",
  Ramadan: "رمضان",
};

export function arabicHolidayName(libelle: string): string {
  return holidayNames[libelle.trim()] ?? libelle;
}

/** "يوم الجمعة، 1 ماي 2026" or "من … إلى …". */
export function arabicDaySpan(du: string, au: string): string {
  return du === au ? `يوم ${longArabicDate(du)}` : `من ${longArabicDate(du)} إلى ${longArabicDate(au)}`;
}

/** One line of a notice: "رمضان، من … إلى …" or "مغلق يوم … (عيد الشغل، تاريخ تقديري)". */
export function arabicHoursNoticeTitle(notice: HoursNotice): string {
  const name = arabicHolidayName(notice.libelle);
  if (notice.kind === "periode") return `${name}، ${arabicDaySpan(notice.du, notice.au)}`;
  return `مغلق ${arabicDaySpan(notice.du, notice.au)} (${name}${notice.estimee ? "، تاريخ تقديري" : ""})`;
}

/** The refusal of a closed day beside the date field, as closedDayMessage() says it in French. */
export function arabicClosedDayMessage(date: string, libelle?: string): string {
  const reason = libelle ? ` (${arabicHolidayName(libelle)})` : "";
  return `العيادة مغلقة يوم ${longArabicDate(date)}${reason}. يُرجى اختيار تاريخ آخر.`;
}
