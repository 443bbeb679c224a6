import type { Metadata } from "next";
import { pageTitle } from "@/content/practice";
import { featuredDoctor } from "@/content/template/doctors";
import { getPractice } from "@/server/practice";
import { DoctorDetailsPage } from "@/components/template/doctor-details-page";

// The template's own link: it shows a sample doctor, whose page is the canonical one.
export function generateMetadata(): Metadata {
  const practice = getPractice();
  return {
    title: pageTitle("Doctor Details", practice),
    alternates: { canonical: new URL(`/doctors/${featuredDoctor.id}`, practice.siteUrl).toString() },
  };
}

export default function DoctorDetailsTemplatePage() {
  return <DoctorDetailsPage doctor={featuredDoctor} path="/doctors/doctor-details" />;
}
