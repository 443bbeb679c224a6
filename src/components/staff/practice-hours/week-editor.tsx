"use client";

import { Plus, X } from "lucide-react";
import { useFieldArray } from "react-hook-form";
import type { EditorProps } from "@/components/staff/practice-hours/hours-form";
import { Button } from "@/components/ui/button";
import { inputClasses } from "@/components/ui/field";
import { WEEKDAYS, type Weekday } from "@/calendar/plain-date";
import { frenchWeekdayNames as weekdayNames } from "@/calendar/names";

/** The usual week, or a special period's own week. */
export type WeekPath = "semaine" | `periodes.${number}.semaine`;

type WeekEditorProps = EditorProps & {
  base: WeekPath;
  /** Prefix of the controls' ids, unique on the page. */
  idPrefix: string;
};

const capitalized = (day: Weekday) => weekdayNames[day].charAt(0).toUpperCase() + weekdayNames[day].slice(1);

/** UI offers one or two ranges a day (morning and afternoon); the API allows a few more. */
const UI_RANGES = 2;

/** Seven rows, Monday first: open or closed, and one or two ranges of hours. */
export function WeekEditor(props: WeekEditorProps) {
  return (
    <div className="divide-y divide-ink-100 rounded-xl border border-ink-200">
      {WEEKDAYS.map((day) => (
        <DayRow key={day} day={day} {...props} />
      ))}
    </div>
  );
}

function DayRow({ base, day, form, errorAt, idPrefix }: WeekEditorProps & { day: Weekday }) {
  const { register } = form;
  const name = `${base}.${day}` as `semaine.${Weekday}`;
  const { fields, append, remove, replace } = useFieldArray({ control: form.control, name, keyName: "key" });
  const label = capitalized(day);
  const rowId = `${idPrefix}-${day}`;
  const dayError = errorAt(name);
  const rangeErrors = fields.flatMap((_, index) => [errorAt(`${name}.${index}.debut`), errorAt(`${name}.${index}.fin`)]).filter(Boolean);
  const messages = [...new Set([dayError, ...rangeErrors].filter((message): message is string => Boolean(message)))];
  const open = fields.length > 0;

  return (
    <div className="grid grid-cols-[minmax(0,1fr)_auto] items-center gap-3 px-3 py-3 sm:px-4 md:grid-cols-[6.5rem_6rem_minmax(0,1fr)]" role="group" aria-labelledby={`${rowId}-label`}>
      <span id={`${rowId}-label`} className="font-semibold text-ink-900">
        {label}
      </span>
      <label className="inline-flex w-fit cursor-pointer items-center gap-2 text-sm text-ink-700">
        <input
          type="checkbox"
          className="size-5 rounded border-ink-300 accent-primary-700"
          checked={open}
          onChange={(event) => replace(event.target.checked ? [{ debut: "09:00", fin: "18:00" }] : [])}
          aria-label={`Ouvert le ${weekdayNames[day]}`}
          aria-describedby={messages.length > 0 ? `${rowId}-error` : undefined}
        />
        {open ? "Ouvert" : <span className="font-medium text-ink-500">Fermé</span>}
      </label>
      <div className="col-span-2 flex flex-col gap-2 empty:hidden md:col-span-1">
        {open && (
          <div className="flex flex-col gap-2 md:flex-row md:flex-wrap md:items-center md:gap-x-4">
            {fields.map((field, index) => {
              const debut = `${name}.${index}.debut` as const;
              const fin = `${name}.${index}.fin` as const;
              const place = fields.length > 1 ? ` (plage ${index + 1})` : "";
              return (
                <div
                  key={field.key}
                  className={
                    index > 0
                      ? "grid grid-cols-[minmax(0,1fr)_auto_minmax(0,1fr)_2.25rem] items-center gap-2 md:grid-cols-[8.5rem_auto_8.5rem_2.25rem]"
                      : "grid grid-cols-[minmax(0,1fr)_auto_minmax(0,1fr)] items-center gap-2 md:grid-cols-[8.5rem_auto_8.5rem]"
                  }
                >
                  <input
                    type="time"
                    {...register(debut)}
                    aria-label={`${label}, ouverture${place}`}
                    aria-invalid={errorAt(debut) ? true : undefined}
                    aria-describedby={messages.length > 0 ? `${rowId}-error` : undefined}
                    className={`${inputClasses} min-w-0 px-3 py-2 tabular-nums`}
                  />
                  <span className="text-ink-500" aria-hidden="true">
                    à
                  </span>
                  <input
                    type="time"
                    {...register(fin)}
                    aria-label={`${label}, fermeture${place}`}
                    aria-invalid={errorAt(fin) || dayError ? true : undefined}
                    aria-describedby={messages.length > 0 ? `${rowId}-error` : undefined}
                    className={`${inputClasses} min-w-0 px-3 py-2 tabular-nums`}
                  />
                  {index > 0 && (
                    <button
                      type="button"
                      onClick={() => remove(index)}
                      aria-label={`Retirer la plage ${index + 1} du ${weekdayNames[day]}`}
                      title="Retirer cette plage"
                      className="grid size-9 place-items-center rounded-full text-ink-600 transition-colors hover:bg-danger-50 hover:text-danger-700 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-primary-400"
                    >
                      <X className="size-4" aria-hidden="true" />
                    </button>
                  )}
                </div>
              );
            })}
            {fields.length < UI_RANGES && (
              <div>
                <Button variant="ghost" size="sm" onClick={() => append({ debut: "14:00", fin: "18:00" })} aria-label={`Ajouter une plage le ${weekdayNames[day]}`}>
                  <Plus className="size-4" aria-hidden="true" />
                  Plage
                </Button>
              </div>
            )}
          </div>
        )}
        {messages.length > 0 && (
          <p id={`${rowId}-error`} className="text-sm text-danger-700">
            {messages.join(" ")}
          </p>
        )}
      </div>
    </div>
  );
}
