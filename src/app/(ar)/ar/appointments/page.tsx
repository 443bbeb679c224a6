import type { Metadata } from "next";
import { collectionNoticeAr } from "@/content/collection-notice";
import { CollectionNoticeBlock } from "@/components/site/collection-notice";
import { appointmentsPageContentAr as content, arabicPageLines } from "@/content/ar/home";
import { appointmentFormCopyAr } from "@/content/ar/public-forms";
import { arabicBreadcrumbs, siteWordsAr } from "@/content/ar/site-words";
import { getPractice, loadArabicPractice } from "@/server/practice";
import { sendAppointmentRequestForm } from "@/server/public-form-actions";
import { AppointmentRequestForm } from "@/components/site/appointment-request-form";
import { PageHero } from "@/components/site/page-hero";
import { pageMetadata } from "@/components/site/page-metadata";
import { AppointmentsPageBody } from "@/components/site/appointments-page-body";
import { Illustration } from "@/components/site/illustration";
import { BookingEntry } from "@/components/site/booking/booking-entry";
import { bookingWordsAr } from "@/content/ar/booking-words";

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
export default async function ArabicAppointmentsPage() {
  const practice = await loadArabicPractice();
  const words = siteWordsAr;
  return (
    <>
      <PageHero
        title={content.title}
        eyebrow={lines.eyebrow}
        subtitle={content.intro}
        path="/ar/appointments"
        breadcrumbLabels={{ appointments: content.title }}
        {...arabicBreadcrumbs}
        aside={<Illustration src="/images/site/appointment-calendar.svg" alt="" width={400} height={244} />}
      />
      <AppointmentsPageBody
        practice={practice}
        content={content}
        lines={lines}
        words={words}
        onlineBooking={<BookingEntry words={bookingWordsAr} />}
        form={
          <AppointmentRequestForm
            idPrefix="rdv"
            copy={appointmentFormCopyAr}
            locale="ar"
            action={sendAppointmentRequestForm}
            hours={practice.hours}
            notice={<CollectionNoticeBlock notice={collectionNoticeAr(practice, "request")} />}
          />
        }
      />
    </>
  );
}
