import { mkdirSync, readFileSync } from "node:fs";
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import type { APIRequestContext } from "@playwright/test";
import { pdfText } from "../support/pdf-text";
import { expect, test, watchForProblems } from "./fixtures";
import { logIn, openAs, type StaffSessionData } from "./staff-session";
import { e2eAdmin } from "../../playwright.config";

/**
 * Billing a visit and closing the day (issue 35, decisions 056 and 057): the desk opens a visit
 * seen in the agenda, bills it, takes cash and a cheque, prints the receipt (its PDF read back),
 * sees the visit leave « À facturer », then closes the day's cash, after which the day refuses
 * payments. Screenshots go to BILLING_SHOTS_DIR (default /tmp/shots-billing).
 */
test.describe.configure({ mode: "serial", timeout: 120_000 });

const shotsDir = process.env.BILLING_SHOTS_DIR ?? "/tmp/shots-billing";
const stamp = Date.now().toString(36).slice(-5);
const password = "facturation-mot-de-passe-solide";
const doctor = { username: `dr.lahlou.${stamp}`, password, role: "MEDECIN", nom: `Lahlou${stamp}`, prenom: "Karim", email: `dr.lahlou.${stamp}@e2e.test` };
const assistant = { username: `caisse.${stamp}`, password, role: "ASSISTANT", nom: `Berrada${stamp}`, prenom: "Imane", email: `caisse.${stamp}@e2e.test` };
const patient = { nom: `Ouazzani${stamp}`, prenom: "Réda" };

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
let desk: StaffSessionData;
let today: string;
let patientId: number;
let doctorId: number;

async function post(request: APIRequestContext, token: string, url: string, data: unknown) {
  const response = await request.post(url, { data, headers: bearer(token) });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as { id: number };
}

test.beforeAll(async ({ request }) => {
  const admin = await logIn(request, e2eAdmin);
  doctorId = (await post(request, admin.token, "/api/users", doctor)).id;
  await post(request, admin.token, "/api/users", assistant);
  patientId = (await post(request, admin.token, "/api/patients", { ...patient, dateNaissance: "1975-04-02", gender: "H", telephone: `06${String(Date.now()).slice(-8)}`, email: `reda.${stamp}@exemple.test`, adresse: "Salé", mutuelle: false })).id;
  ({ aujourdHui: today } = (await (await request.get("/api/practice/hours")).json()) as { aujourdHui: string });
  const appointment = await post(request, admin.token, "/api/appointments", { dateHeure: `${today}T09:00`, motif: "Entorse de la cheville", patient: { id: patientId }, medecin: { id: doctorId } });
  desk = await logIn(request, assistant);
  for (const status of ["arrive", "vu"]) {
    const changed = await request.patch(`/api/appointments/${appointment.id}`, { data: { status }, headers: bearer(desk.token) });
    expect(changed.status(), await changed.text()).toBe(200);
  }
  mkdirSync(shotsDir, { recursive: true });
});

test("the desk bills a visit seen in the agenda with cash and a cheque, and prints the receipt", async ({ page, request }) => {
  const problems = watchForProblems(page);
  await page.setViewportSize({ width: 1440, height: 1000 });
  await openAs(page, desk, "/responsable/agenda?affichage=liste");
  await page.getByRole("button", { name: new RegExp(`^Gérer : 09:00–09:30, ${patient.prenom} ${patient.nom}, vu`) }).click();
  await page.getByRole("dialog", { name: `Rendez-vous de ${patient.prenom} ${patient.nom}` }).getByRole("link", { name: "Facturer" }).click();
  await expect(page).toHaveURL(/\/responsable\/facturation\?rendezVous=\d+$/);

  const bill = page.getByRole("dialog", { name: `Facturer — ${patient.prenom} ${patient.nom}` });
  await expect(bill.getByLabel("Acte 1", { exact: true })).toHaveValue(/\d+/);
  await bill.getByLabel("Montant (DH)", { exact: true }).fill("300");
  await expect(bill.getByText("Total")).toBeVisible();
  await expect(bill.getByText("300,00 DH", { exact: true })).toBeVisible();
  await bill.getByRole("button", { name: "Espèces" }).click();
  await bill.getByLabel("Montant du paiement 1 (DH)").fill("200");
  await bill.getByRole("button", { name: "Chèque" }).click();
  await expect(bill.getByLabel("Montant du paiement 2 (DH)")).toHaveValue("100,00");
  await bill.getByLabel("Numéro du chèque 2").fill("0045871");
  await expect(bill.getByText("Acquitté")).toBeVisible();
  await page.screenshot({ path: path.join(shotsDir, "bill-1440.png") });
  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations.filter((violation) => violation.impact === "serious" || violation.impact === "critical").map((violation) => violation.id)).toEqual([]);
  await bill.getByRole("button", { name: "Émettre le reçu" }).click();
  await expect(bill.getByText(/^Reçu H\d{4}-\d{6} émis\.$/)).toBeVisible();
  const numero = (await bill.getByText(/^H\d{4}-\d{6}$/).textContent())!;

  // The receipt's PDF, as the print button fetches it: number, amount in words, payments, « Acquitté ».
  const day = (await (await request.get(`/api/cash-days/${today}`, { headers: bearer(desk.token) })).json()) as { paiements: { invoiceId: number; numero: string }[] };
  const invoiceId = day.paiements.find((payment) => payment.numero === numero)!.invoiceId;
  const pdf = await request.get(`/api/invoices/${invoiceId}/pdf`, { headers: bearer(desk.token) });
  expect(pdf.headers()["content-type"]).toBe("application/pdf");
  const text = pdfText(await pdf.body()).replace(/\s+/g, " ");
  expect(text).toContain(`N° ${numero}`);
  expect(text).toContain("trois cents dirhams");
  expect(text).toContain("Espèces : 200,00 DH");
  expect(text).toContain("Chèque n° 0045871 : 100,00 DH");
  expect(text).toContain("ACQUITTÉ");
  expect(text).toContain(patient.nom.toUpperCase());

  await bill.getByRole("button", { name: "Terminer" }).click();
  await expect(page.getByRole("listitem", { name: `${patient.prenom} ${patient.nom}` })).toHaveCount(0);
  expect(problems).toEqual([]);
});

