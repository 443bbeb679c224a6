import type { Metadata } from "next";
import { blogPosts } from "@/content/template/blog";
import { departments } from "@/content/template/departments";
import { templateFaq } from "@/content/template/faq";
import { heroes, partners, processSteps } from "@/content/template/home-variants";
import { byId } from "@/content/template/lookup";
import { pricingPlans } from "@/content/template/pricing";
import { templateTestimonials, templateTestimonialsCopy } from "@/content/template/testimonials";
import { getPractice, loadPractice } from "@/server/practice";
import { TestimonialsSection } from "@/components/site/testimonials-section";
import { SectionHeading } from "@/components/ui/section-heading";
import { BlogSection, BookingSection, DepartmentsSection, FaqSection, PricingSpotlight } from "@/components/template/home-sections";
import { HomeHero } from "@/components/template/home-hero";
import { PartnerLogos } from "@/components/template/partner-logos";
import { ProcessSteps } from "@/components/template/process-steps";
import { TemplateSection } from "@/components/template/template-section";
import { homeVariantMetadata } from "@/components/template/template-metadata";

export function generateMetadata(): Metadata {
  return homeVariantMetadata(getPractice(), "v3");
}

export default async function HomeV3Page() {
  const practice = await loadPractice();
  return (
    <div lang="en">
      <HomeHero hero={heroes.v3} layout="centered" tone="teal" />
      <PartnerLogos partners={partners} />
      <DepartmentsSection departments={departments} />
      <BookingSection phone={practice.phone} urgentPhone={practice.urgentPhone} tone="muted" />
      <TestimonialsSection testimonials={templateTestimonials} variant="grid" {...templateTestimonialsCopy} tone="white" />
      <TemplateSection tone="muted" labelledBy="process-title">
        <SectionHeading id="process-title" eyebrow="How it works" title="Simple steps to better health" />
        <ProcessSteps steps={processSteps} />
      </TemplateSection>
      <PricingSpotlight plan={byId(pricingPlans, "family-health")} />
      <FaqSection items={templateFaq} tone="muted" />
      <BlogSection posts={blogPosts.slice(3, 6)} />
    </div>
  );
}
