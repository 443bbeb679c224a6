"use client";

import { Suspense, lazy, useEffect, useRef, useState } from "react";
import clsx from "clsx";
import { CalendarDays } from "@/components/site/sprite-icons";
import { inputClasses } from "@/components/ui/field";
import { localIsoDate, maskDateInput } from "@/components/site/date-text";
import { formatDisplayDate, parseDisplayDate } from "@/calendar/display-date";
import { appointmentFormCopyFr, type AppointmentFormCopy, type PublicFormLocale } from "@/content/public-forms";

// The calendar's code is fetched the first time it opens, not with the page.
const DatePickerCalendar = lazy(() => import("@/components/site/date-picker-calendar"));

export type DateFieldProps = {
  id: string;
  name?: string;
  /** The text shown, dd/mm/yyyy (possibly partial while typing). */
  value: string;
  onChange: (text: string) => void;
  required?: boolean;
  invalid?: boolean;
  describedBy?: string;
  /** The visible and spoken words: the placeholder, the calendar button's and dialog's names. */
  copy?: Pick<AppointmentFormCopy["date"], "placeholder" | "calendarButton" | "calendarDialog">;
  /** The calendar's language. */
  locale?: PublicFormLocale;
};

/**
 * A date typed as dd/mm/yyyy (slashes inserted while typing) or picked in a calendar whose
 * earliest date is today (spec §5).
 */
export function DateField({ id, name, value, onChange, required, invalid, describedBy, copy = appointmentFormCopyFr.date, locale = "fr" }: DateFieldProps) {
  const [open, setOpen] = useState(false);
  const [min, setMin] = useState("");
  const wrapper = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!wrapper.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [open]);

  const show = () => {
    // "Today" is the visitor's date, read when the calendar opens (the page itself is static).
    setMin(localIsoDate());
    setOpen(true);
  };

  return (
    <div ref={wrapper} className="relative">
      <input
        ref={input}
        id={id}
        name={name}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        placeholder={copy.placeholder}
        maxLength={10}
        value={value}
        onChange={(event) => onChange(maskDateInput(event.target.value))}
        required={required}
        aria-required={required}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        className={clsx(inputClasses, "pe-13", invalid && "border-danger-600")}
      />
      <button
        ref={toggle}
        type="button"
        onClick={() => (open ? setOpen(false) : show())}
        aria-label={copy.calendarButton}
        aria-expanded={open}
        aria-haspopup="dialog"
        className="absolute top-1/2 end-2 grid size-9 -translate-y-1/2 place-items-center rounded-lg text-primary-700 transition-colors hover:bg-primary-50"
      >
        <CalendarDays className="size-5" aria-hidden="true" />
      </button>
      {open && (
        <div role="dialog" aria-label={copy.calendarDialog} className="absolute top-full start-0 z-30 mt-2 animate-pop-in">
          <Suspense fallback={<div className="h-80 w-[19.5rem] rounded-2xl border border-ink-100 bg-white shadow-raised" />}>
            <DatePickerCalendar
              locale={locale}
              selected={parseDisplayDate(value)}
              min={min}
              onSelect={(iso) => {
                onChange(formatDisplayDate(iso));
                setOpen(false);
                input.current?.focus();
              }}
              onClose={() => {
                setOpen(false);
                toggle.current?.focus();
              }}
            />
          </Suspense>
        </div>
      )}
    </div>
  );
}
