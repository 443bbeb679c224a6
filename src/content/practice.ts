/**
 * The practice's identity. Values that differ between deployments come from the environment
 * (see src/server/practice.ts); the defaults there are plainly fictional sample data.
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
  openingHours: { days: string; hours: string }[];
  /** Machine-readable opening hours for JSON-LD (schema.org OpeningHoursSpecification). */
  openingHoursSpec: { dayOfWeek: string[]; opens: string; closes: string }[];
  socialLinks: { label: string; href: string }[];
};

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
};

export function buildPractice(settings: PracticeSettings): Practice {
  const mapQuery = encodeURIComponent(`${settings.address}, ${settings.city}, Maroc`);
  return {
    ...settings,
    siteName: `Cabinet du Dr. ${settings.doctorName}`,
    mapUrl: settings.mapUrl ?? `https://www.google.com/maps?q=${mapQuery}&output=embed`,
    openingHours: [
      { days: "Lundi - Vendredi", hours: "09:00 - 18:00" },
      { days: "Samedi", hours: "09:00 - 13:00" },
    ],
    openingHoursSpec: [
      { dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"], opens: "09:00", closes: "18:00" },
      { dayOfWeek: ["Saturday"], opens: "09:00", closes: "13:00" },
    ],
    // The spec: social links all point to /.
    socialLinks: [
      { label: "Facebook", href: "/" },
      { label: "Instagram", href: "/" },
      { label: "LinkedIn", href: "/" },
      { label: "YouTube", href: "/" },
    ],
  };
}

/** Page title format from the spec: '{page} - Cabinet du Dr. {name}'. */
export function pageTitle(page: string, practice: Pick<Practice, "siteName">): string {
  return `${page} - ${practice.siteName}`;
}