test("the desk closes the day's cash, which then refuses payments", async ({ page, request }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openAs(page, desk, "/responsable/caisse");
  await expect(page.getByRole("heading", { level: 1, name: "Caisse du jour" })).toBeVisible();
  const journal = page.getByRole("table");
  await expect(journal).toContainText(patient.nom);
  await expect(journal).toContainText("Chèque n° 0045871");
  await page.evaluate(() => window.scrollTo(0, 0));
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
  await page.screenshot({ path: path.join(shotsDir, "caisse-390.png"), fullPage: true });

  // A receipt left « à régler » before the closing.
  const unpaid = await post(request, desk.token, "/api/invoices", { patientId, medecinId: doctorId, lignes: [{ actId: 1, montant: 15000 }] });
  const day = (await (await request.get(`/api/cash-days/${today}`, { headers: bearer(desk.token) })).json()) as { especesAttendues: number };
  await page.getByLabel("Espèces comptées (DH)").fill(((day.especesAttendues - 500) / 100).toFixed(2).replace(".", ","));
  await expect(page.getByText(/écart -5,00 DH/)).toBeVisible();
  await page.getByLabel("Remarque").fill("Une pièce de 5 DH manquante");
  await page.getByRole("button", { name: "Clôturer la caisse" }).click();
  await expect(page.getByText("Caisse clôturée avec succès.")).toBeVisible();
  await expect(page.getByText(/Les paiements de ce jour sont verrouillés/)).toBeVisible();
  await page.screenshot({ path: path.join(shotsDir, "caisse-390-cloturee.png"), fullPage: true });

  // The day is locked: the payment of the receipt left unpaid is refused, with the reason.
  const late = await request.post(`/api/invoices/${unpaid.id}/payments`, { data: { mode: "especes", montant: 15000 }, headers: bearer(desk.token) });
  expect(late.status()).toBe(409);
  expect(((await late.json()) as { message: string }).message).toContain("est clôturée");
});

test("the admin reads the month's revenue and its CSV; the desk cannot open the revenue", async ({ page, request }) => {
  const admin = await logIn(request, e2eAdmin);
  await page.setViewportSize({ width: 1440, height: 900 });
  await openAs(page, admin, "/responsable/facturation");
  await page.getByRole("link", { name: "Recettes" }).click();
  await expect(page).toHaveURL(/\/responsable\/recettes$/);
  await page.getByLabel("Répartition").selectOption("mode");
  const table = page.getByRole("table", { name: "Recettes par mois" });
  await expect(table).toContainText("Chèque");
  await expect(table).toContainText("Total de la période");
  await page.screenshot({ path: path.join(shotsDir, "recettes-1440.png"), fullPage: true });
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Exporter en CSV" }).click()]);
  expect(download.suggestedFilename()).toMatch(/^recus-\d{4}-\d{2}-01-\d{4}-\d{2}-\d{2}\.csv$/);
  // The period's receipts as one PDF of copies, for the accountant.
  const [pdf] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Reçus de la période (PDF)" }).click()]);
  expect(pdf.suggestedFilename()).toMatch(/^recus-\d{4}-\d{2}-01-\d{4}-\d{2}-\d{2}\.pdf$/);
  const copies = pdfText(readFileSync((await pdf.path())!)).replace(/\s+/g, " ");
  expect(copies).toContain("DUPLICATA");
  expect(copies).toMatch(/H\d{4}-\d{6}/);

  await openAs(page, desk, "/responsable/recettes");
  await expect(page.getByText("Les recettes sont réservées à l'administrateur et aux médecins.")).toBeVisible();
  await openAs(page, desk, "/responsable/facturation");
  await expect(page.getByRole("heading", { level: 1, name: "Facturation" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Recettes" })).toHaveCount(0);
  const refused = await request.get(`/api/reports/revenue?du=${today}&au=${today}&par=acte`, { headers: bearer(desk.token) });
  expect(refused.status()).toBe(403);
});
