import type { Metadata } from "next";
import { templateFaq } from "@/content/template/faq";
import { pricingPlans } from "@/content/template/pricing";
import { getPractice } from "@/server/practice";
import { FaqAccordion } from "@/components/site/faq-accordion";
import { PageHero } from "@/components/site/page-hero";
import { SectionHeading } from "@/components/ui/section-heading";
import { PricingGrid } from "@/components/template/pricing-card";
import { TemplateSection } from "@/components/template/template-section";
import { templatePageMetadata } from "@/components/template/template-metadata";

export function generateMetadata(): Metadata {
  return templatePageMetadata(getPractice(), "Pricing Plan", "/pricing-plan");
}

export default function PricingPlanPage() {
  return (
    <div lang="en">
      <PageHero
        title="Pricing Plans"
        eyebrow="Membership"
        subtitle="Simple monthly plans for individuals and families. No hidden fees, cancel at any time."
        path="/pricing-plan"
        breadcrumbHomeLabel="Home"
      />
      <TemplateSection tone="muted" labelledBy="plans-title" className="md:py-24">
        <SectionHeading id="plans-title" eyebrow="Our plans" title="Choose the care that fits your life" intro="All plans are billed per month and include access to our online results and reminders." />
        <PricingGrid plans={pricingPlans} />
      </TemplateSection>
      <TemplateSection labelledBy="pricing-faq-title">
        <div className="grid gap-10 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] lg:gap-16">
          <SectionHeading
            id="pricing-faq-title"
            eyebrow="FAQ"
            title="Frequently asked questions"
            intro="Everything you need to know about our plans and visits. Can't find an answer? Call our reception."
            align="left"
          />
          <FaqAccordion items={templateFaq} defaultOpenIndex={2} />
        </div>
      </TemplateSection>
    </div>
  );
}
