import type { Metadata } from "next";
import { RightsRegisterPage } from "@/components/staff/data-protection/rights-register-page";
import { pageTitle } from "@/content/practice";
import { getPractice } from "@/server/practice";

export function generateMetadata(): Metadata {
  return { title: pageTitle("Registre des droits", getPractice()) };
}

export default function DroitsPage() {
  return <RightsRegisterPage />;
}
