import type { Metadata } from "next";
import { Suspense } from "react";
import { BillingPage } from "@/components/staff/billing/billing-page";
import { pageTitle } from "@/content/practice";
import { getPractice } from "@/server/practice";

export function generateMetadata(): Metadata {
  return { title: pageTitle("Facturation", getPractice()) };
}

export default function BillingRoute() {
  return (
    <Suspense>
      <BillingPage />
    </Suspense>
  );
}
