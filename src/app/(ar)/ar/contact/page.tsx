import type { Metadata } from "next";
import { collectionNoticeAr } from "@/content/collection-notice";
import { CollectionNoticeBlock } from "@/components/site/collection-notice";
import { contactPageContentAr as content, arabicPageLines } from "@/content/ar/home";
import { contactFormCopyAr } from "@/content/ar/public-forms";
import { arabicBreadcrumbs, siteWordsAr } from "@/content/ar/site-words";
import { getPractice, loadArabicPractice } from "@/server/practice";
import { sendContactForm } from "@/server/public-form-actions";
import { ContactForm } from "@/components/site/contact-form";
import { PageHero } from "@/components/site/page-hero";
import { pageMetadata } from "@/components/site/page-metadata";
import { ContactPageBody } from "@/components/site/contact-page-body";
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
export default async function ArabicContactPage() {
  const practice = await loadArabicPractice();
  const words = siteWordsAr;
  return (
    <>
      <PageHero
        title={content.title}
        eyebrow={lines.eyebrow}
        subtitle={content.intro}
        path="/ar/contact"
        breadcrumbLabels={{ contact: content.title }}
        {...arabicBreadcrumbs}
        aside={<Illustration src="/images/site/faq-illustration.svg" alt="" width={380} height={272} />}
      />
      <ContactPageBody practice={practice} content={content} lines={lines} words={words} form={<ContactForm copy={contactFormCopyAr} action={sendContactForm} notice={<CollectionNoticeBlock notice={collectionNoticeAr(practice, "contact")} />} />} />
    </>
  );
}
