import type { Metadata } from "next";
import { CalendarCheck } from "@/components/ui/icons";
import { aboutIntro } from "@/content/template/about";
import { blogPosts } from "@/content/template/blog";
import { departments } from "@/content/template/departments";
import { templateFaq } from "@/content/template/faq";
import { callToAction, heroes, partners, values } from "@/content/template/home-variants";
import { featuredPlans } from "@/content/template/pricing";
import { templateTestimonials, templateTestimonialsCopy } from "@/content/template/testimonials";
import { getPractice, loadPractice } from "@/server/practice";
import { TemplateBookingNotice } from "@/components/site/booking-notice";
import { TestimonialsSection } from "@/components/site/testimonials-section";
import { SectionHeading } from "@/components/ui/section-heading";
import { AboutSplit } from "@/components/template/about-split";
import { BookingForm } from "@/components/template/booking-form";
import { CtaBanner } from "@/components/template/cta-banner";
import { BlogSection, DepartmentsSection, FaqSection, PlansSection } from "@/components/template/home-sections";
import { HomeHero } from "@/components/template/home-hero";
import { IconCardGrid } from "@/components/template/icon-card-grid";
import { PartnerLogos } from "@/components/template/partner-logos";
import { TemplateSection } from "@/components/template/template-section";
import { homeVariantMetadata } from "@/components/template/template-metadata";

export function generateMetadata(): Metadata {
  return homeVariantMetadata(getPractice(), "v4");
}

export default async function HomeV4Page() {
  return (
    <div lang="en">
      <HomeHero
        hero={heroes.v4}
        aside={
          <div id="appointment" className="w-full max-w-lg rounded-[1.5rem] border border-ink-100 bg-white p-6 shadow-raised md:p-8">
            <h2 className="mb-6 flex items-center gap-3 text-2xl font-bold">
              <span className="grid size-11 place-items-center rounded-xl bg-primary-50 text-primary-700">
                <CalendarCheck className="size-6" aria-hidden="true" />
              </span>
              Book an appointment
            </h2>
            <BookingForm variant="hero" submitLabel="Book now" notice={<TemplateBookingNotice practice={await loadPractice()} />} />
          </div>
        }
      />
      {/* Spec §2: variant 4's departments grid leads to the template's department page. */}
      <DepartmentsSection departments={departments} href="/departments/department-details" />
      <TemplateSection tone="muted" labelledBy="v4-about-title">
        <AboutSplit
          eyebrow={aboutIntro.eyebrow}
          title={aboutIntro.title}
          headingId="v4-about-title"
          paragraphs={aboutIntro.paragraphs}
          points={["Board-certified specialists", "Modern equipment", "Care for all ages", "24/7 emergency team"]}
          image={aboutIntro.image}
          action={{ label: "More about us", href: "/about" }}
        />
      </TemplateSection>
      <TemplateSection labelledBy="values-title">
        <SectionHeading id="values-title" eyebrow="Our values" title="What guides our care" />
        <IconCardGrid items={values} columns={5} />
      </TemplateSection>
      <TestimonialsSection testimonials={templateTestimonials} variant="tabs" {...templateTestimonialsCopy} reviewsClaim="5000+ patients a year" averageRating={4.9} averageLabel="Average rating" />
      <CtaBanner {...callToAction} />
      <PlansSection plans={featuredPlans} />
      <PartnerLogos partners={partners} />
      <FaqSection items={templateFaq} />
      <BlogSection posts={blogPosts.slice(0, 3)} tone="muted" />
    </div>
  );
}
