import { mkdirSync } from "node:fs";
import path from "node:path";
import { expect, test } from "./fixtures";
import { logIn, openAs } from "./staff-session";
import { e2eAdmin } from "../../playwright.config";
import { isoWeekday } from "../../src/calendar/plain-date";
import { displayDate } from "./public-form-days";

/**
 * /responsable/horaires (issue 20): the admin edits the week, confirms an estimated religious
 * holiday and adds a leave; the public API serves it at once and a request for that day is
 * refused with X-Closed-Day-Check. A non-admin is told the page is reserved to administrators.
 * Screenshots at 390, 768 and 1440 px go to HOURS_SHOTS_DIR (default /tmp/shots-hours) for a human look.
 */
test.describe.configure({ mode: "serial" });

const shotsDir = process.env.HOURS_SHOTS_DIR ?? "/tmp/shots-hours";
const stamp = Date.now().toString(36).slice(-5);

/** A date `days` ahead in the practice's time zone (YYYY-MM-DD), on the ISO weekday wanted ("1" = lundi). */
function futureWeekday(weekday: string, fromDays: number): string {
  for (let days = fromDays; days < fromDays + 7; days += 1) {
    const date = displayDate(days).iso;
    if (isoWeekday(date) === weekday) return date;
  }
  throw new Error("unreachable");
}

// The hours are the whole site's: the specs after this one find them as they were.
let original: { semaine: unknown; periodes: unknown; fermetures: unknown } | null = null;
test.beforeAll(async ({ request }) => {
  const { semaine, periodes, fermetures } = (await (await request.get("/api/practice/hours")).json()) as NonNullable<typeof original>;
  original = { semaine, periodes, fermetures };
});
test.afterAll(async ({ request }) => {
  if (!original) return;
  const admin = await logIn(request, e2eAdmin);
  const restored = await request.put("/api/practice/hours", { headers: { Authorization: `Bearer ${admin.token}` }, data: original });
  expect(restored.status(), "the hours put back as they were").toBe(200);
});

