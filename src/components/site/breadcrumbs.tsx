import { AppLink } from "@/components/ui/app-link";
import clsx from "clsx";
import { ChevronRight, House } from "@/components/site/sprite-icons";
import { breadcrumbTrail } from "@/components/site/breadcrumb-trail";

export type BreadcrumbsProps = {
  /** The page's URL path, e.g. '/departments/department-details'. */
  path: string;
  /** Labels by segment ('appointments') or by href ('/doctors/3'); others are humanised. */
  labels?: Record<string, string>;
  homeLabel?: string;
  /** The home page of the page's language: '/', or '/ar' (whose segment is not a crumb of its own). */
  homeHref?: string;
  /** The navigation's accessible name. */
  label?: string;
  tone?: "dark" | "light";
  /** Rendered at the end of the bar (e.g. the template's 'Search Doctors' box). */
  slot?: React.ReactNode;
  className?: string;
};

/** Breadcrumbs built from the URL path segments. */
export function Breadcrumbs({ path, labels, homeLabel, homeHref = "/", label = "Fil d'Ariane", tone = "dark", slot, className }: BreadcrumbsProps) {
  const crumbs = breadcrumbTrail(path, labels, homeLabel, homeHref);
  return (
    <div className={clsx("flex flex-col gap-4 md:flex-row md:items-center md:justify-between", className)}>
      <nav aria-label={label}>
        <ol className={clsx("flex flex-wrap items-center gap-1.5 text-sm font-medium", tone === "light" ? "text-primary-100" : "text-ink-600")}>
          {crumbs.map((crumb, index) => (
            <li key={crumb.href} className="flex items-center gap-1.5">
              {index > 0 && <ChevronRight className={clsx("size-4 rtl:-scale-x-100", tone === "light" ? "text-primary-300" : "text-ink-400")} aria-hidden="true" />}
              {crumb.current ? (
                <span aria-current="page" className={clsx("font-semibold", tone === "light" ? "text-white" : "text-primary-700")}>
                  {crumb.label}
                </span>
              ) : (
                <AppLink href={crumb.href} className={clsx("inline-flex items-center gap-1.5 transition-colors", tone === "light" ? "hover:text-white" : "hover:text-primary-700")}>
                  {index === 0 && <House className="size-4" aria-hidden="true" />}
                  {crumb.label}
                </AppLink>
              )}
            </li>
          ))}
        </ol>
      </nav>
      {slot}
    </div>
  );
}
