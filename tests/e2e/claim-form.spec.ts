import { mkdirSync } from "node:fs";
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import { pdfText } from "../support/pdf-text";
import { expect, test } from "./fixtures";
import { logIn, openAs } from "./staff-session";
import { e2eAdmin } from "../../playwright.config";

/**
 * /responsable/feuille-de-soins (issue 35, decision 060): the admin reaches it from the acts
 * catalogue, moves one field, saves, finds it after a reload, and the test print answers a PDF.
 * Screenshots at 1440, 768 and 390 px go to CLAIM_FORM_SHOTS_DIR (default /tmp/shots-claim-form).
 */
const shotsDir = process.env.CLAIM_FORM_SHOTS_DIR ?? "/tmp/shots-claim-form";

test("the admin moves the INPE, saves, finds it after a reload, and prints the test sheet", async ({ page, request }) => {
  const session = await logIn(request, e2eAdmin);
  const headers = { Authorization: `Bearer ${session.token}` };
  const before = (await (await request.get("/api/feuille-de-soins/gabarit", { headers })).json()) as { estimation: boolean; inpe: { x: number } };
  await page.setViewportSize({ width: 1440, height: 900 });
  await openAs(page, session, "/responsable/actes");
  await page.getByRole("link", { name: /Feuille de soins : positions d'impression/ }).click();
  await expect(page).toHaveURL(/\/responsable\/feuille-de-soins$/);
  await expect(page.getByRole("heading", { level: 1, name: "Feuille de soins" })).toBeVisible();
  if (before.estimation) await expect(page.getByRole("note", { name: "Valeurs estimées" })).toBeVisible();
  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations.filter((violation) => violation.impact === "serious" || violation.impact === "critical").map((violation) => violation.id)).toEqual([]);
  mkdirSync(shotsDir, { recursive: true });
  await page.screenshot({ path: path.join(shotsDir, "feuille-de-soins-1440.png"), fullPage: true });
  for (const width of [768, 390]) {
    await page.setViewportSize({ width, height: 844 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
    await page.screenshot({ path: path.join(shotsDir, `feuille-de-soins-${width}.png`), fullPage: true });
  }

  const inpeX = page.getByRole("group", { name: "INPE" }).getByLabel("x");
  const moved = before.inpe.x === 27.5 ? "26" : "27.5";
  await inpeX.fill(moved);
  await page.getByRole("button", { name: "Enregistrer le gabarit" }).click();
  await expect(page.getByText("Gabarit enregistré. Faites une impression d'essai pour vérifier.")).toBeVisible();
  await page.reload();
  await expect(page.getByRole("group", { name: "INPE" }).getByLabel("x")).toHaveValue(moved);
  await expect(page.getByRole("note", { name: "Valeurs estimées" })).toHaveCount(0);

  const answer = page.waitForResponse((response) => response.url().endsWith("/api/feuille-de-soins/gabarit/essai"));
  const popup = page.waitForEvent("popup");
  await page.getByRole("button", { name: "Impression d'essai" }).click();
  const response = await answer;
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toBe("application/pdf");
  await expect.poll(async () => (await popup).url()).toMatch(/^blob:/);
  await (await popup).close();
  // The same sheet, read back: the instruction to print at 100 %.
  const sheet = await request.get("/api/feuille-de-soins/gabarit/essai", { headers });
  expect(pdfText(await sheet.body()).replace(/\s+/g, " ")).toContain("Imprimez à 100 % (taille réelle), sans « ajuster à la page »");
});
