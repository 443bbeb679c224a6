import type { Metadata } from "next";
import { doctors } from "@/content/template/doctors";
import { staticPageCount } from "@/content/template/pagination";
import { getPractice } from "@/server/practice";
import { PageHero } from "@/components/site/page-hero";
import { DoctorsBrowser } from "@/components/template/doctors-browser";
import { StaticPagination } from "@/components/template/static-pagination";
import { TemplateSection } from "@/components/template/template-section";
import { templatePageMetadata } from "@/components/template/template-metadata";

export function generateMetadata(): Metadata {
  return templatePageMetadata(getPractice(), "Doctors", "/doctors");
}

export default function DoctorsPage() {
  return (
    <div lang="en">
      <PageHero
        title="Our Doctors"
        eyebrow="Find a specialist"
        subtitle="Experienced physicians in every specialty, ready to listen and to care for you."
        path="/doctors"
        breadcrumbHomeLabel="Home"
      />
      <TemplateSection tone="muted" className="md:py-24">
        <DoctorsBrowser doctors={doctors} />
        <StaticPagination pageCount={staticPageCount} />
      </TemplateSection>
    </div>
  );
}
