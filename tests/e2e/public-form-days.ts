import { expect, type APIRequestContext } from "@playwright/test";
import { e2eAdmin } from "../../playwright.config";
import { isConfirmedClosedDay } from "../../src/calendar/opening-hours";
import { formatDisplayDate } from "../../src/calendar/display-date";
import { addDays } from "../../src/calendar/plain-date";
import { todayIn } from "../../src/calendar/zone";
import type { PracticeHours } from "../../src/schemas/practice-hours";

/** What the public forms' journeys share: the days they ask for, and a staff token to read what was stored. */

/** The practice's zone: the e2e server's default PRACTICE_TIME_ZONE, and the browser's (playwright.config.ts). */
export const PRACTICE_TIME_ZONE = "Africa/Casablanca";

/**
 * The day `days` from today on the practice's calendar, as the form shows it (dd/mm/yyyy) and as
 * the API takes it. The browser tests run against the server's real clock, so they pick days
 * from it; a day that must be open comes from openDayFrom, never from "today + n is open".
 */
export function displayDate(days: number): { text: string; iso: string } {
  const iso = addDays(todayIn(PRACTICE_TIME_ZONE), days);
  return { text: formatDisplayDate(iso), iso };
}

/**
 * The first day, `days` from today or later, the practice is open (GET /api/practice/hours): the
 * product's form asks the server to refuse closed days, and its date picker does not offer them.
 */
export async function openDayFrom(request: APIRequestContext, days: number): Promise<{ text: string; iso: string }> {
  const hours = (await (await request.get("/api/practice/hours")).json()) as PracticeHours & { aujourdHui: string };
  // Counted from the server's today, which is the one its refusals use.
  for (let ahead = days; ahead < days + 30; ahead += 1) {
    const iso = addDays(hours.aujourdHui, ahead);
    if (!isConfirmedClosedDay(hours, iso).closed) return { text: formatDisplayDate(iso), iso };
  }
  throw new Error("the practice is closed for a month");
}

export async function staffToken(request: APIRequestContext): Promise<string> {
  const login = await request.post("/api/auth/login", { data: e2eAdmin });
  expect(login.status(), "the e2e admin logs in").toBe(200);
  return (await login.text()).trim().replace(/^"+|"+$/g, "");
}
