import { mkdirSync } from "node:fs";
import path from "node:path";
import { expect, test } from "./fixtures";
import { logIn, openAs } from "./staff-session";
import { e2eAdmin } from "../../playwright.config";

/**
 * /responsable/reservation (issue 33, decision 047): on a 390 px phone the admin reaches it from
 * the opening hours page, changes a rule and a visit type, and the server keeps them.
 * Screenshots go to BOOKING_SHOTS_DIR (default /tmp/shots-booking) for a human look.
 */
test.describe.configure({ mode: "serial" });

const shotsDir = process.env.BOOKING_SHOTS_DIR ?? "/tmp/shots-booking";

type Rules = { reservationEnLigne: boolean; preavisMinutes: number; horizonJours: number; pasMinutes: number | null; plafondJournalier: number | null; delaiAnnulationMinutes: number };
type Type = { id: number; libelleFr: string; libelleAr: string; dureeMinutes: number; medecins: { id: number }[]; actes: { id: number }[]; enLigne: boolean; reservablePar: string; instructionsFr: string | null; instructionsAr: string | null; actif: boolean; ordre: number };

// The rules and the types are the whole site's: the specs after this one find them as they were.
let original: { rules: Rules; type: Type } | null = null;
test.beforeAll(async ({ request }) => {
  const admin = await logIn(request, e2eAdmin);
  const headers = { Authorization: `Bearer ${admin.token}` };
  const { misAJourLe: _, ...rules } = (await (await request.get("/api/booking/settings", { headers })).json()) as Rules & { misAJourLe: string | null };
  const types = (await (await request.get("/api/booking/visit-types", { headers })).json()) as Type[];
  original = { rules, type: types.find((type) => type.libelleFr === "Certificat / accident")! };
});
test.afterAll(async ({ request }) => {
  if (!original) return;
  const admin = await logIn(request, e2eAdmin);
  const headers = { Authorization: `Bearer ${admin.token}` };
  expect((await request.put("/api/booking/settings", { headers, data: original.rules })).status()).toBe(200);
  const { id, medecins, actes, ...type } = original.type;
  expect(
    (await request.put(`/api/booking/visit-types/${id}`, { headers, data: { ...type, medecinIds: medecins.map((doctor) => doctor.id), acteIds: actes.map((act) => act.id) } })).status(),
  ).toBe(200);
});

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

test("on a phone, the admin sets a daily cap and takes a visit type offline; the server keeps both", async ({ page, request }) => {
  const session = await logIn(request, e2eAdmin);
  await openAs(page, session, "/responsable/horaires");
  await page.getByRole("link", { name: "Réservation en ligne" }).click();
  await expect(page).toHaveURL(/\/responsable\/reservation$/);
  await expect(page.getByRole("heading", { level: 1, name: "Réservation en ligne" })).toBeVisible();
  await expect(page.getByText("Chargement...")).toHaveCount(0);

  const noSideways = async (label: string) =>
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth), label).toBeLessThanOrEqual(0);
  await noSideways("the page");
  mkdirSync(shotsDir, { recursive: true });
  await page.screenshot({ path: path.join(shotsDir, "reservation-390.png"), fullPage: true });

  await page.getByLabel(/^Réservations en ligne par médecin et par jour/).fill("4");
  await page.getByRole("button", { name: "Enregistrer les règles" }).click();
  await expect(page.getByText("Règles de réservation enregistrées avec succès.")).toBeVisible();
  const rules = (await (await request.get("/api/booking/settings", { headers: { Authorization: `Bearer ${session.token}` } })).json()) as Rules;
  expect(rules.plafondJournalier).toBe(4);

  await page.getByRole("button", { name: "Modifier Certificat / accident" }).click();
  const dialog = page.getByRole("dialog", { name: "Modifier « Certificat / accident »" });
  await expect(dialog.getByLabel(/^Libellé en arabe/)).toHaveValue("شهادة طبية / حادثة");
  await noSideways("the dialog");
  await page.screenshot({ path: path.join(shotsDir, "visit-type-dialog-390.png") });
  await dialog.getByRole("checkbox", { name: "Réservable en ligne" }).uncheck();
  await dialog.getByRole("button", { name: "Enregistrer" }).click();
  await expect(page.getByText("Type de consultation enregistré avec succès.")).toBeVisible();
  await expect(page.getByRole("listitem").filter({ hasText: "Certificat / accident" })).toContainText("Au cabinet seulement");

  const types = (await (await request.get("/api/booking/visit-types", { headers: { Authorization: `Bearer ${session.token}` } })).json()) as Type[];
  expect(types.find((type) => type.libelleFr === "Certificat / accident")).toMatchObject({ enLigne: false, actif: true, dureeMinutes: 20 });
  const publicTypes = (await (await request.get("/api/booking/types")).json()) as { libelleFr: string }[];
  expect(publicTypes.map((type) => type.libelleFr)).not.toContain("Certificat / accident");
});
