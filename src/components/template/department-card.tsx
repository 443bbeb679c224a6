import { AppLink } from "@/components/ui/app-link";
import clsx from "clsx";
import { ArrowRight } from "@/components/ui/icons";
import type { Department } from "@/content/template/departments";
import { TemplateIcon } from "@/components/template/template-icon";

export function departmentHref(department: Pick<Department, "id">): string {
  return `/departments/${department.id}`;
}

type DepartmentCardProps = {
  department: Department;
  /** Where the card leads; the department's own page unless a template link is wanted. */
  href?: string;
  headingLevel?: "h2" | "h3";
  tone?: "white" | "tinted";
};

/** A department card (spec §3: title, subTitle, icon, link). */
export function DepartmentCard({ department, href = departmentHref(department), headingLevel: Heading = "h3", tone = "white" }: DepartmentCardProps) {
  return (
    <article
      className={clsx(
        "group relative flex h-full gap-5 rounded-card border p-5 transition-[box-shadow,translate,background-color] duration-300 hover:-translate-y-1 hover:shadow-raised sm:flex-col sm:gap-0 sm:p-7",
        tone === "white" ? "border-ink-100 bg-white shadow-card" : "border-transparent bg-white/70 backdrop-blur",
      )}
    >
      <span className="grid size-12 shrink-0 place-items-center rounded-2xl bg-primary-50 text-primary-700 transition-colors duration-300 group-hover:bg-primary-700 group-hover:text-white sm:mb-6 sm:size-16">
        <TemplateIcon name={department.icon} className="size-6 sm:size-8" />
      </span>
      <div className="flex flex-1 flex-col">
        <Heading className="text-lg font-bold sm:text-xl">
          <AppLink
            href={href}
            className="after:absolute after:inset-0 after:rounded-card after:content-[''] hover:text-primary-700 focus-visible:outline-none focus-visible:after:outline-3 focus-visible:after:outline-offset-2 focus-visible:after:outline-primary-400"
          >
            {department.title}
          </AppLink>
        </Heading>
        <p className="mt-2 leading-relaxed text-ink-600 sm:mt-3 sm:mb-6">{department.subTitle}</p>
        <span className="mt-auto hidden items-center gap-2 text-sm font-semibold text-primary-700 sm:inline-flex" aria-hidden="true">
          Learn more
          <ArrowRight className="size-4 transition-transform group-hover:translate-x-1" />
        </span>
      </div>
    </article>
  );
}
