import { expect, type APIRequestContext } from "@playwright/test";
import { e2eAdmin } from "../../playwright.config";
import type { PracticeHours } from "../../src/schemas/practice-hours";
import { isConfirmedClosedDay } from "../../src/schemas/practice-hours-rules";

/** What the public forms' journeys share: the days they ask for, and a staff token to read what was stored. */

/** dd/mm/yyyy of a day `days` from today in the browser's time zone (the e2e browser is in Casablanca). */
export function displayDate(days: number): { text: string; iso: string } {
  const date = new Date(new Date().toLocaleString("en-US", { timeZone: "Africa/Casablanca" }));
  date.setDate(date.getDate() + days);
  const pad = (n: number) => String(n).padStart(2, "0");
  const [d, m, y] = [pad(date.getDate()), pad(date.getMonth() + 1), String(date.getFullYear())];
  return { text: `${d}/${m}/${y}`, iso: `${y}-${m}-${d}` };
}

/**
 * The first day, `days` from today or later, the practice is open (GET /api/practice/hours): the
 * product's form asks the server to refuse closed days, and its date picker does not offer them.
 */
export async function openDayFrom(request: APIRequestContext, days: number): Promise<{ text: string; iso: string }> {
  const hours = (await (await request.get("/api/practice/hours")).json()) as PracticeHours;
  for (let ahead = days; ahead < days + 30; ahead += 1) {
    const day = displayDate(ahead);
    if (!isConfirmedClosedDay(hours, day.iso).closed) return day;
  }
  throw new Error("the practice is closed for a month");
}

export async function staffToken(request: APIRequestContext): Promise<string> {
  const login = await request.post("/api/auth/login", { data: e2eAdmin });
  expect(login.status(), "the e2e admin logs in").toBe(200);
  return (await login.text()).trim().replace(/^"+|"+$/g, "");
}
