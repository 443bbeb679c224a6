import { mkdirSync } from "node:fs";
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { logIn, openAs } from "./staff-session";
import { e2eAdmin } from "../../playwright.config";

/**
 * /responsable/organismes (issue 35, decision 055): on a 390 px phone the admin reaches the
 * insurers from the acts catalogue, adds a mutuelle with the keyboard, renames it, deactivates
 * it; the server keeps each change and axe finds nothing serious. An assistant reads the list
 * without a way to change it. Screenshots at 390 and 1440 px go to INSURERS_SHOTS_DIR (default
 * /tmp/shots-insurers).
 */
const shotsDir = process.env.INSURERS_SHOTS_DIR ?? "/tmp/shots-insurers";
const stamp = Date.now().toString(36).slice(-5);

type Insurer = { id: number; nom: string; genre: string; remarque: string | null; actif: boolean };

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

async function expectNoSeriousAxeViolation(page: Page) {
  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations.filter((violation) => violation.impact === "serious" || violation.impact === "critical").map((violation) => violation.id)).toEqual([]);
}

async function shot(page: Page, name: string) {
  mkdirSync(shotsDir, { recursive: true });
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: path.join(shotsDir, name), fullPage: true });
}

test.describe.configure({ mode: "serial" });

test("on a phone, the admin adds a mutuelle, renames it and deactivates it; the server keeps each change", async ({ page, request }) => {
  const session = await logIn(request, e2eAdmin);
  const headers = { Authorization: `Bearer ${session.token}` };
  const listed = async () => (await (await request.get("/api/insurers", { headers })).json()) as Insurer[];
  // The AMO the practice works with, as an admin would have entered them (kept if already there).
  for (const insurer of [
    { nom: "CNSS", genre: "amo" },
    { nom: "CNOPS", genre: "amo", remarque: "En cours d'intégration à la CNSS" },
    { nom: "Wafa Assurance", genre: "assurance" },
  ]) {
    const created = await request.post("/api/insurers", { headers, data: insurer });
    expect([201, 409], await created.text()).toContain(created.status());
  }
  // A name of its own if an earlier attempt of this run left one.
  const taken = (await listed()).some((insurer) => insurer.nom.startsWith("MGPAP"));
  const added = taken ? `MGPAP ${stamp}` : "MGPAP";
  const renamed = `${added} — Mutuelle Générale du Personnel des Administrations Publiques`;

  await openAs(page, session, "/responsable/actes");
  await page.getByRole("link", { name: /Organismes d'assurance maladie/ }).click();
  await expect(page).toHaveURL(/\/responsable\/organismes$/);
  await expect(page.getByRole("heading", { level: 1, name: "Organismes d'assurance maladie" })).toBeVisible();
  await expect(page.getByRole("listitem", { name: "CNOPS" })).toContainText("En cours d'intégration à la CNSS");

  // Added with the keyboard: typed, the kind left at Mutuelle, Enter sends it.
  const form = page.getByRole("region", { name: "Ajouter un organisme" });
  await form.getByLabel("Nom").fill(added);
  await expect(form.getByLabel("Type")).toHaveValue("mutuelle");
  await form.getByLabel("Remarque").fill("Fonctionnaires");
  await form.getByLabel("Nom").press("Enter");
  await expect(form.getByText(`Organisme « ${added} » ajouté avec succès.`)).toBeVisible();
  const row = page.getByRole("listitem", { name: added, exact: true });
  await expect(row).toContainText("Mutuelle");
  await expect(row).not.toContainText("Inactif");

  // The same name again, whatever its case: the server's message beside the field.
  await form.getByLabel("Nom").fill(added.toLowerCase());
  await form.getByRole("button", { name: "Ajouter l'organisme" }).click();
  await expect(form.getByText("Un autre organisme porte déjà ce nom.")).toBeVisible();
  await form.getByLabel("Nom").fill("");

  await row.getByRole("button", { name: `Modifier ${added}` }).click();
  const dialog = page.getByRole("dialog", { name: `Modifier « ${added} »` });
  await expect(dialog.getByLabel("Nom")).toHaveValue(added);
  await expectNoSeriousAxeViolation(page);
  mkdirSync(shotsDir, { recursive: true });
  await page.screenshot({ path: path.join(shotsDir, "insurers-dialog-390.png") });
  await dialog.getByLabel("Nom").fill(renamed);
  await dialog.getByRole("button", { name: "Enregistrer" }).click();
  await expect(page.getByText(`Organisme « ${renamed} » enregistré avec succès.`)).toBeVisible();
  await expect(dialog).toBeHidden();

  const renamedRow = page.getByRole("listitem", { name: renamed, exact: true });
  await renamedRow.getByRole("button", { name: `Désactiver ${renamed}` }).click();
  await expect(page.getByText(`Organisme « ${renamed} » désactivé avec succès.`)).toBeVisible();
  await expect(renamedRow).toContainText("Inactif");
  await expect(renamedRow.getByRole("button", { name: `Réactiver ${renamed}` })).toBeVisible();

  expect((await listed()).find((insurer) => insurer.nom === renamed)).toMatchObject({ genre: "mutuelle", remarque: "Fonctionnaires", actif: false });

  // Read again, as the next visit shows it.
  await page.reload();
  await expect(page.getByRole("listitem", { name: renamed, exact: true })).toContainText("Inactif");
  await expectNoSeriousAxeViolation(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
  await shot(page, "insurers-390.png");
  await page.setViewportSize({ width: 1440, height: 900 });
  await shot(page, "insurers-1440.png");
});

test("an assistant reads the insurers but has nothing to change them with", async ({ page, request }) => {
  const admin = await logIn(request, e2eAdmin);
  const account = { username: `assistante.${stamp}`, email: `assistante.${stamp}@e2e.test`, password: `Cabinet-assistante-${stamp}`, nom: "Tazi", prenom: "Salma" };
  const created = await request.post("/api/users", { headers: { Authorization: `Bearer ${admin.token}` }, data: { ...account, role: "ASSISTANT" } });
  expect(created.status(), await created.text()).toBe(201);
  const assistant = await logIn(request, account);

  await openAs(page, assistant, "/responsable/organismes");
  await expect(page.getByRole("listitem", { name: "CNSS" })).toContainText("AMO");
  await expect(page.getByText(/Seul un administrateur peut ajouter ou modifier un organisme\./)).toBeVisible();
  await expect(page.getByRole("button", { name: /Modifier|Désactiver|Réactiver|Ajouter/ })).toHaveCount(0);
  await expect(page.getByRole("heading", { name: "Ajouter un organisme" })).toHaveCount(0);
  const refused = await request.post("/api/insurers", { headers: { Authorization: `Bearer ${assistant.token}` }, data: { nom: `Refusée ${stamp}` } });
  expect(refused.status()).toBe(403);
});
