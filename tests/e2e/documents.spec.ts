import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import { type APIRequestContext, type Page } from "@playwright/test";
import { expect, test, watchForProblems } from "./fixtures";
import { e2eAdmin } from "../../playwright.config";
import { arabicLinesOf, pdfText } from "../support/pdf-text";

/**
 * The documents a doctor gives (issue 34, decision 053): from the patient's file a doctor issues
 * an ordonnance from a template and an arrêt de travail, prints both (the PDFs fetched with the
 * token, their text read back), and the QR code's page says the document exists without a word
 * about the patient; the front desk sees the documents and prints only what carries no diagnosis.
 */
test.describe.configure({ mode: "serial" });

const stamp = Date.now().toString(36).slice(-5);
const password = "Genou-Epaule-Hanche-2026";
const doctor = { username: `dr.idrissi.${stamp}`, password, role: "MEDECIN", nom: "Idrissi", prenom: "Salma", email: `dr.idrissi.${stamp}@e2e.test` };
const assistant = { username: `accueil.${stamp}`, password, role: "ASSISTANT", nom: "Tazi", prenom: "Nadia", email: `accueil.${stamp}@e2e.test` };
const patientName = { nom: `Berrada${stamp}`, prenom: "Amina" };
/** Where the fetched PDFs are kept for a look (pdftoppm renders them for docs/screenshots/issue-34). */
const outputDir = path.join("test-results", "documents");

type Session = { token: string; id: number; nom: string };
let doctorSession: Session;
let assistantSession: Session;
let patientId: number;
const issued: Record<"ordonnance" | "arret", { id: number; numero: string; codeVerification: string }> = {} as never;

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

async function logInByApi(request: APIRequestContext, account: { email: string; password: string }): Promise<string> {
  const login = await request.post("/api/auth/login", { data: { email: account.email, password: account.password } });
  expect(login.status()).toBe(200);
  return (await login.text()).trim().replace(/^"+|"+$/g, "");
}

async function openAs(page: Page, session: Session, where: string) {
  await page.goto("/login");
  await page.evaluate((s) => {
    localStorage.setItem("token", s.token);
    localStorage.setItem("userId", String(s.id));
    localStorage.setItem("userNom", s.nom);
  }, session);
  await page.goto(where);
}

test.beforeAll(async ({ request }) => {
  const admin = await logInByApi(request, e2eAdmin);
  const accounts: Session[] = [];
  for (const account of [doctor, assistant]) {
    const created = await request.post("/api/users", { data: account, headers: bearer(admin) });
    expect(created.status()).toBe(201);
    accounts.push({ token: "", id: ((await created.json()) as { id: number }).id, nom: account.nom });
  }
  // The doctor's letterhead, as an admin sets it on the account.
  const letterhead = await request.patch(`/api/users/${accounts[0]!.id}`, {
    headers: bearer(admin),
    data: { inpe: "987654321", specialite: "Chirurgie orthopédique et traumatologique", titres: "Ancienne interne des hôpitaux · Membre de la SMACOT" },
  });
  expect(letterhead.status()).toBe(200);
  doctorSession = { ...accounts[0]!, token: await logInByApi(request, doctor) };
  assistantSession = { ...accounts[1]!, token: await logInByApi(request, assistant) };
  const created = await request.post("/api/patients", {
    headers: bearer(doctorSession.token),
    data: { ...patientName, dateNaissance: "1961-03-12", gender: "F", telephone: "06 61 00 34 34", email: `${stamp}@exemple.ma`, adresse: "9 rue de Tanger, Rabat", mutuelle: true, compagnie: "CNOPS" },
  });
  expect(created.status()).toBe(201);
  patientId = ((await created.json()) as { id: number }).id;
  mkdirSync(outputDir, { recursive: true });
});

/** No serious or critical axe violation on the page as it is now. */
async function expectAccessible(page: Page, label: string) {
  const results = await new AxeBuilder({ page }).analyze();
  const blocking = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(blocking.map((v) => `[${v.impact}] ${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`), label).toEqual([]);
}

async function fetchPdf(request: APIRequestContext, token: string, id: number): Promise<{ text: string; bytes: Buffer }> {
  const response = await request.get(`/api/documents/${id}/pdf`, { headers: bearer(token) });
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toBe("application/pdf");
  const bytes = await response.body();
  return { text: pdfText(bytes).replace(/\s+/g, " "), bytes };
}

