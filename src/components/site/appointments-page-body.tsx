import type { appointmentsPageContent } from "@/content/home";
import type { Practice } from "@/content/practice";
import { siteWordsFr, type SiteWords } from "@/content/site-words";
import { Container } from "@/components/ui/container";
import { ContactDetails } from "@/components/site/contact-details";

type AppointmentsPageBodyProps = {
  practice: Practice;
  content: typeof appointmentsPageContent;
  /** The lines the page writes around the form, in its language. */
  lines: { steps: string; requiredNote: string; preferCalling: string };
  /** The request form, with the page's words and server function. */
  form: React.ReactNode;
  words?: SiteWords;
  /** The entry to online booking (issue 33), above the request form. */
  onlineBooking?: React.ReactNode;
};

/** /appointments under its banner, in either language: the three steps, the form, the contact details. */
export function AppointmentsPageBody({ practice, content, lines, form, words = siteWordsFr, onlineBooking }: AppointmentsPageBodyProps) {
  return (
    <>
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
          <div className="flex min-w-0 flex-col gap-6">
            {onlineBooking}
            <div className="rounded-[1.75rem] border border-ink-100 bg-white p-6 shadow-raised sm:p-10">
              <h2 id="formulaire-rdv" className="text-2xl font-bold md:text-3xl">
                {content.formTitle}
              </h2>
              <p className="mt-2 mb-8 text-ink-600">{lines.requiredNote}</p>
              {form}
            </div>
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
