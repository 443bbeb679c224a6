import { mkdirSync } from "node:fs";
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import { type APIRequestContext, type Page } from "@playwright/test";
import { expect, test, watchForProblems } from "./fixtures";
import { logIn, openAs, type StaffSessionData } from "./staff-session";
import { e2eAdmin } from "../../playwright.config";

/**
 * The consultation (issue 34, decision 054), in a browser: a doctor opens today's first appointment
 * from the agenda, writes a knee note, signs it and finds it in the patient's timeline; the front
 * desk sees the note listed, never its content. Screenshots of the note and the timeline at 390 and
 * 1440 px go to CONSULTATION_SHOTS_DIR (docs/screenshots/issue-34 when asked).
 */
// A whole consultation, two axe audits and four screenshots: longer than a click-through.
test.describe.configure({ mode: "serial", timeout: 120_000 });

const shotsDir = process.env.CONSULTATION_SHOTS_DIR ?? "/tmp/shots-consultation";
const stamp = Date.now().toString(36).slice(-5);
const password = "consultation-mot-de-passe";
const doctor = { username: `dr.alaoui.${stamp}`, password, role: "MEDECIN", nom: `Alaoui${stamp}`, prenom: "Karima", email: `dr.alaoui.${stamp}@e2e.test` };
const assistant = { username: `accueil.${stamp}`, password, role: "ASSISTANT", nom: `Berrada${stamp}`, prenom: "Nadia", email: `accueil.${stamp}@e2e.test` };
const patient = { nom: `Chraibi${stamp}`, prenom: "Youssef" };

let admin: StaffSessionData;
let patientId: number;
let noteId: number;

async function post(request: APIRequestContext, token: string, url: string, data: unknown) {
  const response = await request.post(url, { data, headers: { Authorization: `Bearer ${token}` } });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as { id: number };
}

test.beforeAll(async ({ request }) => {
  admin = await logIn(request, e2eAdmin);
  const doctorId = (await post(request, admin.token, "/api/users", doctor)).id;
  await post(request, admin.token, "/api/users", assistant);
  patientId = (
    await post(request, admin.token, "/api/patients", {
      ...patient,
      dateNaissance: "1979-04-12",
      gender: "H",
      // A number of its own: the front desk's journeys expect no registered file to share theirs.
      telephone: `06${String(Date.now()).slice(-8)}`,
      email: `youssef.${stamp}@exemple.test`,
      adresse: "Rabat",
      mutuelle: false,
      compagnie: null,
    })
  ).id;
  // Today on the server's calendar, at 08:00: the doctor's first appointment of the day.
  const { aujourdHui } = (await (await request.get("/api/practice/hours")).json()) as { aujourdHui: string };
  const appointment = await post(request, admin.token, "/api/appointments", {
    dateHeure: `${aujourdHui}T08:00`,
    motif: "Douleur du genou droit",
    patient: { id: patientId },
    medecin: { id: doctorId },
  });
  // The front desk marks the patient arrived.
  const desk = await logIn(request, assistant);
  const arrived = await request.patch(`/api/appointments/${appointment.id}`, { data: { status: "arrive" }, headers: { Authorization: `Bearer ${desk.token}` } });
  expect(arrived.status(), await arrived.text()).toBe(200);
  mkdirSync(shotsDir, { recursive: true });
});

/** The whole page from its top: scrolled down, the sticky staff header would be drawn across the middle of a full-page capture. */
async function shot(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: path.join(shotsDir, `${name}.png`), fullPage: true });
}

