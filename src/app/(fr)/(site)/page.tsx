import type { Metadata } from "next";
import { aboutContent, appointmentSectionContent, ctaContent, heroContent } from "@/content/home";
import { faqDefaultOpenIndex, faqItems, faqSection } from "@/content/faq";
import { latestNews, newsSection } from "@/content/news";
import { services, servicesCarousel, servicesSection } from "@/content/services";
import { testimonials, testimonialsDefaultTab, testimonialsSection } from "@/content/testimonials";
import { values, valuesSection } from "@/content/values";
import { getPractice, loadPractice } from "@/server/practice";
import { sendAppointmentRequestForm } from "@/server/public-form-actions";
import { AboutSection } from "@/components/site/about-section";
import { AppointmentSection } from "@/components/site/appointment-section";
import { BookingEntry } from "@/components/site/booking/booking-entry";
import { bookingWordsFr } from "@/content/booking-words";
import { CtaBanner } from "@/components/site/cta-banner";
import { FaqSection } from "@/components/site/faq-section";
import { HashScroll } from "@/components/site/hash-scroll";
import { HomeHero } from "@/components/site/home-hero";
import { NewsSection } from "@/components/site/news-section";
import { pageMetadata } from "@/components/site/page-metadata";
import { ServicesSection } from "@/components/site/services-section";
import { TestimonialsSection } from "@/components/site/testimonials-section";
import { ValuesSection } from "@/components/site/values-section";

export function generateMetadata(): Metadata {
  const practice = getPractice();
  return pageMetadata(practice, {
    page: "Home",
    path: "/",
    description: `Cabinet de chirurgie orthopédique et traumatologique du Dr. ${practice.doctorName} à ${practice.city} : fractures, genou, épaule, hanche, pied et cheville. Demandez un rendez-vous en ligne.`,
  });
}

/** Home: the spec's sections in order (§2). */
export default async function HomePage() {
  const practice = await loadPractice();
  return (
    <>
      <HashScroll />
      <HomeHero practice={practice} content={heroContent} />
      <ValuesSection id="valeurs" values={values} {...valuesSection} className="pb-4! md:pb-8!" />
      <AboutSection doctorName={practice.doctorName} content={aboutContent} />
      <ServicesSection id="services" services={services} {...servicesSection} carousel={servicesCarousel} />
      <TestimonialsSection
        id="avis"
        variant="tabs"
        testimonials={testimonials}
        defaultTab={testimonialsDefaultTab}
        eyebrow={testimonialsSection.eyebrow}
        title={testimonialsSection.title}
        intro={testimonialsSection.intro}
        reviewsClaim={testimonialsSection.reviewsClaim}
        averageRating={testimonialsSection.average}
        averageLabel={testimonialsSection.averageLabel}
      />
      <CtaBanner
        title={ctaContent.title}
        text={ctaContent.text}
        buttonLabel={ctaContent.button}
        phone={{ label: ctaContent.phoneLabel, number: practice.phone }}
        className="relative z-10 -mb-px bg-linear-to-b from-ink-50 to-white pt-4 pb-4"
      />
      <NewsSection id="actualites" posts={latestNews} {...newsSection} />
      <AppointmentSection
        practice={practice}
        content={appointmentSectionContent}
        formAction={sendAppointmentRequestForm}
        onlineBooking={<BookingEntry words={bookingWordsFr} />}
      />
      <FaqSection id="faq" items={faqItems} defaultOpenIndex={faqDefaultOpenIndex} {...faqSection} />
    </>
  );
}
