import type { Metadata } from "next";
import { AuditTrailPage } from "@/components/staff/audit/audit-trail-page";
import { pageTitle } from "@/content/practice";
import { getPractice } from "@/server/practice";

export function generateMetadata(): Metadata {
  return { title: pageTitle("Journal d'audit", getPractice()) };
}

export default function JournalPage() {
  return <AuditTrailPage />;
}
