import clsx from "clsx";
import type { ServiceCard as ServiceCardData } from "@/content/services";
import { Container } from "@/components/ui/container";
import { SectionHeading } from "@/components/ui/section-heading";
import { Carousel, type CarouselProps } from "@/components/site/carousel";
import { ServiceCard } from "@/components/site/service-card";
import { siteWordsFr, type SiteWords } from "@/content/site-words";

export type ServicesSectionProps = {
  services: ServiceCardData[];
  eyebrow?: string;
  title: React.ReactNode;
  intro?: React.ReactNode;
  linkLabel?: string;
  /** Carousel settings; the spec's services carousel by default. */
  carousel?: Omit<CarouselProps, "children" | "label">;
  id?: string;
  className?: string;
  /** The carousel's accessible name. */
  label?: string;
  words?: SiteWords;
};

/** The services carousel (spec §9 settings), wider than the text column so cards breathe. */
export function ServicesSection({ services, eyebrow, title, intro, linkLabel, carousel, id, className, label = "Nos services", words = siteWordsFr }: ServicesSectionProps) {
  const headingId = id ? `${id}-title` : undefined;
  return (
    <section id={id} aria-labelledby={headingId} className={clsx("relative overflow-hidden bg-linear-to-b from-primary-50/70 to-white py-20 md:py-28", className)}>
      <Container>
        <SectionHeading id={headingId} eyebrow={eyebrow} title={title} intro={intro} />
      </Container>
      <div className="mx-auto w-full max-w-[1720px] px-5 sm:px-6 lg:px-8">
        <Carousel label={label} words={words.carousel} {...carousel}>
          {services.map((service) => (
            <ServiceCard key={service.title} service={service} linkLabel={linkLabel} />
          ))}
        </Carousel>
      </div>
    </section>
  );
}
