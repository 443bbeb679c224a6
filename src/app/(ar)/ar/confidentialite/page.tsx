import type { Metadata } from "next";
import { arabicPageLines } from "@/content/ar/home";
import { arabicPrivacySectionsFor, privacyPageAr } from "@/content/ar/privacy";
import { arabicBreadcrumbs, siteWordsAr } from "@/content/ar/site-words";
import { getPractice, loadArabicPractice } from "@/server/practice";
import { PageHero } from "@/components/site/page-hero";
import { pageMetadata } from "@/components/site/page-metadata";
import { PrivacyPageBody } from "@/components/site/privacy-page-body";

const lines = arabicPageLines.privacy;

export function generateMetadata(): Metadata {
  return pageMetadata(getPractice(), {
    page: privacyPageAr.title,
    path: "/ar/confidentialite",
    description: "المعطيات التي نجمعها، وأغراضها، ومدد الاحتفاظ بها، وممارسة حقوقكم (القانون 09-08) في العيادة.",
  });
}

/** /confidentialite in Arabic: the same sections, in Arabic. */
export default async function ArabicPrivacyPage() {
  const practice = await loadArabicPractice();
  const words = siteWordsAr;
  return (
    <>
      <PageHero
        title={privacyPageAr.title}
        eyebrow={lines.eyebrow}
        subtitle={privacyPageAr.intro}
        path="/ar/confidentialite"
        breadcrumbLabels={{ confidentialite: privacyPageAr.title }}
        {...arabicBreadcrumbs}
      />
      <PrivacyPageBody practice={practice} sections={arabicPrivacySectionsFor(practice)} updated={privacyPageAr.updated} lines={lines} words={words} />
    </>
  );
}