test("a doctor issues an ordonnance from a template and an arrêt de travail, and prints both", async ({ page, request }) => {
  // Three accessibility checks and two PDFs read back: more than a journey's usual half-minute.
  test.setTimeout(120_000);
  const problems = watchForProblems(page);
  await page.setViewportSize({ width: 1440, height: 1000 });
  await openAs(page, doctorSession, `/responsable/patients/${patientId}`);
  const section = page.getByRole("region", { name: "Documents" });
  await expect(section.getByText("Aucun document.")).toBeVisible();
  // The browser tests' site address is 127.0.0.1: a phone could not open the QR code.
  await expect(section.getByText(/un téléphone hors du cabinet ne peut pas joindre/)).toBeVisible();

  await section.getByRole("button", { name: "Nouvelle ordonnance" }).click();
  const dialog = page.getByRole("dialog", { name: /^Nouvelle ordonnance/ });
  await dialog.getByLabel("Partir d'un modèle").selectOption({ label: "Après prothèse de genou" });
  await expect(dialog.locator("#ligne-0-nom")).toHaveValue("Enoxaparine");
  await expect(dialog.getByRole("checkbox", { name: "Posologie aussi en arabe" })).toBeChecked();
  await expectAccessible(page, "the ordonnance dialog");
  // Lines stay editable: this patient takes the paracetamol for ten days.
  await dialog.locator("#ligne-1-duree").fill("10 jours");
  const issuing = page.waitForResponse((response) => response.url().endsWith(`/api/patients/${patientId}/documents`) && response.request().method() === "POST");
  await dialog.getByRole("button", { name: "Établir l'ordonnance" }).click();
  const ordonnanceAnswer = await issuing;
  expect(ordonnanceAnswer.status()).toBe(201);
  issued.ordonnance = await ordonnanceAnswer.json();
  await expect(section.getByText(`Document n° ${issued.ordonnance.numero} établi.`)).toBeVisible();

  await section.getByRole("button", { name: "Nouveau certificat" }).click();
  const certificate = page.getByRole("dialog", { name: /^Nouveau certificat/ });
  await certificate.getByLabel("Certificat").selectOption({ label: "Certificat d'arrêt de travail" });
  await certificate.getByLabel("Du").fill("2026-11-30");
  await certificate.getByLabel("Au (inclus)").fill("2026-12-13");
  await expect(certificate.getByText(/nécessite un arrêt de travail de 14 jours, du 30\/11\/2026 au 13\/12\/2026 inclus/)).toBeVisible();
  await expectAccessible(page, "the certificate dialog");
  const certifying = page.waitForResponse((response) => response.url().endsWith(`/api/patients/${patientId}/documents`) && response.request().method() === "POST");
  await certificate.getByRole("button", { name: "Établir le certificat" }).click();
  issued.arret = await (await certifying).json();
  await expect(section.getByText(`Document n° ${issued.arret.numero} établi.`)).toBeVisible();

  const list = section.getByRole("list", { name: "Documents du patient" });
  await expect(list.getByRole("listitem")).toHaveCount(2);
  await expect(list.getByRole("listitem").first()).toContainText("Certificat d'arrêt de travail");

  // 'Imprimer' opens the PDF, fetched with the token, in a new tab through a blob: address.
  const tab = page.waitForEvent("popup");
  await list.getByRole("button", { name: `Imprimer Ordonnance n° ${issued.ordonnance.numero}` }).click();
  const opened = await tab;
  await expect.poll(() => opened.url()).toMatch(/^blob:/);
  await opened.close();
  await expect(list.getByRole("button", { name: `Imprimer Ordonnance n° ${issued.ordonnance.numero}` })).toHaveText("Imprimer un duplicata");

  const { text: ordonnanceText, bytes: ordonnanceBytes } = await fetchPdf(request, doctorSession.token, issued.ordonnance.id);
  writeFileSync(path.join(outputDir, "ordonnance-duplicata.pdf"), ordonnanceBytes);
  for (const expected of [
    "Dr Salma IDRISSI",
    "INPE : 987654321",
    `N° ${issued.ordonnance.numero}`,
    "DUPLICATA",
    "ORDONNANCE",
    `Amina ${patientName.nom.toUpperCase()}`,
    "Enoxaparine",
    "Durée : 10 jours",
    "Kinésithérapie : Rééducation du genou opéré",
    `/verifier/${issued.ordonnance.codeVerification}`,
  ]) {
    expect(ordonnanceText, expected).toContain(expected);
  }
  // The posology in Arabic, each line read back right to left: its letters and digits in reading
  // order (poppler moves the spaces next to a number, so they are left out of the comparison).
  const letters = (line: string) => line.replace(/\s+/g, "");
  expect(arabicLinesOf(ordonnanceBytes).map(letters)).toEqual(
    ["حقنة واحدة تحت الجلد يوميا", "قرص واحد 3 مرات في اليوم عند الألم", "قرص واحد صباحا ومساء أثناء الأكل"].map(letters),
  );

  const arretResponse = await request.get(`/api/documents/${issued.arret.id}/pdf`, { headers: bearer(doctorSession.token) });
  const arretBytes = await arretResponse.body();
  writeFileSync(path.join(outputDir, "arret-de-travail.pdf"), arretBytes);
  const arretText = pdfText(arretBytes).replace(/\s+/g, " ");
  expect(arretText).toContain("CERTIFICAT D'ARRÊT DE TRAVAIL");
  expect(arretText).toContain("nécessite un arrêt de travail de 14 jours, du 30/11/2026 au 13/12/2026 inclus");
  expect(arretText).not.toContain("DUPLICATA");
  await section.screenshot({ path: path.join(outputDir, "documents-section-1440.png") });
  await expectAccessible(page, "the patient file with its documents");
  expect(problems).toEqual([]);
});

