import type { Metadata } from "next";
import { Suspense } from "react";
import { PatientDirectory } from "@/components/staff/patients/patient-directory";
import { pageTitle } from "@/content/practice";
import { getPractice } from "@/server/practice";

export function generateMetadata(): Metadata {
  return { title: pageTitle("Patients", getPractice()) };
}

export default function PatientsPage() {
  // Its filters are read from the address (useSearchParams): known in the browser only.
  return (
    <Suspense>
      <PatientDirectory />
    </Suspense>
  );
}
