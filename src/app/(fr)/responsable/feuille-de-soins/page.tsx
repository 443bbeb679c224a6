import type { Metadata } from "next";
import { ClaimFormPage } from "@/components/staff/claim-form/claim-form-page";
import { pageTitle } from "@/content/practice";
import { getPractice } from "@/server/practice";

export function generateMetadata(): Metadata {
  return { title: pageTitle("Feuille de soins", getPractice()) };
}

export default function ClaimFormRoute() {
  return <ClaimFormPage />;
}
