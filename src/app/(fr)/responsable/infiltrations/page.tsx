import type { Metadata } from "next";
import { LotSearch } from "@/components/staff/consultations/lot-search";
import { pageTitle } from "@/content/practice";
import { getPractice } from "@/server/practice";

export function generateMetadata(): Metadata {
  return { title: pageTitle("Rappel de lot", getPractice()) };
}

export default function LotSearchRoute() {
  return <LotSearch />;
}
