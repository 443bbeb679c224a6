import type { Metadata } from "next";
import { pageTitle } from "@/content/practice";
import { getPractice } from "@/server/practice";
import { NotFoundContent } from "@/components/site/not-found-content";

export function generateMetadata(): Metadata {
  const practice = getPractice();
  return { title: pageTitle("Page introuvable", practice), metadataBase: new URL(practice.siteUrl) };
}

/** A French page that calls notFound() (an unknown doctor, department or post): the spec's page (§2). */
export default function NotFound() {
  return <NotFoundContent doctorName={getPractice().doctorName} />;
}
