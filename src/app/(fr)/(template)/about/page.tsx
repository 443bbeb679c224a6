import type { Metadata } from "next";
import Image from "next/image";
import { ArrowRight } from "@/components/ui/icons";
import { aboutDoctorIds, aboutIntro, awards, figures, services, whyChooseUs } from "@/content/template/about";
import { doctors } from "@/content/template/doctors";
import { aboutGalleryImages } from "@/content/template/gallery";
import { byId } from "@/content/template/lookup";
import { getPractice } from "@/server/practice";
import { PageHero } from "@/components/site/page-hero";
import { ButtonLink } from "@/components/ui/button";
import { SectionHeading } from "@/components/ui/section-heading";
import { AboutSplit } from "@/components/template/about-split";
import { AwardsGrid } from "@/components/template/awards-grid";
import { DoctorCard } from "@/components/template/doctor-card";
import { FiguresBand } from "@/components/template/figures-band";
import { GalleryGrid } from "@/components/template/gallery-grid";
import { IconCardGrid } from "@/components/template/icon-card-grid";
import { TemplateSection } from "@/components/template/template-section";
import { templatePageMetadata } from "@/components/template/template-metadata";

export function generateMetadata(): Metadata {
  return templatePageMetadata(getPractice(), "About", "/about");
}

export default function AboutPage() {
  const team = aboutDoctorIds.map((id) => byId(doctors, id));
  return (
    <div lang="en">
      <PageHero
        title="About Us"
        eyebrow="Who we are"
        subtitle="A team of specialists, nurses and therapists who care for every patient as they would for their own family."
        path="/about"
        breadcrumbHomeLabel="Home"
        breadcrumbLabels={{ about: "About Us" }}
      />

      <TemplateSection labelledBy="about-intro-title">
        <AboutSplit
          eyebrow={aboutIntro.eyebrow}
          title={aboutIntro.title}
          headingId="about-intro-title"
          paragraphs={aboutIntro.paragraphs}
          points={["Board-certified specialists", "Same-day test results", "Care for the whole family", "Open every day of the year"]}
          image={aboutIntro.image}
          action={{ label: "Book an appointment", href: "/appointments" }}
        />
      </TemplateSection>

      <TemplateSection tone="muted" labelledBy="services-title">
        <SectionHeading id="services-title" eyebrow="Services" title="Complete care under one roof" intro="From prevention to rehabilitation, everything you need is close at hand." />
        <IconCardGrid items={services} />
      </TemplateSection>

      <TemplateSection labelledBy="why-title">
        <div className="grid items-center gap-12 lg:grid-cols-2 lg:gap-20">
          <div className="relative order-2 lg:order-1">
            <div className="absolute inset-6 -z-10 rounded-full bg-linear-to-br from-primary-100 to-accent-100 blur-2xl" aria-hidden="true" />
            <Image src="/images/template/hero/hero-doctor.svg" alt="" width={720} height={760} className="mx-auto h-auto w-full max-w-md" />
          </div>
          <div className="order-1 lg:order-2">
            <SectionHeading id="why-title" eyebrow="Why choose us" title="Five reasons patients trust us" align="left" className="md:mb-10" />
            <IconCardGrid items={whyChooseUs} variant="list" columns={1} className="gap-7" />
          </div>
        </div>
      </TemplateSection>

      <FiguresBand figures={figures} title="Our centre in figures" />

      <TemplateSection labelledBy="team-title">
        <SectionHeading id="team-title" eyebrow="Our doctors" title="Meet some of our specialists" />
        <ul className="grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
          {team.map((doctor) => (
            <li key={doctor.id} className="flex [&>article]:w-full">
              <DoctorCard doctor={doctor} />
            </li>
          ))}
        </ul>
        <div className="mt-12 flex justify-center">
          <ButtonLink href="/doctors" variant="secondary" size="lg">
            See all doctors
            <ArrowRight className="size-5" aria-hidden="true" />
          </ButtonLink>
        </div>
      </TemplateSection>

      <TemplateSection tone="muted" labelledBy="about-gallery-title">
        <SectionHeading id="about-gallery-title" eyebrow="Gallery" title="A look inside our centre" intro="Select a picture to see it full screen." />
        <GalleryGrid images={aboutGalleryImages} layout="strip" />
      </TemplateSection>

      <TemplateSection labelledBy="awards-title">
        <SectionHeading id="awards-title" eyebrow="Awards" title="Awards and recognition" />
        <AwardsGrid awards={awards} />
      </TemplateSection>
    </div>
  );
}
