import { mkdirSync } from "node:fs";
import path from "node:path";
import { expect, test } from "./fixtures";
import { logIn, openAs } from "./staff-session";
import { e2eAdmin } from "../../playwright.config";

/**
 * /responsable/actes (issue 35, decision 055): on a 390 px phone the admin reaches the catalogue
 * from the online booking page, confirms a pre-filled act and changes a fee; the server keeps
 * both, the fee in whole centimes. Screenshots go to ACTS_SHOTS_DIR (default /tmp/shots-acts).
 */
const shotsDir = process.env.ACTS_SHOTS_DIR ?? "/tmp/shots-acts";

type Act = { id: number; code: string; tarifCentimes: number; aVerifier: boolean };

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

test("on a phone, the admin confirms an act and changes a fee; the server keeps both", async ({ page, request }) => {
  const session = await logIn(request, e2eAdmin);
  await openAs(page, session, "/responsable/reservation");
  await page.getByRole("link", { name: "Actes et tarifs" }).click();
  await expect(page).toHaveURL(/\/responsable\/actes$/);
  await expect(page.getByRole("heading", { level: 1, name: "Actes et tarifs" })).toBeVisible();
  const cs = page.getByRole("listitem", { name: "Cs — Consultation de spécialiste" });
  await expect(cs).toContainText("À vérifier");
  await expect(cs).toContainText("Tarif du cabinet : 150,00 DH");
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
  mkdirSync(shotsDir, { recursive: true });
  await page.screenshot({ path: path.join(shotsDir, "actes-390.png"), fullPage: true });

  await cs.getByRole("button", { name: "Confirmer Cs" }).click();
  await expect(page.getByText("« Cs » confirmé avec succès.")).toBeVisible();
  await expect(cs).not.toContainText("À vérifier");

  await cs.getByRole("button", { name: "Modifier le tarif de Cs" }).click();
  await cs.getByLabel("Tarif de Cs (DH)").fill("200,50");
  await cs.getByRole("button", { name: "Enregistrer" }).click();
  await expect(page.getByText("Tarif de « Cs » enregistré avec succès.")).toBeVisible();
  await expect(cs).toContainText("Tarif du cabinet : 200,50 DH");
  await page.screenshot({ path: path.join(shotsDir, "actes-390-saved.png"), fullPage: true });
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.screenshot({ path: path.join(shotsDir, "actes-1440.png"), fullPage: true });

  const acts = (await (await request.get("/api/acts", { headers: { Authorization: `Bearer ${session.token}` } })).json()) as Act[];
  expect(acts.find((act) => act.code === "Cs")).toMatchObject({ tarifCentimes: 20050, aVerifier: false });
});
