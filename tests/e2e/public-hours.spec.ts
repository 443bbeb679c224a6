import { type APIRequestContext } from "@playwright/test";
import { expect, test, watchForProblems } from "./fixtures";
import { e2eAdmin } from "../../playwright.config";
import { displayDate } from "./public-form-days";
import type { PracticeHours, WeeklyHours } from "../../src/schemas/practice-hours";
import { longFrenchDate } from "../../src/calendar/names";
import { closedDayMessage, dayHours, openingHoursSpecification, weeklyHoursRows } from "../../src/calendar/opening-hours";
import { isoWeekday } from "../../src/calendar/plain-date";

/**
 * The public site follows the opening hours an admin saves (issue 20, decision 035): the pages
 * show a new week within 5 s, without a rebuild, with no console error and no CSP violation; a
 * request for a closed day is refused beside the date field, and the date picker does not offer
 * that day.
 *
 * Both tests change the hours and put back what they found.
 */
test.describe.configure({ mode: "serial" });

/** How long a change may take to reach "/": the cache's 3 s and a render (decision 035). */
const reachesPagesWithinMs = 5_000;

let token = "";
let original: PracticeHours;

async function putHours(request: APIRequestContext, hours: Omit<PracticeHours, "misAJourLe">) {
  const { semaine, periodes, fermetures } = hours;
  const response = await request.put("/api/practice/hours", {
    headers: { Authorization: `Bearer ${token}` },
    data: { semaine, periodes, fermetures },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** The top bar's line for a week: "Lundi - Vendredi : 09:00 - 18:00  ·  Samedi : 09:00 - 13:00". */
const topBarLine = (semaine: WeeklyHours) =>
  weeklyHoursRows(semaine)
    .map((row) => `${row.days} : ${row.hours}`)
    .join("  ·  ");

test.beforeAll(async ({ request }) => {
  const login = await request.post("/api/auth/login", { data: e2eAdmin });
  expect(login.status()).toBe(200);
  token = (await login.text()).trim().replace(/^"+|"+$/g, "");
  original = (await (await request.get("/api/practice/hours")).json()) as PracticeHours;
});

test.afterAll(async ({ request }) => {
  await putHours(request, original);
  // The next specs find the home page as it was.
  await expect
    .poll(async () => (await (await request.get("/")).text()).includes(`${topBarLine(original.semaine)}</p>`), { timeout: reachesPagesWithinMs })
    .toBe(true);
});

test("a new week reaches the public pages without a rebuild: top bar, footer, contact, side panel, JSON-LD", async ({ page, request }) => {
  test.setTimeout(60_000);
  const problems = watchForProblems(page);
  // Wednesday with a lunch break, Saturday closed.
  const semaine: WeeklyHours = {
    ...original.semaine,
    "3": [
      { debut: "09:00", fin: "12:30" },
      { debut: "14:00", fin: "18:00" },
    ],
    "6": [],
  };
  const line = topBarLine(semaine);
  expect(line).toContain("Mercredi : 09:00 - 12:30, 14:00 - 18:00");

  // A special period starting in three days: announced with its own hours below the usual week.
  const du = displayDate(3).iso;
  const au = displayDate(9).iso;
  const ramadan = { id: "e2e-ramadan", libelle: "Horaires réduits", du, au, semaine: { "1": [{ debut: "09:00", fin: "15:00" }], "2": [], "3": [], "4": [], "5": [], "6": [], "7": [] } };

  const saved = Date.now();
  await putHours(request, { ...original, semaine, periodes: [...original.periodes, ramadan] });
  await expect.poll(async () => (await (await request.get("/")).text()).includes(`${line}</p>`), { timeout: reachesPagesWithinMs, intervals: [250] }).toBe(true);
  console.log(`public-hours: the new week was on / ${((Date.now() - saved) / 1000).toFixed(1)} s after the PUT`);

  await page.goto("/");

  await expect(page.getByText(line, { exact: true })).toBeVisible();
  const footerRows = page.locator("footer li").filter({ hasText: /^(Lundi|Mardi|Mercredi|Jeudi|Vendredi|Samedi|Dimanche)/ });
  await expect(footerRows).toHaveText(weeklyHoursRows(semaine).map((row) => `${row.days}${row.hours}`));
  const hoursCard = page.locator("#appointment dl");
  await expect(hoursCard).toContainText("Mercredi09:00 - 12:30, 14:00 - 18:00");
  await expect(hoursCard).toContainText("Samedi - DimancheFermé");

  const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? "{}") as { "@graph": Record<string, unknown>[] };
  const expected = openingHoursSpecification(semaine).map((slot) => ({
    "@type": "OpeningHoursSpecification",
    dayOfWeek: slot.dayOfWeek.map((day) => `https://schema.org/${day}`),
    opens: slot.opens,
    closes: slot.closes,
  }));
  for (const node of jsonLd["@graph"]) {
    expect(node.openingHoursSpecification).toEqual(expected);
    expect(node.specialOpeningHoursSpecification).toContainEqual(
      expect.objectContaining({ dayOfWeek: ["https://schema.org/Monday"], opens: "09:00", closes: "15:00", validFrom: du, validThrough: au }),
    );
  }
  await expect(page.locator("#appointment")).toContainText(`Horaires réduits, du ${longFrenchDate(du)} au ${longFrenchDate(au)}Lundi : 09:00 - 15:00`);

  await page.getByRole("button", { name: "Ouvrir le panneau d'informations" }).click();
  const panel = page.getByRole("dialog", { name: /Cabinet du Dr\./ });
  await expect(panel).toContainText("Mercredi : 09:00 - 12:30, 14:00 - 18:00");
  await panel.getByRole("button", { name: "Fermer le panneau" }).click();

  // A client-side navigation renders the next page with the same values.
  await page.getByRole("navigation", { name: "Menu principal" }).getByRole("link", { name: "Contact" }).click();
  await expect(page).toHaveURL(/\/contact$/);
  await expect(page.getByRole("main").getByText("Mercredi :")).toContainText("09:00 - 12:30, 14:00 - 18:00");
  await expect(page.getByRole("main")).not.toContainText("Samedi :");
  await expect(page.getByRole("main")).toContainText(`Horaires réduits, du ${longFrenchDate(du)}`);

  await page.goto("/appointments");
  await expect(page.getByRole("main").getByText("Mercredi :")).toContainText("09:00 - 12:30, 14:00 - 18:00");
  await page.waitForLoadState("networkidle");
  expect(problems).toEqual([]);
});

/** The first weekday open in the usual week, `fromDays` ahead or later, that no closure covers. */
function openDayAhead(hours: PracticeHours, fromDays: number, skip: string[] = []): string {
  for (let days = fromDays; days < fromDays + 60; days += 1) {
    const date = displayDate(days).iso;
    const day = dayHours(hours, date);
    if (!skip.includes(date) && isoWeekday(date) <= "5" && day.ranges.length > 0 && !day.closure && !day.period) return date;
  }
  throw new Error("no open weekday in the next two months");
}

const months = ["janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août", "septembre", "octobre", "novembre", "décembre"];
const dayName = (date: string) => `${Number(date.slice(8, 10))} ${months[Number(date.slice(5, 7)) - 1]} ${date.slice(0, 4)}`;
const displayed = (date: string) => `${date.slice(8, 10)}/${date.slice(5, 7)}/${date.slice(0, 4)}`;

test("a request for a closed day is refused beside the date, and the picker neither offers that day nor refuses a probable holiday", async ({ page, request }) => {
  const problems = watchForProblems(page);
  const closed = openDayAhead(original, 10);
  const probable = openDayAhead(original, 10, [closed]);
  await putHours(request, {
    ...original,
    fermetures: [
      ...original.fermetures,
      { id: "e2e-fermeture", libelle: "Fermeture e2e", du: closed, au: closed, nature: "autre", estimee: false },
      { id: "e2e-probable", libelle: "Fête e2e", du: probable, au: probable, nature: "ferie", estimee: true },
    ],
  });

  await page.goto("/appointments");
  const form = page.getByRole("form", { name: "Demande de rendez-vous" });
  await form.getByRole("button", { name: "Choisir une date dans le calendrier" }).click();
  const calendar = page.getByRole("dialog", { name: "Calendrier" });
  const monthOf = (date: string) => `${months[Number(date.slice(5, 7)) - 1]} ${date.slice(0, 4)}`;
  while (!(await calendar.getByRole("grid", { name: monthOf(closed) }).isVisible())) {
    await calendar.getByRole("button", { name: "Mois suivant" }).click();
  }
  const closedButton = calendar.getByRole("button", { name: `${dayName(closed)}, cabinet fermé (Fermeture e2e)` });
  await expect(closedButton).toBeDisabled(); // aria-disabled: announced, focusable, never picked
  await closedButton.click({ force: true });
  await expect(closedButton).toBeFocused();
  await expect(calendar).toContainText(closedDayMessage(closed, "Fermeture e2e"));
  await expect(form.getByLabel(/^Date préférée/)).toHaveValue("");

  while (!(await calendar.getByRole("grid", { name: monthOf(probable) }).isVisible())) {
    await calendar.getByRole("button", { name: "Mois suivant" }).click();
  }
  const probableButton = calendar.getByRole("button", { name: `${dayName(probable)}, férié probable (Fête e2e)` });
  await expect(probableButton).toBeEnabled();
  await probableButton.click();
  await expect(form.getByLabel(/^Date préférée/)).toHaveValue(displayed(probable));

  // Typed by hand, the closed day goes to the server, which refuses it.
  await form.getByLabel(/^Nom/).fill("Fermé");
  await form.getByLabel(/^Prénom/).fill("Jour");
  await form.getByLabel(/^Téléphone/).fill("06 12 34 56 78");
  await form.getByLabel(/^Date préférée/).fill(displayed(closed));
  await form.getByLabel(/^Heure préférée/).fill("10:30");
  const sent = page.waitForRequest((candidate) => candidate.url().endsWith("/api/appointment-requests") && candidate.method() === "POST");
  await form.getByRole("button", { name: "Envoyer la demande" }).click();
  expect((await sent).headers()["x-closed-day-check"]).toBe("reject");

  await expect(form.getByRole("status")).toHaveText("Erreur lors de l'enregistrement de la demande.");
  const reason = closedDayMessage(closed, "Fermeture e2e");
  await expect(form.locator("#rdv-datePreferee-error")).toHaveText(reason);
  await expect(form.getByLabel(/^Date préférée/)).toHaveAttribute("aria-invalid", "true");
  await expect(form.getByLabel(/^Date préférée/)).toHaveValue(displayed(closed));
  await expect(form.getByLabel(/^Nom/)).toHaveValue("Fermé");
  expect(problems.filter((problem) => !/status of 400/.test(problem))).toEqual([]);
});
