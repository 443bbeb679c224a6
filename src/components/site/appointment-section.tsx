import { Clock3, Siren } from "@/components/site/sprite-icons";
import type { Practice } from "@/content/practice";
import type { appointmentSectionContent } from "@/content/home";
import type { AppointmentFormCopy } from "@/content/public-forms";
import type { AppointmentFormState, PublicFormAction } from "@/schemas/public-form-state";
import { Container } from "@/components/ui/container";
import { AppointmentRequestForm } from "@/components/site/appointment-request-form";
import { HoursNotices } from "@/components/site/hours-notices";
import { siteWordsFr, type SiteWords } from "@/content/site-words";
import { CollectionNoticeBlock } from "@/components/site/collection-notice";
import { collectionNoticeAr, collectionNoticeFr } from "@/content/collection-notice";

type AppointmentSectionProps = {
  practice: Practice;
  content: typeof appointmentSectionContent;
  id?: string;
  /** The form's words (French by default) and where it posts without scripts (decision 032). */
  formCopy?: AppointmentFormCopy;
  formAction?: PublicFormAction<AppointmentFormState>;
  /** The section's own words in the page's language; French by default. */
  words?: SiteWords;
  /** The entry to online booking (issue 33), under the section's introduction. */
  onlineBooking?: React.ReactNode;
};

/** The home page's appointment request section (#appointment): the form beside hours and urgent line. */
export function AppointmentSection({ practice, content, id = "appointment", formCopy, formAction, words = siteWordsFr, onlineBooking }: AppointmentSectionProps) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="relative overflow-hidden bg-linear-to-b from-white to-primary-50/60 py-20 md:py-28">
      <Container className="grid gap-10 lg:grid-cols-[0.9fr_1.3fr] lg:gap-x-16 lg:gap-y-8">
        <div className="lg:col-start-1 lg:row-start-1">
          <p className="mb-3 text-sm font-semibold tracking-[0.14em] text-accent-600 uppercase">{content.eyebrow}</p>
          <h2 id={`${id}-title`} className="text-3xl leading-tight font-bold md:text-[2.5rem]">
            {content.title}
          </h2>
          <p className="mt-4 text-lg leading-relaxed text-ink-600">{content.intro}</p>
          {onlineBooking && <div className="mt-6">{onlineBooking}</div>}
        </div>

        <div className="self-start rounded-[1.75rem] border border-ink-100 bg-white p-6 shadow-raised sm:p-10 lg:col-start-2 lg:row-span-2 lg:row-start-1">
          <AppointmentRequestForm
            idPrefix="accueil-rdv"
            copy={formCopy}
            locale={words.locale}
            action={formAction}
            hours={practice.hours}
            notice={<CollectionNoticeBlock notice={(words.locale === "ar" ? collectionNoticeAr : collectionNoticeFr)(practice, "request")} />}
          />
        </div>

        <div className="lg:col-start-1 lg:row-start-2">
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-1">
            <div className="rounded-2xl border border-ink-100 bg-white p-6 shadow-card">
              <p className="flex items-center gap-3 font-display font-bold text-ink-900">
                <span className="grid size-10 place-items-center rounded-xl bg-primary-50 text-primary-700">
                  <Clock3 className="size-5" aria-hidden="true" />
                </span>
                {content.hoursTitle}
              </p>
              <dl className="mt-4 grid gap-2 text-[15px]">
                {practice.openingHours.map((slot) => (
                  <div key={slot.days} className="flex justify-between gap-4 border-b border-dashed border-ink-200 pb-2 last:border-0 last:pb-0">
                    <dt className="text-ink-600">{slot.days}</dt>
                    <dd className="font-semibold text-ink-900">{slot.hours}</dd>
                  </div>
                ))}
                {practice.closedDays.map((days) => (
                  <div key={days} className="flex justify-between gap-4 border-b border-dashed border-ink-200 pb-2 last:border-0 last:pb-0">
                    <dt className="text-ink-600">{days}</dt>
                    <dd className="font-semibold text-ink-500">{words.contact.closed}</dd>
                  </div>
                ))}
              </dl>
              <HoursNotices notices={practice.hoursNotices} />
            </div>
            <div className="rounded-2xl bg-primary-800 p-6 text-white shadow-card">
              <p className="flex items-center gap-3 font-display font-bold">
                <span className="grid size-10 place-items-center rounded-xl bg-white/10 text-accent-300">
                  <Siren className="size-5" aria-hidden="true" />
                </span>
                {content.urgentTitle}
              </p>
              <p className="mt-3 text-[15px] text-primary-100">{content.urgentText}</p>
              <a dir="ltr" href={`tel:${practice.urgentPhone.replace(/\s/g, "")}`} className="mt-3 inline-block font-display text-2xl font-extrabold hover:underline">
                {practice.urgentPhone}
              </a>
            </div>
          </div>
        </div>
      </Container>
    </section>
  );
}
