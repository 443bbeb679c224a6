import type { Metadata } from "next";
import { ActsPage } from "@/components/staff/acts/acts-page";
import { pageTitle } from "@/content/practice";
import { getPractice } from "@/server/practice";

export function generateMetadata(): Metadata {
  return { title: pageTitle("Actes et tarifs", getPractice()) };
}

export default function ActsRoute() {
  return <ActsPage />;
}
