import type { Metadata } from "next";
import { PracticeHoursPage } from "@/components/staff/practice-hours/practice-hours-page";
import { pageTitle } from "@/content/practice";
import { getPractice } from "@/server/practice";

export function generateMetadata(): Metadata {
  return { title: pageTitle("Horaires", getPractice()) };
}

export default function HorairesRoute() {
  return <PracticeHoursPage />;
}
