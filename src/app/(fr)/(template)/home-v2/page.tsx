import type { Metadata } from "next";
import { blogPosts } from "@/content/template/blog";
import { departments } from "@/content/template/departments";
import { templateFaq } from "@/content/template/faq";
import { heroes, partners, processSteps } from "@/content/template/home-variants";
import { byId } from "@/content/template/lookup";
import { pricingPlans } from "@/content/template/pricing";
import { templateTestimonials, templateTestimonialsCopy } from "@/content/template/testimonials";
import { getPractice, loadPractice } from "@/server/practice";
import { TemplateBookingNotice } from "@/components/site/booking-notice";
import { TestimonialsSection } from "@/components/site/testimonials-section";
import { SectionHeading } from "@/components/ui/section-heading";
import { BlogSection, BookingSection, DepartmentsSection, FaqSection, PricingSpotlight } from "@/components/template/home-sections";
import { HomeHero } from "@/components/template/home-hero";
import { PartnerLogos } from "@/components/template/partner-logos";
import { ProcessSteps } from "@/components/template/process-steps";
import { TemplateSection } from "@/components/template/template-section";
import { homeVariantMetadata } from "@/components/template/template-metadata";

export function generateMetadata(): Metadata {
  return homeVariantMetadata(getPractice(), "v2");
}

export default async function HomeV2Page() {
  const practice = await loadPractice();
  return (
    <div lang="en">
      <HomeHero hero={heroes.v2} />
      <DepartmentsSection departments={departments} display="carousel" />
      <TemplateSection tone="muted" labelledBy="process-title">
        <SectionHeading id="process-title" eyebrow="How it works" title="Your visit in four simple steps" />
        <ProcessSteps steps={processSteps} />
      </TemplateSection>
      <BookingSection phone={practice.phone} urgentPhone={practice.urgentPhone} notice={<TemplateBookingNotice practice={practice} />} />
      <TestimonialsSection testimonials={templateTestimonials} variant="slider" {...templateTestimonialsCopy} />
      <PricingSpotlight plan={byId(pricingPlans, "wellness")} />
      <FaqSection items={templateFaq} tone="muted" />
      <BlogSection posts={blogPosts.slice(0, 3)} />
      <PartnerLogos partners={partners} />
    </div>
  );
}
