import type { Metadata } from "next";
import { collectionNoticeFr } from "@/content/collection-notice";
import { CollectionNoticeBlock } from "@/components/site/collection-notice";
import { contactPageContent as content } from "@/content/home";
import { getPractice, loadPractice } from "@/server/practice";
import { sendContactForm } from "@/server/public-form-actions";
import { ContactForm } from "@/components/site/contact-form";
import { PageHero } from "@/components/site/page-hero";
import { pageMetadata } from "@/components/site/page-metadata";
import { ContactPageBody } from "@/components/site/contact-page-body";
import { Illustration } from "@/components/site/illustration";

export function generateMetadata(): Metadata {
  const practice = getPractice();
  return pageMetadata(practice, {
    page: "Contact",
    path: "/contact",
    description: `Contactez le cabinet du Dr. ${practice.doctorName} à ${practice.city} : téléphone, urgences, e-mail, adresse et formulaire de contact.`,
  });
}

export default async function ContactPage() {
  const practice = await loadPractice();
  return (
    <>
      <PageHero
        title={content.title}
        eyebrow="Contact"
        subtitle={content.intro}
        path="/contact"
        aside={<Illustration src="/images/site/faq-illustration.svg" alt="" width={380} height={272} />}
      />
      <ContactPageBody
        practice={practice}
        content={content}
        lines={{
          secretariat: "Le secrétariat vous répond aux heures d'ouverture.",
          allRequired: "Tous les champs sont obligatoires. Pour une urgence, appelez-nous directement.",
          mapFrameTitle: "Plan d'accès au {practice}",
        }}
        form={<ContactForm action={sendContactForm} notice={<CollectionNoticeBlock notice={collectionNoticeFr(practice, "contact")} />} />}
      />
    </>
  );
}
