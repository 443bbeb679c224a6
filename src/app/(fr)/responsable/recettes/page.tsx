import type { Metadata } from "next";
import { RevenuePage } from "@/components/staff/billing/revenue-page";
import { pageTitle } from "@/content/practice";
import { getPractice } from "@/server/practice";

export function generateMetadata(): Metadata {
  return { title: pageTitle("Recettes", getPractice()) };
}

export default function RevenueRoute() {
  return <RevenuePage />;
}
