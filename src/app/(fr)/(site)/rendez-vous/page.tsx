import type { Metadata } from "next";
import { headers } from "next/headers";
import { bookingWordsFr as words } from "@/content/booking-words";
import { collectionNoticeFr } from "@/content/collection-notice";
import { getPractice, loadPractice } from "@/server/practice";
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
    description: `Réservez en ligne un créneau libre de consultation d'orthopédie avec le Dr. ${practice.doctorName} à ${practice.city}, confirmé par un code, jour et nuit.`,
  });
}

/** /rendez-vous: a free slot booked by the visitor, verified by a code (issue 33). */
export default async function OnlineBookingPage({ searchParams }: { searchParams: Promise<BookingQuery> }) {
  const query = await searchParams;
  const practice = await loadPractice();
  const view = await loadBookingPage(query, words, await headers());
  return (
    <>
      <PageHero title={words.page.title} eyebrow={words.page.eyebrow} subtitle={words.page.intro} path={words.paths.booking} breadcrumbLabels={{ "rendez-vous": words.page.metaTitle }} />
      <BookingPageBody
        practice={practice}
        view={view}
        words={words}
        action={sendBookingForm}
        permalink={bookingPermalink(words.paths.booking, query)}
        notice={<CollectionNoticeBlock notice={collectionNoticeFr(practice, "request")} />}
      />
    </>
  );
}
