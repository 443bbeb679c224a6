import type { Metadata } from "next";
import { callToAction } from "@/content/template/home-variants";
import { departments } from "@/content/template/departments";
import { getPractice } from "@/server/practice";
import { PageHero } from "@/components/site/page-hero";
import { CtaBanner } from "@/components/template/cta-banner";
import { DepartmentCard } from "@/components/template/department-card";
import { TemplateSection } from "@/components/template/template-section";
import { templatePageMetadata } from "@/components/template/template-metadata";

export function generateMetadata(): Metadata {
  return templatePageMetadata(getPractice(), "Departments", "/departments");
}

export default function DepartmentsPage() {
  return (
    <div lang="en">
      <PageHero
        title="Departments"
        eyebrow="Our specialties"
        subtitle="Eight departments working together so that you get the right specialist, at the right time."
        path="/departments"
        breadcrumbHomeLabel="Home"
      />
      <TemplateSection tone="muted" className="md:py-24">
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {departments.map((department) => (
            <li key={department.id}>
              <DepartmentCard department={department} headingLevel="h2" />
            </li>
          ))}
        </ul>
      </TemplateSection>
      <CtaBanner {...callToAction} />
    </div>
  );
}
