import clsx from "clsx";
import type { Testimonial } from "@/content/testimonials";
import { Container } from "@/components/ui/container";
import { SectionHeading } from "@/components/ui/section-heading";
import { Carousel } from "@/components/site/carousel";
import { Illustration } from "@/components/site/illustration";
import { StarRating } from "@/components/site/star-rating";
import { TestimonialCard } from "@/components/site/testimonial-card";
import { TestimonialTabs } from "@/components/site/testimonial-tabs";
import { siteWordsFr, type SiteWords } from "@/content/site-words";

export type TestimonialsSectionProps = {
  testimonials: Testimonial[];
  /**
   * 'tabs': the home page's style (a tab per patient, one testimonial shown, `defaultTab` first);
   * 'grid': every card side by side; 'slider': cards in a carousel (2, or 1 below 992 px).
   */
  variant?: "tabs" | "grid" | "slider";
  eyebrow?: string;
  title: React.ReactNode;
  intro?: React.ReactNode;
  /** The reviews claim shown beside the tabs (e.g. '150+ avis patients'). */
  reviewsClaim?: string;
  averageRating?: number;
  averageLabel?: string;
  /** Tab shown first, numbered from 1 ('tabs' variant). */
  defaultTab?: number;
  /** Surface behind the section. */
  tone?: "white" | "tinted";
  id?: string;
  className?: string;
  words?: SiteWords;
};

/** One testimonials section with several styles, shared by the home page and the template pages. */
export function TestimonialsSection({
  testimonials,
  variant = "tabs",
  eyebrow,
  title,
  intro,
  reviewsClaim,
  averageRating,
  averageLabel = "Note moyenne",
  defaultTab = 2,
  tone = "tinted",
  id,
  className,
  words = siteWordsFr,
}: TestimonialsSectionProps) {
  const headingId = id ? `${id}-title` : undefined;
  return (
    <section id={id} aria-labelledby={headingId} className={clsx("relative overflow-hidden py-20 md:py-28", tone === "tinted" ? "bg-ink-50" : "bg-white", className)}>
      <Container className="relative">
        {variant === "tabs" ? (
          <div className="grid gap-12 lg:grid-cols-[0.85fr_1.5fr] lg:gap-16">
            <div>
              <SectionHeading id={headingId} eyebrow={eyebrow} title={title} intro={intro} align="left" className="mb-8 md:mb-10" />
              {(reviewsClaim || averageRating !== undefined) && <ReviewsSummary claim={reviewsClaim} average={averageRating} averageLabel={averageLabel} ratingLabel={words.testimonials.rating} avatars={testimonials.map((t) => t.avatar)} />}
            </div>
            <TestimonialTabs testimonials={testimonials} defaultTab={defaultTab} words={words.testimonials} />
          </div>
        ) : (
          <>
            <SectionHeading id={headingId} eyebrow={eyebrow} title={title} intro={intro} />
            {variant === "grid" ? (
              <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
                {testimonials.map((testimonial) => (
                  <li key={testimonial.name}>
                    <TestimonialCard testimonial={testimonial} words={words.testimonials} />
                  </li>
                ))}
              </ul>
            ) : (
              <Carousel label={words.testimonials.list} words={words.carousel} slidesToShow={2} responsive={{ 992: 1 }} infinite speed={700}>
                {testimonials.map((testimonial) => (
                  <TestimonialCard key={testimonial.name} testimonial={testimonial} words={words.testimonials} />
                ))}
              </Carousel>
            )}
            {reviewsClaim && (
              <div className="mt-12 flex justify-center">
                <ReviewsSummary claim={reviewsClaim} average={averageRating} averageLabel={averageLabel} ratingLabel={words.testimonials.rating} avatars={testimonials.map((t) => t.avatar)} />
              </div>
            )}
          </>
        )}
      </Container>
    </section>
  );
}

function ReviewsSummary({
  claim,
  average,
  averageLabel,
  ratingLabel,
  avatars,
}: {
  claim?: string;
  average?: number;
  averageLabel: string;
  ratingLabel: string;
  avatars: string[];
}) {
  return (
    <div className="inline-flex flex-wrap items-center gap-5 rounded-2xl border border-ink-100 bg-white p-5 shadow-card">
      <div className="flex -space-x-3" aria-hidden="true">
        {avatars.slice(0, 3).map((avatar) => (
          <Illustration key={avatar} src={avatar} alt="" width={44} height={44} className="size-11 rounded-full bg-primary-50 ring-3 ring-white" />
        ))}
        <span className="grid size-11 place-items-center rounded-full bg-primary-700 text-xs font-bold text-white ring-3 ring-white">+</span>
      </div>
      <div>
        {claim && <p className="font-display text-xl font-extrabold text-ink-900">{claim}</p>}
        {average !== undefined && (
          <p className="mt-1 flex items-center gap-2 text-sm text-ink-600">
            <StarRating rating={average} size="sm" label={ratingLabel} />
            <span>
              {averageLabel} {average.toLocaleString("fr-FR")}/5
            </span>
          </p>
        )}
      </div>
    </div>
  );
}
