import type { Metadata } from "next";
import { PageHero } from "@/components/site/page-hero";
import { pageMetadata } from "@/components/site/page-metadata";
import { WaitlistPageBody, waitlistPreset } from "@/components/site/waitlist-page-body";
import { arabicBreadcrumbs } from "@/content/ar/site-words";
import { waitlistCopyAr as copy, waitlistNotice } from "@/content/waitlist";
import { getPractice, loadArabicPractice } from "@/server/practice";
import { loadWaitlistPage } from "@/server/waitlist";
import { sendWaitlistForm } from "@/server/waitlist-actions";

export function generateMetadata(): Metadata {
  return pageMetadata(getPractice(), {
    page: "لائحة الانتظار",
    path: "/ar/rendez-vous/liste-attente",
    description: "لم تجدوا موعدا يناسبكم؟ سجّلوا في لائحة الانتظار: نخبركم بمجرد أن يصبح موعد متاحا.",
  });
}

/** The waiting list in Arabic (decision 051): the same form, right to left, the messages in Arabic. */
export default async function ArabicWaitlistPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const [practice, data, query] = await Promise.all([loadArabicPractice(), loadWaitlistPage(), searchParams]);
  return (
    <>
      <PageHero
        title={copy.title}
        eyebrow="الحجز عبر الإنترنت"
        subtitle={copy.intro}
        path="/ar/rendez-vous/liste-attente"
        breadcrumbLabels={{ "rendez-vous": "الحجز عبر الإنترنت", "liste-attente": "لائحة الانتظار" }}
        {...arabicBreadcrumbs}
      />
      <WaitlistPageBody copy={copy} data={data} preset={waitlistPreset(query)} action={sendWaitlistForm} notice={waitlistNotice(practice, "ar")} />
    </>
  );
}
