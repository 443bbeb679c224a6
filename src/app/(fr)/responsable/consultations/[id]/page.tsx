import type { Metadata } from "next";
import { Suspense } from "react";
import { ConsultationPage } from "@/components/staff/consultations/consultation-page";
import { pageTitle } from "@/content/practice";
import { getPractice } from "@/server/practice";

export function generateMetadata(): Metadata {
  return { title: pageTitle("Consultation", getPractice()) };
}

export default async function ConsultationRoute({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  // The timeline beside the note keeps its region in the address (useSearchParams).
  return (
    <Suspense>
      <ConsultationPage key={id} consultationId={Number(id) || 0} />
    </Suspense>
  );
}
