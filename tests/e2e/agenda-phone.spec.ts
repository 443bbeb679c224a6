import { mkdirSync } from "node:fs";
import path from "node:path";
import { type APIRequestContext, type Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { logIn, openAs, type StaffSessionData } from "./staff-session";
import { e2eAdmin } from "../../playwright.config";

/**
 * The agenda on a phone and a tablet (issue 32): at 390 px the day is a list that shows every
 * doctor's appointments — three doctors busy at the same time included — and an appointment held
 * by an assistant, which is given a doctor there; the week shows every day at 390 and 768 px; a
 * doctor's agenda opens on their own appointments. Screenshots go to AGENDA_SHOTS_DIR.
 */
test.describe.configure({ mode: "serial" });

const shotsDir = process.env.AGENDA_SHOTS_DIR ?? "/tmp/shots-agenda-phone";
const stamp = Date.now().toString(36).slice(-5);
// A Tuesday, and its week (Monday 10 to Sunday 16 March 2031), away from holidays.
const DAY = "2031-03-11";
const WEEK_DAYS = ["Lundi 10 mars 2031", "Mardi 11 mars 2031", "Mercredi 12 mars 2031", "Jeudi 13 mars 2031", "Vendredi 14 mars 2031", "Samedi 15 mars 2031", "Dimanche 16 mars 2031"];
const password = "medecin-mot-de-passe";
const doctors = ["Idrissi", "Fassi", "Kettani"].map((nom, index) => ({
  username: `dr.${nom.toLowerCase()}.${stamp}`,
  password,
  role: "MEDECIN",
  nom: `${nom}${stamp}`,
  prenom: ["Nadia", "Leila", "Omar"][index]!,
  email: `dr.${nom.toLowerCase()}.${stamp}@e2e.test`,
}));
const assistant = { username: `assistante.${stamp}`, password, role: "ASSISTANT", nom: `Berrada${stamp}`, prenom: "Amina", email: `assistante.${stamp}@e2e.test` };
const patients = ["Chraibi", "Lahlou", "Bennis", "Tazi"].map((nom, index) => ({ nom: `${nom}${stamp}`, prenom: ["Karim", "Samira", "Youssef", "Hind"][index]! }));

let admin: StaffSessionData;

async function post(request: APIRequestContext, token: string, url: string, data: unknown) {
  const response = await request.post(url, { data, headers: { Authorization: `Bearer ${token}` } });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as { id: number };
}

test.beforeAll(async ({ request }) => {
  admin = await logIn(request, e2eAdmin);
  const doctorIds = [];
  for (const doctor of doctors) doctorIds.push((await post(request, admin.token, "/api/users", doctor)).id);
  const assistantId = (await post(request, admin.token, "/api/users", assistant)).id;
  const patientIds = [];
  for (const [index, patient] of patients.entries()) {
    patientIds.push(
      (
        await post(request, admin.token, "/api/patients", {
          ...patient,
          dateNaissance: `1980-05-1${index}`,
          gender: "H",
          telephone: `06 12 34 56 7${index}`,
          email: `${patient.prenom.toLowerCase()}.${stamp}@exemple.test`,
          adresse: "Rabat",
          mutuelle: false,
          compagnie: null,
        })
      ).id,
    );
  }
  // Three doctors at 10:00 at once, each with a patient of their own.
  for (const index of [0, 1, 2]) {
    await post(request, admin.token, "/api/appointments", { dateHeure: `${DAY}T10:00`, motif: "Consultation", patient: { id: patientIds[index] }, medecin: { id: doctorIds[index] } });
  }
  // The spec's own call, made by the assistant from the patient's file: recorded under her name.
  const assistantSession = await logIn(request, assistant);
  await post(request, assistantSession.token, "/api/appointments", { dateHeure: `${DAY}T11:30`, motif: "Entorse", patient: { id: patientIds[3] }, medecin: { id: assistantId } });
  // The week's first and last working days.
  await post(request, admin.token, "/api/appointments", { dateHeure: "2031-03-10T09:00", motif: "Lundi", patient: { id: patientIds[0] }, medecin: { id: doctorIds[1] } });
  await post(request, admin.token, "/api/appointments", { dateHeure: "2031-03-15T11:00", motif: "Samedi", patient: { id: patientIds[1] }, medecin: { id: doctorIds[2] } });
  mkdirSync(shotsDir, { recursive: true });
});

const shot = (page: Page, name: string) => page.screenshot({ path: path.join(shotsDir, `${name}.png`), fullPage: true });
const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

test("at 390 px the day is a list of every doctor's appointments, and one held by an assistant is given a doctor", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openAs(page, admin, `/responsable/agenda?jour=${DAY}`);
  const list = page.getByRole("list", { name: "Rendez-vous du Mardi 11 mars 2031" });
  await expect(list).toBeVisible();
  await expect(page.getByRole("region", { name: "Grille de l'agenda" })).toHaveCount(0);
  for (const [index, doctor] of doctors.entries()) {
    const item = list.getByRole("listitem").filter({ hasText: `${patients[index]!.prenom} ${patients[index]!.nom}` });
    await expect(item).toContainText("10:00–10:30");
    await expect(item).toContainText(`Dr ${doctor.prenom} ${doctor.nom}`);
    // Nothing cut sideways: the item's actions are within the phone's width.
    const manage = await item.getByRole("button", { name: /^Gérer/ }).boundingBox();
    expect(manage!.x + manage!.width).toBeLessThanOrEqual(390);
  }
  const held = list.getByRole("listitem").filter({ hasText: `${patients[3]!.prenom} ${patients[3]!.nom}` });
  await expect(held).toContainText(`Autres · enregistré sous ${assistant.prenom} ${assistant.nom}`);
  expect(await pageWidth(page)).toBeLessThanOrEqual(390);
  await shot(page, "day-390");

  await held.getByLabel("Attribuer à").selectOption({ label: `Dr ${doctors[0]!.prenom} ${doctors[0]!.nom}` });
  await held.getByRole("button", { name: /^Attribuer le rendez-vous/ }).click();
  await expect(page.getByText(`Rendez-vous attribué au Dr ${doctors[0]!.prenom} ${doctors[0]!.nom}.`)).toBeVisible();
  const assigned = list.getByRole("listitem").filter({ hasText: `${patients[3]!.prenom} ${patients[3]!.nom}` });
  await expect(assigned).toContainText(`Dr ${doctors[0]!.prenom} ${doctors[0]!.nom}`);
  await expect(assigned).not.toContainText("Autres");

  // « Gérer » opens the appointment, read in full, with its next steps.
  await list.getByRole("button", { name: new RegExp(`^Gérer : 10:00–10:30, ${patients[1]!.prenom} ${patients[1]!.nom}`) }).click();
  const dialog = page.getByRole("dialog", { name: `Rendez-vous de ${patients[1]!.prenom} ${patients[1]!.nom}` });
  await expect(dialog.getByRole("button", { name: "Confirmer" })).toBeVisible();
  await shot(page, "day-390-opened");
});

