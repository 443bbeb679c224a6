import type { Metadata } from "next";
import { PatientDataDocument } from "@/components/staff/data-protection/patient-data-document";
import { pageTitle } from "@/content/practice";
import { getPractice } from "@/server/practice";

export function generateMetadata(): Metadata {
  return { title: pageTitle("Données personnelles", getPractice()) };
}

export default async function PatientDataPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return <PatientDataDocument key={id} patientId={Number(id)} />;
}
