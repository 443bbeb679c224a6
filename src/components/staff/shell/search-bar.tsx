"use client";

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
