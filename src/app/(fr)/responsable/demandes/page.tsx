import type { Metadata } from "next";
import { RequestTriage } from "@/components/staff/appointment-requests/request-triage";
import { pageTitle } from "@/content/practice";
import { getPractice } from "@/server/practice";

export function generateMetadata(): Metadata {
  return { title: pageTitle("Demandes", getPractice()) };
}

export default function DemandesPage() {
  return <RequestTriage />;
}
