import type { Metadata } from "next";
import { PatientDirectory } from "@/components/staff/patients/patient-directory";
import { pageTitle } from "@/content/practice";
import { getPractice } from "@/server/practice";

export function generateMetadata(): Metadata {
  return { title: pageTitle("Patients", getPractice()) };
}

export default function PatientsPage() {
  return <PatientDirectory />;
}
