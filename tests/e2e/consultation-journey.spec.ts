import { execFileSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import { type APIRequestContext, type Page } from "@playwright/test";
import sharp from "sharp";
import { expect, test, watchForProblems } from "./fixtures";
import { logIn, openAs, type StaffSessionData } from "./staff-session";
import { e2eAdmin } from "../../playwright.config";
import { pdfText } from "../support/pdf-text";

/**
 * The consultation's whole journey (issue 34, decisions 053, 054, 061, 062): a doctor opens today's
 * first appointment from the agenda, writes a knee note, issues an ordonnance from a template and
 * a certificat d'arrêt de travail and prints both (the PDFs' text read back), then shows the
 * phone-upload QR code; a second, phone-sized browser opens its link and sends an X-ray, which the
 * doctor sees arrive, labels, finds in the timeline and compares with an earlier one in the viewer.
 * The front desk sees the documents listed, never the note nor the images.
 * Screenshots (1440 and 390 px) and the PDFs' first pages go to CONSULTATION_SHOTS_DIR
 * (`scripts/docs/consultation-screenshots.sh` writes them to docs/screenshots/issue-34).
 */
test.describe.configure({ mode: "serial", timeout: 180_000 });

const shotsDir = process.env.CONSULTATION_SHOTS_DIR ?? "/tmp/shots-consultation-journey";
const stamp = Date.now().toString(36).slice(-5);
const password = "parcours-mot-de-passe-solide";
const doctor = { username: `dr.benjelloun.${stamp}`, password, role: "MEDECIN", nom: `Benjelloun${stamp}`, prenom: "Rachid", email: `dr.benjelloun.${stamp}@e2e.test` };
const assistant = { username: `desk.${stamp}`, password, role: "ASSISTANT", nom: `Kettani${stamp}`, prenom: "Houda", email: `desk.${stamp}@e2e.test` };
const patient = { nom: `Amrani${stamp}`, prenom: "Fatima" };

let admin: StaffSessionData;
let patientId: number;
const issued: Partial<Record<"ordonnance" | "arret", { id: number; numero: string }>> = {};

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

async function post(request: APIRequestContext, token: string, url: string, data: unknown) {
  const response = await request.post(url, { data, headers: bearer(token) });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as { id: number };
}

/** A grey "film" with a lighter band: what the viewer shows, before or after. */
const xray = (shade: number, band: number) =>
  sharp({ create: { width: 900, height: 1200, channels: 3, background: { r: shade, g: shade, b: shade } } })
    .composite([{ input: { create: { width: 260, height: 900, channels: 3, background: { r: band, g: band, b: band } } }, top: 150, left: 320 }])
    .jpeg({ quality: 70 })
    .toBuffer();

test.beforeAll(async ({ request }) => {
  admin = await logIn(request, e2eAdmin);
  const doctorId = (await post(request, admin.token, "/api/users", doctor)).id;
  await post(request, admin.token, "/api/users", assistant);
  patientId = (
    await post(request, admin.token, "/api/patients", {
      ...patient,
      dateNaissance: "1968-09-21",
      gender: "F",
      telephone: `07${String(Date.now()).slice(-8)}`,
      email: `fatima.${stamp}@exemple.test`,
      adresse: "Témara",
      mutuelle: true,
      compagnie: "CNSS",
    })
  ).id;
  // Today on the server's calendar, at 08:00: the doctor's first appointment of the day, the patient arrived.
  const { aujourdHui } = (await (await request.get("/api/practice/hours")).json()) as { aujourdHui: string };
  const appointment = await post(request, admin.token, "/api/appointments", {
    dateHeure: `${aujourdHui}T08:00`,
    motif: "Gonalgie droite",
    patient: { id: patientId },
    medecin: { id: doctorId },
  });
  const desk = await logIn(request, assistant);
  const arrived = await request.patch(`/api/appointments/${appointment.id}`, { data: { status: "arrive" }, headers: bearer(desk.token) });
  expect(arrived.status(), await arrived.text()).toBe(200);
  // An X-ray of last March, brought at an earlier visit: the "before".
  const session = await logIn(request, doctor);
  const earlier = await request.post(`/api/patients/${patientId}/files`, {
    headers: bearer(session.token),
    multipart: { nature: "radiographie", region: "genou", cote: "droit", dateExamen: "2026-03-12", libelle: "Face, avant traitement", fichier: { name: "genou-mars.jpg", mimeType: "image/jpeg", buffer: await xray(70, 150) } },
  });
  expect(earlier.status(), await earlier.text()).toBe(201);
  mkdirSync(shotsDir, { recursive: true });
});

/** The whole page from its top (scrolled, the sticky header would cross a full-page capture). */
async function shot(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: path.join(shotsDir, `${name}.png`), fullPage: true });
}

