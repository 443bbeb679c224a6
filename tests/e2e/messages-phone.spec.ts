import { mkdirSync } from "node:fs";
import path from "node:path";
import { type Locator, type Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { e2eAdmin } from "../../playwright.config";
import { formatDisplayDate } from "../../src/calendar/display-date";
import { dayHours } from "../../src/calendar/opening-hours";
import { addDays } from "../../src/calendar/plain-date";
import type { PracticeHours } from "../../src/schemas/practice-hours";
import { logIn, openAs } from "./staff-session";

/**
 * Issue 32, "Messages that tell the truth" (decision 043), on a 390 px phone: the outbox shows a
 * card per message, a message the log driver recorded (the e2e server has no SMS provider) says
 * it was not sent, and the admin is warned in the header; the public request forms, in French and
 * on /ar, show the day's hours beside a preferred time outside them, and still send the request.
 * Screenshots go to STAFF_SHOTS_DIR (default /tmp/shots-staff).
 */
test.use({ viewport: { width: 390, height: 844 } });
test.describe.configure({ mode: "serial" });

const shotsDir = process.env.STAFF_SHOTS_DIR ?? "/tmp/shots-staff";
const stamp = Date.now().toString(36).slice(-5);

async function pageWidth(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth);
}

/** The whole page, or only `part` of it (a form on a long page). */
async function shot(page: Page, name: string, part?: Locator) {
  mkdirSync(shotsDir, { recursive: true });
  const file = path.join(shotsDir, `${name}.png`);
  await (part ? part.screenshot({ path: file }) : page.screenshot({ path: file, fullPage: true }));
}