for (const width of [390, 768]) {
  test(`at ${width} px the week shows every day, Monday to Sunday`, async ({ page }) => {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 1024 });
    await openAs(page, admin, `/responsable/agenda?jour=${DAY}&vue=semaine`);
    const region = page.getByRole("region", { name: "Liste de l'agenda" });
    await expect(region.getByRole("heading", { level: 2 })).toHaveText(WEEK_DAYS);
    await expect(page.getByRole("list", { name: "Rendez-vous du Lundi 10 mars 2031" })).toContainText("Lundi");
    const saturday = page.getByRole("list", { name: "Rendez-vous du Samedi 15 mars 2031" });
    await saturday.scrollIntoViewIfNeeded();
    await expect(saturday).toContainText(`${patients[1]!.prenom} ${patients[1]!.nom}`);
    await expect(page.getByRole("region", { name: "Dimanche 16 mars 2031" })).toContainText("Fermé");
    expect(await pageWidth(page)).toBeLessThanOrEqual(width);
    await shot(page, `week-${width}`);
  });
}

test("at 1440 px the grid shows the day and the week, « Autres » emptied", async ({ page }) => {
  await openAs(page, admin, `/responsable/agenda?jour=${DAY}`);
  const grid = page.getByRole("region", { name: "Grille de l'agenda" });
  await expect(grid).toBeVisible();
  for (const doctor of doctors) await expect(grid.getByText(`Dr ${doctor.prenom} ${doctor.nom}`, { exact: true })).toBeVisible();
  await shot(page, "day-1440");
  await page.getByRole("button", { name: "Semaine" }).click();
  await expect(grid.getByText("dim. 16 mars")).toBeVisible();
  await shot(page, "week-1440");
});

test("a doctor's agenda opens on their own appointments, every doctor's on request", async ({ page, request }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const doctor = doctors[1]!;
  await openAs(page, await logIn(request, doctor), `/responsable/agenda?jour=${DAY}`);
  await expect(page.getByText(`Mardi 11 mars 2031 · Dr ${doctor.prenom} ${doctor.nom}`)).toBeVisible();
  const list = page.getByRole("list", { name: "Rendez-vous du Mardi 11 mars 2031" });
  await expect(list.getByRole("listitem")).toHaveCount(1);
  await expect(list).toContainText(`${patients[1]!.prenom} ${patients[1]!.nom}`);
  await page.getByLabel("Médecin", { exact: true }).selectOption({ label: "Tous les médecins" });
  await expect(page).toHaveURL(/medecin=tous/);
  await expect(list.getByRole("listitem")).toHaveCount(4);
});
