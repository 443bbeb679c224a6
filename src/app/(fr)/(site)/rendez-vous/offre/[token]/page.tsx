import type { Metadata } from "next";
import { OfferPageBody } from "@/components/site/offer-page-body";
import { offerCopyFr, waitlistCopyFr } from "@/content/waitlist";
import { pageTitle } from "@/content/practice";
import { getPractice, loadPractice } from "@/server/practice";
import { loadOffer } from "@/server/waitlist";
import { answerOffer } from "@/server/waitlist-actions";

/** A personal link: never indexed, never followed. */
export function generateMetadata(): Metadata {
  return { title: pageTitle("Créneau proposé", getPractice()), robots: { index: false, follow: false } };
}

/** The slot an offer of the waiting list holds, to take it (decision 051). */
export default async function OfferPage({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  const [practice, offer] = await Promise.all([loadPractice(), loadOffer(token)]);
  return <OfferPageBody copy={offerCopyFr} waitlist={waitlistCopyFr} token={token} offer={offer} practice={practice} action={answerOffer} now={new Date()} />;
}
