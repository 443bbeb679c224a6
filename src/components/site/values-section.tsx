import clsx from "clsx";
import type { ValueCard } from "@/content/values";
import { Container } from "@/components/ui/container";
import { SectionHeading } from "@/components/ui/section-heading";
import { SiteIcon } from "@/components/site/site-icon";

export type ValuesSectionProps = {
  values: ValueCard[];
  eyebrow?: string;
  title: React.ReactNode;
  intro?: React.ReactNode;
  id?: string;
  className?: string;
};

/** A row of value cards (five on the home page: Bienveillance ... Compassion). */
export function ValuesSection({ values, eyebrow, title, intro, id, className }: ValuesSectionProps) {
  const headingId = id ? `${id}-title` : undefined;
  return (
    <section id={id} aria-labelledby={headingId} className={clsx("bg-white py-20 md:py-28", className)}>
      <Container>
        <SectionHeading id={headingId} eyebrow={eyebrow} title={title} intro={intro} />
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-5">
          {values.map((value, index) => (
            <li
              key={value.title}
              className={clsx(
                "group relative grid grid-cols-[auto_1fr] gap-x-5 overflow-hidden rounded-card border border-ink-100 bg-white p-6 shadow-card transition-[box-shadow,translate] duration-300 hover:-translate-y-1 hover:shadow-raised sm:flex sm:flex-col sm:p-7",
                index === values.length - 1 && values.length % 2 === 1 && "sm:col-span-2 lg:col-span-1",
              )}
            >
              {/* A decorative number drawn as generated content: not text for readers or contrast checks. */}
              <span
                data-number={String(index + 1).padStart(2, "0")}
                className="absolute top-5 end-6 hidden font-display text-4xl font-extrabold text-ink-100 before:content-[attr(data-number)] sm:block"
                aria-hidden="true"
              />
              <span className="relative row-span-2 grid size-14 place-items-center rounded-2xl bg-accent-50 text-accent-700 ring-1 ring-accent-100 transition-colors duration-300 group-hover:bg-accent-600 group-hover:text-white">
                <SiteIcon name={value.icon} className="size-7" />
              </span>
              <h3 className="text-lg font-bold sm:mt-6">{value.title}</h3>
              <p className="mt-1 text-[15px] leading-relaxed text-ink-600 sm:mt-2">{value.subtitle}</p>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
