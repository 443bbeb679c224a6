"use client";

import clsx from "clsx";
import { Search } from "lucide-react";
import { Button } from "@/components/ui/button";
import { inputClasses } from "@/components/ui/field";

type SearchBarProps = {
  /** The search landmark's name ("Consulter un patient"). */
  name: string;
  /** The field's label ("Nom du patient"). */
  label: string;
  inputId: string;
  value: string;
  onChange: (value: string) => void;
  onSubmit: () => void;
  busy: boolean;
  /** Marked with the red asterisk and checked by the browser before sending. */
  required?: boolean;
};

/** A search box of the staff home: a labelled field and 'Rechercher', side by side from the tablet up. */
export function SearchBar({ name, label, inputId, value, onChange, onSubmit, busy, required = false }: SearchBarProps) {
  return (
    <form
      method="post"
      role="search"
      aria-label={name}
      className="flex flex-col gap-3 sm:flex-row sm:items-end"
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <div className="flex flex-1 flex-col gap-1.5">
        <label htmlFor={inputId} className="text-sm font-semibold text-ink-800">
          {label}
          {required && (
            <span className="ml-0.5 text-danger-600" aria-hidden="true">
              *
            </span>
          )}
        </label>
        <input id={inputId} name="nom" type="search" required={required} autoComplete="off" className={inputClasses} value={value} onChange={(e) => onChange(e.target.value)} />
      </div>
      <Button type="submit" disabled={busy} className="sm:h-[50px]">
        <Search className="size-4" aria-hidden="true" />
        Rechercher
      </Button>
    </form>
  );
}

type CompactSearchProps = Omit<SearchBarProps, "required" | "busy"> & { busy?: boolean; className?: string };

/** A search inside a panel: the field and an icon button on one line (the button's word from the tablet up). */
export function CompactSearch({ name, label, inputId, value, onChange, onSubmit, busy = false, className }: CompactSearchProps) {
  return (
    <form
      method="post"
      role="search"
      aria-label={name}
      className={clsx("flex gap-2", className)}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <label htmlFor={inputId} className="sr-only">
        {label}
      </label>
      <input
        id={inputId}
        type="search"
        placeholder={label}
        autoComplete="off"
        className={clsx(inputClasses, "min-w-0 flex-1 py-2")}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
      <Button type="submit" size="sm" className="h-[46px]" disabled={busy}>
        <Search className="size-4" aria-hidden="true" />
        {/* On a phone the icon alone leaves the field room for its placeholder. */}
        <span className="sr-only sm:not-sr-only">Rechercher</span>
      </Button>
    </form>
  );
}
