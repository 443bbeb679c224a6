import type { Metadata } from "next";
import { InsurersPage } from "@/components/staff/acts/insurers-page";
import { pageTitle } from "@/content/practice";
import { getPractice } from "@/server/practice";

export function generateMetadata(): Metadata {
  return { title: pageTitle("Organismes d'assurance maladie", getPractice()) };
}

export default function InsurersRoute() {
  return <InsurersPage />;
}
