"use client";

import { useEffect, useMemo, useRef, useState } from "react";
import clsx from "clsx";
import { ChevronLeft, ChevronRight } from "lucide-react";
import { loadPracticeHours } from "@/client/practice-hours";
import type { PracticeHours, PracticeHoursAnswer } from "@/schemas/practice-hours";
import { arabicDate, arabicMonthYear, frenchDate, frenchMonthYear } from "@/calendar/names";
import { closedDayMessage, dayHours, isConfirmedClosedDay } from "@/calendar/opening-hours";
import { addDays, addMonths, isoWeekday, monthStart, weekStart } from "@/calendar/plain-date";
import { arabicClosedDayMessage, arabicHolidayName } from "@/content/ar/practice-hours";
import type { PublicFormLocale } from "@/content/public-forms";

export type DatePickerCalendarProps = {
  /** Selected date (yyyy-mm-dd) or null. */
  selected: string | null;
  /** Earliest selectable date (yyyy-mm-dd). */
  min: string;
  onSelect: (iso: string) => void;
  onClose: () => void;
  /** The page's language: French (the spec's) or Arabic, with Morocco's month names and Western digits. */
  locale?: PublicFormLocale;
};

const WEEKDAYS = [
  ["Lu", "lundi"],
  ["Ma", "mardi"],
  ["Me", "mercredi"],
  ["Je", "jeudi"],
  ["Ve", "vendredi"],
  ["Sa", "samedi"],
  ["Di", "dimanche"],
] as const;

/** What the calendar writes, per language. */
type CalendarWords = {
  weekdays: readonly (readonly [string, string])[];
  monthTitle: (monthStart: string) => string;
  date: (day: string) => string;
  closed: (date: string, libelle?: string) => string;
  probable: (date: string, libelle: string) => string;
  closedNote: (day: string, libelle?: string) => string;
  probableNote: (libelle: string) => React.ReactNode;
  loading: string;
  legendClosed: string;
  legendProbable: string;
  previousMonth: string;
  nextMonth: string;
  today: string;
  close: string;
};

const frenchWords: CalendarWords = {
  weekdays: WEEKDAYS,
  monthTitle: frenchMonthYear,
  date: frenchDate,
  closed: (date, libelle) => `${date}, cabinet fermé${libelle ? ` (${libelle})` : ""}`,
  probable: (date, libelle) => `${date}, férié probable (${libelle})`,
  closedNote: closedDayMessage,
  probableNote: (libelle) => (
    <span>
      <span className="font-semibold text-accent-700">Férié probable</span> : {libelle}, date estimée. Ce jour reste possible.
    </span>
  ),
  loading: "Chargement des jours d'ouverture…",
  legendClosed: "fermé",
  legendProbable: "férié probable",
  previousMonth: "Mois précédent",
  nextMonth: "Mois suivant",
  today: "Aujourd'hui",
  close: "Fermer",
};

// Monday first, as in Morocco; one letter per day, as Arabic calendars print them.
const arabicWords: CalendarWords = {
  weekdays: [
    ["ن", "الاثنين"],
    ["ث", "الثلاثاء"],
    ["ر", "الأربعاء"],
    ["خ", "الخميس"],
    ["ج", "الجمعة"],
    ["س", "السبت"],
    ["ح", "الأحد"],
  ],
  monthTitle: arabicMonthYear,
  date: arabicDate,
  closed: (date, libelle) => `${date}، العيادة مغلقة${libelle ? ` (${arabicHolidayName(libelle)})` : ""}`,
  probable: (date, libelle) => `${date}، عطلة محتملة (${arabicHolidayName(libelle)})`,
  closedNote: arabicClosedDayMessage,
  probableNote: (libelle) => (
    <span>
      <span className="font-semibold text-accent-700">عطلة محتملة</span>: {arabicHolidayName(libelle)}، تاريخ تقديري. يبقى هذا اليوم ممكنًا.
    </span>
  ),
  loading: "جارٍ تحميل أيام العمل…",
  legendClosed: "مغلق",
  legendProbable: "عطلة محتملة",
  previousMonth: "الشهر السابق",
  nextMonth: "الشهر التالي",
  today: "اليوم",
  close: "إغلاق",
};

const monthKey = (iso: string) => iso.slice(0, 7);

type DayKind = { kind: "closed"; libelle?: string } | { kind: "probable"; libelle: string } | { kind: "open" };