async function expectNoSeriousAxeFinding(page: Page, label: string) {
  const results = await new AxeBuilder({ page }).analyze();
  const blocking = results.violations.filter((violation) => violation.impact === "serious" || violation.impact === "critical");
  expect(blocking.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`), label).toEqual([]);
}

/** The PDF as the staff screen fetches it (with the token), its text read back; its first page kept as a PNG. */
async function printed(request: APIRequestContext, token: string, id: number, name: string): Promise<string> {
  const response = await request.get(`/api/documents/${id}/pdf`, { headers: bearer(token) });
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toBe("application/pdf");
  const bytes = await response.body();
  const file = path.join(shotsDir, `${name}.pdf`);
  writeFileSync(file, bytes);
  execFileSync("pdftoppm", ["-png", "-r", "60", "-f", "1", "-l", "1", "-singlefile", file, path.join(shotsDir, name)]);
  return pdfText(bytes).replace(/\s+/g, " ");
}

test("a doctor consults, gives an ordonnance and an arrêt de travail, and receives an X-ray from a phone", async ({ page, browser, request }) => {
  const problems = watchForProblems(page);
  await page.setViewportSize({ width: 1440, height: 1000 });
  const session = await logIn(request, doctor);
  await openAs(page, session, "/responsable/agenda?affichage=liste");

  // Today's first appointment, from the agenda.
  await page.getByRole("button", { name: new RegExp(`^Gérer : 08:00–08:30, ${patient.prenom} ${patient.nom}, arrivé`) }).click();
  await page.getByRole("dialog", { name: `Rendez-vous de ${patient.prenom} ${patient.nom}` }).getByRole("button", { name: "Ouvrir la consultation" }).click();
  await expect(page).toHaveURL(/\/responsable\/consultations\/\d+$/);
  const noteId = Number(page.url().split("/").at(-1));
  await expect(page.getByLabel("Motif")).toHaveValue("Gonalgie droite");
  await page.getByLabel("Histoire de la maladie").fill("Douleur mécanique du genou droit depuis 6 mois, sans traumatisme.");
  await page.getByRole("group", { name: "Régions examinées" }).getByRole("button", { name: "Genou", exact: true }).click();
  await page.getByRole("radio", { name: "Droit" }).check();
  await page.getByLabel("Examen — Genou").fill("Flexion 110°, pas d'épanchement, douleur fémoro-tibiale interne.");
  await page.getByLabel("Diagnostic", { exact: true }).fill("Gonarthrose fémoro-tibiale interne");
  await page.getByLabel("Conduite à tenir").fill("Antalgiques, rééducation, arrêt de travail de 14 jours.");
  await expect(page.getByText("Brouillon enregistré").first()).toBeVisible();
  await shot(page, "journey-note-1440");

  // The patient's file: the documents, from a template, then printed.
  await page.goto(`/responsable/patients/${patientId}`);
  const documents = page.getByRole("region", { name: "Documents" });
  await documents.getByRole("button", { name: "Nouvelle ordonnance" }).click();
  const ordonnance = page.getByRole("dialog", { name: /^Nouvelle ordonnance/ });
  await ordonnance.getByLabel("Partir d'un modèle").selectOption({ label: "Après prothèse de genou" });
  await expect(ordonnance.locator("#ligne-0-nom")).toHaveValue("Enoxaparine");
  const issuing = page.waitForResponse((response) => response.url().endsWith(`/api/patients/${patientId}/documents`) && response.request().method() === "POST");
  await ordonnance.getByRole("button", { name: "Établir l'ordonnance" }).click();
  issued.ordonnance = await (await issuing).json();
  await expect(documents.getByText(`Document n° ${issued.ordonnance!.numero} établi.`)).toBeVisible();

  await documents.getByRole("button", { name: "Nouveau certificat" }).click();
  const certificate = page.getByRole("dialog", { name: /^Nouveau certificat/ });
  await certificate.getByLabel("Certificat").selectOption({ label: "Certificat d'arrêt de travail" });
  await certificate.getByLabel("Du").fill("2026-11-30");
  await certificate.getByLabel("Au (inclus)").fill("2026-12-13");
  const certifying = page.waitForResponse((response) => response.url().endsWith(`/api/patients/${patientId}/documents`) && response.request().method() === "POST");
  await certificate.getByRole("button", { name: "Établir le certificat" }).click();
  issued.arret = await (await certifying).json();
  await expect(documents.getByText(`Document n° ${issued.arret!.numero} établi.`)).toBeVisible();
  // The timeline lists it at once (where depends on the hour: today's 08:00 visit sorts above
  // a certificate issued before 08:00).
  await expect(page.getByRole("region", { name: "Parcours du patient" }).getByRole("listitem").filter({ hasText: `Certificat d'arrêt de travail n° ${issued.arret!.numero}` })).toBeVisible();

  // 'Imprimer' opens each PDF in a new tab through a blob: address; the bytes are read back too.
  const list = documents.getByRole("list", { name: "Documents du patient" });
  for (const [title, numero] of [
    ["Ordonnance", issued.ordonnance!.numero],
    ["Certificat d'arrêt de travail", issued.arret!.numero],
  ] as const) {
    const tab = page.waitForEvent("popup");
    await list.getByRole("button", { name: `Imprimer ${title} n° ${numero}` }).click();
    const opened = await tab;
    await expect.poll(() => opened.url()).toMatch(/^blob:/);
    await opened.close();
  }
  const ordonnanceText = await printed(request, session.token, issued.ordonnance!.id, "journey-ordonnance");
  for (const expected of [`N° ${issued.ordonnance!.numero}`, "ORDONNANCE", `Fatima ${patient.nom.toUpperCase()}`, "Enoxaparine", "DUPLICATA"]) expect(ordonnanceText, expected).toContain(expected);
  const arretText = await printed(request, session.token, issued.arret!.id, "journey-arret-de-travail");
  expect(arretText).toContain("CERTIFICAT D'ARRÊT DE TRAVAIL");
  expect(arretText).toContain("nécessite un arrêt de travail de 14 jours, du 30/11/2026 au 13/12/2026 inclus");

  // The phone: the QR code's link, opened in a second, phone-sized browser.
  const images = page.getByRole("region", { name: "Images et examens" });
  await expect(images.getByRole("listitem")).toHaveCount(1);
  await images.getByRole("button", { name: "Téléverser depuis un téléphone" }).click();
  const panel = images.getByRole("region", { name: "Téléversement depuis un téléphone" });
  await expect(panel.getByRole("img", { name: "QR code du lien de téléversement" }).locator("svg")).toBeVisible();
  await expect(panel.getByText(/^(10:00|09:5\d)$/)).toBeVisible();
  await expect(panel.getByText("Aucun fichier reçu pour l'instant.")).toBeVisible();
  // The browser tests' site address is 127.0.0.1: the screen says a phone outside could not open it.
  await expect(panel.getByText(/ne peut pas joindre/)).toBeVisible();
  const linkUrl = (await panel.getByText(/\/televersement\//).textContent())!.trim();
  await images.screenshot({ path: path.join(shotsDir, "journey-phone-link-1440.png") });

  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const phonePage = await phone.newPage();
  await phonePage.goto(new URL(linkUrl).pathname);
  await expect(phonePage.locator("body")).not.toContainText(patient.nom);
  await phonePage.getByLabel("Prendre une photo / choisir des fichiers").setInputFiles({ name: "radio-genou-face.jpg", mimeType: "image/jpeg", buffer: await xray(60, 120) });
  await expect(phonePage.getByTestId("phone-upload-count")).toHaveText("1 fichier envoyé");
  await phone.close();

  // The doctor's screen sees it arrive, then labels it.
  await expect(panel.getByText("1 fichier reçu")).toBeVisible({ timeout: 15_000 });
  await expect(images.getByRole("list", { name: "Images et examens du patient" }).getByRole("listitem")).toHaveCount(2);
  await images.getByRole("button", { name: "Fermer le lien" }).click();
  await expect(images.getByText("Lien fermé.")).toBeVisible();
  const received = images.getByRole("listitem").filter({ has: page.getByLabel("Envoyé depuis un téléphone") });
  await received.getByRole("button", { name: /^Modifier les libellés/ }).click();
  const labels = page.getByRole("dialog", { name: "Libellés du fichier" });
  await labels.getByLabel("Type d'examen").selectOption("radiographie");
  await labels.getByLabel("Région").selectOption("genou");
  await labels.getByRole("radio", { name: "Droit" }).check();
  await labels.getByLabel("Date de l'examen").fill("2026-11-20");
  await labels.getByLabel("Libellé").fill("Face, en charge");
  await labels.getByRole("button", { name: "Enregistrer" }).click();
  await expect(images.getByText("Libellés enregistrés.")).toBeVisible();
  const thumbnail = images.getByRole("img", { name: "Radiographie · Genou droit · 20/11/2026" });
  await expect(thumbnail).toBeVisible();
  // Shown through a blob: address fetched with the token, under the CSP.
  expect(await thumbnail.getAttribute("src")).toMatch(/^blob:/);
  await expect.poll(() => thumbnail.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  await expectNoSeriousAxeFinding(page, "the patient file with its images");
  await images.screenshot({ path: path.join(shotsDir, "journey-images-1440.png") });

  // The timeline: the X-ray, the documents, the note, newest first; the image opens the viewer.
  const timeline = page.getByRole("region", { name: "Parcours du patient" });
  const xrayEntry = timeline.getByRole("listitem").filter({ hasText: "Radiographie · Genou droit" }).filter({ hasText: "Face, en charge" });
  await expect(xrayEntry).toBeVisible();
  await expect(timeline.getByRole("listitem").filter({ hasText: `Ordonnance n° ${issued.ordonnance!.numero}` })).toBeVisible();
  await expect(timeline.getByRole("listitem").filter({ hasText: `Certificat d'arrêt de travail n° ${issued.arret!.numero}` })).toBeVisible();
  await expect(timeline.getByRole("listitem").filter({ hasText: "Gonarthrose fémoro-tibiale interne" })).toBeVisible();
  await timeline.screenshot({ path: path.join(shotsDir, "journey-timeline-1440.png") });

  await xrayEntry.getByRole("button", { name: /^Ouvrir Radiographie/ }).click();
  const viewer = page.getByRole("dialog", { name: "Visionneuse" });
  const shown = viewer.getByRole("img", { name: "Radiographie · Genou droit · 20/11/2026" });
  await expect(shown).toBeVisible();
  await page.keyboard.press("+");
  await expect(viewer.getByLabel(/^Zoom —/)).toHaveText("125 %");
  await page.keyboard.press("0");
  await viewer.getByRole("button", { name: "Comparer" }).click();
  await expect(viewer.getByRole("img", { name: "Radiographie · Genou droit · 12/03/2026" })).toBeVisible();
  await page.screenshot({ path: path.join(shotsDir, "journey-viewer-compare-1440.png") });
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(viewer.getByRole("img", { name: "Radiographie · Genou droit · 12/03/2026" })).toBeVisible();
  await page.screenshot({ path: path.join(shotsDir, "journey-viewer-compare-390.png") });
  await page.keyboard.press("Escape");
  await expect(viewer).toBeHidden();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await images.screenshot({ path: path.join(shotsDir, "journey-images-390.png") });
  await timeline.screenshot({ path: path.join(shotsDir, "journey-timeline-390.png") });
  await page.goto(`/responsable/consultations/${noteId}`);
  await expect(page.getByLabel("Diagnostic", { exact: true })).toHaveValue("Gonarthrose fémoro-tibiale interne");
  await shot(page, "journey-note-390");
  expect(problems).toEqual([]);
});

test("the front desk sees the documents listed, never the note nor the images", async ({ page, request }) => {
  const problems = watchForProblems(page);
  const session = await logIn(request, assistant);
  await page.setViewportSize({ width: 390, height: 844 });
  await openAs(page, session, `/responsable/patients/${patientId}`);
  const list = page.getByRole("region", { name: "Documents" }).getByRole("list", { name: "Documents du patient" });
  await expect(list.getByRole("listitem")).toHaveCount(2);
  await expect(list.getByRole("button", { name: `Imprimer Ordonnance n° ${issued.ordonnance!.numero}` })).toBeVisible();

  const timeline = page.getByRole("region", { name: "Parcours du patient" });
  await expect(timeline.getByRole("listitem").filter({ hasText: `Ordonnance n° ${issued.ordonnance!.numero}` })).toBeVisible();
  await expect(timeline.getByRole("listitem").filter({ hasText: "Consultation" })).toContainText("Contenu réservé aux médecins");
  await expect(page.getByText(/Gonarthrose|Radiographie · Genou/)).toHaveCount(0);
  await expect(page.getByRole("region", { name: "Images et examens" })).toHaveCount(0);
  const files = await request.get(`/api/patients/${patientId}/files`, { headers: bearer(session.token) });
  expect(files.status()).toBe(403);
  expect(problems).toEqual([]);
});
