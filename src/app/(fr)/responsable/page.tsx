import type { Metadata } from "next";
import { ResponsableHome } from "@/components/staff/responsable-home";
import { pageTitle } from "@/content/practice";
import { getPractice } from "@/server/practice";

export function generateMetadata(): Metadata {
  return { title: pageTitle("Responsable", getPractice()) };
}

export default function ResponsablePage() {
  return <ResponsableHome />;
}
