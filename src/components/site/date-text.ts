import { parseDisplayDate } from "@/calendar/display-date";

/**
 * The appointment form's date is typed or picked as dd/mm/yyyy (spec §5) and sent as YYYY-MM-DD.
 * What the field does with the text; the dates themselves are the calendar's (decision 037).
 */

/** Keeps digits only and inserts the slashes: '1507' -> '15/07', '15072026' -> '15/07/2026'. */
export function maskDateInput(raw: string): string {
  const digits = raw.replace(/\D/g, "").slice(0, 8);
  const day = digits.slice(0, 2);
  const month = digits.slice(2, 4);
  const year = digits.slice(4);
  let text = day;
  if (digits.length > 2 || (digits.length === 2 && raw.trimEnd().endsWith("/"))) text += `/${month}`;
  if (digits.length > 4 || (digits.length === 4 && raw.trimEnd().endsWith("/"))) text += `/${year}`;
  return text;
}

/**
 * The visitor's calendar date today, as yyyy-mm-dd: the picker's first day until the server's
 * `aujourdHui` (the practice's today) arrives, since the device's zone may not be the practice's.
 */
export function localIsoDate(date: Date = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, "0");
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The picked date when it is valid and not before `min`; otherwise null (treated as not filled). */
export function acceptedDate(text: string, min: string): string | null {
  const iso = parseDisplayDate(text);
  return iso !== null && iso >= min ? iso : null;
}
