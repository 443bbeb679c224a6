import type { Metadata } from "next";
import { aboutContentAr, appointmentSectionContentAr, ctaContentAr, heroContentAr, arabicPageLines } from "@/content/ar/home";
import { appointmentFormCopyAr } from "@/content/ar/public-forms";
import { faqItemsAr, faqSectionAr, servicesAr, servicesSectionAr, testimonialsAr, testimonialsSectionAr, valuesAr, valuesSectionAr } from "@/content/ar/sections";
import { siteWordsAr } from "@/content/ar/site-words";
import { faqDefaultOpenIndex } from "@/content/faq";
import { servicesCarousel } from "@/content/services";
import { testimonialsDefaultTab } from "@/content/testimonials";
import { getPractice, loadArabicPractice } from "@/server/practice";
import { sendAppointmentRequestForm } from "@/server/public-form-actions";
import { AboutSection } from "@/components/site/about-section";
import { AppointmentSection } from "@/components/site/appointment-section";
import { BookingEntry } from "@/components/site/booking/booking-entry";
import { bookingWordsAr } from "@/content/ar/booking-words";
import { CtaBanner } from "@/components/site/cta-banner";
import { FaqSection } from "@/components/site/faq-section";
import { HashScroll } from "@/components/site/hash-scroll";
import { HomeHero } from "@/components/site/home-hero";
import { pageMetadata } from "@/components/site/page-metadata";
import { ServicesSection } from "@/components/site/services-section";
import { TestimonialsSection } from "@/components/site/testimonials-section";
import { ValuesSection } from "@/components/site/values-section";

export function generateMetadata(): Metadata {
  const practice = getPractice();
  return pageMetadata(practice, {
    page: "الرئيسية",
    path: "/ar",
    description: `عيادة جراحة العظام والمفاصل والرضوض للدكتور ${practice.doctorName}: الكسور، الركبة، الكتف، الورك، القدم والكاحل. اطلبوا موعدًا عبر الإنترنت.`,
  });
}

/**
 * The Arabic home page: the French home's sections in the same order, but the news (articles
 * written in French), with the Arabic copy (decision 031).
 */
export default async function ArabicHomePage() {
  const practice = await loadArabicPractice();
  const words = siteWordsAr;
  return (
    <>
      <HashScroll />
      <HomeHero practice={practice} content={heroContentAr} words={words} />
      <ValuesSection id="valeurs" values={valuesAr} {...valuesSectionAr} className="pb-4! md:pb-8!" />
      <AboutSection doctorName={practice.doctorName} content={aboutContentAr} words={words} />
      <ServicesSection
        id="services"
        services={servicesAr}
        {...servicesSectionAr}
        carousel={servicesCarousel}
        label={arabicPageLines.servicesCarousel}
        words={words}
      />
      <TestimonialsSection
        id="avis"
        variant="tabs"
        testimonials={testimonialsAr}
        defaultTab={testimonialsDefaultTab}
        eyebrow={testimonialsSectionAr.eyebrow}
        title={testimonialsSectionAr.title}
        intro={testimonialsSectionAr.intro}
        reviewsClaim={testimonialsSectionAr.reviewsClaim}
        averageRating={testimonialsSectionAr.average}
        averageLabel={testimonialsSectionAr.averageLabel}
        words={words}
      />
      <CtaBanner
        title={ctaContentAr.title}
        text={ctaContentAr.text}
        buttonLabel={ctaContentAr.button}
        buttonHref={words.paths.appointments}
        phone={{ label: ctaContentAr.phoneLabel, number: practice.phone }}
        className="relative z-10 -mb-px bg-linear-to-b from-ink-50 to-white pt-4 pb-4"
      />
      <AppointmentSection
        practice={practice}
        content={appointmentSectionContentAr}
        words={words}
        formCopy={appointmentFormCopyAr}
        formAction={sendAppointmentRequestForm}
        onlineBooking={<BookingEntry words={bookingWordsAr} />}
      />
      <FaqSection id="faq" items={faqItemsAr} defaultOpenIndex={faqDefaultOpenIndex} {...faqSectionAr} words={words} />
    </>
  );
}
