import AxeBuilder from "@axe-core/playwright";
import { devices } from "@playwright/test";
import { type APIRequestContext } from "@playwright/test";
import { expect, test, watchForProblems } from "./fixtures";
import { e2eAdmin, e2eSmtpPort } from "../../playwright.config";
import { openDayFrom } from "./public-form-days";
import { logIn, openAs } from "./staff-session";
import { startSmtpServer, type ReceivedMail } from "../integration/notifications-test-servers";

/**
 * The waiting list (issue 33, decision 051) on a 390 px phone, against the running server, its
 * scheduler (WAITLIST_POLL_SECONDS=2) and a real SMTP server: a visitor joins the list for a day
 * fully booked, with the code e-mailed to them; the front desk cancels an appointment of that day;
 * the offer arrives by e-mail, its link is opened and the slot taken; the appointment exists.
 */
test.describe.configure({ mode: "serial" });
test.use({ viewport: { width: 390, height: 844 }, reducedMotion: "reduce" });

const stamp = Date.now().toString(36).slice(-5);
const doctor = {
  username: `rachid.ouazzani.${stamp}`,
  password: "medecin-mot-de-passe",
  role: "MEDECIN",
  nom: `Ouazzani${stamp}`,
  prenom: "Rachid",
  email: `rachid.ouazzani.${stamp}@e2e.test`,
};
const visitor = { nom: `Bennis${stamp}`, prenom: "Leila", email: `leila.${stamp}@exemple.test` };

let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let headers: { Authorization: string };
let doctorId: number;
let typeId: number;
let day: string;
/** The appointments filling the doctor's day, by start; the one the first journey cancels. */
let booked: { id: number; debut: string }[] = [];
let freedAppointment: { id: number; debut: string };

async function mailTo(to: string, text: RegExp, timeoutMs = 20_000): Promise<ReceivedMail> {
  let found: ReceivedMail | undefined;
  await expect.poll(() => (found = smtp.mails.find((mail) => mail.to.includes(to) && text.test(mail.text))), { timeout: timeoutMs, intervals: [250] }).toBeTruthy();
  return found!;
}

async function json<T>(response: Awaited<ReturnType<APIRequestContext["get"]>>, status: number): Promise<T> {
  expect(response.status(), await response.text()).toBe(status);
  return (await response.json()) as T;
}

test.beforeAll(async ({ request }) => {
  smtp = await startSmtpServer(e2eSmtpPort);
  const session = await logIn(request, e2eAdmin);
  headers = { Authorization: `Bearer ${session.token}` };
  doctorId = (await json<{ id: number }>(await request.post("/api/users", { data: doctor, headers }), 201)).id;
  const types = await json<{ id: number; libelleFr: string }[]>(await request.get("/api/booking/types"), 200);
  typeId = types.find((type) => type.libelleFr === "Première consultation")!.id;
  day = (await openDayFrom(request, 3)).iso;
  // The doctor's whole day is booked: one appointment per free slot.
  const slots = await json<{ debut: string; fin: string }[]>(await request.get(`/api/booking/slots?type=${typeId}&du=${day}&au=${day}&medecinId=${doctorId}`), 200);
  expect(slots.length).toBeGreaterThan(2);
  const patient = await json<{ id: number }>(
    await request.post("/api/patients", {
      headers,
      data: { nom: `Agenda${stamp}`, prenom: "Plein", dateNaissance: "1970-01-01", gender: "H", telephone: "06 11 11 11 11", adresse: "Rabat", mutuelle: false, compagnie: null, email: `plein.${stamp}@exemple.test` },
    }),
    201,
  );
  booked = [];
  for (const slot of slots) {
    const created = await json<{ id: number }>(
      await request.post("/api/appointments", { headers, data: { dateHeure: `${slot.debut}:00`, motif: "Contrôle", patient: { id: patient.id }, medecin: { id: doctorId }, dureeMinutes: 30 } }),
      201,
    );
    booked.push({ id: created.id, debut: slot.debut });
  }
  freedAppointment = booked[Math.floor(booked.length / 2)]!;
  expect(await json<unknown[]>(await request.get(`/api/booking/slots?type=${typeId}&du=${day}&au=${day}&medecinId=${doctorId}`), 200)).toEqual([]);
});

test.afterAll(async () => {
  await smtp?.close();
});

