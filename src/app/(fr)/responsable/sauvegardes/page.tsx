import type { Metadata } from "next";
import { BackupsPage } from "@/components/staff/backups/backups-page";
import { pageTitle } from "@/content/practice";
import { getPractice } from "@/server/practice";

export function generateMetadata(): Metadata {
  return { title: pageTitle("Sauvegardes", getPractice()) };
}

export default function SauvegardesPage() {
  return <BackupsPage />;
}
