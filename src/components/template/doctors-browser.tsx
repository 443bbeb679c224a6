"use client";

import { useState } from "react";
import clsx from "clsx";
import { LayoutGrid, List } from "lucide-react";
import { doctorCategories, doctorCategoryLabels, type Doctor, type DoctorCategory } from "@/content/template/doctors";
import { DoctorCard } from "@/components/template/doctor-card";

type Filter = "all" | DoctorCategory;
type View = "grid" | "list";

/** The doctors whose category matches the filter; 'all' restores the full list. */
export function filterDoctors(doctors: Doctor[], filter: Filter): Doctor[] {
  return filter === "all" ? doctors : doctors.filter((doctor) => doctor.category === filter);
}

/**
 * The doctors list (spec §2, §4): 'Sort by' All plus the categories, a 'Showing N items' counter
 * that follows the filter, and a grid or list view (grid first).
 */
export function DoctorsBrowser({ doctors }: { doctors: Doctor[] }) {
  const [filter, setFilter] = useState<Filter>("all");
  const [view, setView] = useState<View>("grid");
  const shown = filterDoctors(doctors, filter);
  const filters: { value: Filter; label: string }[] = [
    { value: "all", label: "All" },
    ...doctorCategories.map((category) => ({ value: category, label: doctorCategoryLabels[category] })),
  ];

  return (
    <div>
      <div className="mb-10 flex flex-col gap-5 rounded-card border border-ink-100 bg-white p-4 shadow-card md:p-5 lg:flex-row lg:items-center lg:justify-between">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
          <p id="doctors-sort-label" className="shrink-0 text-sm font-semibold text-ink-900">
            Sort by
          </p>
          <div role="group" aria-labelledby="doctors-sort-label" className="flex flex-wrap gap-2">
            {filters.map(({ value, label }) => (
              <button
                key={value}
                type="button"
                aria-pressed={filter === value}
                onClick={() => setFilter(value)}
                className={clsx(
                  "h-9 rounded-full px-4 text-sm font-semibold transition-colors",
                  filter === value ? "bg-primary-700 text-white shadow-sm" : "bg-primary-50 text-primary-800 hover:bg-primary-100",
                )}
              >
                {label}
              </button>
            ))}
          </div>
        </div>
        <div className="flex items-center justify-between gap-5 border-t border-ink-100 pt-4 lg:border-0 lg:pt-0">
          <p className="text-sm text-ink-600" role="status" aria-live="polite">
            Showing <strong className="font-semibold text-ink-900">{shown.length}</strong> items
          </p>
          <div role="group" aria-label="View" className="flex rounded-full bg-ink-100 p-1">
            <ViewButton label="Grid view" active={view === "grid"} onClick={() => setView("grid")}>
              <LayoutGrid className="size-4" aria-hidden="true" />
            </ViewButton>
            <ViewButton label="List view" active={view === "list"} onClick={() => setView("list")}>
              <List className="size-4" aria-hidden="true" />
            </ViewButton>
          </div>
        </div>
      </div>

      <ul
        data-view={view}
        aria-label="Doctors"
        className={clsx("grid gap-6 lg:gap-8", view === "grid" ? "sm:grid-cols-2 lg:grid-cols-3" : "grid-cols-1")}
      >
        {shown.map((doctor) => (
          <li key={doctor.id} className="flex">
            <div className="w-full [&>article]:h-full">
              <DoctorCard doctor={doctor} layout={view} headingLevel="h2" />
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}

function ViewButton({ label, active, onClick, children }: { label: string; active: boolean; onClick: () => void; children: React.ReactNode }) {
  return (
    <button
      type="button"
      aria-label={label}
      aria-pressed={active}
      title={label}
      onClick={onClick}
      className={clsx(
        "grid size-9 place-items-center rounded-full transition-colors",
        active ? "bg-white text-primary-700 shadow-sm" : "text-ink-500 hover:text-primary-700",
      )}
    >
      {children}
    </button>
  );
}
