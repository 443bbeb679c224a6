"use client";

import { useEffect, useMemo, useRef, useState } from "react";
import clsx from "clsx";
import { ChevronLeft, ChevronRight } from "lucide-react";

export type DatePickerCalendarProps = {
  /** Selected date (yyyy-mm-dd) or null. */
  selected: string | null;
  /** Earliest selectable date (yyyy-mm-dd). */
  min: string;
  onSelect: (iso: string) => void;
  onClose: () => void;
};

const MONTHS = ["janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août", "septembre", "octobre", "novembre", "décembre"];
const WEEKDAYS = [
  ["Lu", "lundi"],
  ["Ma", "mardi"],
  ["Me", "mercredi"],
  ["Je", "jeudi"],
  ["Ve", "vendredi"],
  ["Sa", "samedi"],
  ["Di", "dimanche"],
] as const;

// Calendar arithmetic in UTC so that no time zone or clock change moves a day.
const toDate = (iso: string) => new Date(`${iso}T00:00:00Z`);
const toIso = (date: Date) => date.toISOString().slice(0, 10);
const addDays = (iso: string, days: number) => {
  const date = toDate(iso);
  date.setUTCDate(date.getUTCDate() + days);
  return toIso(date);
};
const addMonths = (iso: string, months: number) => {
  const date = toDate(iso);
  const day = date.getUTCDate();
  date.setUTCDate(1);
  date.setUTCMonth(date.getUTCMonth() + months);
  const last = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0)).getUTCDate();
  date.setUTCDate(Math.min(day, last));
  return toIso(date);
};
const monthKey = (iso: string) => iso.slice(0, 7);

/**
 * The date picker's month grid (loaded only when the calendar is first opened). Days before
 * `min` are disabled. Keyboard: arrows move a day or a week, Page Up/Down a month, Home/End the
 * week, Enter picks, Escape closes.
 */
export default function DatePickerCalendar({ selected, min, onSelect, onClose }: DatePickerCalendarProps) {
  const [focused, setFocused] = useState(() => (selected && selected >= min ? selected : min));
  const grid = useRef<HTMLTableElement>(null);
  const today = min;

  useEffect(() => {
    grid.current?.querySelector<HTMLButtonElement>(`[data-date="${focused}"]`)?.focus();
  }, [focused]);

  const weeks = useMemo(() => {
    const first = toDate(`${monthKey(focused)}-01`);
    const offset = (first.getUTCDay() + 6) % 7; // Monday first
    const start = addDays(toIso(first), -offset);
    const days = Array.from({ length: 42 }, (_, i) => addDays(start, i));
    const rows: string[][] = [];
    for (let i = 0; i < 6; i++) rows.push(days.slice(i * 7, i * 7 + 7));
    // Drop a trailing week that lies entirely in the next month.
    return rows.filter((row) => row.some((day) => monthKey(day) === monthKey(focused)));
  }, [focused]);

  const move = (target: string) => setFocused(target < min ? min : target);

  const onKeyDown = (event: React.KeyboardEvent) => {
    const weekday = (toDate(focused).getUTCDay() + 6) % 7;
    const moves: Record<string, () => string> = {
      ArrowLeft: () => addDays(focused, -1),
      ArrowRight: () => addDays(focused, 1),
      ArrowUp: () => addDays(focused, -7),
      ArrowDown: () => addDays(focused, 7),
      PageUp: () => addMonths(focused, -1),
      PageDown: () => addMonths(focused, 1),
      Home: () => addDays(focused, -weekday),
      End: () => addDays(focused, 6 - weekday),
    };
    if (event.key === "Escape") {
      event.preventDefault();
      event.stopPropagation();
      onClose();
      return;
    }
    const next = moves[event.key];
    if (!next) return;
    event.preventDefault();
    move(next());
  };

  const [year, month] = monthKey(focused).split("-").map(Number) as [number, number];
  const title = `${MONTHS[month - 1]} ${year}`;
  const canGoBack = monthKey(focused) > monthKey(min);

  return (
    <div className="w-[19.5rem] rounded-2xl border border-ink-100 bg-white p-4 shadow-raised" onKeyDown={onKeyDown}>
      <div className="flex items-center justify-between">
        <button
          type="button"
          onClick={() => move(addMonths(focused, -1))}
          disabled={!canGoBack}
          className="grid size-9 place-items-center rounded-full text-ink-700 hover:bg-primary-50 disabled:cursor-not-allowed disabled:opacity-30"
          aria-label="Mois précédent"
        >
          <ChevronLeft className="size-5" aria-hidden="true" />
        </button>
        <p className="font-display font-bold text-ink-900 capitalize" aria-live="polite">
          {title}
        </p>
        <button type="button" onClick={() => move(addMonths(focused, 1))} className="grid size-9 place-items-center rounded-full text-ink-700 hover:bg-primary-50" aria-label="Mois suivant">
          <ChevronRight className="size-5" aria-hidden="true" />
        </button>
      </div>
      <table ref={grid} role="grid" aria-label={title} className="mt-3 w-full border-collapse text-center text-sm">
        <thead>
          <tr>
            {WEEKDAYS.map(([short, long]) => (
              <th key={short} scope="col" abbr={long} className="pb-2 text-xs font-semibold text-ink-500">
                {short}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week[0]}>
              {week.map((day) => {
                const outside = monthKey(day) !== monthKey(focused);
                const disabled = day < min;
                const isSelected = day === selected;
                const [y, m, d] = day.split("-").map(Number) as [number, number, number];
                return (
                  <td key={day} className="p-0.5" aria-selected={isSelected || undefined}>
                    <button
                      type="button"
                      data-date={day}
                      tabIndex={day === focused ? 0 : -1}
                      disabled={disabled}
                      onClick={() => onSelect(day)}
                      aria-label={`${d} ${MONTHS[m - 1]} ${y}`}
                      aria-current={day === today ? "date" : undefined}
                      className={clsx(
                        "grid size-9 place-items-center rounded-full font-medium transition-colors",
                        isSelected
                          ? "bg-primary-700 text-white"
                          : disabled
                            ? "cursor-not-allowed text-ink-300 line-through decoration-ink-200"
                            : outside
                              ? "text-ink-400 hover:bg-primary-50"
                              : "text-ink-800 hover:bg-primary-50",
                        day === today && !isSelected && "ring-1 ring-primary-300",
                      )}
                    >
                      {d}
                    </button>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      <div className="mt-3 flex justify-between border-t border-ink-100 pt-3 text-sm">
        <button type="button" onClick={() => onSelect(min)} className="rounded-full px-3 py-1.5 font-semibold text-primary-700 hover:bg-primary-50">
          Aujourd&apos;hui
        </button>
        <button type="button" onClick={onClose} className="rounded-full px-3 py-1.5 font-semibold text-ink-600 hover:bg-ink-100">
          Fermer
        </button>
      </div>
    </div>
  );
}
