import AxeBuilder from "@axe-core/playwright";
import type { APIRequestContext, Browser, Page } from "@playwright/test";
import { expect, test, watchForProblems } from "./fixtures";
import { e2eSmtpPort } from "../../playwright.config";
import { openDayFrom, staffToken } from "./public-form-days";
import { startSmtpServer, type ReceivedMail } from "../integration/notifications-test-servers";

/**
 * The patient's own link (issue 33, decision 050) through the running server and a real SMTP
 * server, on a phone (390 px): the confirmation e-mail of an appointment carries the link; the
 * patient opens it, cancels, and the slot is free again for the next visitor; the Arabic page is
 * right to left; without JavaScript the cancel works the same. The page sends no Referer and is
 * never indexed.
 */
test.describe.configure({ mode: "serial" });

const stamp = Date.now().toString(36).slice(-5);
const doctor = {
  username: `lien.medecin.${stamp}`,
  password: "medecin-mot-de-passe",
  role: "MEDECIN",
  nom: `Lahlou${stamp}`,
  prenom: "Rachid",
  email: `lien.medecin.${stamp}@e2e.test`,
};
const LINK = /http:\/\/127\.0\.0\.1:\d+(\/rendez-vous\/gerer\/[\w-]{43})/;

let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let headers: Record<string, string>;
let doctorId: number;
let typeId: number;
let day: string;

async function mailTo(to: string, text: RegExp): Promise<ReceivedMail> {
  let found: ReceivedMail | undefined;
  await expect.poll(() => (found = smtp.mails.find((mail) => mail.to.includes(to) && text.test(mail.text))), { timeout: 15_000, intervals: [250] }).toBeTruthy();
  return found!;
}