test("the admin edits the hours, confirms a holiday and adds a leave that the public form then refuses", async ({ page, request }) => {
  const session = await logIn(request, e2eAdmin);
  await openAs(page, session, "/responsable/horaires");

  await expect(page.getByRole("heading", { level: 1, name: "Horaires et fermetures" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Horaires" })).toHaveAttribute("aria-current", "page");
  await expect(page.getByLabel("Lundi, ouverture")).toHaveValue("09:00");

  // Saturday: closed. Wednesday: a lunch break, typed as a person types it.
  await page.getByRole("checkbox", { name: "Ouvert le samedi" }).uncheck();
  await page.getByLabel("Mercredi, fermeture").fill("12:30");
  await page.getByRole("button", { name: "Ajouter une plage le mercredi" }).click();
  await page.getByLabel("Mercredi, ouverture (plage 2)").fill("14:30");
  await expect(page.getByRole("region", { name: "Aperçu sur le site" })).toContainText("09:00 - 12:30, 14:30 - 18:00");

  // The first estimated religious holiday is confirmed as it stands.
  const confirm = page.getByRole("button", { name: /^Confirmer la date de « / }).first();
  const confirmedName = ((await confirm.getAttribute("aria-label")) ?? "").replace(/^Confirmer la date de « (.*) »$/, "$1");
  // The same holiday comes back each year: it is told by its name and its first day.
  const confirmedDu = await confirm.locator("xpath=ancestor::li[1]").getByLabel("Du", { exact: true }).inputValue();
  await confirm.click();

  // A leave on a Tuesday more than a week ahead.
  const leaveDay = futureWeekday("2", 9);
  await page.getByRole("button", { name: "Ajouter une fermeture" }).click();
  // The new row takes the focus, in this year's group.
  const added = page.locator(":focus");
  await expect(added).toHaveAttribute("name", /^fermetures\.\d+\.libelle$/);
  await expect(added).toHaveValue("");
  const addedName = (await added.getAttribute("name"))!;
  await added.fill(`Congé ${stamp}`);
  const addedRow = page.locator("li", { has: page.locator(`input[name="${addedName}"]`) });
  await addedRow.getByLabel("Du", { exact: true }).fill(leaveDay);
  await addedRow.getByLabel("Au", { exact: true }).fill(leaveDay);

  await page.getByRole("button", { name: "Enregistrer" }).click();
  await expect(page.getByText("Horaires enregistrés avec succès.")).toBeVisible();
  await expect(page.getByText("Horaires enregistrés avec succès.")).toBeHidden({ timeout: 5_000 });

  // Read again from the server.
  await page.reload();
  await expect(page.getByRole("checkbox", { name: "Ouvert le samedi" })).not.toBeChecked();
  await expect(page.getByLabel("Mercredi, ouverture (plage 2)")).toHaveValue("14:30");
  const libelles = () => page.locator('input[name^="fermetures."][name$=".libelle"]').evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));
  await expect.poll(libelles).toContain(`Congé ${stamp}`);

  const hours = (await (await request.get("/api/practice/hours")).json()) as {
    semaine: Record<string, unknown[]>;
    fermetures: { libelle: string; estimee: boolean; du: string }[];
  };
  expect(hours.semaine["6"]).toEqual([]);
  expect(hours.fermetures.find((closure) => closure.libelle === `Congé ${stamp}`)).toMatchObject({ du: leaveDay, estimee: false });
  expect(hours.fermetures.find((closure) => closure.libelle === confirmedName && closure.du === confirmedDu)?.estimee).toBe(false);

  const requestFor = (datePreferee: string, headers: Record<string, string> = {}) =>
    request.post("/api/appointment-requests", {
      headers,
      data: { nom: "Alami", prenom: "Sara", telephone: "0612345678", datePreferee, heurePreferee: "10:00", motif: null },
    });
  const refused = await requestFor(leaveDay, { "X-Closed-Day-Check": "reject" });
  expect(refused.status()).toBe(400);
  expect(((await refused.json()) as { errors: Record<string, string> }).errors.datePreferee).toContain(`(Congé ${stamp})`);
  expect((await requestFor(leaveDay)).status()).toBe(201);
});

test("a validation message shows beside its field and nothing is saved", async ({ page, request }) => {
  const session = await logIn(request, e2eAdmin);
  await openAs(page, session, "/responsable/horaires");
  await page.getByLabel("Jeudi, fermeture").fill("08:00");
  await page.getByRole("button", { name: "Enregistrer" }).click();
  await expect(page.getByText("L'heure de fin doit être après l'heure de début.")).toBeVisible();
  await expect(page.getByLabel("Jeudi, fermeture")).toHaveAttribute("aria-invalid", "true");
  const hours = (await (await request.get("/api/practice/hours")).json()) as { semaine: Record<string, { fin: string }[]> };
  expect(hours.semaine["4"]?.[0]?.fin).toBe("18:00");
});

test("a non-admin who types the hours page's address is told it is reserved to administrators", async ({ page, request }) => {
  const admin = await logIn(request, e2eAdmin);
  const assistant = { email: `assistante.${stamp}@e2e.test`, password: "assistante-mot-de-passe" };
  const created = await request.post("/api/users", {
    headers: { Authorization: `Bearer ${admin.token}` },
    data: { username: `assistante.${stamp}`, role: "ASSISTANT", nom: "Idrissi", prenom: "Hind", ...assistant },
  });
  expect(created.status()).toBe(201);
  await openAs(page, await logIn(request, assistant), "/responsable/horaires");
  await expect(page.getByRole("heading", { level: 1, name: "Page réservée aux administrateurs" })).toBeVisible();
  await expect(page).toHaveURL(/\/responsable\/horaires$/);
  await expect(page.getByLabel("Lundi, ouverture")).toHaveCount(0);
});

test("the page fits a phone, a tablet and a desktop", async ({ page, request }) => {
  mkdirSync(shotsDir, { recursive: true });
  const session = await logIn(request, e2eAdmin);
  for (const width of [390, 768, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await openAs(page, session, "/responsable/horaires");
    await expect(page.getByLabel("Lundi, ouverture")).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, `no sideways scroll at ${width} px`).toBeLessThanOrEqual(0);
    await page.screenshot({ path: path.join(shotsDir, `horaires-${width}.png`), fullPage: false });
    await page.getByRole("region", { name: "Fermetures et jours fériés" }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: path.join(shotsDir, `horaires-${width}-fermetures.png`), fullPage: false });
  }
});
