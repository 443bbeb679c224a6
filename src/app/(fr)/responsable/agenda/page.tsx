import type { Metadata } from "next";
import { Suspense } from "react";
import { AgendaPage } from "@/components/staff/appointments/agenda-page";
import { pageTitle } from "@/content/practice";
import { getPractice } from "@/server/practice";

export function generateMetadata(): Metadata {
  return { title: pageTitle("Agenda", getPractice()) };
}

export default function AgendaRoute() {
  // Its filters are read from the address (useSearchParams): known in the browser only.
  return (
    <Suspense>
      <AgendaPage />
    </Suspense>
  );
}