async function expectNoSeriousAxeFinding(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const blocking = results.violations.filter((violation) => violation.impact === "serious" || violation.impact === "critical");
  expect(blocking.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`)).toEqual([]);
}

test("a doctor opens today's first appointment from the agenda, writes a knee note, signs it and sees it in the timeline", async ({ page, request }) => {
  const problems = watchForProblems(page);
  await page.setViewportSize({ width: 1440, height: 1000 });
  const session = await logIn(request, doctor);
  await openAs(page, session, "/responsable/agenda?affichage=liste");

  await page.getByRole("button", { name: new RegExp(`^Gérer : 08:00–08:30, ${patient.prenom} ${patient.nom}, arrivé`) }).click();
  const details = page.getByRole("dialog", { name: `Rendez-vous de ${patient.prenom} ${patient.nom}` });
  await details.getByRole("button", { name: "Ouvrir la consultation" }).click();

  await expect(page).toHaveURL(/\/responsable\/consultations\/\d+$/);
  noteId = Number(page.url().split("/").at(-1));
  await expect(page.getByRole("heading", { level: 1, name: `Consultation — ${patient.prenom} ${patient.nom}` })).toBeVisible();
  // The motif comes from the appointment; the history has the focus.
  await expect(page.getByLabel("Motif")).toHaveValue("Douleur du genou droit");
  await expect(page.getByLabel("Histoire de la maladie")).toBeFocused();
  await page.keyboard.type("Douleur mécanique depuis 3 mois, blocages.");

  await page.getByRole("button", { name: "Genou", exact: true }).click();
  await page.getByRole("radio", { name: "Droit" }).check();
  await page.getByLabel("Examen — Genou").fill("Épanchement modéré, McMurray positif en interne.");
  const pain = page.getByLabel("Douleur (EVA 0 à 10)");
  await pain.focus();
  for (let step = 0; step < 6; step += 1) await page.keyboard.press("ArrowRight");
  await expect(page.getByText("6 / 10")).toBeVisible();
  await page.getByLabel("Imagerie revue").fill("Radiographie : interligne fémoro-tibial interne conservé.");
  await page.getByRole("group", { name: "Diagnostics favoris" }).getByRole("button", { name: "Lésion méniscale" }).click();
  await page.getByLabel("Conduite à tenir").fill("IRM du genou droit. Contrôle dans 3 semaines.");
  await expect(page.getByText("Brouillon enregistré").first()).toBeVisible();
  await expectNoSeriousAxeFinding(page);
  await shot(page, "consultation-note-1440");
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole("button", { name: "Signer" }).first()).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await shot(page, "consultation-note-390");
  await page.setViewportSize({ width: 1440, height: 1000 });

  await page.getByRole("button", { name: "Signer" }).first().click();
  const confirm = page.getByRole("dialog", { name: "Signer la consultation ?" });
  await confirm.getByRole("button", { name: "Signer la consultation" }).click();
  await expect(page.getByText("Consultation signée.")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Note signée" })).toBeVisible();
  await expect(page.getByText("Lésion méniscale", { exact: true }).first()).toBeVisible();
  await expect(page.getByLabel("Motif")).toHaveCount(0);
  await shot(page, "consultation-signed-1440");

  // The patient's file: the timeline shows the signed note's gist, newest first.
  await page.goto(`/responsable/patients/${patientId}`);
  const timeline = page.getByRole("region", { name: "Parcours du patient" });
  const entries = timeline.getByRole("listitem");
  await expect(entries.first()).toContainText("Consultation");
  await expect(entries.first()).toContainText("Signée");
  await expect(entries.first()).toContainText("Genou droit");
  await expect(entries.first()).toContainText("EVA 6/10");
  await expect(entries.first()).toContainText("Lésion méniscale");
  await expect(timeline.getByRole("group", { name: "Filtrer par région" }).getByRole("button", { name: "Genou" })).toBeVisible();
  await expectNoSeriousAxeFinding(page);
  await timeline.screenshot({ path: path.join(shotsDir, "consultation-timeline-1440.png") });
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(entries.first()).toContainText("Lésion méniscale");
  await timeline.screenshot({ path: path.join(shotsDir, "consultation-timeline-390.png") });
  expect(problems).toEqual([]);
});

test("the front desk sees the note listed, never its content", async ({ page, request }) => {
  const problems = watchForProblems(page);
  const session = await logIn(request, assistant);
  await page.setViewportSize({ width: 390, height: 844 });
  await openAs(page, session, `/responsable/patients/${patientId}`);
  const timeline = page.getByRole("region", { name: "Parcours du patient" });
  const note = timeline.getByRole("listitem").filter({ hasText: "Consultation" });
  await expect(note).toContainText("Signée");
  await expect(note).toContainText(`Dr ${doctor.prenom} ${doctor.nom}`);
  await expect(note).toContainText("Contenu réservé aux médecins");
  await expect(page.getByText(/méniscale|McMurray/)).toHaveCount(0);
  await expect(page.getByRole("region", { name: "Infiltrations" })).toHaveCount(0);

  // Nor through the API, nor on the note's page.
  const direct = await request.get(`/api/consultations/${noteId}`, { headers: { Authorization: `Bearer ${session.token}` } });
  expect(direct.status()).toBe(403);
  expect(await direct.text()).not.toContain("méniscale");
  await page.goto(`/responsable/consultations/${noteId}`);
  await expect(page.getByText("Accès réservé aux médecins.")).toBeVisible();
  await expect(page.getByText(/méniscale/)).toHaveCount(0);
  // The refused read is the only console error the page may show.
  expect(problems.filter((problem) => !problem.includes("403"))).toEqual([]);
});
