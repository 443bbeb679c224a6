import type { HoursNotice, Weekday } from "@/schemas/practice-hours-rules";

/**
 * The opening hours and their notices in Arabic (decision 031). Dates are written as Morocco
 * writes them: Western digits and the Moroccan month names (يناير … ماي … يوليوز، غشت، شتنبر،
 * نونبر، دجنبر), which is what Intl's `ar-MA` gives with the Latin numbering system.
 */

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

// YYYY-MM-DD strings are calendar dates: formatted in UTC so that no time zone moves the day.
const longFormat = new Intl.DateTimeFormat(arabicDateLocale, { weekday: "long", day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });
const monthYearFormat = new Intl.DateTimeFormat(arabicDateLocale, { month: "long", year: "numeric", timeZone: "UTC" });
const dayMonthYearFormat = new Intl.DateTimeFormat(arabicDateLocale, { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });

const utc = (date: string) => new Date(`${date}T00:00:00Z`);

/** "الجمعة، 1 ماي 2026". */
export function longArabicDate(date: string): string {
  return longFormat.format(utc(date));
}

/** "1 ماي 2026". */
export function arabicDate(date: string): string {
  return dayMonthYearFormat.format(utc(date));
}

/** "ماي 2026" (the calendar's title), from any date of the month. */
export function arabicMonthYear(date: string): string {
  return monthYearFormat.format(utc(date));
}

/** The pre-filled holidays' names (src/schemas/moroccan-holidays.ts) and Ramadan; other names are shown as the staff typed them. */
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
