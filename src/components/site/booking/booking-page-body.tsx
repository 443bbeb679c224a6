import { ContactDetails } from "@/components/site/contact-details";
import { OnlineBooking } from "@/components/site/booking/online-booking";
import { Container } from "@/components/ui/container";
import type { BookingWords } from "@/content/booking-words";
import type { Practice } from "@/content/practice";
import type { SiteWords } from "@/content/site-words";
import type { BookingFlowState, BookingPageView } from "@/schemas/booking-page";
import type { PublicFormAction } from "@/schemas/public-form-state";

type BookingPageBodyProps = {
  practice: Practice;
  view: BookingPageView;
  words: BookingWords;
  siteWords?: SiteWords;
  action: PublicFormAction<BookingFlowState>;
  permalink: string;
  notice: React.ReactNode;
};

/** /rendez-vous under its banner, in either language: the booking beside how it works and the practice's phone. */
export function BookingPageBody({ practice, view, words, siteWords, action, permalink, notice }: BookingPageBodyProps) {
  return (
    <section aria-label={words.page.title} className="bg-white pt-8 pb-16 md:pt-12 md:pb-24">
      <Container className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_20rem] lg:gap-12">
        <div className="min-w-0 rounded-[1.75rem] border border-ink-100 bg-white p-5 shadow-raised sm:p-8 lg:p-10">
          {/* A new address (another type, doctor or day) starts the flow again. */}
          <OnlineBooking key={permalink} view={view} words={words} action={action} permalink={permalink} phone={practice.phone} notice={notice} />
        </div>
        <aside aria-labelledby="rdv-en-ligne-aide" className="flex flex-col gap-6">
          <div className="rounded-2xl border border-ink-100 bg-ink-50 p-6">
            <h2 id="rdv-en-ligne-aide" className="text-xl font-bold">
              {words.aside.title}
            </h2>
            <ol className="mt-4 flex flex-col gap-4">
              {words.aside.points.map((point, index) => (
                <li key={point} className="flex gap-3 text-[15px] text-ink-700">
                  <span className="grid size-7 shrink-0 place-items-center rounded-full bg-primary-700 text-sm font-bold text-white">{index + 1}</span>
                  <span>{point}</span>
                </li>
              ))}
            </ol>
            <p className="mt-4 text-sm text-ink-600">{words.aside.timeZone}</p>
          </div>
          <div>
            <p className="mb-4 text-[15px] text-ink-600">{words.aside.contact}</p>
            <ContactDetails practice={practice} show={["phone", "address", "hours"]} words={siteWords?.contact} />
          </div>
        </aside>
      </Container>
    </section>
  );
}
