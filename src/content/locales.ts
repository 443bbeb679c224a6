import type { SiteLocale } from "@/content/site-words";

/**
 * The pages that exist in both languages, by their French path; the Arabic one is under /ar
 * (decision 031). The language switch and the hreflang links pair them; a page with no Arabic
 * version leads to the Arabic home, and the other way round.
 */
export const bilingualPaths = ["/", "/appointments", "/contact", "/confidentialite", "/rendez-vous"] as const;

export const arabicPrefix = "/ar";

/** The French path of an Arabic one ('/ar/contact' -> '/contact', '/ar' -> '/'); null outside /ar. */
export function frenchPathOf(arabicPath: string): string | null {
  if (arabicPath !== arabicPrefix && !arabicPath.startsWith(`${arabicPrefix}/`)) return null;
  return arabicPath.slice(arabicPrefix.length) || "/";
}

/** The Arabic path of a French page ('/contact' -> '/ar/contact', '/' -> '/ar'). */
export function arabicPathOf(frenchPath: string): string {
  return frenchPath === "/" ? arabicPrefix : `${arabicPrefix}${frenchPath}`;
}

/** The language a path's page is written in. */
export function localeOfPath(pathname: string): SiteLocale {
  return frenchPathOf(pathname) === null ? "fr" : "ar";
}

/**
 * Where the language switch leads from `pathname` to `target`: the same page in the other
 * language when it has one, otherwise that language's home page. Query and hash are dropped.
 */
export function switchLanguagePath(pathname: string, target: SiteLocale): string {
  const path = pathname.split(/[?#]/)[0]!.replace(/(.)\/+$/, "$1") || "/";
  const french = localeOfPath(path) === "ar" ? frenchPathOf(path)! : path;
  const paired = (bilingualPaths as readonly string[]).includes(french);
  if (target === "fr") return paired ? french : "/";
  return paired ? arabicPathOf(french) : arabicPrefix;
}

/** hreflang alternates of a bilingual page (its French path): French, Arabic, and French as the default. */
export function languageAlternates(frenchPath: string): Record<"fr" | "ar" | "x-default", string> {
  return { fr: frenchPath, ar: arabicPathOf(frenchPath), "x-default": frenchPath };
}
