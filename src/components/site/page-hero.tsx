import clsx from "clsx";
import { Container } from "@/components/ui/container";
import { Breadcrumbs, type BreadcrumbsProps } from "@/components/site/breadcrumbs";

export type PageHeroProps = {
  /** The page's h1. */
  title: string;
  eyebrow?: string;
  subtitle?: React.ReactNode;
  /** The page's URL path; the breadcrumbs are built from it. */
  path: string;
  breadcrumbLabels?: BreadcrumbsProps["labels"];
  breadcrumbHomeLabel?: string;
  /** The home page of the page's language, where the breadcrumbs start. */
  breadcrumbHomeHref?: string;
  /** The breadcrumbs' accessible name. */
  breadcrumbLabel?: string;
  /** Rendered beside the breadcrumbs (e.g. a 'Search Doctors' box). */
  breadcrumbSlot?: React.ReactNode;
  /** Optional illustration on the right (large screens). */
  aside?: React.ReactNode;
  className?: string;
};

/**
 * The inner pages' banner: title, subtitle and breadcrumbs on a soft gradient with decorative
 * shapes. It starts under the transparent header, so the header blends into it until scrolled.
 */
export function PageHero({
  title,
  eyebrow,
  subtitle,
  path,
  breadcrumbLabels,
  breadcrumbHomeLabel,
  breadcrumbHomeHref,
  breadcrumbLabel,
  breadcrumbSlot,
  aside,
  className,
}: PageHeroProps) {
  return (
    <section
      className={clsx(
        "relative isolate -mt-(--header-h) overflow-hidden bg-linear-to-br from-primary-50 via-white to-accent-50 pt-(--header-h)",
        className,
      )}
    >
      <HeroShapes />
      <Container className={clsx("relative grid items-center gap-10 py-14 md:py-20", aside && "lg:grid-cols-[1fr_auto]")}>
        <div className="max-w-3xl">
          {eyebrow && <p className="mb-3 text-sm font-semibold tracking-[0.14em] text-accent-700 uppercase">{eyebrow}</p>}
          <h1 className="text-4xl leading-[1.1] font-extrabold tracking-tight md:text-5xl lg:text-[3.5rem]">{title}</h1>
          {subtitle && <p className="mt-5 max-w-2xl text-lg leading-relaxed text-ink-600">{subtitle}</p>}
          <Breadcrumbs
            path={path}
            labels={breadcrumbLabels}
            homeLabel={breadcrumbHomeLabel}
            homeHref={breadcrumbHomeHref}
            label={breadcrumbLabel}
            slot={breadcrumbSlot}
            className="mt-8"
          />
        </div>
        {aside && <div className="hidden lg:block">{aside}</div>}
      </Container>
    </section>
  );
}

function HeroShapes() {
  return (
    <svg className="pointer-events-none absolute inset-0 -z-10 size-full rtl:-scale-x-100" preserveAspectRatio="xMaxYMid slice" viewBox="0 0 1440 420" aria-hidden="true">
      <defs>
        <pattern id="page-hero-dots" width="22" height="22" patternUnits="userSpaceOnUse">
          <circle cx="2" cy="2" r="2" fill="#b3d6f1" />
        </pattern>
      </defs>
      <circle cx="1260" cy="150" r="250" fill="#d7eaf8" opacity="0.55" />
      <circle cx="1260" cy="150" r="330" fill="none" stroke="#80bbe6" strokeOpacity="0.35" strokeDasharray="4 10" />
      <circle cx="1120" cy="360" r="90" fill="#d3f4ec" opacity="0.8" />
      <g className="hidden md:inline">
        <rect x="1010" y="40" width="154" height="110" fill="url(#page-hero-dots)" opacity="0.7" />
      </g>
      <g className="hidden md:inline" transform="translate(1300 250) rotate(-30)" fill="none" stroke="#2679c0" strokeOpacity="0.25" strokeWidth="3">
        <path d="M-60 -10 h120 a16 16 0 1 1 10 22 a16 16 0 1 1 -10 22 h-120 a16 16 0 1 1 -10 -22 a16 16 0 1 1 10 -22z" />
      </g>
      <path d="M-20 380 C 200 300, 380 420, 620 360" fill="none" stroke="#72d5c3" strokeOpacity="0.45" strokeWidth="2" />
    </svg>
  );
}
