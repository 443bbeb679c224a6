import { mkdirSync } from "node:fs";
import path from "node:path";
import { type APIRequestContext, type Page } from "@playwright/test";
import { expect, test, watchForProblems } from "./fixtures";
import { e2eAdmin } from "../../playwright.config";
import { logIn, openAs } from "./staff-session";

/**
 * Issue 32, "Patients as they really arrive" (decision 042), on a phone (390 px): a walk-in is
 * registered from the patients page with a phone number and no e-mail or address, the file opens
 * and says what is to complete, and both her names typed in "Consulter un patient" find her; her
 * name in Arabic script finds her Latin spelling in the patients' list.
 */
test.describe.configure({ mode: "serial" });
test.use({ viewport: { width: 390, height: 844 } });

const shotsDir = process.env.STAFF_SHOTS_DIR ?? "/tmp/shots-staff";
const stamp = Date.now().toString(36).slice(-5);
// Letters only: a name's digits are no part of its transliteration key.
const letters = stamp.replace(/\d/g, (digit) => "abcdefghij"[Number(digit)]!);
const assistant = { username: `arrivee.${stamp}`, password: "arrivee-mot-de-passe", role: "ASSISTANT", nom: "Berrada", prenom: "Nadia", email: `arrivee.${stamp}@e2e.test` };

async function createAssistant(request: APIRequestContext) {
  const login = await request.post("/api/auth/login", { data: e2eAdmin });
  const token = (await login.text()).trim().replace(/^"+|"+$/g, "");
  const created = await request.post("/api/users", { data: assistant, headers: { Authorization: `Bearer ${token}` } });
  expect(created.status()).toBe(201);
}

async function noSidewaysScroll(page: Page) {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width, "the page does not scroll sideways at 390 px").toBeLessThanOrEqual(390);
}

test("a walk-in is registered on a phone without e-mail or address, and found by both names and in Arabic script", async ({ page, request }) => {
  mkdirSync(shotsDir, { recursive: true });
  await createAssistant(request);
  const session = await logIn(request, assistant);
  const problems = watchForProblems(page);
  const nom = `Ouazzani ${letters}`;

  await openAs(page, session, "/responsable/patients");
  await page.getByRole("button", { name: "Nouveau patient" }).click();
  const dialog = page.getByRole("dialog", { name: "Nouveau patient" });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel(/^Nom/).fill(nom);
  await dialog.getByLabel(/^Prénom/).fill("Rim");
  await dialog.getByLabel(/^Date de naissance/).fill("1994-03-08");
  await dialog.getByRole("radio", { name: "Femme" }).check();
  await dialog.getByLabel(/^Téléphone/).fill("06 61 22 33 44");
  await dialog.getByLabel(/^CIN/).fill("ab 123456");
  await page.screenshot({ path: path.join(shotsDir, "patients-as-they-arrive-form-390.png"), fullPage: true });
  await noSidewaysScroll(page);
  await dialog.getByRole("button", { name: "Enregistrer le patient" }).click();

  // The new file opens: what is to complete, and the CIN.
  await expect(page).toHaveURL(/\/responsable\/patients\/\d+$/);
  await expect(page.getByRole("heading", { name: `Rim ${nom}` })).toBeVisible();
  await expect(page.getByRole("note").filter({ hasText: "Dossier à compléter" })).toHaveText(/e-mail et adresse manquent/);
  const info = page.getByRole("table", { name: "Informations du patient" });
  await expect(info.getByRole("row", { name: /E-mail/ })).toContainText("à compléter");
  await expect(info.getByRole("row", { name: /CIN/ })).toContainText("AB123456");
  await page.screenshot({ path: path.join(shotsDir, "patients-as-they-arrive-file-390.png"), fullPage: true });
  await noSidewaysScroll(page);

  // Completed from the file.
  await page.getByRole("button", { name: "Compléter le dossier" }).click();
  const edit = page.getByRole("dialog", { name: /Modifier le dossier/ });
  await edit.getByLabel(/^E-mail/).fill(`rim.${stamp}@exemple.ma`);
  await edit.getByRole("button", { name: "Enregistrer" }).click();
  await expect(page.getByRole("note").filter({ hasText: "Dossier à compléter" })).toHaveText(/adresse manque/);

  // "Consulter un patient": both names typed find her, and only her.
  await page.goto("/responsable");
  const search = page.getByRole("search", { name: "Consulter un patient", exact: true });
  await search.getByRole("searchbox", { name: "Nom du patient", exact: true }).fill(`Rim ${nom}`);
  await search.getByRole("button", { name: "Rechercher" }).click();
  const found = page.getByRole("table", { name: "Patients trouvés" });
  await expect(found.getByRole("link", { name: nom })).toBeVisible();
  await expect(found.getByRole("row")).toHaveCount(2);
  await noSidewaysScroll(page);

  // Her name in Arabic script finds her Latin spelling in the patients' list.
  await page.goto("/responsable/patients");
  await page.getByLabel("Rechercher").fill("الوزاني");
  await page.getByRole("button", { name: "Rechercher" }).click();
  await expect(page.getByRole("table", { name: "Liste des patients" }).getByRole("link", { name: nom })).toBeVisible();
  await page.screenshot({ path: path.join(shotsDir, "patients-as-they-arrive-list-390.png"), fullPage: true });
  await noSidewaysScroll(page);

  expect(problems).toEqual([]);
});