/**
 * What the practice's configuration says of a day: closed (a confirmed closure, or a weekday or
 * special period without hours: not offered), a probable holiday (a religious holiday's estimated
 * date: offered, with a mark and the word), or open. Open for every day until the hours are read.
 */
function dayKind(hours: PracticeHours | null, day: string): DayKind {
  if (!hours) return { kind: "open" };
  const closed = isConfirmedClosedDay(hours, day);
  if (closed.closed) return { kind: "closed", libelle: closed.libelle };
  const { closure } = dayHours(hours, day);
  return closure?.estimee ? { kind: "probable", libelle: closure.libelle } : { kind: "open" };
}

function dayLabel(day: string, kind: DayKind, words: CalendarWords): string {
  const date = words.date(day);
  if (kind.kind === "closed") return words.closed(date, kind.libelle);
  if (kind.kind === "probable") return words.probable(date, kind.libelle);
  return date;
}

/**
 * The date picker's month grid (loaded only when the calendar is first opened, with the practice's
 * hours: src/client/practice-hours.ts). Days before `min` are disabled; days the practice is
 * closed are not offered (announced and focusable, but not picked); a religious holiday's
 * estimated date is marked as probable and can be picked. Each day's label says which it is. Keyboard: arrows move a day or a week,
 * Page Up/Down a month, Home/End the week, Enter picks, Escape closes.
 */
