import type { Testimonial } from "@/content/testimonials";
import { TestimonialCard } from "@/components/site/testimonial-card";
import { TestimonialTabList } from "@/components/site/testimonial-tab-list";
import { siteWordsFr, type SiteWords } from "@/content/site-words";

export type TestimonialTabsProps = {
  testimonials: Testimonial[];
  /** Tab shown first, numbered from 1 (spec §9: 2). */
  defaultTab?: number;
  words?: SiteWords["testimonials"];
};

/**
 * Testimonials as tabs: one tab per patient (avatar, name, place), its testimonial below.
 * The cards are rendered here, on the server; only the tab switching runs in the browser.
 */
export function TestimonialTabs({ testimonials, defaultTab = 2, words = siteWordsFr.testimonials }: TestimonialTabsProps) {
  return (
    <TestimonialTabList
      testimonials={testimonials.map(({ name, place, avatar }) => ({ name, place, avatar }))}
      panels={testimonials.map((testimonial) => (
        <TestimonialCard key={testimonial.name} testimonial={testimonial} large words={words} />
      ))}
      defaultTab={defaultTab}
      label={words.list}
    />
  );
}
