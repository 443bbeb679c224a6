import Image from "next/image";
import clsx from "clsx";
import { ArrowRight, CircleCheck } from "@/components/ui/icons";
import { ButtonLink } from "@/components/ui/button";

type AboutSplitProps = {
  eyebrow: string;
  title: string;
  headingId?: string;
  paragraphs: string[];
  points?: string[];
  image: string;
  imageAlt?: string;
  action?: { label: string; href: string };
  reverse?: boolean;
};

/** A picture beside a short text, a checklist and an action. */
export function AboutSplit({ eyebrow, title, headingId, paragraphs, points, image, imageAlt = "", action, reverse }: AboutSplitProps) {
  return (
    <div className="grid items-center gap-12 lg:grid-cols-2 lg:gap-20">
      <div className={clsx("relative", reverse && "lg:order-2")}>
        <div className="absolute -inset-4 -z-10 rounded-[2rem] bg-linear-to-br from-primary-100 to-accent-100 md:-inset-6" aria-hidden="true" />
        <Image src={image} alt={imageAlt} width={900} height={760} className="h-auto w-full rounded-[1.5rem] bg-white" />
        <p className="absolute -bottom-6 left-6 flex items-center gap-3 rounded-2xl bg-white px-5 py-4 shadow-raised md:left-auto md:-right-6">
          <span className="font-display text-3xl font-extrabold text-primary-700">20+</span>
          <span className="text-sm leading-tight font-semibold text-ink-600">
            Years of
            <br />
            experience
          </span>
        </p>
      </div>
      <div>
        <p className="mb-3 text-sm font-semibold tracking-[0.14em] text-accent-700 uppercase">{eyebrow}</p>
        <h2 id={headingId} className="text-3xl leading-tight font-bold md:text-[2.5rem]">
          {title}
        </h2>
        {paragraphs.map((paragraph) => (
          <p key={paragraph} className="mt-5 text-lg leading-relaxed text-ink-600">
            {paragraph}
          </p>
        ))}
        {points && (
          <ul className="mt-7 grid gap-3 sm:grid-cols-2">
            {points.map((point) => (
              <li key={point} className="flex items-center gap-3 font-medium text-ink-800">
                <CircleCheck className="size-5 shrink-0 text-accent-600" aria-hidden="true" />
                {point}
              </li>
            ))}
          </ul>
        )}
        {action && (
          <ButtonLink href={action.href} size="lg" className="mt-9">
            {action.label}
            <ArrowRight className="size-5" aria-hidden="true" />
          </ButtonLink>
        )}
      </div>
    </div>
  );
}
