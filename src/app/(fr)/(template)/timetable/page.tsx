import type { Metadata } from "next";
import { callToAction } from "@/content/template/home-variants";
import { timetableSlots } from "@/content/template/timetable";
import { getPractice } from "@/server/practice";
import { PageHero } from "@/components/site/page-hero";
import { CtaBanner } from "@/components/template/cta-banner";
import { TemplateSection } from "@/components/template/template-section";
import { TimetableGrid } from "@/components/template/timetable-grid";
import { templatePageMetadata } from "@/components/template/template-metadata";

export function generateMetadata(): Metadata {
  return templatePageMetadata(getPractice(), "Timetable", "/timetable");
}

export default function TimetablePage() {
  return (
    <div lang="en">
      <PageHero
        title="Timetable"
        eyebrow="Opening hours"
        subtitle="Our specialists' consultations from Monday to Saturday, 8:00 AM to 9:00 PM."
        path="/timetable"
        breadcrumbHomeLabel="Home"
      />
      <TemplateSection tone="muted" className="md:py-24">
        <TimetableGrid slots={timetableSlots} />
      </TemplateSection>
      <CtaBanner {...callToAction} />
    </div>
  );
}
