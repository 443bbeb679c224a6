import type { Metadata } from "next";
import { Suspense } from "react";
import { RightsRegisterPage } from "@/components/staff/data-protection/rights-register-page";
import { pageTitle } from "@/content/practice";
import { getPractice } from "@/server/practice";

export function generateMetadata(): Metadata {
  return { title: pageTitle("Registre des droits", getPractice()) };
}

export default function DroitsPage() {
  // Its filters are read from the address (useSearchParams): known in the browser only.
  return (
    <Suspense>
      <RightsRegisterPage />
    </Suspense>
  );
}