test("the outbox on a phone: a card per message, 'Non envoyé' for the log driver's, and the admins' warning", async ({ page, request }) => {
  const session = await logIn(request, e2eAdmin);
  const headers = { Authorization: `Bearer ${session.token}` };
  const nom = `Ouazzani-Benkirane ${stamp}`;
  const created = await request.post("/api/patients", {
    headers,
    data: { nom, prenom: "Khadija", email: `khadija.${stamp}@exemple.test`, dateNaissance: "1975-02-03", gender: "F", telephone: "06 11 22 33 44", adresse: "Rabat", mutuelle: false, compagnie: null },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  // SMS and WhatsApp agreed: one message, by WhatsApp; the e2e server has no SMS provider.
  expect((await request.put(`/api/patients/${id}/consentements`, { headers, data: { email: false, sms: true, whatsapp: true } })).status()).toBe(200);
  const booked = await request.post("/api/appointments", {
    headers,
    data: { dateHeure: "2030-03-12T10:00", motif: "Contrôle", patient: { id }, medecin: { id: Number(session.userId) } },
  });
  expect(booked.status()).toBe(201);

  // The sender polls every second: the message is soon recorded, not sent.
  await expect
    .poll(async () => {
      const list = (await (await request.get(`/api/patients/${id}/notifications`, { headers })).json()) as { canal: string; statut: string }[];
      return list.map((message) => `${message.canal}:${message.statut}`);
    })
    .toEqual(["whatsapp:non_envoye"]);

  await openAs(page, session, "/responsable/envois");
  const cards = page.getByRole("list", { name: "Messages envoyés" });
  await expect(cards).toBeVisible();
  await expect(page.getByRole("table")).toHaveCount(0);
  const card = cards.getByRole("listitem").filter({ hasText: nom });
  await expect(card).toHaveCount(1);
  await expect(card).toContainText("Non envoyé — aucun fournisseur configuré");
  await expect(card).toContainText("WhatsApp");
  await expect(card).not.toContainText("Envoyé le");
  const retry = card.getByRole("button", { name: /^Renvoyer le message/ });
  await expect(retry).toBeVisible();
  const box = await retry.boundingBox();
  expect(box!.x + box!.width).toBeLessThanOrEqual(390);

  const warning = page.getByRole("alert").filter({ hasText: "Des messages aux patients ne partent pas" });
  // The e2e server sends e-mails (SMTP_URL) but has no SMS provider.
  await expect(warning).toContainText("(SMS, WhatsApp)");
  await expect(warning.getByRole("link", { name: "Voir les messages non envoyés" })).toHaveAttribute("href", "/responsable/envois?statut=non_envoye");
  expect(await pageWidth(page)).toBeLessThanOrEqual(390);
  await shot(page, "envois-390");

  await warning.getByRole("link", { name: "Voir les messages non envoyés" }).click();
  await expect(page.getByLabel("État")).toHaveValue("non_envoye");
  await expect(cards.getByRole("listitem").first()).toContainText("Non envoyé");
});

/** The first day from tomorrow on with hours, and a time after its last closing. */
async function dayAndLateTime(page: Page): Promise<{ text: string; time: string; hours: string }> {
  const answer = await page.request.get("/api/practice/hours");
  const hours = (await answer.json()) as PracticeHours & { aujourdHui: string };
  for (let ahead = 1; ahead < 30; ahead += 1) {
    const iso = addDays(hours.aujourdHui, ahead);
    const { ranges } = dayHours(hours, iso);
    const last = ranges.at(-1);
    if (last && last.fin < "23:00") {
      return { text: formatDisplayDate(iso), time: "23:30", hours: ranges.map((range) => `${range.debut} - ${range.fin}`).join(", ") };
    }
  }
  throw new Error("no open day within a month");
}

test("the French request form shows the day's hours beside a time outside them, and sends the request", async ({ page }) => {
  await page.goto("/appointments");
  const day = await dayAndLateTime(page);
  const form = page.getByRole("form", { name: "Demande de rendez-vous" });
  await form.getByRole("textbox", { name: "Nom", exact: true }).fill(`Tazi${stamp}`);
  await form.getByLabel("Prénom").fill("Omar");
  await form.getByLabel("Téléphone").fill("06 55 44 33 22");
  await form.getByLabel("Date préférée").pressSequentially(day.text.replaceAll("/", ""));
  const time = form.getByLabel("Heure préférée");
  await time.fill(day.time);
  await expect(time).toHaveAccessibleDescription(new RegExp(`^Cette heure est en dehors des heures d'ouverture \\(le \\w+ : ${day.hours}\\)`));
  await expect(form.getByText(/en dehors des heures d'ouverture/)).toBeVisible();
  expect(await pageWidth(page)).toBeLessThanOrEqual(390);
  await form.getByText(/en dehors des heures d'ouverture/).scrollIntoViewIfNeeded();
  await shot(page, "rdv-heure-390", form);

  await time.fill("10:00");
  await expect(form.getByText(/en dehors des heures d'ouverture/)).toHaveCount(0);
  await time.fill(day.time);
  await form.getByRole("button", { name: "Envoyer la demande" }).click();
  await expect(form.getByText("Demande de rendez-vous enregistrée avec succès.")).toBeVisible();
});

test("the Arabic request form shows the hint in Arabic, and sends the request in Arabic", async ({ page, request }) => {
  await page.goto("/ar/appointments");
  const day = await dayAndLateTime(page);
  const form = page.locator("form").filter({ has: page.locator("#rdv-heurePreferee") });
  const nom = `العلوي${stamp}`;
  await page.locator("#rdv-nom").fill(nom);
  await page.locator("#rdv-prenom").fill("سناء");
  await page.locator("#rdv-telephone").fill("06 55 44 33 11");
  await page.locator("#rdv-datePreferee").pressSequentially(day.text.replaceAll("/", ""));
  await page.locator("#rdv-heurePreferee").fill(day.time);
  await expect(page.locator("#rdv-heurePreferee")).toHaveAccessibleDescription(new RegExp(`^هذا الوقت خارج أوقات عمل العيادة \\(`));
  expect(await pageWidth(page)).toBeLessThanOrEqual(390);
  await form.getByText(/خارج أوقات عمل العيادة/).scrollIntoViewIfNeeded();
  await shot(page, "ar-rdv-heure-390", form);

  await form.locator('button[type="submit"]').click();
  await expect(form.getByText("تم تسجيل طلب الموعد بنجاح.")).toBeVisible();
  // Stored with its language: converting it will answer in Arabic.
  const session = await logIn(request, e2eAdmin);
  // Newest first: this journey's request is on the first page.
  const triage = await request.get("/api/front-desk/requests", { headers: { Authorization: `Bearer ${session.token}` } });
  expect(triage.status()).toBe(200);
  const { items } = (await triage.json()) as { items: { nom: string; langue: string }[] };
  expect(items.filter((item) => item.nom === nom).map((item) => item.langue)).toEqual(["ar"]);
});
