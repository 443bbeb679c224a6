import type { ProcessStep } from "@/content/template/home-variants";
import { TemplateIcon } from "@/components/template/template-icon";

/** The four steps of a visit, numbered and joined by a line on large screens. */
export function ProcessSteps({ steps }: { steps: ProcessStep[] }) {
  return (
    // The dashed line joining the steps is drawn by the list's ::before: a list holds only its items.
    <ol className="relative grid gap-10 before:absolute before:top-10 before:right-[12%] before:left-[12%] before:hidden before:border-t-2 before:border-dashed before:border-primary-200 before:content-[''] sm:grid-cols-2 lg:grid-cols-4 lg:gap-8 lg:before:block">
      {steps.map((step, index) => (
        <li key={step.title} className="relative text-center">
          <span className="relative mx-auto grid size-20 place-items-center rounded-full border-8 border-white bg-primary-700 text-white shadow-raised">
            <TemplateIcon name={step.icon} className="size-8" />
            <span className="absolute -top-2 -right-2 grid size-8 place-items-center rounded-full bg-accent-400 font-display text-sm font-extrabold text-primary-950">
              {index + 1}
            </span>
          </span>
          <h3 className="mt-6 text-lg font-bold">{step.title}</h3>
          <p className="mx-auto mt-2 max-w-64 leading-relaxed text-ink-600">{step.subTitle}</p>
        </li>
      ))}
    </ol>
  );
}
