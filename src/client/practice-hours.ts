import { apiFetch } from "@/client/api-client";
import type { PracticeHoursAnswer } from "@/schemas/practice-hours";

let pending: Promise<PracticeHoursAnswer | null> | null = null;

/**
 * The practice's opening hours and closures (GET /api/practice/hours), fetched once per page by
 * the date picker when it first opens: never part of a page's first load. Null when they could
 * not be read: the picker then offers every day from today, and the server still refuses a
 * closed day when the form asks it to.
 */
export function loadPracticeHours(): Promise<PracticeHoursAnswer | null> {
  pending ??= Promise.resolve()
    .then(() => apiFetch("/api/practice/hours"))
    .then((response) => (response.ok ? (response.json() as Promise<PracticeHoursAnswer>) : null))
    .catch(() => null)
    .then((hours) => {
      if (!hours) pending = null; // tried again at the next opening
      return hours;
    });
  return pending;
}

/** Tests: forget what was fetched. */
export function forgetPracticeHours(): void {
  pending = null;
}
