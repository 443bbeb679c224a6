"use client";

import { useId, useState } from "react";
import clsx from "clsx";
import { Plus } from "@/components/site/sprite-icons";
import type { FaqItem } from "@/content/faq";
import { frenchSpacing } from "@/components/site/french-text";

export type FaqAccordionProps = {
  items: FaqItem[];
  /** Index open at first, or null for none. Spec §9: the third (2) on the site's FAQs. */
  defaultOpenIndex?: number | null;
  /** Heading level of the questions, to fit the page's outline. */
  headingLevel?: "h3" | "h4";
  className?: string;
};

/** One answer open at a time; a click on the open question closes it. */
export function FaqAccordion({ items, defaultOpenIndex = 2, headingLevel: Heading = "h3", className }: FaqAccordionProps) {
  const [openIndex, setOpenIndex] = useState<number | null>(defaultOpenIndex);
  const baseId = useId();

  return (
    <div className={clsx("flex flex-col gap-4", className)}>
      {items.map((item, index) => {
        const open = openIndex === index;
        const buttonId = `${baseId}-q${index}`;
        const panelId = `${baseId}-a${index}`;
        return (
          <div
            key={item.title}
            className={clsx(
              "rounded-2xl border transition-[border-color,box-shadow,background-color] duration-300",
              open ? "border-primary-200 bg-white shadow-raised" : "border-ink-100 bg-white hover:border-primary-200",
            )}
          >
            <Heading className="text-base md:text-lg">
              <button
                id={buttonId}
                type="button"
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => setOpenIndex(open ? null : index)}
                className="flex w-full items-center justify-between gap-5 rounded-2xl px-5 py-5 text-start font-display font-bold text-ink-900 md:px-7"
              >
                <span className="[text-wrap:pretty]">{frenchSpacing(item.title)}</span>
                <span
                  className={clsx(
                    "grid size-9 shrink-0 place-items-center rounded-full transition-[background-color,color,rotate] duration-300",
                    open ? "rotate-45 bg-primary-700 text-white" : "bg-primary-50 text-primary-700",
                  )}
                  aria-hidden="true"
                >
                  <Plus className="size-5" />
                </span>
              </button>
            </Heading>
            <div id={panelId} role="region" aria-labelledby={buttonId} hidden={!open} className="animate-fade-in px-5 pb-6 md:px-7">
              <p className="border-t border-ink-100 pt-4 leading-relaxed text-ink-600">{frenchSpacing(item.content)}</p>
            </div>
          </div>
        );
      })}
    </div>
  );
}
