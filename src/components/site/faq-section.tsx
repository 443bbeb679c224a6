import clsx from "clsx";
import { MessageCircle } from "@/components/site/sprite-icons";
import type { FaqItem } from "@/content/faq";
import { ButtonLink } from "@/components/ui/button";
import { Container } from "@/components/ui/container";
import { SectionHeading } from "@/components/ui/section-heading";
import { FaqAccordion } from "@/components/site/faq-accordion";
import { Illustration } from "@/components/site/illustration";
import { siteWordsFr, type SiteWords } from "@/content/site-words";

export type FaqSectionProps = {
  items: FaqItem[];
  defaultOpenIndex?: number | null;
  eyebrow?: string;
  title: React.ReactNode;
  intro?: React.ReactNode;
  /** 'split': heading and illustration beside the questions; 'centered': heading above them. */
  layout?: "split" | "centered";
  id?: string;
  className?: string;
  words?: SiteWords;
};

/** A FAQ section around the accordion (one answer open at a time; the third open first by default). */
export function FaqSection({
  items,
  defaultOpenIndex = 2,
  eyebrow,
  title,
  intro,
  layout = "split",
  id = "faq",
  className,
  words = siteWordsFr,
}: FaqSectionProps) {
  const headingId = `${id}-title`;
  if (layout === "centered") {
    return (
      <section id={id} aria-labelledby={headingId} className={clsx("bg-white py-20 md:py-28", className)}>
        <Container className="max-w-4xl">
          <SectionHeading id={headingId} eyebrow={eyebrow} title={title} intro={intro} />
          <FaqAccordion items={items} defaultOpenIndex={defaultOpenIndex} />
        </Container>
      </section>
    );
  }
  return (
    <section id={id} aria-labelledby={headingId} className={clsx("bg-white py-20 md:py-28", className)}>
      <Container className="grid gap-12 lg:grid-cols-[0.85fr_1.4fr] lg:gap-16">
        <div>
          <SectionHeading id={headingId} eyebrow={eyebrow} title={title} intro={intro} align="left" className="mb-8 md:mb-10" />
          <Illustration src="/images/site/faq-illustration.svg" alt="" width={420} height={300} className="hidden w-full max-w-[420px] lg:block" />
          <div className="mt-8 flex items-center gap-4 rounded-2xl bg-accent-50 p-5 ring-1 ring-accent-100">
            <span className="grid size-12 shrink-0 place-items-center rounded-full bg-white text-accent-700 shadow-sm">
              <MessageCircle className="size-6" aria-hidden="true" />
            </span>
            <p className="text-[15px] text-ink-700">
              {words.faq.more}{" "}
              <ButtonLink href={words.paths.contact} variant="ghost" size="sm" className="-ms-2 underline decoration-primary-200 underline-offset-3">
                {words.faq.contactLink}
              </ButtonLink>
            </p>
          </div>
        </div>
        <FaqAccordion items={items} defaultOpenIndex={defaultOpenIndex} />
      </Container>
    </section>
  );
}
