import type { PlainDate } from "@/calendar/plain-date";

/**
 * A plain date read and written as people do (dd/mm/yyyy: the public form's and the staff area's
 * way). Library-free and kept apart from plain-date.ts: the appointment form of the home page
 * loads this with the page, and the date arithmetic only with its calendar.
 */

const PLAIN_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether the text is a real YYYY-MM-DD date (no 2026-02-30). */
export function isPlainDate(value: string): value is PlainDate {
  const match = PLAIN_DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** 'dd/mm/yyyy' → YYYY-MM-DD when it is a real date (year 1000 or later), otherwise null. */
export function parseDisplayDate(text: string): PlainDate | null {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text.trim());
  if (!match) return null;
  const iso = `${match[3]}-${match[2]}-${match[1]}`;
  return Number(match[3]) >= 1000 && isPlainDate(iso) ? iso : null;
}

/** YYYY-MM-DD → 'dd/mm/yyyy'. */
export function formatDisplayDate(date: PlainDate): string {
  return `${date.slice(8, 10)}/${date.slice(5, 7)}/${date.slice(0, 4)}`;
}
