import type { Metadata } from "next";
import { PersonnelsPage } from "@/components/staff/staff-users/personnels-page";
import { pageTitle } from "@/content/practice";
import { getPractice } from "@/server/practice";

export function generateMetadata(): Metadata {
  return { title: pageTitle("Gestion des Personels", getPractice()) };
}

export default function PersonnelsRoute() {
  return <PersonnelsPage />;
}
