import { mkdirSync } from "node:fs";
import path from "node:path";
import { expect, test } from "./fixtures";
import { logIn, openAs } from "./staff-session";
import { e2eAdmin } from "../../playwright.config";

/**
 * /responsable/actes (issue 35, decision 055): on a 390 px phone the admin reaches the catalogue
 * from the online booking page, confirms a pre-filled act, changes a fee, adds an act and takes
 * it out of use; the server keeps each change, the fees in whole centimes. Screenshots go to ACTS_SHOTS_DIR (default /tmp/shots-acts).
 */
const shotsDir = process.env.ACTS_SHOTS_DIR ?? "/tmp/shots-acts";

type Act = { id: number; code: string; tarifCentimes: number; aVerifier: boolean; actif: boolean };

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

test("on a phone, the admin confirms an act, changes a fee, adds an act and takes it out of use; the server keeps each change", async ({ page, request }) => {
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

  await cs.getByRole("button", { name: "Modifier Cs" }).click();
  const dialog = page.getByRole("dialog", { name: "Modifier « Cs »" });
  await dialog.getByLabel(/Tarif du cabinet/).fill("200,50");
  await dialog.getByRole("button", { name: "Enregistrer" }).click();
  await expect(page.getByText("Acte « Cs » enregistré avec succès.")).toBeVisible();
  await expect(cs).toContainText("Tarif du cabinet : 200,50 DH");

  // An act the practice adds goes to the end of the catalogue; one it stops doing is kept, inactive.
  const adding = page.getByRole("region", { name: "Ajouter un acte" });
  await adding.getByLabel(/^Code/).fill("PRP");
  await adding.getByLabel(/^Libellé/).fill("Injection de plasma riche en plaquettes");
  await adding.getByLabel(/Tarif du cabinet/).fill("1500");
  await adding.getByRole("button", { name: "Ajouter l'acte" }).click();
  await expect(adding.getByText("Acte « PRP » ajouté avec succès.")).toBeVisible();
  const prp = page.getByRole("listitem", { name: "PRP — Injection de plasma riche en plaquettes" });
  await expect(page.getByRole("region", { name: "Catalogue des actes" }).getByRole("listitem").last()).toHaveAccessibleName("PRP — Injection de plasma riche en plaquettes");
  await prp.getByRole("button", { name: "Désactiver PRP" }).click();
  await expect(prp).toContainText("Inactif");
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
  // From the top: a full-page shot taken scrolled down draws the sticky header mid-page.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: path.join(shotsDir, "actes-390-saved.png"), fullPage: true });
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.screenshot({ path: path.join(shotsDir, "actes-1440.png"), fullPage: true });

  const acts = (await (await request.get("/api/acts", { headers: { Authorization: `Bearer ${session.token}` } })).json()) as Act[];
  expect(acts.find((act) => act.code === "Cs")).toMatchObject({ tarifCentimes: 20050, aVerifier: false });
  expect(acts.find((act) => act.code === "PRP")).toMatchObject({ tarifCentimes: 150000, actif: false, aVerifier: false });
});
