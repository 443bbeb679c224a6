import type { Metadata } from "next";
import { featuredDepartment } from "@/content/template/departments";
import { doctors } from "@/content/template/doctors";
import { byId } from "@/content/template/lookup";
import { getPractice, loadPractice } from "@/server/practice";
import { TemplateBookingNotice } from "@/components/site/booking-notice";
import { DepartmentDetailsPage } from "@/components/template/department-details-page";
import { departmentMetadata } from "@/components/template/template-metadata";

// The template's own link: it shows a sample department, whose page is the canonical one.
export function generateMetadata(): Metadata {
  return departmentMetadata(getPractice(), featuredDepartment, "Department Details");
}

export default async function DepartmentDetailsTemplatePage() {
  return (
    <DepartmentDetailsPage
      bookingNotice={<TemplateBookingNotice practice={await loadPractice()} />}
      department={featuredDepartment}
      doctors={featuredDepartment.doctorIds.map((id) => byId(doctors, id))}
      path="/departments/department-details"
    />
  );
}
