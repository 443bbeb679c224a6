import type { Metadata } from "next";
import { contactPageContent as content } from "@/content/home";
import { getPractice } from "@/server/practice";
import { sendContactForm } from "@/server/public-form-actions";
import { Container } from "@/components/ui/container";
import { ContactDetails } from "@/components/site/contact-details";
import { ContactForm } from "@/components/site/contact-form";
import { MapEmbed } from "@/components/site/map-embed";
import { PageHero } from "@/components/site/page-hero";
import { pageMetadata } from "@/components/site/page-metadata";
import { SocialLinks } from "@/components/site/social-icon";
import { Illustration } from "@/components/site/illustration";

export function generateMetadata(): Metadata {
  const practice = getPractice();
  return pageMetadata(practice, {
    page: "Contact",
    path: "/contact",
    description: `Contactez le cabinet du Dr. ${practice.doctorName} à ${practice.city} : téléphone, urgences, e-mail, adresse et formulaire de contact.`,
  });
}

export default function ContactPage() {
  const practice = getPractice();
  return (
    <>
      <PageHero
        title={content.title}
        eyebrow="Contact"
        subtitle={content.intro}
        path="/contact"
        aside={<Illustration src="/images/site/faq-illustration.svg" alt="" width={380} height={272} />}
      />
      <section aria-labelledby="formulaire-contact" className="bg-white py-16 md:py-24">
        <Container className="grid gap-12 lg:grid-cols-[0.85fr_1.45fr] lg:gap-14">
          <aside aria-labelledby="coordonnees">
            <h2 id="coordonnees" className="text-2xl font-bold">
              {content.detailsTitle}
            </h2>
            <p className="mt-2 mb-6 text-ink-600">Le secrétariat vous répond aux heures d&apos;ouverture.</p>
            <ContactDetails practice={practice} />
            <SocialLinks links={practice.socialLinks} className="mt-6" />
          </aside>
          <div className="order-first rounded-[1.75rem] border border-ink-100 bg-white p-6 shadow-raised sm:p-10 lg:order-none">
            <h2 id="formulaire-contact" className="text-2xl font-bold md:text-3xl">
              {content.formTitle}
            </h2>
            <p className="mt-2 mb-8 text-ink-600">Tous les champs sont obligatoires. Pour une urgence, appelez-nous directement.</p>
            <ContactForm action={sendContactForm} />
          </div>
        </Container>
      </section>
      <section aria-labelledby="carte" className="bg-white pb-20 md:pb-28">
        <Container>
          <h2 id="carte" className="mb-6 text-2xl font-bold">
            {content.mapTitle}
          </h2>
          <MapEmbed src={practice.mapUrl} title={`Plan d'accès au ${practice.siteName}`} address={practice.address} />
        </Container>
      </section>
    </>
  );
}
