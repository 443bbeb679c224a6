import type { PrivacySection } from "@/content/privacy";
import type { Practice } from "@/content/practice";
import { siteWordsFr, type SiteWords } from "@/content/site-words";
import { Container } from "@/components/ui/container";
import { ContactDetails } from "@/components/site/contact-details";

type PrivacyPageBodyProps = {
  practice: Practice;
  sections: PrivacySection[];
  updated: string;
  /** The summary's name and the last section's title, in the page's language. */
  lines: { summary: string; writeToUs: string };
  words?: SiteWords;
};

/** /confidentialite under its banner, in either language: the summary beside the sections, then how to write. */
export function PrivacyPageBody({ practice, sections, updated, lines, words = siteWordsFr }: PrivacyPageBodyProps) {
  const fill = (text: string) => text.replaceAll("{practice}", practice.siteName);
  return (
    <section className="bg-white py-16 md:py-24">
      <Container className="grid gap-12 lg:grid-cols-[240px_1fr] lg:gap-16">
        <nav aria-label={lines.summary} className="lg:sticky lg:top-[calc(var(--header-h)+2rem)] lg:self-start">
          <p className="text-sm font-bold tracking-[0.14em] text-accent-600 uppercase">{lines.summary}</p>
          <ol className="mt-4 grid gap-1 border-s border-ink-100">
            {sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`} className="-ms-px block border-s-2 border-transparent py-1.5 ps-4 text-[15px] text-ink-600 hover:border-primary-700 hover:text-primary-700">
                  {section.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <article className="max-w-3xl">
          <p className="text-sm text-ink-500">{updated}</p>
          {sections.map((section) => (
            <section key={section.id} id={section.id} aria-labelledby={`${section.id}-title`} className="mt-10 first-of-type:mt-6">
              <h2 id={`${section.id}-title`} className="text-2xl font-bold">
                {section.title}
              </h2>
              {section.paragraphs.map((paragraph) => (
                <p key={paragraph.slice(0, 32)} className="mt-4 text-[17px] leading-relaxed text-ink-700">
                  {fill(paragraph)}
                </p>
              ))}
              {section.list && (
                <ul className="mt-4 grid gap-2.5">
                  {section.list.map((item) => (
                    <li key={item.slice(0, 32)} className="flex gap-3 text-[17px] leading-relaxed text-ink-700">
                      <span className="mt-2.5 size-2 shrink-0 rounded-full bg-accent-500" aria-hidden="true" />
                      {item}
                    </li>
                  ))}
                </ul>
              )}
            </section>
          ))}
          <section aria-labelledby="coordonnees-title" className="mt-12 rounded-2xl bg-ink-50 p-6 md:p-8">
            <h2 id="coordonnees-title" className="text-xl font-bold">
              {lines.writeToUs}
            </h2>
            <ContactDetails practice={practice} show={["email", "address", "phone"]} className="mt-5" words={words.contact} />
          </section>
        </article>
      </Container>
    </section>
  );
}
