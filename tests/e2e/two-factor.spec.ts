import { mkdirSync } from "node:fs";
import path from "node:path";
import { type Page } from "@playwright/test";
import { Secret, TOTP } from "otpauth";
import { expect, test } from "./fixtures";
import { e2eAdmin } from "../../playwright.config";

/**
 * Two-factor login (issue 21, decision 024): a staff member turns it on from 'Mon compte' with
 * the QR code's key, notes the recovery codes, then logs in with a code of the app, and with a
 * recovery code, which works once. The code step sends the pending token, never the password
 * (decision 038). With TOTP_SHOTS_DIR set, screenshots of each screen at 390, 768 and 1440 px go
 * there for a human look.
 */

const stamp = Date.now().toString(36).slice(-5);
const person = {
  username: `deux.facteurs.${stamp}`,
  password: `secret-du-cabinet-${stamp}`,
  role: "MEDECIN",
  nom: "Chraibi",
  prenom: "Kenza",
  email: `deux.facteurs.${stamp}@e2e.test`,
};

/** What the person's authenticator app shows `offsetSeconds` from now. */
const appCode = (secret: string, offsetSeconds = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: "SHA1" }).generate({ timestamp: Date.now() + offsetSeconds * 1000 });

async function screenshots(page: Page, name: string) {
  const dir = process.env.TOTP_SHOTS_DIR;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  const { width, height } = page.viewportSize() ?? { width: 1440, height: 900 };
  for (const w of [390, 768, 1440]) {
    await page.setViewportSize({ width: w, height: 900 });
    await page.screenshot({ path: path.join(dir, `${name}-${w}.png`), fullPage: true });
  }
  await page.setViewportSize({ width, height });
}

async function submitPassword(page: Page) {
  await page.evaluate(() => localStorage.clear());
  await page.goto("/login");
  await page.getByLabel("E-mail").fill(person.email);
  await page.getByLabel("Mot de passe", { exact: true }).fill(person.password);
  await page.getByRole("button", { name: "Se connecter" }).click();
  await expect(page.getByRole("form", { name: "Vérification en deux étapes" })).toBeVisible();
}

test("a staff member turns two-factor login on, then logs in with a code, and with a recovery code once", async ({ page, request }) => {
  // Four logins and an enrolment (eleven argon2 hashes) on a shared two-core machine.
  test.setTimeout(90_000);
  const adminLogin = await request.post("/api/auth/login", { data: e2eAdmin });
  const adminToken = (await adminLogin.text()).replace(/^"+|"+$/g, "");
  expect((await request.post("/api/users", { headers: { Authorization: `Bearer ${adminToken}` }, data: person })).status()).toBe(201);

  // The spec's login, untouched while two-factor login is off.
  await page.goto("/login");
  await page.getByLabel("E-mail").fill(person.email);
  await page.getByLabel("Mot de passe", { exact: true }).fill(person.password);
  await page.getByRole("button", { name: "Se connecter" }).click();
  await expect(page).toHaveURL(/\/responsable$/);

  // Mon compte → Double authentification: the QR code, the key to type, the app's first code.
  await page.goto("/responsable/compte");
  const section = page.getByRole("region", { name: "Double authentification" });
  await section.getByRole("button", { name: "Activer la double authentification" }).click();
  await expect(section.getByRole("img", { name: "QR code à scanner avec votre application d'authentification" })).toBeVisible();
  const secret = ((await section.getByLabel("Clé secrète").textContent()) ?? "").replace(/\s+/g, "");
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await screenshots(page, "compte-activation");
  await section.getByLabel(/Saisissez le code à 6 chiffres/).fill(appCode(secret));
  await section.getByRole("button", { name: "Activer", exact: true }).click();

  // The ten recovery codes, shown once.
  const list = section.getByRole("list", { name: "Codes de secours" });
  await expect(list.getByRole("listitem")).toHaveCount(10);
  const codes = (await list.getByRole("listitem").allTextContents()).map((code) => code.trim());
  await screenshots(page, "compte-codes-de-secours");
  await section.getByRole("button", { name: "J'ai noté mes codes" }).click();
  await expect(section.getByText(/^Activée depuis le/)).toBeVisible();
  await expect(section.getByText("10 codes restants")).toBeVisible();
  await screenshots(page, "compte-activee");

  // The password alone no longer opens the account: the login asks for the app's code.
  await submitPassword(page);
  const code = page.getByLabel("Code de vérification");
  await expect(code).toBeFocused();
  await expect(code).toHaveAttribute("inputmode", "numeric");
  await expect(code).toHaveAttribute("autocomplete", "one-time-code");
  await screenshots(page, "login-code");
  // The code that confirmed the enrolment is used up; the app's next one is taken.
  await code.fill(appCode(secret, 30));
  await page.getByRole("button", { name: "Vérifier" }).click();
  await expect(page).toHaveURL(/\/responsable$/);

  // Without the phone: a recovery code, once.
  await submitPassword(page);
  await page.getByRole("button", { name: "Utiliser un code de secours" }).click();
  await page.getByLabel("Code de secours").fill(codes[0]!);
  await screenshots(page, "login-code-de-secours");
  await page.getByRole("button", { name: "Vérifier" }).click();
  await expect(page).toHaveURL(/\/responsable$/);
  await page.goto("/responsable/compte");
  await expect(page.getByRole("region", { name: "Double authentification" }).getByText("9 codes restants")).toBeVisible();

  await submitPassword(page);
  await page.getByRole("button", { name: "Utiliser un code de secours" }).click();
  await page.getByLabel("Code de secours").fill(codes[0]!);
  await page.getByRole("button", { name: "Vérifier" }).click();
  await expect(page.getByText("Code de secours incorrect ou déjà utilisé.")).toBeVisible();
  await expect(page).toHaveURL(/\/login/);
});

