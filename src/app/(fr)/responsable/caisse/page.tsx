import type { Metadata } from "next";
import { CashDayPage } from "@/components/staff/billing/cash-day-page";
import { pageTitle } from "@/content/practice";
import { getPractice } from "@/server/practice";

export function generateMetadata(): Metadata {
  return { title: pageTitle("Caisse du jour", getPractice()) };
}

export default function CashDayRoute() {
  return <CashDayPage />;
}
