import type { Metadata } from "next";
import { pageTitle, type Practice } from "@/content/practice";

type PageMetadataOptions = {
  /** '{page}' of the title '{page} - Cabinet du Dr. {name}'. */
  page: string;
  description: string;
  /** The page's path, for the canonical link and Open Graph URL. */
  path: string;
};

const shareImage = { url: "/opengraph-image", width: 1200, height: 630, alt: "Cabinet de chirurgie orthopédique et traumatologique" };

/** Title, description, canonical link and Open Graph tags of a public page. */
export function pageMetadata(practice: Practice, { page, description, path }: PageMetadataOptions): Metadata {
  const title = pageTitle(page, practice);
  return {
    title,
    description,
    metadataBase: new URL(practice.siteUrl),
    alternates: { canonical: path },
    // Setting openGraph here replaces the image of src/app/opengraph-image.tsx: name it again.
    openGraph: { title, description, url: path, siteName: practice.siteName, locale: "fr_MA", type: "website", images: [shareImage] },
    twitter: { card: "summary_large_image", title, description, images: [shareImage.url] },
  };
}
