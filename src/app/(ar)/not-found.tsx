import type { Metadata } from "next";
import { arabicPageLines } from "@/content/ar/home";
import { getPractice } from "@/server/practice";
import { arabicPageTitle } from "@/components/site/page-metadata";
import { NotFoundContent } from "@/components/site/not-found-content";

export function generateMetadata(): Metadata {
  const practice = getPractice();
  return { title: arabicPageTitle("الصفحة غير موجودة", practice), metadataBase: new URL(practice.siteUrl) };
}

/** An unknown path under /ar: the spec's not-found page (§2), with a line in Arabic and the way to the Arabic home. */
export default function ArabicNotFound() {
  return <NotFoundContent doctorName={getPractice().doctorName} homeHref="/ar" line={arabicPageLines.notFound} lineLang="ar" />;
}
