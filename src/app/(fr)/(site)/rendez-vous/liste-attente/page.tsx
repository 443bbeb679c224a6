import type { Metadata } from "next";
import { PageHero } from "@/components/site/page-hero";
import { pageMetadata } from "@/components/site/page-metadata";
import { WaitlistPageBody, waitlistPreset } from "@/components/site/waitlist-page-body";
import { waitlistCopyFr as copy, waitlistNotice } from "@/content/waitlist";
import { getPractice, loadPractice } from "@/server/practice";
import { loadWaitlistPage } from "@/server/waitlist";
import { sendWaitlistForm } from "@/server/waitlist-actions";

export function generateMetadata(): Metadata {
  return pageMetadata(getPractice(), {
    page: "Liste d'attente",
    path: "/rendez-vous/liste-attente",
    description: "Aucun créneau ne vous convient ? Inscrivez-vous sur la liste d'attente : nous vous prévenons dès qu'un créneau se libère.",
  });
}

/** "Prévenez-moi si un créneau se libère" (decision 051). */
export default async function WaitlistPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const [practice, data, query] = await Promise.all([loadPractice(), loadWaitlistPage(), searchParams]);
  return (
    <>
      <PageHero
        title={copy.title}
        eyebrow="Réservation en ligne"
        subtitle={copy.intro}
        path="/rendez-vous/liste-attente"
        breadcrumbLabels={{ "rendez-vous": "Réservation en ligne", "liste-attente": "Liste d'attente" }}
      />
      <WaitlistPageBody copy={copy} data={data} preset={waitlistPreset(query)} action={sendWaitlistForm} notice={waitlistNotice(practice, "fr")} />
    </>
  );
}
