import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { doctors, findDoctor } from "@/content/template/doctors";
import { getPractice, loadPractice } from "@/server/practice";
import { TemplateBookingNotice } from "@/components/site/booking-notice";
import { DoctorDetailsPage } from "@/components/template/doctor-details-page";
import { doctorMetadata } from "@/components/template/template-metadata";

type Props = { params: Promise<{ doctorId: string }> };

// Every doctor's page is built ahead of time; an unknown id is a 404.
export const dynamicParams = false;

export function generateStaticParams() {
  return doctors.map((doctor) => ({ doctorId: doctor.id }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const doctor = findDoctor((await params).doctorId);
  return doctor ? doctorMetadata(getPractice(), doctor) : {};
}

export default async function DoctorPage({ params }: Props) {
  const { doctorId } = await params;
  const doctor = findDoctor(doctorId);
  if (!doctor) notFound();
  return <DoctorDetailsPage doctor={doctor} path={`/doctors/${doctor.id}`} bookingNotice={<TemplateBookingNotice practice={await loadPractice()} />} />;
}
