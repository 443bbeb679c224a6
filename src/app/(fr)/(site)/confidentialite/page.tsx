import type { Metadata } from "next";
import { privacyPage, privacySectionsFor } from "@/content/privacy";
import { getPractice, loadPractice } from "@/server/practice";
import { PageHero } from "@/components/site/page-hero";
import { pageMetadata } from "@/components/site/page-metadata";
import { PrivacyPageBody } from "@/components/site/privacy-page-body";

export function generateMetadata(): Metadata {
  return pageMetadata(getPractice(), {
    page: privacyPage.title,
    path: "/confidentialite",
    description: "Données collectées, finalités, durées de conservation et exercice de vos droits (loi 09-08) au cabinet.",
  });
}

export default async function PrivacyPage() {
  const practice = await loadPractice();
  // The retention periods and the CNDP reference are the server's (decision 033), like the identity.
  const sections = privacySectionsFor(practice);
  return (
    <>
      <PageHero title={privacyPage.title} eyebrow="Loi 09-08" subtitle={privacyPage.intro} path="/confidentialite" />
      <PrivacyPageBody practice={practice} sections={sections} updated={privacyPage.updated} lines={{ summary: "Sommaire", writeToUs: "Nous écrire" }} />
    </>
  );
}
