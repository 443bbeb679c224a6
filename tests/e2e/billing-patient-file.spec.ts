import { mkdirSync } from "node:fs";
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import type { APIRequestContext, Page } from "@playwright/test";
import { pdfText } from "../support/pdf-text";
import { expect, test, watchForProblems } from "./fixtures";
import { logIn, openAs, type StaffSessionData } from "./staff-session";
import { e2eAdmin } from "../../playwright.config";

/**
 * A patient's fees on their file (issue 35, decisions 057 and 063): the admin — not a doctor —
 * bills two acts without an appointment for a doctor chosen in the dialog, with a cheque for
 * part; sees « À régler »; takes the rest in cash; prints the receipt (its PDF read back); then
 * corrects it with a partial credit note refunded in cash, and sees the credit note's row and the
 * receipt's new figures. Screenshots go to PATIENT_BILLING_SHOTS_DIR (default
 * /tmp/shots-patient-billing).
 *
 * Payments count in today's cash day, which billing.spec.ts closes at its end, after which no
 * payment is taken that day. Playwright runs the files in alphabetical order (one worker), so this
 * file is named to come before it (« billing-patient… » < « billing.spec »), and beforeAll says so
 * plainly if today's day is already closed rather than failing on a 409 midway.
 */
test.describe.configure({ mode: "serial", timeout: 150_000 });

const shotsDir = process.env.PATIENT_BILLING_SHOTS_DIR ?? "/tmp/shots-patient-billing";
const stamp = Date.now().toString(36).slice(-5);
const doctor = { username: `dr.tazi.${stamp}`, password: "honoraires-mot-de-passe-solide", role: "MEDECIN", nom: `Tazi${stamp}`, prenom: "Youssef", email: `dr.tazi.${stamp}@e2e.test` };
const patient = { nom: `Alami${stamp}`, prenom: "Kenza" };
const patientName = `${patient.prenom} ${patient.nom}`;

let admin: StaffSessionData;
let patientId: number;

async function post(request: APIRequestContext, token: string, url: string, data: unknown) {
  const response = await request.post(url, { data, headers: { Authorization: `Bearer ${token}` } });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as { id: number };
}

/**
 * Clicks a print button, sees the PDF the page fetched open in a new tab, and reads the bill back
 * through the API (the page's response body is a blob the tab
 * took): that second print is a DUPLICATA.
 */
async function printed(page: Page, request: APIRequestContext, click: () => Promise<void>): Promise<string> {
  const answer = page.waitForResponse((response) => /\/api\/invoices\/\d+\/pdf$/.test(response.url()));
  const popup = page.waitForEvent("popup");
  await click();
  const response = await answer;
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toBe("application/pdf");
  await expect.poll(async () => (await popup).url()).toMatch(/^blob:/);
  await (await popup).close();
  const again = await request.get(new URL(response.url()).pathname, { headers: { Authorization: `Bearer ${admin.token}` } });
  expect(again.headers()["content-type"]).toBe("application/pdf");
  return pdfText(await again.body()).replace(/\s+/g, " ");
}