/** A patient who agreed to e-mail, booked by the front desk at `time` on `day`: returns the path of the link the confirmation carries. */
async function bookedLink(request: APIRequestContext, time: string, name: string, visitTypeId?: number): Promise<string> {
  const email = `${name.toLowerCase()}.${stamp}@exemple.test`;
  const created = await request.post("/api/patients", {
    headers,
    data: { nom: `${name}${stamp}`, prenom: "Salma", email, dateNaissance: "1985-02-03", gender: "F", telephone: "06 12 34 56 78", adresse: "Rabat", mutuelle: false, compagnie: null },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  expect((await request.put(`/api/patients/${id}/consentements`, { headers, data: { email: true, sms: false, whatsapp: false } })).status()).toBe(200);
  const booked = await request.post("/api/appointments", { headers, data: { dateHeure: `${day}T${time}`, motif: "Contrôle du genou", patient: { id }, medecin: { id: doctorId }, ...(visitTypeId ? { visitTypeId } : {}) } });
  expect(booked.status()).toBe(201);
  const mail = await mailTo(email, LINK);
  expect(mail.text).toContain("Confirmer, annuler ou déplacer votre rendez-vous : ");
  return LINK.exec(mail.text)![1]!;
}

async function freeTimes(request: APIRequestContext): Promise<string[]> {
  const answer = await request.get(`/api/booking/slots?type=${typeId}&du=${day}&au=${day}&medecinId=${doctorId}`);
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { debut: string }[]).map((slot) => slot.debut.slice(11));
}

async function cancelOn(page: Page, checkAccessibility = false) {
  await page.getByRole("link", { name: "Annuler le rendez-vous" }).click();
  if (checkAccessibility) {
    await expect(page.getByRole("group", { name: "Pourquoi annulez-vous ?" })).toBeVisible();
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  }
  await page.getByRole("radio", { name: "Un empêchement" }).check();
  await page.getByRole("button", { name: "Confirmer l'annulation" }).click();
  await expect(page.getByText("Votre rendez-vous est annulé. Le créneau est libéré pour un autre patient.")).toBeVisible();
}

test.beforeAll(async ({ request }) => {
  smtp = await startSmtpServer(e2eSmtpPort);
  headers = { Authorization: `Bearer ${await staffToken(request)}` };
  const created = await request.post("/api/users", { data: doctor, headers });
  expect(created.status()).toBe(201);
  doctorId = ((await created.json()) as { id: number }).id;
  // A type of its own, taken by every active doctor (no list), so that other journeys' changes to the pre-filled ones do not matter.
  const type = await request.post("/api/booking/visit-types", {
    headers,
    data: { libelleFr: `Contrôle lien ${stamp}`, libelleAr: `مراقبة ${stamp}`, dureeMinutes: 30, medecinIds: [], enLigne: true, reservablePar: "tous", actif: true, ordre: 900 },
  });
  expect(type.status()).toBe(201);
  typeId = ((await type.json()) as { id: number }).id;
  day = (await openDayFrom(request, 3)).iso;
});

test.afterAll(async () => {
  await smtp?.close();
});

test("at 390 px a patient opens the link from the e-mail, cancels, and the slot is free again for the next visitor", async ({ page, request }) => {
  const problems = watchForProblems(page);
  await page.setViewportSize({ width: 390, height: 844 });
  const path = await bookedLink(request, "10:00", "Kettani");
  expect(await freeTimes(request)).not.toContain("10:00");

  const response = await page.goto(path);
  expect(response!.headers()["referrer-policy"]).toBe("no-referrer");
  expect(response!.headers()["x-robots-tag"]).toBe("noindex, nofollow");
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  await expect(page.getByRole("heading", { level: 1, name: "Votre rendez-vous" })).toBeVisible();
  await expect(page.getByText("10:00 (heure du Maroc)")).toBeVisible();
  await expect(page.getByText(`Dr Rachid Lahlou${stamp}`)).toBeVisible();
  await expect(page.getByText(/jusqu'au .* à 08:00\./)).toBeVisible();
  // Nothing about the patient but the appointment.
  await expect(page.getByText(`Kettani${stamp}`)).toHaveCount(0);
  // Nothing wider than the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: "test-results/appointment-link-390.png", fullPage: true });
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

  await cancelOn(page, true);
  await expect(page.getByText("Annulé", { exact: true })).toBeVisible();
  await expect(page.getByRole("link", { name: "Prendre un autre rendez-vous" })).toBeVisible();
  expect(await freeTimes(request)).toContain("10:00");
  // The staff see what the patient did.
  const agenda = await request.get(`/api/appointments/agenda?du=${day}&au=${day}&medecinId=${doctorId}`, { headers });
  const entries = ((await agenda.json()) as { rendezVous: { status: string; actionPatient: string | null }[] }).rendezVous;
  expect(entries).toEqual([expect.objectContaining({ status: "annule", actionPatient: "annule" })]);
  expect(problems).toEqual([]);
});

test("the Arabic page is right to left; the appointment moves with the keyboard to a slot of its type; an unknown link says only that it is not valid", async ({ page, request }) => {
  const path = await bookedLink(request, "11:00", "Filali", typeId);
  // On a desk first (the view's screenshot), then on the phone.
  await page.goto(path);
  await page.screenshot({ path: "test-results/appointment-link-1440.png" });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/ar${path}`);
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.locator("html")).toHaveAttribute("lang", "ar");
  await expect(page.getByRole("heading", { level: 1, name: "موعدكم" })).toBeVisible();
  await expect(page.getByText("(بتوقيت المغرب)")).toBeVisible();
  await expect(page.getByRole("link", { name: "إلغاء الموعد" })).toBeVisible();
  await page.screenshot({ path: "test-results/appointment-link-ar-390.png", fullPage: true });
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

  // Moved with the keyboard, to a slot of the same type: each slot a button naming its day, time and doctor.
  await expect(page.getByRole("link", { name: "تغيير الموعد" })).toBeVisible();
  await page.goto(`/ar${path}?volet=deplacer&du=${day}`);
  await expect(page.getByRole("heading", { level: 2, name: "اختيار موعد جديد" })).toBeVisible();
  await page.screenshot({ path: "test-results/appointment-link-move-ar-390.png", fullPage: true });
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  const slot = page.getByRole("button", { name: new RegExp(`، 14:00، Dr Rachid Lahlou${stamp}$`) }).first();
  await slot.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { name: "تأكيد الموعد الجديد" })).toBeVisible();
  await page.getByRole("button", { name: "تأكيد التغيير" }).click();
  await expect(page.getByText("تم تغيير موعدكم. هذا هو الموعد الجديد.")).toBeVisible();
  expect(await freeTimes(request)).toContain("11:00");
  expect(await freeTimes(request)).not.toContain("14:00");
  await page.getByRole("link", { name: "Version française" }).click();
  await expect(page.locator("html")).toHaveAttribute("lang", "fr");
  await expect(page.getByText("14:00 (heure du Maroc)")).toBeVisible();

  for (const unknown of [`/rendez-vous/gerer/${"A".repeat(43)}`, "/rendez-vous/gerer/x"]) {
    await page.goto(unknown);
    await expect(page.getByRole("heading", { level: 1, name: "Lien non valide" })).toBeVisible();
  }
});

async function withoutScripts(browser: Browser, run: (page: Page) => Promise<void>) {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
  try {
    await run(await context.newPage());
  } finally {
    await context.close();
  }
}

test("without JavaScript the cancel works: the page posts, comes back with the message, and the slot is free", async ({ browser, request }) => {
  const path = await bookedLink(request, "12:00", "Sefrioui");
  expect(await freeTimes(request)).not.toContain("12:00");
  await withoutScripts(browser, async (page) => {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1, name: "Votre rendez-vous" })).toBeVisible();
    await cancelOn(page);
    await expect(page.getByText("Votre rendez-vous est annulé. Le créneau est libéré pour un autre patient.")).toBeFocused();
  });
  expect(await freeTimes(request)).toContain("12:00");
});
