import type { Metadata } from "next";
import { AgendaPage } from "@/components/staff/appointments/agenda-page";
import { pageTitle } from "@/content/practice";
import { getPractice } from "@/server/practice";

export function generateMetadata(): Metadata {
  return { title: pageTitle("Agenda", getPractice()) };
}

export default function AgendaRoute() {
  return <AgendaPage />;
}