export default function DatePickerCalendar({ selected, min: visitorToday, onSelect, onClose, locale = "fr" }: DatePickerCalendarProps) {
  const words = locale === "ar" ? arabicWords : frenchWords;
  const [hours, setHours] = useState<PracticeHoursAnswer | null>(null);
  const [hoursState, setHoursState] = useState<"loading" | "ready" | "unavailable">("loading");
  // Today on the practice's clock, as the server says it, once the hours are in: a browser's
  // time-zone data can put Casablanca an hour behind (Chromium 156 does), and the server
  // refuses a day that is already over there.
  const min = hours && hours.aujourdHui > visitorToday ? hours.aujourdHui : visitorToday;
  const [chosenFocus, setFocused] = useState(() => (selected && selected >= visitorToday ? selected : visitorToday));
  const focused = chosenFocus < min ? min : chosenFocus;
  const grid = useRef<HTMLTableElement>(null);
  const today = min;

  useEffect(() => {
    let current = true;
    void loadPracticeHours().then((loaded) => {
      if (!current) return;
      setHours(loaded);
      setHoursState(loaded ? "ready" : "unavailable");
    });
    return () => {
      current = false;
    };
  }, []);

  // A closed day is not picked: it takes the focus, and the note under the grid says why.
  const pick = (day: string) => {
    if (day < min) return;
    if (dayKind(hours, day).kind === "closed") setFocused(day);
    else onSelect(day);
  };

  useEffect(() => {
    grid.current?.querySelector<HTMLButtonElement>(`[data-date="${focused}"]`)?.focus();
  }, [focused]);

  const weeks = useMemo(() => {
    const start = weekStart(monthStart(focused)); // Monday first
    const days = Array.from({ length: 42 }, (_, i) => addDays(start, i));
    const rows: string[][] = [];
    for (let i = 0; i < 6; i++) rows.push(days.slice(i * 7, i * 7 + 7));
    // Drop a trailing week that lies entirely in the next month.
    return rows.filter((row) => row.some((day) => monthKey(day) === monthKey(focused)));
  }, [focused]);

  const move = (target: string) => setFocused(target < min ? min : target);

  const onKeyDown = (event: React.KeyboardEvent) => {
    const weekday = Number(isoWeekday(focused)) - 1;
    // Right to left, the next day is on the left.
    const forward = locale === "ar" ? -1 : 1;
    const moves: Record<string, () => string> = {
      ArrowLeft: () => addDays(focused, -forward),
      ArrowRight: () => addDays(focused, forward),
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

  const title = words.monthTitle(monthStart(focused));
  const canGoBack = monthKey(focused) > monthKey(min);
  const focusedKind = dayKind(hours, focused);
  const todayClosed = dayKind(hours, min).kind === "closed";

  return (
    <div className="w-[19.5rem] rounded-2xl border border-ink-100 bg-white p-4 shadow-raised" onKeyDown={onKeyDown}>
      <div className="flex items-center justify-between">
        <button
          type="button"
          onClick={() => move(addMonths(focused, -1))}
          disabled={!canGoBack}
          className="grid size-9 place-items-center rounded-full text-ink-700 hover:bg-primary-50 disabled:cursor-not-allowed disabled:opacity-30"
          aria-label={words.previousMonth}
        >
          <ChevronLeft className="size-5 rtl:-scale-x-100" aria-hidden="true" />
        </button>
        <p className="font-display font-bold text-ink-900 capitalize" aria-live="polite">
          {title}
        </p>
        <button type="button" onClick={() => move(addMonths(focused, 1))} className="grid size-9 place-items-center rounded-full text-ink-700 hover:bg-primary-50" aria-label={words.nextMonth}>
          <ChevronRight className="size-5 rtl:-scale-x-100" aria-hidden="true" />
        </button>
      </div>
      <table ref={grid} role="grid" aria-label={title} className="mt-3 w-full border-collapse text-center text-sm">
        <thead>
          <tr>
            {words.weekdays.map(([short, long]) => (
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
                const past = day < min;
                const kind = dayKind(hours, day);
                const closed = !past && kind.kind === "closed";
                const isSelected = day === selected;
                const d = Number(day.slice(8, 10));
                return (
                  <td key={day} className="p-0.5" aria-selected={isSelected || undefined}>
                    <button
                      type="button"
                      data-date={day}
                      data-day-kind={past ? "past" : kind.kind}
                      tabIndex={day === focused ? 0 : -1}
                      disabled={past}
                      aria-disabled={closed || undefined}
                      onClick={() => pick(day)}
                      aria-label={dayLabel(day, past ? { kind: "open" } : kind, words)}
                      aria-current={day === today ? "date" : undefined}
                      className={clsx(
                        "relative grid size-9 place-items-center rounded-full font-medium transition-colors",
                        isSelected
                          ? "bg-primary-700 text-white"
                          : past
                            ? "cursor-not-allowed text-ink-300 line-through decoration-ink-300"
                            : closed
                              ? "cursor-not-allowed text-ink-400 line-through decoration-danger-600/70"
                              : outside
                                ? "text-ink-400 hover:bg-primary-50"
                                : "text-ink-800 hover:bg-primary-50",
                        day === today && !isSelected && "ring-1 ring-primary-300",
                      )}
                    >
                      {d}
                      {!past && kind.kind === "probable" && (
                        <span
                          className={clsx("absolute bottom-0.5 left-1/2 size-1.5 -translate-x-1/2 rounded-full", isSelected ? "bg-white" : "bg-accent-600")}
                          aria-hidden="true"
                        />
                      )}
                    </button>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      <DayNote day={focused} kind={focused < min ? { kind: "open" } : focusedKind} state={hoursState} words={words} />
      <div className="mt-3 flex justify-between border-t border-ink-100 pt-3 text-sm">
        <button
          type="button"
          onClick={() => pick(min)}
          aria-disabled={todayClosed || undefined}
          className={clsx("rounded-full px-3 py-1.5 font-semibold", todayClosed ? "cursor-not-allowed text-ink-400" : "text-primary-700 hover:bg-primary-50")}
        >
          {words.today}
        </button>
        <button type="button" onClick={onClose} className="rounded-full px-3 py-1.5 font-semibold text-ink-600 hover:bg-ink-100">
          {words.close}
        </button>
      </div>
    </div>
  );
}

/**
 * Under the grid: what the focused day is (closed, with the reason; a probable holiday, which can
 * still be picked), otherwise what the marks mean. One line of room is kept so nothing moves.
 */
function DayNote({ day, kind, state, words }: { day: string; kind: DayKind; state: "loading" | "ready" | "unavailable"; words: CalendarWords }) {
  let note: React.ReactNode = null;
  if (kind.kind === "closed") note = <span className="text-danger-700">{words.closedNote(day, kind.libelle)}</span>;
  else if (kind.kind === "probable") note = words.probableNote(kind.libelle);
  else if (state === "loading") note = <span className="text-ink-500">{words.loading}</span>;
  else if (state === "ready")
    note = (
      <span className="flex flex-wrap gap-x-4 gap-y-1 text-ink-500">
        <span className="inline-flex items-center gap-1.5">
          <span className="text-ink-400 line-through decoration-danger-600/70" aria-hidden="true">
            12
          </span>
          {words.legendClosed}
        </span>
        <span className="inline-flex items-center gap-1.5">
          <span className="size-1.5 rounded-full bg-accent-600" aria-hidden="true" />
          {words.legendProbable}
        </span>
      </span>
    );
  return (
    <p className="mt-2 min-h-10 text-xs leading-snug">
      {note}
    </p>
  );
}
