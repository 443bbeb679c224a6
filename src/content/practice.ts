import { defaultRetentionPeriods, type RetentionPeriods } from "@/schemas/retention";
import type { WeeklyHours } from "@/schemas/practice-hours";
import { type HoursDocument, type HoursNotice, hoursNoticeTitle, openingHoursSpecification, specialOpeningHoursSpecification, weeklyHoursRows } from "@/calendar/opening-hours";
import { WEEKDAYS, type Weekday } from "@/calendar/plain-date";
import { arabicHoursNoticeTitle, arabicWeekdayTitles } from "@/content/ar/practice-hours";

/**
 * The practice's identity. Values that differ between deployments come from the environment
 * (see src/server/practice.ts); the defaults there are plainly fictional sample data. The opening
 * hours come from the configuration an admin edits (GET /api/practice/hours), as the server last
 * read it (src/server/runtime-values.ts).
 */
export type Practice = {
  doctorName: string;
  /** Used in every page title: '{page} - Cabinet du Dr. {name}'. */
  siteName: string;
  city: string;
  address: string;
  phone: string;
  urgentPhone: string;
  email: string;
  mapUrl: string;
  siteUrl: string;
  timeZone: string;
  /** The CNDP's authorisation or receipt number (PRACTICE_CNDP_NUMBER): shown on /confidentialite and in the footer when set. */
  cndpNumber?: string;
  /** How long the site's data is kept (RETENTION_*): what /confidentialite states (decision 033). */
  retention: RetentionPeriods;
  /** The usual week as the site displays it: "Lundi - Vendredi" / "09:00 - 18:00"; closed days left out. */
  openingHours: { days: string; hours: string }[];
  /** The weekdays without hours, grouped the same way: ["Dimanche"]. */
  closedDays: string[];
  /** Machine-readable opening hours for JSON-LD (schema.org OpeningHoursSpecification). */
  openingHoursSpec: { dayOfWeek: string[]; opens: string; closes: string }[];
  /** Special periods and closures of the coming weeks, as the site announces them below the usual week. */
  hoursNotices: { title: string; hours: { days: string; hours: string }[] }[];
  /** The same for JSON-LD (schema.org specialOpeningHoursSpecification). */
  specialOpeningHoursSpec: { dayOfWeek?: string[]; opens: string; closes: string; validFrom: string; validThrough: string }[];
  socialLinks: { label: string; href: string }[];
  /**
   * The usual week with the special periods and closures of the coming weeks, for the request
   * forms' hint beside the preferred time (issue 32): what the page already shows, evaluated.
   */
  hours?: HoursDocument;
};

/** The week and the announced periods and closures as an opening-hours document (src/calendar). */
export function announcedHours(semaine: WeeklyHours, annonces: HoursNotice[]): HoursDocument {
  return {
    semaine,
    periodes: annonces.flatMap((notice, index) => (notice.kind === "periode" ? [{ id: `p${index}`, libelle: notice.libelle, du: notice.du, au: notice.au, semaine: notice.semaine }] : [])),
    fermetures: annonces.flatMap((notice, index) =>
      notice.kind === "fermeture" ? [{ id: `f${index}`, libelle: notice.libelle, du: notice.du, au: notice.au, estimee: notice.estimee }] : [],
    ),
  };
}

export type PracticeSettings = {
  doctorName: string;
  city: string;
  address: string;
  phone: string;
  urgentPhone: string;
  email: string;
  mapUrl?: string;
  siteUrl: string;
  timeZone: string;
  cndpNumber?: string;
  /** The retention periods the purge applies (the defaults when omitted). */
  retention?: RetentionPeriods;
  /** The usual week of the opening-hours configuration. */
  semaine: WeeklyHours;
  /** Its special periods and closures of the coming weeks (none when omitted). */
  annonces?: HoursNotice[];
};

/** The weekdays without hours, consecutive ones in one row as `weeklyHoursRows` groups open days. */
export function closedDayRows(semaine: WeeklyHours, titles?: Record<Weekday, string>): string[] {
  const closedOnly = Object.fromEntries(WEEKDAYS.map((day) => [day, semaine[day].length === 0 ? [{ debut: "00:00", fin: "00:00" }] : []]));
  return weeklyHoursRows(closedOnly as WeeklyHours, titles).map((row) => row.days);
}

export function buildPractice({ semaine, annonces = [], retention = defaultRetentionPeriods, ...settings }: PracticeSettings): Practice {
  const mapQuery = encodeURIComponent(`${settings.address}, ${settings.city}, Maroc`);
  return {
    ...settings,
    retention,
    siteName: `Cabinet du Dr. ${settings.doctorName}`,
    mapUrl: settings.mapUrl ?? `https://www.google.com/maps?q=${mapQuery}&output=embed`,
    openingHours: weeklyHoursRows(semaine),
    closedDays: closedDayRows(semaine),
    openingHoursSpec: openingHoursSpecification(semaine),
    hoursNotices: annonces.map((notice) => ({
      title: hoursNoticeTitle(notice),
      hours: notice.kind === "periode" ? weeklyHoursRows(notice.semaine) : [],
    })),
    specialOpeningHoursSpec: specialOpeningHoursSpecification(annonces),
    hours: announcedHours(semaine, annonces),
    // The spec: social links all point to /.
    socialLinks: [
      { label: "Facebook", href: "/" },
      { label: "Instagram", href: "/" },
      { label: "LinkedIn", href: "/" },
      { label: "YouTube", href: "/" },
    ],
  };
}

/** The practice's name on the Arabic pages: 'عيادة الدكتور {name}'. */
export function arabicSiteName(practice: Pick<Practice, "doctorName">): string {
  return `عيادة الدكتور ${practice.doctorName}`;
}

/** The practice as the Arabic pages show it (decision 031): its name, usual week, closed days and notices in Arabic. */
export function buildArabicPractice(settings: PracticeSettings): Practice {
  const { semaine, annonces = [] } = settings;
  const practice = buildPractice(settings);
  return {
    ...practice,
    siteName: arabicSiteName(practice),
    openingHours: weeklyHoursRows(semaine, arabicWeekdayTitles),
    closedDays: closedDayRows(semaine, arabicWeekdayTitles),
    hoursNotices: annonces.map((notice) => ({
      title: arabicHoursNoticeTitle(notice),
      hours: notice.kind === "periode" ? weeklyHoursRows(notice.semaine, arabicWeekdayTitles) : [],
    })),
  };
}

/** Page title format from the spec: '{page} - Cabinet du Dr. {name}'. */
export function pageTitle(page: string, practice: Pick<Practice, "siteName">): string {
  return `${page} - ${practice.siteName}`;
}
