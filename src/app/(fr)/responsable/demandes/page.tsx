import type { Metadata } from "next";
import { Suspense } from "react";
import { RequestTriage } from "@/components/staff/appointment-requests/request-triage";
import { pageTitle } from "@/content/practice";
import { getPractice } from "@/server/practice";

export function generateMetadata(): Metadata {
  return { title: pageTitle("Demandes", getPractice()) };
}

export default function DemandesPage() {
  // Its filters are read from the address (useSearchParams): known in the browser only.
  return (
    <Suspense>
      <RequestTriage />
    </Suspense>
  );
}
