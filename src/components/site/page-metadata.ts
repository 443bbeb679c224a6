import type { Metadata } from "next";
import { pageTitle, type Practice } from "@/content/practice";

type PageMetadataOptions = {
  /** '{page}' of the title '{page} - Cabinet du Dr. {name}'. */
  page: string;
  description: string;
  /** The page's path, for the canonical link and Open Graph URL. */
  path: string;
};

/** Title, description, canonical link and Open Graph tags of a public page. */
export function pageMetadata(practice: Practice, { page, description, path }: PageMetadataOptions): Metadata {
  const title = pageTitle(page, practice);
  return {
    title,
    description,
    metadataBase: new URL(practice.siteUrl),
    alternates: { canonical: path },
    openGraph: { title, description, url: path, siteName: practice.siteName, locale: "fr_MA", type: "website" },
    twitter: { card: "summary_large_image", title, description },
  };
}
