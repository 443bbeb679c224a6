import type { Metadata } from "next";
import { appointmentsPageContent as content } from "@/content/home";
import { getPractice, loadPractice } from "@/server/practice";
import { sendAppointmentRequestForm } from "@/server/public-form-actions";
import { AppointmentRequestForm } from "@/components/site/appointment-request-form";
import { PageHero } from "@/components/site/page-hero";
import { pageMetadata } from "@/components/site/page-metadata";
import { AppointmentsPageBody } from "@/components/site/appointments-page-body";
import { Illustration } from "@/components/site/illustration";
import { CollectionNoticeBlock } from "@/components/site/collection-notice";
import { collectionNoticeFr } from "@/content/collection-notice";
import { bookingWordsFr } from "@/content/booking-words";
import { BookingEntry } from "@/components/site/booking/booking-entry";

export function generateMetadata(): Metadata {
  const practice = getPractice();
  return pageMetadata(practice, {
    page: "Rendez-vous",
    path: "/appointments",
    description: `Demandez un rendez-vous de consultation d'orthopédie et de traumatologie avec le Dr. ${practice.doctorName} à ${practice.city}. Nous vous rappelons pour confirmer.`,
  });
}

export default async function AppointmentsPage() {
  const practice = await loadPractice();
  return (
    <>
      <PageHero
        title={content.title}
        eyebrow="Consultation d'orthopédie"
        subtitle={content.intro}
        path="/appointments"
        aside={<Illustration src="/images/site/appointment-calendar.svg" alt="" width={400} height={244} />}
      />
      <AppointmentsPageBody
        practice={practice}
        content={content}
        lines={{
          steps: "Étapes",
          requiredNote: "Les champs marqués d'un astérisque sont obligatoires.",
          preferCalling: "Vous préférez appeler ? Le secrétariat vous répond aux heures d'ouverture.",
        }}
        form={<AppointmentRequestForm idPrefix="rdv" action={sendAppointmentRequestForm} hours={practice.hours} notice={<CollectionNoticeBlock notice={collectionNoticeFr(practice, "request")} />} />}
        onlineBooking={<BookingEntry words={bookingWordsFr} />}
      />
    </>
  );
}
