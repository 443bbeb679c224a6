import type { Metadata } from "next";
import { arabicPageTitle } from "@/components/site/page-metadata";
import { OfferPageBody } from "@/components/site/offer-page-body";
import { offerCopyAr, waitlistCopyAr } from "@/content/waitlist";
import { getPractice, loadArabicPractice } from "@/server/practice";
import { loadOffer } from "@/server/waitlist";
import { answerOffer } from "@/server/waitlist-actions";

/** A personal link: never indexed, never followed. */
export function generateMetadata(): Metadata {
  return { title: arabicPageTitle("موعد مقترح", getPractice()), robots: { index: false, follow: false } };
}

/** The offer's page in Arabic (decision 051). */
export default async function ArabicOfferPage({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  const [practice, offer] = await Promise.all([loadArabicPractice(), loadOffer(token)]);
  return <OfferPageBody copy={offerCopyAr} waitlist={waitlistCopyAr} token={token} offer={offer} practice={practice} action={answerOffer} now={new Date()} />;
}
