import type { Metadata } from "next";
import { featuredDoctor } from "@/content/template/doctors";
import { getPractice, loadPractice } from "@/server/practice";
import { TemplateBookingNotice } from "@/components/site/booking-notice";
import { DoctorDetailsPage } from "@/components/template/doctor-details-page";
import { doctorMetadata } from "@/components/template/template-metadata";

// The template's own link: it shows a sample doctor, whose page is the canonical one.
export function generateMetadata(): Metadata {
  return doctorMetadata(getPractice(), featuredDoctor, "Doctor Details");
}

export default async function DoctorDetailsTemplatePage() {
  return <DoctorDetailsPage doctor={featuredDoctor} path="/doctors/doctor-details" bookingNotice={<TemplateBookingNotice practice={await loadPractice()} />} />;
}
