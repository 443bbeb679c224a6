import type { Metadata } from "next";
import { arabicSiteName, pageTitle, type Practice } from "@/content/practice";
import { bilingualPaths, frenchPathOf, languageAlternates } from "@/content/locales";

type PageMetadataOptions = {
  /** '{page}' of the title '{page} - Cabinet du Dr. {name}'. */
  page: string;
  description: string;
  /** The page's path, for the canonical link and Open Graph URL. */
  path: string;
};

const shareImage = { url: "/opengraph-image", width: 1200, height: 630, alt: "Cabinet de chirurgie orthopédique et traumatologique" };
const shareImageAr = { ...shareImage, alt: "عيادة جراحة العظام والمفاصل والرضوض" };

/** The Arabic pages' title: '{page} - عيادة الدكتور {name}' (the French pages keep the spec's format). */
export function arabicPageTitle(page: string, practice: Pick<Practice, "doctorName">): string {
  return `${page} - ${arabicSiteName(practice)}`;
}

/**
 * Title, description, canonical link and Open Graph tags of a public page; on a page that exists
 * in both languages, its hreflang alternates (fr, ar, and French as x-default). A path under /ar
 * is an Arabic page: its title and Open Graph locale are Arabic.
 */
export function pageMetadata(practice: Practice, { page, description, path }: PageMetadataOptions): Metadata {
  const frenchPath = frenchPathOf(path);
  const arabic = frenchPath !== null;
  const title = arabic ? arabicPageTitle(page, practice) : pageTitle(page, practice);
  const paired = (bilingualPaths as readonly string[]).includes(frenchPath ?? path);
  const image = arabic ? shareImageAr : shareImage;
  return {
    title,
    description,
    metadataBase: new URL(practice.siteUrl),
    alternates: { canonical: path, ...(paired ? { languages: languageAlternates(frenchPath ?? path) } : {}) },
    // Setting openGraph here replaces the image of src/app/(fr)/opengraph-image.tsx: name it again.
    openGraph: {
      title,
      description,
      url: path,
      siteName: arabic ? arabicSiteName(practice) : practice.siteName,
      locale: arabic ? "ar_MA" : "fr_MA",
      ...(paired ? { alternateLocale: arabic ? "fr_MA" : "ar_MA" } : {}),
      type: "website",
      images: [image],
    },
    twitter: { card: "summary_large_image", title, description, images: [image.url] },
  };
}
