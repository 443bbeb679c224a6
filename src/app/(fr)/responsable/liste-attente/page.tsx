import type { Metadata } from "next";
import { WaitlistPage } from "@/components/staff/waitlist/waitlist-page";
import { pageTitle } from "@/content/practice";
import { getPractice } from "@/server/practice";

export function generateMetadata(): Metadata {
  return { title: pageTitle("Liste d'attente", getPractice()) };
}

export default function ListeAttenteRoute() {
  return <WaitlistPage />;
}
