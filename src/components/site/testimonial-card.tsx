import clsx from "clsx";
import { Quote } from "@/components/ui/icons";
import type { Testimonial } from "@/content/testimonials";
import { StarRating } from "@/components/site/star-rating";
import { frenchSpacing } from "@/components/site/french-text";
import { Illustration } from "@/components/site/illustration";
import { siteWordsFr, type SiteWords } from "@/content/site-words";

/** One testimonial: quote, stars, avatar, name and place. */
export function TestimonialCard({
  testimonial,
  className,
  large = false,
  words = siteWordsFr.testimonials,
}: {
  testimonial: Testimonial;
  className?: string;
  large?: boolean;
  words?: SiteWords["testimonials"];
}) {
  const quote = `${words.quoteOpen}${testimonial.text}${words.quoteClose}`;
  return (
    <figure className={clsx("relative flex h-full flex-col rounded-card border border-ink-100 bg-white p-7 shadow-card md:p-8", className)}>
      <Quote className="absolute top-6 end-6 size-12 text-primary-100" strokeWidth={1.5} aria-hidden="true" fill="currentColor" />
      <StarRating rating={testimonial.rating} label={words.rating} />
      <blockquote className={clsx("mt-5 flex-1 leading-relaxed text-ink-700", large ? "text-lg md:text-xl md:leading-relaxed" : "text-[15px]")}>
        <p>{words.quoteOpen === "« " ? frenchSpacing(quote) : quote}</p>
      </blockquote>
      <figcaption className="mt-7 flex items-center gap-4 border-t border-ink-100 pt-6">
        <Illustration src={testimonial.avatar} alt={testimonial.avatarAlt} width={56} height={56} className="size-14 rounded-full bg-primary-50 ring-4 ring-primary-50" />
        <span className="flex flex-col">
          <span className="font-display font-bold text-ink-900">{testimonial.name}</span>
          <span className="text-sm text-ink-500">{testimonial.place}</span>
        </span>
      </figcaption>
    </figure>
  );
}