test("the QR code's page says the document was issued, when and by whom, and nothing about the patient", async ({ page }) => {
  const problems = watchForProblems(page);
  await page.goto(`/verifier/${issued.ordonnance.codeVerification}`);
  await expect(page.getByRole("heading", { level: 1, name: "Vérification d'un document" })).toBeVisible();
  await expect(page.getByText("Ce document a bien été délivré par le cabinet.")).toBeVisible();
  await expect(page.getByText(`Ordonnance n° ${issued.ordonnance.numero}`)).toBeVisible();
  await expect(page.getByText("Dr Salma Idrissi")).toBeVisible();
  const body = await page.locator("main").innerText();
  expect(body).not.toContain(patientName.nom);
  expect(body).not.toContain("Enoxaparine");
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);

  await expectAccessible(page, "the verification page");
  await page.screenshot({ path: path.join(outputDir, "verifier-1440.png") });

  await page.goto("/verifier/AAAAAAAAAAAAAAAAAAAAAA");
  await expect(page.getByText("Aucun document ne correspond à ce code.")).toBeVisible();
  expect(problems).toEqual([]);
});

test("the front desk sees the documents and prints a copy of the arrêt de travail, on a phone", async ({ page, request }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openAs(page, assistantSession, `/responsable/patients/${patientId}`);
  const section = page.getByRole("region", { name: "Documents" });
  const list = section.getByRole("list", { name: "Documents du patient" });
  await expect(list.getByRole("listitem")).toHaveCount(2);
  await expect(section.getByRole("button", { name: "Nouvelle ordonnance" })).toHaveCount(0);
  await expect(section.getByRole("button", { name: /^Annuler/ })).toHaveCount(0);
  await expect(list.getByRole("button", { name: `Imprimer Certificat d'arrêt de travail n° ${issued.arret.numero}` })).toBeVisible();
  await section.scrollIntoViewIfNeeded();
  await section.screenshot({ path: path.join(outputDir, "documents-section-390.png") });
  // Its copy is a duplicate: the doctor printed the original.
  expect((await fetchPdf(request, assistantSession.token, issued.arret.id)).text).toContain("DUPLICATA");
});

test("a doctor writes an ordonnance on a phone too", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openAs(page, doctorSession, `/responsable/patients/${patientId}`);
  await page.getByRole("region", { name: "Documents" }).getByRole("button", { name: "Nouvelle ordonnance" }).click();
  const dialog = page.getByRole("dialog", { name: /^Nouvelle ordonnance/ });
  await dialog.getByLabel("Partir d'un modèle").selectOption({ label: "Entorse de cheville" });
  await expect(dialog.locator("#autre-0-texte")).toHaveValue("Radiographie de la cheville droite face + profil");
  await page.screenshot({ path: path.join(outputDir, "ordonnance-dialog-390.png") });
  // Nothing wider than the screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await dialog.getByRole("button", { name: "Fermer" }).click();
});

test("a doctor cancels a document with a reason: it stays listed, marked cancelled, and the check says so", async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 1000 });
  await openAs(page, doctorSession, `/responsable/patients/${patientId}`);
  const list = page.getByRole("region", { name: "Documents" }).getByRole("list", { name: "Documents du patient" });
  await list.getByRole("button", { name: `Annuler Ordonnance n° ${issued.ordonnance.numero}` }).click();
  const dialog = page.getByRole("dialog", { name: `Annuler le document n° ${issued.ordonnance.numero}` });
  await dialog.getByLabel("Motif").fill("Erreur de dosage");
  await dialog.getByRole("button", { name: "Annuler le document" }).click();
  await expect(list.getByRole("listitem").filter({ hasText: issued.ordonnance.numero })).toContainText("Motif : Erreur de dosage");
  await page.goto(`/verifier/${issued.ordonnance.codeVerification}`);
  await expect(page.getByText("Ce document a été délivré par le cabinet, puis annulé.")).toBeVisible();
});
