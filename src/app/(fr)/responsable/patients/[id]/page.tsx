import type { Metadata } from "next";
import { PatientFile } from "@/components/staff/patients/patient-file";
import { pageTitle } from "@/content/practice";
import { getPractice } from "@/server/practice";

export function generateMetadata(): Metadata {
  return { title: pageTitle("Dossier patient", getPractice()) };
}

export default async function PatientPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  // key: a new patient starts from a fresh loading state.
  return <PatientFile key={id} patientId={id} />;
}
