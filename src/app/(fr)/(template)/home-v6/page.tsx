import type { Metadata } from "next";
import { aboutIntro, figures } from "@/content/template/about";
import { blogPosts } from "@/content/template/blog";
import { departments } from "@/content/template/departments";
import { templateFaq } from "@/content/template/faq";
import { heroes, partners } from "@/content/template/home-variants";
import { featuredPlans } from "@/content/template/pricing";
import { templateTestimonials, templateTestimonialsCopy } from "@/content/template/testimonials";
import { getPractice, loadPractice } from "@/server/practice";
import { TemplateBookingNotice } from "@/components/site/booking-notice";
import { TestimonialsSection } from "@/components/site/testimonials-section";
import { AboutSplit } from "@/components/template/about-split";
import { FiguresBand } from "@/components/template/figures-band";
import { BlogSection, BookingSection, DepartmentsSection, FaqSection, PlansSection } from "@/components/template/home-sections";
import { HomeHero } from "@/components/template/home-hero";
import { PartnerLogos } from "@/components/template/partner-logos";
import { TemplateSection } from "@/components/template/template-section";
import { homeVariantMetadata } from "@/components/template/template-metadata";

export function generateMetadata(): Metadata {
  return homeVariantMetadata(getPractice(), "v6");
}

export default async function HomeV6Page() {
  const practice = await loadPractice();
  return (
    <div lang="en">
      <HomeHero hero={heroes.v6} tone="teal" />
      <FiguresBand figures={figures} title="Our centre in figures" />
      <TemplateSection labelledBy="v6-about-title">
        <AboutSplit
          eyebrow={aboutIntro.eyebrow}
          title={aboutIntro.title}
          headingId="v6-about-title"
          paragraphs={aboutIntro.paragraphs}
          image={aboutIntro.image}
          action={{ label: "More about us", href: "/about" }}
        />
      </TemplateSection>
      <DepartmentsSection departments={departments} display="carousel" tone="muted" />
      <PlansSection plans={featuredPlans} tone="white" />
      <BookingSection variant="simple" phone={practice.phone} urgentPhone={practice.urgentPhone} notice={<TemplateBookingNotice practice={practice} />} />
      <TestimonialsSection testimonials={templateTestimonials} variant="grid" {...templateTestimonialsCopy} />
      <FaqSection items={templateFaq} />
      <BlogSection posts={blogPosts.slice(6, 9)} tone="muted" />
      <PartnerLogos partners={partners} />
    </div>
  );
}
