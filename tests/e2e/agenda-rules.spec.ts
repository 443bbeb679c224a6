import { mkdirSync } from "node:fs";
import path from "node:path";
import { type APIRequestContext, type Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { e2eAdmin } from "../../playwright.config";
import { openDayFrom } from "./public-form-days";
import { logIn, openAs } from "./staff-session";

/**
 * The agenda's rules on the request conversion, on a phone (issue 32): "Planifier" for a time the
 * doctor is already busy shows the conflict with the patient already booked and books only once
 * the front desk says 'Réserver quand même'.
 */
test.describe.configure({ mode: "serial" });
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

const shotsDir = process.env.STAFF_SHOTS_DIR ?? "/tmp/shots-staff";
const stamp = Date.now().toString(36).slice(-5);
const doctor = {
  username: `dr.tazi.${stamp}`,
  password: "medecin-mot-de-passe",
  role: "MEDECIN",
  nom: `Tazi${stamp}`,
  prenom: "Youssef",
  email: `dr.tazi.${stamp}@e2e.test`,
};
const assistant = {
  username: `accueil.regles.${stamp}`,
  password: "accueil-mot-de-passe",
  role: "ASSISTANT",
  nom: "Amrani",
  prenom: "Leila",
  email: `accueil.regles.${stamp}@e2e.test`,
};
// Already booked with the doctor at 10:30; the request's person asks for 10:30 the same day.
const booked = { nom: `Bennis${stamp}`, prenom: "Rachid", telephone: "06 22 33 44 55" };
const asking = { nom: `Squalli${stamp}`, prenom: "Imane", telephone: "06 77 88 99 00" };

let requestId = 0;

async function adminHeaders(request: APIRequestContext) {
  const login = await request.post("/api/auth/login", { data: e2eAdmin });
  expect(login.status()).toBe(200);
  return { Authorization: `Bearer ${(await login.text()).trim().replace(/^"+|"+$/g, "")}` };
}

async function createPatient(request: APIRequestContext, headers: Record<string, string>, person: typeof booked, birth: string) {
  const created = await request.post("/api/patients", {
    headers,
    data: { ...person, dateNaissance: birth, gender: "F", email: `${person.prenom.toLowerCase()}.${stamp}@exemple.test`, adresse: "Fès", mutuelle: false, compagnie: null },
  });
  expect(created.status(), await created.text()).toBe(201);
  return ((await created.json()) as { id: number }).id;
}

/** The page must not scroll sideways at 390 px. */
async function expectNoHorizontalOverflow(page: Page) {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, clientWidth: document.documentElement.clientWidth }));
  expect(scrollWidth, "the page scrolls sideways").toBeLessThanOrEqual(clientWidth);
}

test.beforeAll(async ({ request }) => {
  const headers = await adminHeaders(request);
  const day = (await openDayFrom(request, 1)).iso;
  for (const account of [doctor, assistant]) expect((await request.post("/api/users", { data: account, headers })).status()).toBe(201);
  const doctorId = ((await (await request.get(`/api/users/email/${encodeURIComponent(doctor.email)}`, { headers })).json()) as { id: number }).id;

  const bookedId = await createPatient(request, headers, booked, "1975-03-02");
  // The spec's bare call: booked whatever the agenda holds.
  const appointment = await request.post("/api/appointments", {
    headers,
    data: { dateHeure: `${day}T10:30`, motif: "Lombalgie", observation: "", patient: { id: bookedId }, medecin: { id: doctorId } },
  });
  expect(appointment.status()).toBe(201);

  // The person asking is already registered (the conversion proposes the file) and writes from the public form.
  await createPatient(request, headers, asking, "1990-07-21");
  const sent = await request.post("/api/appointment-requests", {
    data: { nom: asking.nom, prenom: asking.prenom, telephone: asking.telephone, datePreferee: day, heurePreferee: "10:30:00", motif: "Douleur à l'épaule" },
  });
  expect(sent.status(), await sent.text()).toBe(201);
  requestId = ((await sent.json()) as { id: number }).id;
});

test("on a phone, 'Planifier' over the doctor's appointment shows the conflict and books only with 'Réserver quand même'", async ({ page, request }) => {
  await openAs(page, await logIn(request, assistant), `/responsable/demandes/${requestId}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Planifier la demande de ${asking.prenom} ${asking.nom}`);
  await page.getByRole("button", { name: "Choisir ce patient" }).click();

  const appointmentStep = page.locator("section", { has: page.getByRole("heading", { name: "2. Rendez-vous" }) });
  await appointmentStep.getByRole("combobox", { name: /^Médecin/ }).selectOption({ label: `Dr ${doctor.prenom} ${doctor.nom}` });
  await appointmentStep.getByRole("button", { name: "Planifier le rendez-vous" }).click();

  const conflict = appointmentStep.getByRole("alert");
  await expect(conflict).toContainText("Ce médecin a déjà un rendez-vous sur ce créneau.");
  await expect(conflict.getByRole("list", { name: "Rendez-vous qui se chevauchent" })).toContainText(`10:30 (30 min) · ${booked.prenom} ${booked.nom} · Lombalgie · planifié`);
  await expect(page.getByText("Demande planifiée avec succès.")).toHaveCount(0);
  const force = conflict.getByRole("button", { name: "Réserver quand même" });
  await force.scrollIntoViewIfNeeded();
  await expect(force).toBeInViewport();
  await expectNoHorizontalOverflow(page);
  mkdirSync(shotsDir, { recursive: true });
  await conflict.screenshot({ path: path.join(shotsDir, "conversion-conflict-390.png") });
  await page.screenshot({ path: path.join(shotsDir, "conversion-conflict-page-390.png"), fullPage: true });

  await force.click();
  await expect(page.getByText("Demande planifiée avec succès.")).toBeVisible();
});
