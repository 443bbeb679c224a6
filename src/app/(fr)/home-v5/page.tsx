import type { Metadata } from "next";
import { ArrowRight } from "@/components/ui/icons";
import { aboutDoctorIds, figures, services } from "@/content/template/about";
import { blogPosts } from "@/content/template/blog";
import { doctors } from "@/content/template/doctors";
import { heroes, partners } from "@/content/template/home-variants";
import { byId } from "@/content/template/lookup";
import { templateTestimonials, templateTestimonialsCopy } from "@/content/template/testimonials";
import { getPractice, loadPractice } from "@/server/practice";
import { TemplateBookingNotice } from "@/components/site/booking-notice";
import { TestimonialsSection } from "@/components/site/testimonials-section";
import { ButtonLink } from "@/components/ui/button";
import { SectionHeading } from "@/components/ui/section-heading";
import { DoctorCard } from "@/components/template/doctor-card";
import { FiguresBand } from "@/components/template/figures-band";
import { BlogSection, BookingSection } from "@/components/template/home-sections";
import { HomeHero } from "@/components/template/home-hero";
import { IconCardGrid } from "@/components/template/icon-card-grid";
import { PartnerLogos } from "@/components/template/partner-logos";
import { TemplateSection } from "@/components/template/template-section";
import { homeVariantMetadata } from "@/components/template/template-metadata";

export function generateMetadata(): Metadata {
  return homeVariantMetadata(getPractice(), "v5");
}

export default async function HomeV5Page() {
  const practice = await loadPractice();
  return (
    <div lang="en">
      <HomeHero hero={heroes.v5} reverse />
      <FiguresBand figures={figures} title="Our centre in figures" />
      <TemplateSection labelledBy="v5-services-title">
        <SectionHeading id="v5-services-title" eyebrow="Services" title="Everything you need, close to home" />
        <IconCardGrid items={services} />
      </TemplateSection>
      <TemplateSection tone="muted" labelledBy="v5-doctors-title">
        <SectionHeading id="v5-doctors-title" eyebrow="Our doctors" title="Specialists who listen" />
        <ul className="grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
          {aboutDoctorIds.map((id) => {
            const doctor = byId(doctors, id);
            return (
              <li key={id} className="flex [&>article]:w-full">
                <DoctorCard doctor={doctor} />
              </li>
            );
          })}
        </ul>
        <div className="mt-12 flex justify-center">
          <ButtonLink href="/doctors" variant="secondary" size="lg">
            See all doctors
            <ArrowRight className="size-5" aria-hidden="true" />
          </ButtonLink>
        </div>
      </TemplateSection>
      <TestimonialsSection testimonials={templateTestimonials} variant="slider" {...templateTestimonialsCopy} tone="white" />
      <BookingSection variant="simple" phone={practice.phone} urgentPhone={practice.urgentPhone} notice={<TemplateBookingNotice practice={practice} />} />
      <BlogSection posts={blogPosts.slice(1, 4)} tone="muted" />
      <PartnerLogos partners={partners} />
    </div>
  );
}
