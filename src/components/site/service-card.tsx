import { AppLink } from "@/components/ui/app-link";
import clsx from "clsx";
import { ArrowRight } from "@/components/site/sprite-icons";
import type { ServiceCard as ServiceCardData } from "@/content/services";
import { SiteIcon } from "@/components/site/site-icon";

/** A service or department card: icon, title, subtitle and a link. */
export function ServiceCard({ service, linkLabel = "En savoir plus", className }: { service: ServiceCardData; linkLabel?: string; className?: string }) {
  return (
    <article
      className={clsx(
        "group relative flex h-full flex-col overflow-hidden rounded-card border border-ink-100 bg-white p-7 shadow-card transition-[box-shadow,translate,border-color] duration-300 hover:-translate-y-1 hover:border-primary-200 hover:shadow-raised",
        className,
      )}
    >
      <span className="pointer-events-none absolute -top-10 -end-10 size-32 rounded-full bg-primary-50 transition-transform duration-500 group-hover:scale-150" aria-hidden="true" />
      <span className="relative grid size-16 place-items-center rounded-2xl bg-linear-to-br from-primary-600 to-primary-800 text-white shadow-lg shadow-primary-700/25">
        <SiteIcon name={service.icon} className="size-8" />
      </span>
      <h3 className="relative mt-7 text-xl leading-snug font-bold">{service.title}</h3>
      <p className="relative mt-3 flex-1 text-[15px] leading-relaxed text-ink-600">{service.subTitle}</p>
      <AppLink href={service.href} className="mt-6 inline-flex items-center gap-2 text-sm font-bold text-primary-700 after:absolute after:inset-0 after:rounded-card hover:text-primary-900">
        {linkLabel}
        <span className="sr-only"> : {service.title}</span>
        <ArrowRight className="size-4 transition-transform group-hover:translate-x-1 rtl:-scale-x-100 rtl:group-hover:-translate-x-1" aria-hidden="true" />
      </AppLink>
    </article>
  );
}
