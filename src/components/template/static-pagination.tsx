import clsx from "clsx";
import { ChevronLeft, ChevronRight } from "@/components/ui/icons";

/**
 * The template's pagination: pages 1, 2, 3, ..., N shown for the look only (spec §2, §9: static,
 * not functional). Nothing is clickable, so nothing pretends to navigate; page 1 is current.
 */
export function StaticPagination({ pageCount, label = "Pagination" }: { pageCount: number; label?: string }) {
  const items: (number | "gap")[] = [1, 2, 3, "gap", pageCount];
  const cell = "grid size-11 place-items-center rounded-full text-sm font-semibold";
  return (
    <nav aria-label={label} className="mt-14 flex justify-center">
      <ol className="flex items-center gap-2">
        <li>
          <span className={clsx(cell, "border border-ink-200 text-ink-400")} aria-hidden="true">
            <ChevronLeft className="size-4" />
          </span>
        </li>
        {items.map((item, index) =>
          item === "gap" ? (
            <li key={`gap-${index}`} className={clsx(cell, "text-ink-400")} aria-hidden="true">
              ...
            </li>
          ) : (
            <li key={item}>
              <span
                aria-current={item === 1 ? "page" : undefined}
                className={clsx(cell, item === 1 ? "bg-primary-700 text-white shadow-sm" : "border border-ink-200 bg-white text-ink-700")}
              >
                {item}
              </span>
            </li>
          ),
        )}
        <li>
          <span className={clsx(cell, "border border-ink-200 text-ink-400")} aria-hidden="true">
            <ChevronRight className="size-4" />
          </span>
        </li>
      </ol>
    </nav>
  );
}
