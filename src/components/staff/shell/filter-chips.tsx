"use client";

import clsx from "clsx";

type FilterChipsProps<T> = {
  /** What the group filters, for assistive technology ("Filtrer par statut"). */
  label: string;
  options: readonly { value: T; label: string }[];
  value: T;
  onChange: (value: T) => void;
  /** Shows lowercase labels (status codes' words) with a capital, without changing their names. */
  capitalize?: boolean;
  className?: string;
};

/** A row of toggle buttons choosing one filter of a list; the chosen one is pressed. */
export function FilterChips<T>({ label, options, value, onChange, capitalize = false, className }: FilterChipsProps<T>) {
  return (
    <div role="group" aria-label={label} className={clsx("flex flex-wrap gap-1.5", className)}>
      {options.map((option) => (
        <button
          key={option.label}
          type="button"
          aria-pressed={value === option.value}
          onClick={() => onChange(option.value)}
          className={clsx(
            "h-9 rounded-full border px-3.5 text-sm font-semibold transition-colors",
            capitalize && "capitalize",
            value === option.value
              ? "border-primary-700 bg-primary-700 text-white"
              : "border-ink-200 bg-white text-ink-700 hover:border-primary-300 hover:bg-primary-50",
          )}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}
