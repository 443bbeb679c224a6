import type { Metadata } from "next";
import { contactPageContentAr as content, arabicPageLines } from "@/content/ar/home";
import { contactFormCopyAr } from "@/content/ar/public-forms";
import { siteWordsAr } from "@/content/ar/site-words";
import { fill } from "@/content/site-words";
import { getArabicPractice, getPractice } from "@/server/practice";
import { sendContactForm } from "@/server/public-form-actions";
import { Container } from "@/components/ui/container";
import { ContactDetails } from "@/components/site/contact-details";
import { ContactForm } from "@/components/site/contact-form";
import { MapEmbed } from "@/components/site/map-embed";
import { PageHero } from "@/components/site/page-hero";
import { pageMetadata } from "@/components/site/page-metadata";
import { SocialLinks } from "@/components/site/social-icon";
import { Illustration } from "@/components/site/illustration";

const lines = arabicPageLines.contact;

export function generateMetadata(): Metadata {
  const practice = getPractice();
  return pageMetadata(practice, {
    page: "اتصل بنا",
    path: "/ar/contact",
    description: `تواصلوا مع عيادة الدكتور ${practice.doctorName}: الهاتف، المستعجلات، البريد الإلكتروني، العنوان واستمارة الاتصال.`,
  });
}

/** /contact in Arabic: the same page, the Arabic form and texts. */
export default function ArabicContactPage() {
  const practice = getArabicPractice();
  const words = siteWordsAr;
  return (
    <>
      <PageHero
        title={content.title}
        eyebrow={lines.eyebrow}
        subtitle={content.intro}
        path="/ar/contact"
        breadcrumbLabels={{ contact: content.title }}
        breadcrumbHomeLabel={words.breadcrumbs.home}
        breadcrumbHomeHref={words.paths.home}
        breadcrumbLabel={words.breadcrumbs.label}
        aside={<Illustration src="/images/site/faq-illustration.svg" alt="" width={380} height={272} />}
      />
      <section aria-labelledby="formulaire-contact" className="bg-white py-16 md:py-24">
        <Container className="grid gap-12 lg:grid-cols-[0.85fr_1.45fr] lg:gap-14">
          <aside aria-labelledby="coordonnees">
            <h2 id="coordonnees" className="text-2xl font-bold">
              {content.detailsTitle}
            </h2>
            <p className="mt-2 mb-6 text-ink-600">{lines.secretariat}</p>
            <ContactDetails practice={practice} words={words.contact} />
            <SocialLinks links={practice.socialLinks} className="mt-6" />
          </aside>
          <div className="order-first rounded-[1.75rem] border border-ink-100 bg-white p-6 shadow-raised sm:p-10 lg:order-none">
            <h2 id="formulaire-contact" className="text-2xl font-bold md:text-3xl">
              {content.formTitle}
            </h2>
            <p className="mt-2 mb-8 text-ink-600">{lines.allRequired}</p>
            <ContactForm copy={contactFormCopyAr} action={sendContactForm} />
          </div>
        </Container>
      </section>
      <section aria-labelledby="carte" className="bg-white pb-20 md:pb-28">
        <Container>
          <h2 id="carte" className="mb-6 text-2xl font-bold">
            {content.mapTitle}
          </h2>
          <MapEmbed src={practice.mapUrl} title={fill(lines.mapFrameTitle, { practice: practice.siteName })} address={practice.address} words={words.map} />
        </Container>
      </section>
    </>
  );
}
