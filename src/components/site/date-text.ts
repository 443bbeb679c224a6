/**
 * The appointment form's date is typed or picked as dd/mm/yyyy (spec §5) and sent as YYYY-MM-DD.
 * Pure helpers, shared by the field, its calendar and the form.
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

/** 'dd/mm/yyyy' -> 'yyyy-mm-dd' when it is a real calendar date, otherwise null. */
export function parseDisplayDate(text: string): string | null {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text.trim());
  if (!match) return null;
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (year < 1000 || date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return `${match[3]}-${match[2]}-${match[1]}`;
}

/** 'yyyy-mm-dd' -> 'dd/mm/yyyy'. */
export function formatDisplayDate(iso: string): string {
  const [year, month, day] = iso.split("-");
  return `${day}/${month}/${year}`;
}

/** The visitor's calendar date today, as yyyy-mm-dd (ISO dates compare as strings). */
export function localIsoDate(date: Date = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, "0");
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The picked date when it is valid and not before `min`; otherwise null (treated as not filled). */
export function acceptedDate(text: string, min: string): string | null {
  const iso = parseDisplayDate(text);
  return iso !== null && iso >= min ? iso : null;
}