test("the code step's request carries the pending token and the code, never the password", async ({ page, request }) => {
  test.setTimeout(60_000);
  const adminLogin = await request.post("/api/auth/login", { data: e2eAdmin });
  const adminToken = (await adminLogin.text()).replace(/^"+|"+$/g, "");
  const member = { ...person, username: `${person.username}.jeton`, email: `jeton.${person.email}` };
  expect((await request.post("/api/users", { headers: { Authorization: `Bearer ${adminToken}` }, data: member })).status()).toBe(201);
  // Two-factor login turned on through the API, as 'Mon compte' does it.
  const token = (await (await request.post("/api/auth/login", { data: { email: member.email, password: member.password } })).text()).replace(/^"+|"+$/g, "");
  const auth = { Authorization: `Bearer ${token}` };
  const { secret } = (await (await request.post("/api/auth/totp/enrolment", { headers: auth })).json()) as { secret: string };
  expect((await request.post("/api/auth/totp/enrolment/confirm", { headers: auth, data: { code: appCode(secret) } })).status()).toBe(200);

  const logins: Record<string, unknown>[] = [];
  page.on("request", (sent) => {
    if (sent.method() === "POST" && new URL(sent.url()).pathname === "/api/auth/login") logins.push(sent.postDataJSON() as Record<string, unknown>);
  });
  await page.goto("/login");
  await page.getByLabel("E-mail").fill(member.email);
  await page.getByLabel("Mot de passe", { exact: true }).fill(member.password);
  await page.getByRole("button", { name: "Se connecter" }).click();
  await expect(page.getByRole("form", { name: "Vérification en deux étapes" })).toBeVisible();
  // The code that confirmed the enrolment is used up; the app's next one is taken.
  const code = appCode(secret, 30);
  await page.getByLabel("Code de vérification").fill(code);
  await page.getByRole("button", { name: "Vérifier" }).click();
  await expect(page).toHaveURL(/\/responsable$/);

  expect(logins).toHaveLength(2);
  expect(logins[0]).toEqual({ email: member.email, password: member.password });
  expect(logins[1]).not.toHaveProperty("password");
  expect(logins[1]).toEqual({ jetonSecondFacteur: expect.stringMatching(/^eyJ[\w-]+\.[\w-]+\.[\w-]+$/), code });
  expect(JSON.stringify(logins[1])).not.toContain(member.password);
});
