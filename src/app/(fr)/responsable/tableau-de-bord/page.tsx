import type { Metadata } from "next";
import { DashboardPage } from "@/components/staff/dashboard/dashboard-page";
import { pageTitle } from "@/content/practice";
import { getPractice } from "@/server/practice";

export function generateMetadata(): Metadata {
  return { title: pageTitle("Tableau de bord", getPractice()) };
}

export default function DashboardRoute() {
  return <DashboardPage />;
}