const noSeriousViolations = async (page: Page) => {
  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations.filter((violation) => violation.impact === "serious" || violation.impact === "critical").map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(" ")}`)).toEqual([]);
};

test.beforeAll(async ({ request }) => {
  admin = await logIn(request, e2eAdmin);
  await post(request, admin.token, "/api/users", doctor);
  patientId = (await post(request, admin.token, "/api/patients", { ...patient, dateNaissance: "1988-11-23", gender: "F", telephone: `06${String(Date.now()).slice(-8)}`, email: `kenza.${stamp}@exemple.test`, adresse: "Rabat", mutuelle: true })).id;
  const { aujourdHui } = (await (await request.get("/api/practice/hours")).json()) as { aujourdHui: string };
  const day = (await (await request.get(`/api/cash-days/${aujourdHui}`, { headers: { Authorization: `Bearer ${admin.token}` } })).json()) as { cloture: unknown };
  expect(day.cloture, "today's cash day must be open: run this journey before billing.spec.ts closes it").toBeNull();
  mkdirSync(shotsDir, { recursive: true });
});

test("the admin bills a patient from their file, takes the rest, prints the receipt and corrects it with a credit note", async ({ page, request }) => {
  const problems = watchForProblems(page);
  await page.setViewportSize({ width: 1440, height: 1000 });
  await openAs(page, admin, `/responsable/patients/${patientId}`);
  const fees = page.getByRole("region", { name: "Honoraires" });
  await expect(fees.getByText("Aucun reçu pour ce patient.")).toBeVisible();

  // Two acts without an appointment, for a doctor the admin chooses; a cheque for part of it.
  await fees.getByRole("button", { name: "Facturer" }).click();
  const bill = page.getByRole("dialog", { name: `Facturer — ${patientName}` });
  await bill.getByLabel("Médecin").selectOption({ label: `Dr ${doctor.prenom} ${doctor.nom}` });
  await expect(bill.getByLabel("Acte 1", { exact: true })).toHaveValue(/\d+/);
  await bill.getByRole("button", { name: "Ajouter un acte" }).click();
  await bill.getByLabel("Acte 2", { exact: true }).selectOption({ index: 2 });
  const amounts = bill.getByLabel("Montant (DH)", { exact: true });
  await amounts.nth(0).fill("300");
  await amounts.nth(1).fill("200");
  await expect(bill.getByText("500,00 DH", { exact: true })).toBeVisible();
  await bill.getByRole("button", { name: "Chèque" }).click();
  await bill.getByLabel("Montant du paiement 1 (DH)").fill("200");
  await bill.getByLabel("Numéro du chèque 1").fill("0012345");
  await expect(bill.getByText("Reste à régler : 300,00 DH")).toBeVisible();
  await bill.getByRole("button", { name: "Émettre le reçu" }).click();
  await expect(bill.getByText(/^Reçu H\d{4}-\d{6} émis\.$/)).toBeVisible();
  const numero = (await bill.getByText(/^H\d{4}-\d{6}$/).textContent())!;
  await bill.getByRole("button", { name: "Terminer" }).click();

  const receipt = fees.getByRole("listitem", { name: numero });
  await expect(receipt).toContainText("À régler");
  await expect(receipt).toContainText(`Dr ${doctor.prenom} ${doctor.nom}`);
  await expect(receipt).toContainText("reste 300,00 DH");

  // The rest in cash.
  await receipt.getByRole("button", { name: "Encaisser" }).click();
  const payment = page.getByRole("dialog", { name: `Encaisser — ${numero}` });
  await expect(payment.getByLabel("Montant (DH)")).toHaveValue("300,00");
  await expect(payment.getByLabel("Mode")).toHaveValue("especes");
  await payment.getByRole("button", { name: "Enregistrer le paiement" }).click();
  await expect(page.getByText(`Reçu ${numero} acquitté avec succès.`)).toBeVisible();
  await expect(receipt).toContainText("Acquitté");
  await expect(receipt.getByRole("button", { name: "Encaisser" })).toHaveCount(0);

  // The receipt's print: number, amount in words, both payments, « Acquitté ».
  const text = await printed(page, request, () => receipt.getByRole("button", { name: "Réimprimer" }).click());
  expect(text).toContain(`N° ${numero}`);
  expect(text).toContain("cinq cents dirhams");
  expect(text).toContain("Chèque n° 0012345 : 200,00 DH");
  expect(text).toContain("Espèces : 300,00 DH");
  expect(text).toContain("ACQUITTÉ");
  expect(text).toContain("DUPLICATA");
  expect(text).toContain(patient.nom.toUpperCase());

  // A partial credit note: the second act at 120 DH, refunded in cash.
  await receipt.getByRole("button", { name: "Établir un avoir" }).click();
  const credit = page.getByRole("dialog", { name: `Établir un avoir — ${numero}` });
  await expect(credit.getByRole("radio", { name: "Tout le reçu (500,00 DH)" })).toBeChecked();
  await credit.getByRole("radio", { name: /Certaines lignes/ }).check();
  await credit.getByRole("checkbox", { name: /^Ligne 2 :/ }).check();
  await credit.getByLabel("Montant crédité, ligne 2 (DH)").fill("120");
  await credit.getByLabel("Motif").fill("Acte facturé au-dessus du tarif convenu");
  await credit.getByRole("checkbox", { name: "Rembourser le patient maintenant" }).check();
  await expect(credit.getByLabel("Montant remboursé (DH)")).toHaveValue("120,00");
  await expect(credit.getByText("Après l'avoir, le reçu est soldé.")).toBeVisible();
  await noSeriousViolations(page);
  await page.screenshot({ path: path.join(shotsDir, "credit-note-1440.png") });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: path.join(shotsDir, "credit-note-390.png") });
  await page.setViewportSize({ width: 1440, height: 1000 });
  await credit.getByRole("button", { name: "Établir l'avoir" }).click();
  await expect(credit.getByText(/^Avoir A\d{4}-\d{6} établi\.$/)).toBeVisible();
  const avoir = (await credit.getByText(/^A\d{4}-\d{6}$/).textContent())!;
  await expect(credit.getByText("Montant de l'avoir : -120,00 DH · remboursé 120,00 DH (espèces)")).toBeVisible();
  const creditText = await printed(page, request, () => credit.getByRole("button", { name: "Imprimer l'avoir" }).click());
  expect(creditText).toContain(avoir);
  expect(creditText).toContain(`Se rapporte au reçu n° ${numero}`);
  await credit.getByRole("button", { name: "Terminer" }).click();

  // The credit note's row, and the receipt's new figures: still settled, the refund taken off what was paid.
  const creditRow = fees.getByRole("listitem", { name: avoir });
  await expect(creditRow).toContainText("Avoir");
  await expect(creditRow).toContainText(`Corrige le reçu ${numero}`);
  await expect(creditRow).toContainText("remboursé 120,00 DH");
  await expect(receipt).toContainText(`Avoir : ${avoir} (-120,00 DH)`);
  await expect(receipt).toContainText("payé 380,00 DH");
  await expect(receipt).toContainText("Acquitté");
  await expect(fees.getByRole("listitem")).toHaveCount(2);

  await noSeriousViolations(page);
  await fees.scrollIntoViewIfNeeded();
  await fees.screenshot({ path: path.join(shotsDir, "patient-billing-1440.png") });
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
  await fees.scrollIntoViewIfNeeded();
  await fees.screenshot({ path: path.join(shotsDir, "patient-billing-390.png") });
  expect(problems).toEqual([]);
});