test("a visitor joins the waiting list, a cancellation frees a slot, the offer arrives and is taken", async ({ page, request }) => {
  test.setTimeout(90_000);
  const problems = watchForProblems(page);
  await page.goto(`/rendez-vous/liste-attente?type=${typeId}&medecinId=${doctorId}&du=${day}&au=${day}`);
  await expect(page.getByRole("heading", { level: 1, name: "Prévenez-moi si un créneau se libère" })).toBeVisible();
  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations.filter((violation) => violation.impact === "serious" || violation.impact === "critical").map((violation) => violation.id)).toEqual([]);

  const form = page.getByRole("form", { name: "Inscription à la liste d'attente" });
  await expect(form.getByLabel("Type de consultation")).toHaveValue(String(typeId));
  await expect(form.getByLabel("Médecin")).toHaveValue(String(doctorId));
  await form.getByRole("textbox", { name: "Nom", exact: true }).fill(visitor.nom);
  await form.getByLabel("Prénom").fill(visitor.prenom);
  await form.getByLabel("Date de naissance").fill("02/05/1985");
  await form.getByLabel("Une femme").check();
  await form.getByLabel("Mobile ou e-mail").fill(visitor.email);
  await form.getByRole("button", { name: "Recevoir le code" }).click();

  const codeForm = page.getByRole("form", { name: "Vérifiez votre contact" });
  await expect(codeForm.getByText(/Un code à 6 chiffres vient d'être envoyé à l•••@exemple\.test/)).toBeVisible();
  const codeMail = await mailTo(visitor.email, /votre code de confirmation est \d{6}/);
  const code = /(\d{6})/.exec(codeMail.text)![1]!;
  await codeForm.getByLabel("Code reçu").fill(code);
  await codeForm.getByRole("button", { name: "Valider mon inscription" }).click();
  await expect(page.getByRole("heading", { name: "Vous êtes sur la liste d'attente" })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath("waiting-list-joined-390.png"), fullPage: true });

  // The front desk cancels one appointment of that day: the next round offers its slot.
  const cancelled = await request.patch(`/api/appointments/${freedAppointment.id}`, { headers, data: { status: "annule", motifAnnulation: "Patient empêché", annulePar: "patient" } });
  expect(cancelled.status(), await cancelled.text()).toBe(200);

  const offerMail = await mailTo(visitor.email, /un créneau s'est libéré/, 30_000);
  const time = freedAppointment.debut.slice(11, 16);
  expect(offerMail.text).toContain(`à ${time} (heure du Maroc) avec Dr ${doctor.prenom} ${doctor.nom}`);
  expect(offerMail.text).not.toContain(visitor.nom);
  const link = /https?:\/\/\S+\/rendez-vous\/offre\/[A-Za-z0-9_-]{43}/.exec(offerMail.text)![0];
  // The slot is held for the person: no visitor sees it meanwhile.
  expect(await json<unknown[]>(await request.get(`/api/booking/slots?type=${typeId}&du=${day}&au=${day}&medecinId=${doctorId}`), 200)).toEqual([]);

  await page.goto(new URL(link).pathname);
  await expect(page.getByRole("heading", { level: 1, name: "Un créneau s'est libéré pour vous" })).toBeVisible();
  await expect(page.getByText(new RegExp(`à ${time} avec Dr ${doctor.prenom} ${doctor.nom}`))).toBeVisible();
  await expect(page.getByText("(heure du Maroc)", { exact: true })).toBeVisible();
  expect(await page.locator('meta[name="robots"]').getAttribute("content")).toMatch(/noindex/);
  await page.screenshot({ path: test.info().outputPath("waiting-list-offer-390.png"), fullPage: true });
  await page.getByRole("button", { name: "Prendre ce rendez-vous" }).click();
  await expect(page.getByText("Votre rendez-vous est réservé. À bientôt au cabinet.")).toBeVisible();

  const agenda = await json<{ id: number; dateHeure: string; status: string; patient: { nom: string; prenom: string } }[]>(
    await request.get(`/api/appointments?du=${day}&au=${day}&medecinId=${doctorId}`, { headers }),
    200,
  );
  const taken = agenda.filter((appointment) => appointment.patient.nom === visitor.nom && appointment.status !== "annule");
  expect(taken).toHaveLength(1);
  expect(problems).toEqual([]);
});

test("the staff see the entry satisfied and its accepted offer, on a phone", async ({ page, request }) => {
  const session = await logIn(request, e2eAdmin);
  await openAs(page, session, "/responsable/liste-attente");
  await expect(page.getByRole("heading", { level: 1, name: "Liste d'attente" })).toBeVisible();
  await page.getByRole("button", { name: "Toutes (30 derniers jours)" }).click();
  const card = page.getByRole("listitem").filter({ hasText: `${visitor.prenom} ${visitor.nom}` });
  await expect(card.getByText("Rendez-vous pris")).toBeVisible();
  await expect(card.getByText("Accepté")).toBeVisible();
  await page.screenshot({ path: test.info().outputPath("waiting-list-staff-390.png"), fullPage: true });
});

test("the Arabic page, right to left, and the staff's table on a desktop", async ({ page, request }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const problems = watchForProblems(page);
  await page.goto("/ar/rendez-vous/liste-attente");
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.getByRole("heading", { level: 1, name: "أخبروني إذا أصبح موعد متاحًا" })).toBeVisible();
  const form = page.getByRole("form", { name: "التسجيل في لائحة الانتظار" });
  await expect(form.getByLabel("الهاتف المحمول أو البريد الإلكتروني")).toBeVisible();
  // Nothing filled: the form says so in Arabic and sends nothing.
  await form.getByRole("button", { name: "توصلوا بالرمز" }).click();
  await expect(form.getByText("يرجى ملء الخانات الإلزامية.")).toBeVisible();
  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations.filter((violation) => violation.impact === "serious" || violation.impact === "critical").map((violation) => violation.id)).toEqual([]);
  await page.screenshot({ path: test.info().outputPath("waiting-list-ar-1440.png"), fullPage: true });

  const session = await logIn(request, e2eAdmin);
  await openAs(page, session, "/responsable/liste-attente");
  await page.getByRole("button", { name: "Toutes (30 derniers jours)" }).click();
  const table = page.getByRole("table", { name: "Liste d'attente" });
  await expect(table.getByRole("row").filter({ hasText: `${visitor.prenom} ${visitor.nom}` })).toBeVisible();
  const staffAxe = await new AxeBuilder({ page }).analyze();
  expect(staffAxe.violations.filter((violation) => violation.impact === "serious" || violation.impact === "critical").map((violation) => violation.id)).toEqual([]);
  await page.screenshot({ path: test.info().outputPath("waiting-list-staff-1440.png"), fullPage: true });
  expect(problems).toEqual([]);
});

