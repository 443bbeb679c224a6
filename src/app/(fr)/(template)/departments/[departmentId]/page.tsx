import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { departments, findDepartment } from "@/content/template/departments";
import { doctors } from "@/content/template/doctors";
import { byId } from "@/content/template/lookup";
import { getPractice, loadPractice } from "@/server/practice";
import { TemplateBookingNotice } from "@/components/site/booking-notice";
import { DepartmentDetailsPage } from "@/components/template/department-details-page";
import { departmentMetadata } from "@/components/template/template-metadata";

type Props = { params: Promise<{ departmentId: string }> };

export const dynamicParams = false;

export function generateStaticParams() {
  return departments.map((department) => ({ departmentId: department.id }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const department = findDepartment((await params).departmentId);
  return department ? departmentMetadata(getPractice(), department) : {};
}

export default async function DepartmentPage({ params }: Props) {
  const department = findDepartment((await params).departmentId);
  if (!department) notFound();
  return (
    <DepartmentDetailsPage
      bookingNotice={<TemplateBookingNotice practice={await loadPractice()} />}
      department={department}
      doctors={department.doctorIds.map((id) => byId(doctors, id))}
      path={`/departments/${department.id}`}
    />
  );
}
