import type { Metadata } from "next";
import { appointmentsPageContentAr as content, arabicPageLines } from "@/content/ar/home";
import { appointmentFormCopyAr } from "@/content/ar/public-forms";
import { siteWordsAr } from "@/content/ar/site-words";
import { getArabicPractice, getPractice } from "@/server/practice";
import { sendAppointmentRequestForm } from "@/server/public-form-actions";
import { Container } from "@/components/ui/container";
import { AppointmentRequestForm } from "@/components/site/appointment-request-form";
import { ContactDetails } from "@/components/site/contact-details";
import { PageHero } from "@/components/site/page-hero";
import { pageMetadata } from "@/components/site/page-metadata";
import { Illustration } from "@/components/site/illustration";

const lines = arabicPageLines.appointments;

export function generateMetadata(): Metadata {
  const practice = getPractice();
  return pageMetadata(practice, {
    page: "حجز موعد",
    path: "/ar/appointments",
    description: `اطلبوا موعد استشارة في جراحة العظام والرضوض مع الدكتور ${practice.doctorName}. نتصل بكم لتأكيد الموعد.`,
  });
}

/** /appointments in Arabic: the same page, the Arabic form and texts. */
export default function ArabicAppointmentsPage() {
  const practice = getArabicPractice();
  const words = siteWordsAr;
  return (
    <>
      <PageHero
        title={content.title}
        eyebrow={lines.eyebrow}
        subtitle={content.intro}
        path="/ar/appointments"
        breadcrumbLabels={{ appointments: content.title }}
        breadcrumbHomeLabel={words.breadcrumbs.home}
        breadcrumbHomeHref={words.paths.home}
        breadcrumbLabel={words.breadcrumbs.label}
        aside={<Illustration src="/images/site/appointment-calendar.svg" alt="" width={400} height={244} />}
      />
      <section aria-label={lines.steps} className="bg-white">
        <Container className="relative z-10 -mt-8">
          <ol className="grid gap-4 md:grid-cols-3">
            {content.steps.map((step, index) => (
              <li key={step.title} className="flex gap-4 rounded-2xl border border-ink-100 bg-white p-6 shadow-card">
                <span className="grid size-11 shrink-0 place-items-center rounded-full bg-primary-700 font-display text-lg font-extrabold text-white">{index + 1}</span>
                <span>
                  <span className="block font-display font-bold text-ink-900">{step.title}</span>
                  <span className="mt-1 block text-[15px] text-ink-600">{step.text}</span>
                </span>
              </li>
            ))}
          </ol>
        </Container>
      </section>
      <section aria-labelledby="formulaire-rdv" className="bg-white py-16 md:py-24">
        <Container className="grid gap-12 lg:grid-cols-[1.45fr_0.85fr] lg:gap-14">
          <div className="rounded-[1.75rem] border border-ink-100 bg-white p-6 shadow-raised sm:p-10">
            <h2 id="formulaire-rdv" className="text-2xl font-bold md:text-3xl">
              {content.formTitle}
            </h2>
            <p className="mt-2 mb-8 text-ink-600">{lines.requiredNote}</p>
            <AppointmentRequestForm idPrefix="rdv" copy={appointmentFormCopyAr} locale="ar" action={sendAppointmentRequestForm} />
          </div>
          <aside aria-labelledby="contact-rdv">
            <h2 id="contact-rdv" className="text-2xl font-bold">
              {content.contactTitle}
            </h2>
            <p className="mt-2 mb-6 text-ink-600">{lines.preferCalling}</p>
            <ContactDetails practice={practice} show={["phone", "email", "address", "hours", "urgent"]} words={words.contact} />
          </aside>
        </Container>
      </section>
    </>
  );
}