test("without scripts: the form, the code, then the offer taken from its page", async ({ browser, request }) => {
  test.setTimeout(90_000);
  const context = await browser.newContext({ ...devices["Desktop Chrome"], viewport: { width: 390, height: 844 }, javaScriptEnabled: false, locale: "fr-FR", timezoneId: "Africa/Casablanca" });
  const page = await context.newPage();
  const email = `nora.${stamp}@exemple.test`;
  try {
    await page.goto(`/rendez-vous/liste-attente?type=${typeId}&medecinId=${doctorId}&du=${day}&au=${day}`);
    const form = page.getByRole("form", { name: "Inscription à la liste d'attente" });
    await form.getByRole("textbox", { name: "Nom", exact: true }).fill(`Sefrioui${stamp}`);
    await form.getByLabel("Prénom").fill("Nora");
    await form.getByLabel("Date de naissance").fill("14/09/1990");
    await form.getByLabel("Une femme").check();
    await form.getByLabel("Mobile ou e-mail").fill(email);
    await form.getByRole("button", { name: "Recevoir le code" }).click();
    const codeForm = page.getByRole("form", { name: "Vérifiez votre contact" });
    await expect(codeForm).toBeVisible();
    const code = /(\d{6})/.exec((await mailTo(email, /votre code de confirmation est \d{6}/)).text)![1]!;
    await codeForm.getByLabel("Code reçu").fill(code);
    await codeForm.getByRole("button", { name: "Valider mon inscription" }).click();
    await expect(page.getByRole("heading", { name: "Vous êtes sur la liste d'attente" })).toBeVisible();

    const next = booked.find((appointment) => appointment.id !== freedAppointment.id)!;
    const cancelled = await request.patch(`/api/appointments/${next.id}`, { headers, data: { status: "annule", motifAnnulation: "Patient empêché", annulePar: "cabinet" } });
    expect(cancelled.status(), await cancelled.text()).toBe(200);
    const offer = await mailTo(email, /un créneau s'est libéré/, 30_000);
    const link = /https?:\/\/\S+\/rendez-vous\/offre\/[A-Za-z0-9_-]{43}/.exec(offer.text)![0];
    await page.goto(new URL(link).pathname);
    await page.getByRole("button", { name: "Prendre ce rendez-vous" }).click();
    await expect(page.getByText("Votre rendez-vous est réservé. À bientôt au cabinet.")).toBeVisible();
    const agenda = await json<{ status: string; patient: { prenom: string } }[]>(await request.get(`/api/appointments?du=${day}&au=${day}&medecinId=${doctorId}`, { headers }), 200);
    expect(agenda.filter((appointment) => appointment.patient.prenom === "Nora" && appointment.status !== "annule")).toHaveLength(1);
  } finally {
    await context.close();
  }
});
