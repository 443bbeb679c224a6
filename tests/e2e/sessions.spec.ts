import { mkdirSync } from "node:fs";
import path from "node:path";
import { type APIRequestContext, type Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { logIn, openAs } from "./staff-session";
import { e2eAdmin } from "../../playwright.config";

/**
 * Sessions the server can end (issue 21, decision 023): an admin resets an assistant's
 * password, the assistant's old token is refused, the temporary password leads to the change
 * form and the new password works; 'Se déconnecter' has the server refuse the old token.
 * Screenshots of /responsable/compte at 390, 768 and 1440 px go to SESSIONS_SHOTS_DIR
 * (default /tmp/shots-sessions) for a human look.
 */
test.describe.configure({ mode: "serial" });

const shotsDir = process.env.SESSIONS_SHOTS_DIR ?? "/tmp/shots-sessions";
const stamp = Date.now().toString(36).slice(-5);

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/** Whether the API still accepts this token (reading one's own account). */
async function accepted(request: APIRequestContext, token: string, email: string): Promise<number> {
  return (await request.get(`/api/users/email/${encodeURIComponent(email)}`, { headers: bearer(token) })).status();
}

async function screenshots(page: Page, name: string) {
  mkdirSync(shotsDir, { recursive: true });
  for (const width of [390, 768, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: path.join(shotsDir, `${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}

test("an admin resets an assistant's password: the old token is refused, the temporary one leads to the change form", async ({ page, request }) => {
  const admin = await logIn(request, e2eAdmin);
  const assistant = {
    username: `accueil.${stamp}`,
    password: "assistante-mot-de-passe",
    role: "ASSISTANT",
    nom: `Tazi${stamp}`,
    prenom: "Nadia",
    email: `accueil.${stamp}@e2e.test`,
  };
  const created = await request.post("/api/users", { headers: bearer(admin.token), data: assistant });
  expect(created.status()).toBe(201);

  // The assistant is at work in the staff area.
  const before = await logIn(request, { email: assistant.email, password: assistant.password });
  await openAs(page, before, "/responsable/compte");
  await expect(page.getByRole("heading", { level: 1, name: "Mon compte" })).toBeVisible();
  await expect(page.getByRole("link", { name: /^Mon compte/ })).toHaveAttribute("aria-current", "page");

  // The admin gives them a temporary password from the personnels page, in another browser:
  // shown once, and their session ends on the server at once.
  const adminPage = await page.context().browser()!.newPage();
  await openAs(adminPage, admin, "/responsable/personnels");
  const actions = adminPage.getByRole("group", { name: `Actions pour ${assistant.prenom} ${assistant.nom}` });
  await actions.getByRole("button", { name: "Réinitialiser le mot de passe" }).click();
  await adminPage.getByRole("dialog", { name: "Réinitialiser le mot de passe ?" }).getByRole("button", { name: "Réinitialiser" }).click();
  const shown = adminPage.getByRole("dialog", { name: `Mot de passe temporaire de ${assistant.prenom} ${assistant.nom}` });
  const temporaryPassword = ((await shown.getByLabel("Mot de passe temporaire").textContent()) ?? "").trim();
  expect(temporaryPassword.length).toBeGreaterThanOrEqual(12);
  await shown.getByRole("button", { name: "Terminé" }).click();
  await adminPage.close();
  expect(await accepted(request, before.token, assistant.email)).toBe(401);

  // Their next step in the browser ends on /login, which says the session expired.
  await page.reload();
  await expect(page).toHaveURL(/\/login\?expiree=1/);
  await expect(page.getByText("Votre session a expiré. Veuillez vous reconnecter.")).toBeVisible();

  // The temporary password opens the change form, and nothing else.
  const form = page.locator("form", { has: page.locator('input[type="password"]') });
  await form.locator('input[type="email"]').fill(assistant.email);
  await form.locator('input[type="password"]').fill(temporaryPassword);
  await form.locator('button[type="submit"]').click();
  await expect(page).toHaveURL(/\/responsable\/compte$/);
  await expect(page.getByRole("main").getByRole("alert")).toContainText("Choisissez un nouveau mot de passe pour continuer");
  await expect(page.getByRole("button", { name: "Se déconnecter de tous les appareils" })).toHaveCount(0);
  await screenshots(page, "compte-mot-de-passe-temporaire");

  // A new password, typed twice.
  const newPassword = `nouveau-secret-${stamp}`;
  await page.getByLabel(/^Mot de passe actuel/).fill(temporaryPassword);
  await page.getByLabel(/^Nouveau mot de passe\*?$/).fill(newPassword);
  await page.getByLabel(/^Nouveau mot de passe \(confirmation\)/).fill(newPassword);
  await page.getByRole("button", { name: "Changer le mot de passe" }).click();
  await expect(page.getByText("Mot de passe modifié avec succès. Vos autres sessions ont été fermées.")).toBeVisible();
  await expect(page.getByRole("main").getByRole("alert")).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Se déconnecter de tous les appareils" })).toBeVisible();

  // The staff area is open again, with the token the change answered.
  await page.getByRole("link", { name: "Agenda" }).click();
  await expect(page).toHaveURL(/\/responsable\/agenda$/);
  const stored = await page.evaluate(() => localStorage.getItem("token"));
  expect(await accepted(request, stored!, assistant.email)).toBe(200);
  expect((await request.post("/api/auth/login", { data: { email: assistant.email, password: temporaryPassword } })).status()).toBe(401);
  expect((await request.post("/api/auth/login", { data: { email: assistant.email, password: newPassword } })).status()).toBe(200);
});

test("'Se déconnecter' has the server refuse the token from then on", async ({ page, request }) => {
  const session = await logIn(request, e2eAdmin);
  await openAs(page, session, "/responsable/compte");
  await expect(page.getByRole("heading", { level: 2, name: "Sessions" })).toBeVisible();
  await screenshots(page, "compte");

  await page.getByRole("button", { name: "Logout" }).click();
  await page.getByRole("dialog", { name: "Voulez-vous vraiment vous déconnecter ?" }).getByRole("button", { name: "Se déconnecter" }).click();
  await expect(page).toHaveURL(/\/$/);
  expect(await page.evaluate(() => localStorage.getItem("token"))).toBeNull();
  await expect.poll(() => accepted(request, session.token, e2eAdmin.email)).toBe(401);
});
