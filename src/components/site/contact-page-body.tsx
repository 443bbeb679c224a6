import type { contactPageContent } from "@/content/home";
import type { Practice } from "@/content/practice";
import { siteWordsFr, type SiteWords } from "@/content/site-words";
import { Container } from "@/components/ui/container";
import { ContactDetails } from "@/components/site/contact-details";
import { MapEmbed } from "@/components/site/map-embed";
import { SocialLinks } from "@/components/site/social-icon";

type ContactPageBodyProps = {
  practice: Practice;
  content: typeof contactPageContent;
  /** The lines the page writes around the form, in its language. */
  lines: { secretariat: string; allRequired: string; mapFrameTitle: string };
  /** The contact form, with the page's words and server function. */
  form: React.ReactNode;
  words?: SiteWords;
};

/** /contact under its banner, in either language: the details, the form, the map. */
export function ContactPageBody({ practice, content, lines, form, words = siteWordsFr }: ContactPageBodyProps) {
  return (
    <>
      <section aria-labelledby="formulaire-contact" className="bg-white py-16 md:py-24">
        <Container className="grid gap-12 lg:grid-cols-[0.85fr_1.45fr] lg:gap-14">
          <aside aria-labelledby="coordonnees">
            <h2 id="coordonnees" className="text-2xl font-bold">
              {content.detailsTitle}
            </h2>
            <p className="mt-2 mb-6 text-ink-600">{lines.secretariat}</p>
            <ContactDetails practice={practice} words={words.contact} />
            <SocialLinks links={practice.socialLinks} className="mt-6" />
          </aside>
          <div className="order-first rounded-[1.75rem] border border-ink-100 bg-white p-6 shadow-raised sm:p-10 lg:order-none">
            <h2 id="formulaire-contact" className="text-2xl font-bold md:text-3xl">
              {content.formTitle}
            </h2>
            <p className="mt-2 mb-8 text-ink-600">{lines.allRequired}</p>
            {form}
          </div>
        </Container>
      </section>
      <section aria-labelledby="carte" className="bg-white pb-20 md:pb-28">
        <Container>
          <h2 id="carte" className="mb-6 text-2xl font-bold">
            {content.mapTitle}
          </h2>
          <MapEmbed src={practice.mapUrl} title={lines.mapFrameTitle.replace("{practice}", practice.siteName)} address={practice.address} words={words.map} />
        </Container>
      </section>
    </>
  );
}
