import clsx from "clsx";
import type { IconKey } from "@/content/template/icons";
import { TemplateIcon } from "@/components/template/template-icon";

type IconCardGridProps = {
  items: { icon: IconKey; title: string; subTitle: string }[];
  /** 'cards': white cards; 'list': icon beside the text, no card (e.g. 'why choose us'). */
  variant?: "cards" | "list";
  columns?: 1 | 2 | 3 | 5;
  headingLevel?: "h3" | "h4";
  className?: string;
};

const columnClasses = { 1: "grid-cols-1", 2: "sm:grid-cols-2", 3: "sm:grid-cols-2 lg:grid-cols-3", 5: "sm:grid-cols-2 lg:grid-cols-5" };

/** Services, reasons, values: an icon, a title and a line of text, as cards or as a list. */
export function IconCardGrid({ items, variant = "cards", columns = 3, headingLevel: Heading = "h3", className }: IconCardGridProps) {
  return (
    <ul className={clsx("grid gap-6", columnClasses[columns], className)}>
      {items.map((item) =>
        variant === "cards" ? (
          <li
            key={item.title}
            className="group rounded-card border border-ink-100 bg-white p-7 shadow-card transition-[box-shadow,translate] duration-300 hover:-translate-y-1 hover:shadow-raised"
          >
            <span className="mb-5 grid size-14 place-items-center rounded-2xl bg-accent-50 text-accent-700 transition-colors group-hover:bg-accent-500 group-hover:text-white">
              <TemplateIcon name={item.icon} className="size-7" />
            </span>
            <Heading className="text-lg font-bold">{item.title}</Heading>
            <p className="mt-2 leading-relaxed text-ink-600">{item.subTitle}</p>
          </li>
        ) : (
          <li key={item.title} className="flex gap-4">
            <span className="grid size-12 shrink-0 place-items-center rounded-xl bg-primary-700 text-white shadow-sm">
              <TemplateIcon name={item.icon} className="size-6" />
            </span>
            <div>
              <Heading className="text-lg font-bold">{item.title}</Heading>
              <p className="mt-1 leading-relaxed text-ink-600">{item.subTitle}</p>
            </div>
          </li>
        ),
      )}
    </ul>
  );
}
