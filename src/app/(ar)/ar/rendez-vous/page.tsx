import type { Metadata } from "next";
import { headers } from "next/headers";
import { bookingWordsAr as words } from "@/content/ar/booking-words";
import { arabicBreadcrumbs, siteWordsAr } from "@/content/ar/site-words";
import { collectionNoticeAr } from "@/content/collection-notice";
import { getPractice, loadArabicPractice } from "@/server/practice";
import { sendBookingForm } from "@/server/booking-form-actions";
import { loadBookingPage, type BookingQuery } from "@/server/booking-page";
import { CollectionNoticeBlock } from "@/components/site/collection-notice";
import { BookingPageBody } from "@/components/site/booking/booking-page-body";
import { PageHero } from "@/components/site/page-hero";
import { pageMetadata } from "@/components/site/page-metadata";
import { bookingPermalink } from "@/components/site/booking/booking-permalink";

export function generateMetadata(): Metadata {
  const practice = getPractice();
  return pageMetadata(practice, {
    page: words.page.metaTitle,
    path: words.paths.booking,
    description: `احجزوا عبر الإنترنت موعد استشارة متاحًا في جراحة العظام مع الدكتور ${practice.doctorName}، يُؤكَّد برمز، في أي وقت من اليوم.`,
  });
}

/** /rendez-vous in Arabic, right to left: the same booking, the Arabic words (decision 031). */
export default async function ArabicOnlineBookingPage({ searchParams }: { searchParams: Promise<BookingQuery> }) {
  const query = await searchParams;
  const practice = await loadArabicPractice();
  const view = await loadBookingPage(query, words, await headers());
  return (
    <>
      <PageHero
        title={words.page.title}
        eyebrow={words.page.eyebrow}
        subtitle={words.page.intro}
        path={words.paths.booking}
        breadcrumbLabels={{ "rendez-vous": words.page.metaTitle }}
        {...arabicBreadcrumbs}
      />
      <BookingPageBody
        practice={practice}
        view={view}
        words={words}
        siteWords={siteWordsAr}
        action={sendBookingForm}
        permalink={bookingPermalink(words.paths.booking, query)}
        notice={<CollectionNoticeBlock notice={collectionNoticeAr(practice, "request")} />}
      />
    </>
  );
}
