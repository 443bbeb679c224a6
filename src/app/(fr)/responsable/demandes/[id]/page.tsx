import type { Metadata } from "next";
import { RequestConversion } from "@/components/staff/appointment-requests/request-conversion";
import { pageTitle } from "@/content/practice";
import { getPractice } from "@/server/practice";

export function generateMetadata(): Metadata {
  return { title: pageTitle("Planifier une demande", getPractice()) };
}

export default async function RequestConversionPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  // key: another request starts from a fresh loading state.
  return <RequestConversion key={id} requestId={id} />;
}
