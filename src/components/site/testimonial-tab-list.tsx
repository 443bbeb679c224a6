"use client";

import { useId, useRef, useState } from "react";
import clsx from "clsx";
import type { Testimonial } from "@/content/testimonials";
import { Illustration } from "@/components/site/illustration";

export type TestimonialTabListProps = {
  testimonials: Pick<Testimonial, "name" | "place" | "avatar">[];
  /** One server-rendered panel per testimonial, in the same order. */
  panels: React.ReactNode[];
  /** Tab shown first, numbered from 1. */
  defaultTab: number;
  /** The tab list's accessible name. */
  label?: string;
};

/** The tabs' state and keyboard handling; the panels' content is rendered on the server. */
export function TestimonialTabList({ testimonials, panels, defaultTab, label = "Témoignages de patients" }: TestimonialTabListProps) {
  const [active, setActive] = useState(Math.min(Math.max(defaultTab, 1), testimonials.length));
  const baseId = useId();
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);

  const select = (tab: number) => {
    const wrapped = ((tab - 1 + testimonials.length) % testimonials.length) + 1;
    setActive(wrapped);
    tabs.current[wrapped - 1]?.focus();
  };

  const onKeyDown = (event: React.KeyboardEvent) => {
    // The arrow pointing to the inline end moves to the next tab: the left one on the Arabic pages.
    const forward = getComputedStyle(event.currentTarget).direction === "rtl" ? -1 : 1;
    const moves: Record<string, number> = {
      ArrowRight: active + forward,
      ArrowDown: active + 1,
      ArrowLeft: active - forward,
      ArrowUp: active - 1,
      Home: 1,
      End: testimonials.length,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    select(target);
  };

  return (
    <div>
      <div role="tablist" aria-label={label} aria-orientation="horizontal" className="grid grid-cols-3 gap-2.5 sm:gap-3" onKeyDown={onKeyDown}>
        {testimonials.map((testimonial, i) => {
          const tab = i + 1;
          const selected = tab === active;
          return (
            <button
              key={testimonial.name}
              ref={(element) => {
                tabs.current[i] = element;
              }}
              id={`${baseId}-tab-${tab}`}
              type="button"
              role="tab"
              aria-selected={selected}
              aria-controls={`${baseId}-panel-${tab}`}
              tabIndex={selected ? 0 : -1}
              onClick={() => setActive(tab)}
              // No transition of the background: in a section styled late (content-visibility), a tab
              // whose first style was the browser's grey button would fade from it, white name on grey.
              className={clsx(
                "flex flex-col items-center gap-2 rounded-2xl border p-3 text-center transition-[border-color,box-shadow] duration-300 sm:flex-row sm:gap-3 sm:text-start",
                selected ? "border-primary-700 bg-primary-700 text-white shadow-raised" : "border-ink-100 bg-white text-ink-800 hover:border-primary-300",
              )}
            >
              <Illustration src={testimonial.avatar} alt="" width={48} height={48} className={clsx("size-12 shrink-0 rounded-full", selected ? "ring-2 ring-white/70" : "bg-primary-50")} />
              <span className="flex w-full min-w-0 flex-col">
                <span className="truncate font-display text-sm font-bold sm:text-base">
                  <span className="sm:hidden">{testimonial.name.split(" ")[0]}</span>
                  <span className="hidden sm:inline">{testimonial.name}</span>
                </span>
                <span className={clsx("hidden text-sm sm:block", selected ? "text-primary-100" : "text-ink-500")}>{testimonial.place}</span>
              </span>
            </button>
          );
        })}
      </div>
      {testimonials.map((testimonial, i) => {
        const tab = i + 1;
        return (
          <div key={testimonial.name} id={`${baseId}-panel-${tab}`} role="tabpanel" aria-labelledby={`${baseId}-tab-${tab}`} hidden={tab !== active} className="mt-5 animate-pop-in">
            {panels[i]}
          </div>
        );
      })}
    </div>
  );
}
