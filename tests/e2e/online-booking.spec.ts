import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import { type APIRequestContext, type Browser, type Page } from "@playwright/test";
import { expect, test, watchForProblems } from "./fixtures";
import { e2eAdmin, e2eSmtpPort } from "../../playwright.config";
import { startSmtpServer, type ReceivedMail } from "../integration/notifications-test-servers";
import { addDays } from "../../src/calendar/plain-date";

/**
 * The public booking pages (issue 33, decision 049) on a 390 px phone: a visitor books a free slot
 * in French and in Arabic, with scripts and without, the code read from the e-mail the server
 * sends to a local SMTP server; a slot taken meanwhile gives "Ce créneau vient d'être pris" with
 * the next free slots; without a channel able to bring a code, the booking waits for the front
 * desk; with online booking off, the page says so. Each visitor has its own address (the e2e
 * server trusts one proxy hop): the server allows 3 online bookings a day per address.
 * Screenshots go to BOOKING_PAGES_SHOTS_DIR (default /tmp/shots-booking-pages).
 */
test.describe.configure({ mode: "serial" });

const shotsDir = process.env.BOOKING_PAGES_SHOTS_DIR ?? "/tmp/shots-booking-pages";
const stamp = Date.now().toString(36).slice(-5);
const doctor = {
  username: `dr.enligne.${stamp}`,
  password: "medecin-mot-de-passe",
  role: "MEDECIN",
  nom: `Idrissi${stamp}`,
  prenom: "Salma",
  email: `dr.enligne.${stamp}@e2e.test`,
};
const doctorName = `Dr Salma Idrissi${stamp}`;
const visitType = {
  libelleFr: `Bilan du genou ${stamp}`,
  libelleAr: `فحص الركبة ${stamp}`,
  dureeMinutes: 30,
  enLigne: true,
  reservablePar: "tous",
  instructionsFr: `Apportez vos radiographies du genou (${stamp}).`,
  instructionsAr: `أحضروا صور الأشعة الخاصة بالركبة (${stamp}).`,
  actif: true,
  ordre: 900,
};

let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let typeId = 0;
let doctorId = 0;
let visitors = 0;

async function adminHeaders(request: APIRequestContext) {
  const login = await request.post("/api/auth/login", { data: e2eAdmin });
  expect(login.status()).toBe(200);
  return { Authorization: `Bearer ${(await login.text()).trim().replace(/^"+|"+$/g, "")}` };
}

/** A new visitor on a 390 px phone, from an address of its own, with scripts or without. */
async function visitor(browser: Browser, scripts: boolean): Promise<{ page: Page; address: string; close: () => Promise<void> }> {
  visitors += 1;
  const address = `10.49.${visitors}.${Number.parseInt(stamp.slice(-2), 36) % 250}`;
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    hasTouch: true,
    isMobile: true,
    javaScriptEnabled: scripts,
    locale: "fr-FR",
    timezoneId: "Europe/Paris",
    extraHTTPHeaders: { "X-Forwarded-For": address },
  });
  return { page: await context.newPage(), address, close: () => context.close() };
}

/** Opens a page and, with scripts, waits until they run (fixtures.ts's rule for `page.goto`). */
async function open(page: Page, url: string, scripts: boolean) {
  await page.goto(url);
  if (scripts) await page.waitForFunction(() => "next" in window, undefined, { timeout: 10_000 });
}

async function mailWithCode(to: string, pattern: RegExp): Promise<string> {
  let found: ReceivedMail | undefined;
  await expect.poll(() => (found = smtp.mails.find((mail) => mail.to.includes(to) && pattern.test(mail.text))), { timeout: 15_000, intervals: [250] }).toBeTruthy();
  return pattern.exec(found!.text)![1]!;
}

async function shot(page: Page, name: string, fullPage = true) {
  mkdirSync(shotsDir, { recursive: true });
  await page.screenshot({ path: path.join(shotsDir, name), fullPage });
}

/** With BOOKING_PAGES_HTML_DIR set, the page's markup is kept for the Nu HTML checker (the steps after a post are no address CI crawls). */
async function keepHtml(page: Page, name: string) {
  const dir = process.env.BOOKING_PAGES_HTML_DIR;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, `${name}.html`), `<!DOCTYPE html>\n${await page.evaluate(() => document.documentElement.outerHTML)}`);
}

async function noSideways(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth), "the page scrolls sideways").toBeLessThanOrEqual(0);
}

/** The slot's start and doctor as its button posts them ("2026-12-03T09:30|12"). */
async function slotValue(button: ReturnType<Page["getByRole"]>) {
  const value = (await button.getAttribute("value"))!;
  const [debut] = value.split("|");
  return debut!;
}

async function freeSlots(request: APIRequestContext, day: string): Promise<string[]> {
  const answer = await request.get(`/api/booking/slots?type=${typeId}&du=${day}&au=${day}&medecinId=${doctorId}`);
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { debut: string }[]).map((slot) => slot.debut);
}

const phone = (n: number) => `06 ${String(40 + n).padStart(2, "0")} ${String(Number.parseInt(stamp.slice(-3), 36) % 100).padStart(2, "0")} 1${n} 2${n}`;

type Words = {
  path: string;
  heading: string;
  seeSlots: string;
  slotsHeading: string;
  slotName: RegExp;
  detailsHeading: string;
  labels: { nom: RegExp; prenom: RegExp; naissance: RegExp; telephone: RegExp; email: RegExp; gender: string };
  sendCode: string;
  codeHeading: string;
  codeLabel: RegExp;
  confirm: string;
  bookedHeading: string;
  mailCode: RegExp;
  steps: [string, string, string];
  type: string;
  instructions: string;
};

const french: Words = {
  path: "/rendez-vous",
  heading: "Réserver un créneau en ligne",
  seeSlots: "Voir les créneaux",
  slotsHeading: "Choisissez un jour et une heure",
  slotName: new RegExp(` à \\d\\d:\\d\\d, ${doctorName}$`),
  detailsHeading: "Vos coordonnées",
  labels: { nom: /^Nom/, prenom: /^Prénom/, naissance: /^Date de naissance/, telephone: /^Téléphone mobile/, email: /^E-mail/, gender: "Une femme" },
  sendCode: "Recevoir le code",
  codeHeading: "Confirmez avec le code",
  codeLabel: /^Code à 6 chiffres/,
  confirm: "Confirmer le rendez-vous",
  bookedHeading: "Votre rendez-vous est réservé",
  mailCode: /votre code de confirmation est (\d{6})/,
  steps: ["Étape 1 sur 3", "Étape 2 sur 3", "Étape 3 sur 3"],
  type: visitType.libelleFr,
  instructions: visitType.instructionsFr,
};

const arabic: Words = {
  path: "/ar/rendez-vous",
  heading: "احجزوا موعدًا عبر الإنترنت",
  seeSlots: "عرض المواعيد المتاحة",
  slotsHeading: "اختاروا اليوم والساعة",
  slotName: new RegExp(` على الساعة \\d\\d:\\d\\d، ${doctorName}$`),
  detailsHeading: "معلوماتكم",
  labels: { nom: /^الاسم العائلي/, prenom: /^الاسم الشخصي/, naissance: /^تاريخ الازدياد/, telephone: /^الهاتف المحمول/, email: /^البريد الإلكتروني/, gender: "أنثى" },
  sendCode: "استلام الرمز",
  codeHeading: "أكّدوا بالرمز",
  codeLabel: /^الرمز المكوّن من 6 أرقام/,
  confirm: "تأكيد الموعد",
  bookedHeading: "تم حجز موعدكم",
  mailCode: /رمز التأكيد الخاص بكم هو (\d{6})/,
  steps: ["المرحلة 1 من 3", "المرحلة 2 من 3", "المرحلة 3 من 3"],
  type: visitType.libelleAr,
  instructions: visitType.instructionsAr,
};

/** Steps 1 and 2: the type, this spec's doctor, the first free slot; returns the slot's button. */
async function chooseSlot(page: Page, words: Words, scripts: boolean) {
  await open(page, words.path, scripts);
  await expect(page.getByRole("heading", { level: 1, name: words.heading })).toBeVisible();
  await expect(page.getByText(words.steps[0])).toBeVisible();
  await page.getByRole("radio", { name: new RegExp(words.type) }).check();
  // The doctors are offered when more than one takes online bookings (other journeys add some).
  const mine = page.getByRole("radio", { name: doctorName });
  if ((await mine.count()) > 0) await mine.check();
  await page.getByRole("button", { name: words.seeSlots }).click();
  await expect(page.getByRole("heading", { name: words.slotsHeading })).toBeVisible();
  // The step's heading takes the focus: the page opens scrolled to it and it is read out.
  await expect(page.getByRole("heading", { name: words.slotsHeading })).toBeFocused();
  await expect(page.getByText(words.steps[1])).toBeVisible();
  await keepHtml(page, `${words.path.replaceAll("/", "-")}-${scripts ? "js" : "nojs"}-slots`);
  return page.getByRole("button", { name: words.slotName }).first();
}

/** Step 3 and the code; returns the slot's start. */
async function book(page: Page, words: Words, scripts: boolean, n: number, name: string) {
  const slot = await chooseSlot(page, words, scripts);
  const debut = await slotValue(slot);
  const label = (await slot.getAttribute("aria-label"))!;
  await slot.click();
  await expect(page.getByRole("heading", { name: words.detailsHeading })).toBeVisible();
  await expect(page.getByText(words.steps[2])).toBeVisible();
  // The posted step's heading takes the focus, so that it is read out (without scripts: autofocus).
  await expect(page.getByRole("heading", { name: words.detailsHeading })).toBeFocused();
  await keepHtml(page, `${words.path.replaceAll("/", "-")}-${scripts ? "js" : "nojs"}-details`);
  await expect(page.getByRole("main").locator("dl").first()).toContainText(debut.slice(11, 16));
  const email = `patient.${stamp}.${n}@exemple.test`;
  const form = page.getByRole("form", { name: words.detailsHeading });
  await form.getByLabel(words.labels.nom).fill(name);
  await form.getByLabel(words.labels.prenom).fill("Nadia");
  await form.getByLabel(words.labels.naissance).fill("12/03/1985");
  await form.getByRole("radio", { name: words.labels.gender }).check();
  await form.getByLabel(words.labels.telephone).fill(phone(n));
  await form.getByLabel(words.labels.email).fill(email);
  await form.getByRole("checkbox").check();
  await form.getByRole("button", { name: words.sendCode }).click();
  await expect(page.getByRole("heading", { name: words.codeHeading })).toBeVisible();
  await keepHtml(page, `${words.path.replaceAll("/", "-")}-${scripts ? "js" : "nojs"}-code`);
  const code = await mailWithCode(email, words.mailCode);
  await page.getByLabel(words.codeLabel).fill(code);
  await page.getByRole("button", { name: words.confirm }).click();
  await expect(page.getByRole("heading", { name: words.bookedHeading })).toBeVisible();
  await expect(page.getByText(words.instructions)).toBeVisible();
  await keepHtml(page, `${words.path.replaceAll("/", "-")}-${scripts ? "js" : "nojs"}-booked`);
  return { debut, label };
}

test.beforeAll(async ({ request }) => {
  smtp = await startSmtpServer(e2eSmtpPort);
  const headers = await adminHeaders(request);
  expect((await request.post("/api/users", { data: doctor, headers })).status()).toBe(201);
  doctorId = ((await (await request.get(`/api/users/email/${encodeURIComponent(doctor.email)}`, { headers })).json()) as { id: number }).id;
  const created = await request.post("/api/booking/visit-types", { headers, data: { ...visitType, medecinIds: [doctorId] } });
  expect(created.status(), await created.text()).toBe(201);
  typeId = ((await created.json()) as { id: number }).id;
});

test.afterAll(async ({ request }) => {
  await smtp?.close();
  if (!typeId) return;
  // The type leaves the site: the journeys after this one see the practice's own types only.
  const headers = await adminHeaders(request);
  await request.put(`/api/booking/visit-types/${typeId}`, { headers, data: { ...visitType, actif: false, enLigne: false, medecinIds: [doctorId] } });
});

for (const scripts of [true, false]) {
  test(`French, ${scripts ? "with" : "without"} scripts: type, slot, details, the e-mailed code, booked`, async ({ browser, request }) => {
    const { page, close } = await visitor(browser, scripts);
    const problems = scripts ? watchForProblems(page) : [];
    try {
      const { debut, label } = await book(page, french, scripts, scripts ? 1 : 2, `Berrada${stamp}`);
      const [, day, time] = /^(.*) à (\d\d:\d\d), /.exec(label)!;
      await expect(page.getByText(`Nous vous attendons le ${day} à ${time} (heure du Maroc).`)).toBeVisible();
      await expect(page.getByText(doctorName).first()).toBeVisible();
      await expect(page.getByText("Un lien pour confirmer, déplacer ou annuler ce rendez-vous vous a été envoyé.")).toBeVisible();
      if (scripts) await shot(page, "fr-booked-390.png");
      // The slot is booked: nobody is offered it any more.
      expect(await freeSlots(request, debut.slice(0, 10))).not.toContain(debut);
      await noSideways(page);
      expect(problems).toEqual([]);
    } finally {
      await close();
    }
  });
}

for (const scripts of [true, false]) {
  test(`Arabic, ${scripts ? "with" : "without"} scripts: right to left, Arabic words, booked`, async ({ browser, request }) => {
    const { page, close } = await visitor(browser, scripts);
    try {
      const { debut } = await book(page, arabic, scripts, scripts ? 3 : 4, `Alaoui${stamp}`);
      await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
      await expect(page.getByText(/^ننتظركم يوم .* على الساعة \d\d:\d\d \(بتوقيت المغرب\)\.$/)).toBeVisible();
      await expect(page.getByText("أُرسل إليكم رابط لتأكيد هذا الموعد أو تغييره أو إلغائه.")).toBeVisible();
      if (!scripts) await shot(page, "ar-booked-390.png");
      expect(await freeSlots(request, debut.slice(0, 10))).not.toContain(debut);
      await noSideways(page);
    } finally {
      await close();
    }
  });
}

for (const scripts of [true, false]) {
  test(`a slot taken meanwhile, ${scripts ? "with" : "without"} scripts: "Ce créneau vient d'être pris" and the next free slots to pick`, async ({ browser, request }) => {
    const { page, close } = await visitor(browser, scripts);
    try {
      const slot = await chooseSlot(page, french, scripts);
      const debut = await slotValue(slot);
      const label = (await slot.getAttribute("aria-label"))!;
      // Another visitor holds it first.
      const other = await request.post("/api/booking/holds", { data: { type: typeId, medecinId: doctorId, debut }, headers: { "X-Forwarded-For": `10.50.${scripts ? 1 : 2}.9` } });
      expect(other.status(), await other.text()).toBe(201);

      await slot.click();
      await expect(page.getByText("Ce créneau vient d'être pris")).toBeVisible();
      await expect(page.getByText("Voici les prochains créneaux libres :")).toBeVisible();
      const suggestions = page.getByRole("button", { name: french.slotName }).filter({ hasText: doctorName });
      await expect(suggestions).toHaveCount(3);
      // The slot list no longer offers the taken slot.
      await expect(page.getByRole("button", { name: label, exact: true })).toHaveCount(0);
      if (scripts) await shot(page, "fr-taken-390.png");
      await keepHtml(page, `taken-${scripts ? "js" : "nojs"}`);
      const next = (await suggestions.first().getAttribute("value"))!.split("|")[0]!;
      expect(next > debut).toBe(true);
      await suggestions.first().click();
      await expect(page.getByRole("heading", { name: "Vos coordonnées" })).toBeVisible();
      await expect(page.getByRole("main").locator("dl").first()).toContainText(next.slice(11, 16));
    } finally {
      await close();
    }
  });
}

test("without a channel able to bring a code (no e-mail, SMS not set up), the booking waits and the practice will call", async ({ browser }) => {
  const { page, close } = await visitor(browser, true);
  try {
    const slot = await chooseSlot(page, french, true);
    await slot.click();
    await expect(page.getByRole("heading", { name: "Vos coordonnées" })).toBeVisible();
    await shot(page, "fr-details-390.png");
    // Nothing sent while a required field is empty.
    await page.getByLabel(/^Nom/).fill(`Tazi${stamp}`);
    await page.getByRole("button", { name: "Recevoir le code" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Tous les champs obligatoires doivent être remplis." })).toBeVisible();
    await expect(page.getByLabel(/^Nom/)).toHaveValue(`Tazi${stamp}`);
    await page.getByLabel(/^Prénom/).fill("Omar");
    await page.getByLabel(/^Date de naissance/).fill("02/11/1979");
    await page.getByRole("radio", { name: "Un homme" }).check();
    await page.getByLabel(/^Téléphone mobile/).fill(phone(7));
    await page.getByRole("button", { name: "Recevoir le code" }).click();
    await expect(page.getByRole("heading", { name: "Demande enregistrée, à confirmer par le cabinet" })).toBeVisible();
    await expect(page.getByText("le cabinet vous appellera pour le confirmer")).toBeVisible();
    await expect(page.getByText(visitType.instructionsFr)).toBeVisible();
    await shot(page, "fr-awaiting-390.png");
    await keepHtml(page, "awaiting");
  } finally {
    await close();
  }
});

test("the pages at 768 and 1440 px, and the entries on / and /appointments", async ({ browser }) => {
  const { page, close } = await visitor(browser, true);
  try {
    for (const [home, appointments, entry] of [
      ["/", "/appointments", "Réserver un créneau en ligne"],
      ["/ar", "/ar/appointments", "احجزوا موعدًا عبر الإنترنت"],
    ] as const) {
      for (const from of [home, appointments]) {
        await open(page, from, true);
        const link = page.getByRole("main").getByRole("link", { name: entry });
        await expect(link).toHaveAttribute("href", home === "/" ? "/rendez-vous" : "/ar/rendez-vous");
        await link.scrollIntoViewIfNeeded();
        await page.evaluate(() => window.scrollBy(0, -240));
        await shot(page, `entry${from === "/" ? "-home" : from.replaceAll("/", "-")}-390.png`, false);
        // Not in the header's menu: the spec's five entries stay as they are.
        await expect(page.getByRole("banner").getByRole("link", { name: entry })).toHaveCount(0);
      }
    }
    await page.getByRole("main").getByRole("link", { name: "احجزوا موعدًا عبر الإنترنت" }).click();
    await expect(page).toHaveURL(/\/ar\/rendez-vous$/);
    await shot(page, "ar-choose-390.png");
    for (const width of [768, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      await open(page, `/rendez-vous?type=${typeId}&medecin=${doctorId}`, true);
      await expect(page.getByRole("heading", { name: "Choisissez un jour et une heure" })).toBeVisible();
      await noSideways(page);
      await shot(page, `fr-slots-${width}.png`);
      await open(page, `/ar/rendez-vous?type=${typeId}&medecin=${doctorId}`, true);
      await shot(page, `ar-slots-${width}.png`);
    }
    await page.setViewportSize({ width: 390, height: 844 });
    await open(page, `/rendez-vous?type=${typeId}&medecin=${doctorId}`, true);
    await noSideways(page);
    await shot(page, "fr-slots-390.png");
    await open(page, "/rendez-vous", true);
    await shot(page, "fr-choose-390.png");
    await keepHtml(page, "choose");
  } finally {
    await close();
  }
});

test("the slot grid with the keyboard: a day, then a slot, each announced with its day, time and doctor", async ({ browser }) => {
  const { page, close } = await visitor(browser, true);
  try {
    await open(page, `/rendez-vous?type=${typeId}&medecin=${doctorId}`, true);
    const days = page.getByRole("navigation", { name: "Jours avec des créneaux libres" }).getByRole("link");
    await expect(days.first()).toHaveAttribute("aria-current", "date");
    const second = days.nth(1);
    // The chip reads "mardi 3 décembre 2026, 12 créneaux"; its short words are hidden from screen readers.
    const dayTitle = (await second.locator(".sr-only").textContent())!.split(",")[0]!;
    await second.focus();
    await page.keyboard.press("Enter");
    await expect(second).toHaveAttribute("aria-current", "date");
    // The chosen day's title takes the focus, just above its slots.
    await expect(page.getByRole("heading", { level: 3, name: new RegExp(`^${dayTitle}`) })).toBeFocused();
    const firstSlot = page.getByRole("button", { name: french.slotName }).first();
    await firstSlot.focus();
    await expect(firstSlot).toHaveAccessibleName(new RegExp(`^${dayTitle} à \\d\\d:\\d\\d, ${doctorName}$`));
    await page.keyboard.press("Enter");
    await expect(page.getByRole("heading", { name: "Vos coordonnées" })).toBeFocused();
  } finally {
    await close();
  }
});

/** axe on the step shown: no serious or critical violation (the accessibility spec scans the addresses, not the steps after a post). */
async function expectAccessible(page: Page, label: string) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const blocking = violations.filter((violation) => violation.impact === "serious" || violation.impact === "critical");
  expect(blocking.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`), label).toEqual([]);
}

for (const words of [french, arabic]) {
  test(`${words.path}: every step up to the code is accessible (axe)`, async ({ browser }) => {
    const { page, close } = await visitor(browser, true);
    try {
      await page.emulateMedia({ reducedMotion: "reduce" });
      await open(page, words.path, true);
      await expectAccessible(page, "the choice");
      const slot = await chooseSlot(page, words, true);
      await expectAccessible(page, "the slots");
      await slot.click();
      await expect(page.getByRole("heading", { name: words.detailsHeading })).toBeVisible();
      await expectAccessible(page, "the details");
      const form = page.getByRole("form", { name: words.detailsHeading });
      await form.getByLabel(words.labels.nom).fill(`Axe${stamp}`);
      await form.getByLabel(words.labels.prenom).fill("Rim");
      await form.getByLabel(words.labels.naissance).fill("01/01/1990");
      await form.getByRole("radio", { name: words.labels.gender }).check();
      await form.getByLabel(words.labels.telephone).fill(phone(words === french ? 8 : 9));
      await form.getByLabel(words.labels.email).fill(`axe.${stamp}.${words === french ? 8 : 9}@exemple.test`);
      await form.getByRole("button", { name: words.sendCode }).click();
      await expect(page.getByRole("heading", { name: words.codeHeading })).toBeVisible();
      // A wrong code: the message beside the field, the tries left.
      await page.getByLabel(words.codeLabel).fill("000000");
      await page.getByRole("button", { name: words.confirm }).click();
      await expect(page.getByRole("status").filter({ hasText: words === french ? /^Code incorrect\s:\sil vous reste 4 essai/ : /^الرمز غير صحيح: تبقّى لكم 4/ })).toBeVisible();
      await expectAccessible(page, "the code");
    } finally {
      await close();
    }
  });
}

test("with online booking off, the page says so and leads to the request form and the waiting list", async ({ browser, request }) => {
  const headers = await adminHeaders(request);
  const { misAJourLe: _, ...rules } = (await (await request.get("/api/booking/settings", { headers })).json()) as Record<string, unknown>;
  expect((await request.put("/api/booking/settings", { headers, data: { ...rules, reservationEnLigne: false } })).status()).toBe(200);
  const { page, close } = await visitor(browser, false);
  try {
    await open(page, "/rendez-vous", false);
    await expect(page.getByRole("heading", { name: "La réservation en ligne est momentanément fermée." })).toBeVisible();
    await expect(page.getByRole("link", { name: "Envoyer une demande de rendez-vous" })).toHaveAttribute("href", "/appointments");
    await expect(page.getByRole("link", { name: "Prévenez-moi si un créneau se libère" })).toHaveAttribute("href", "/rendez-vous/liste-attente");
    await open(page, "/ar/rendez-vous", false);
    await expect(page.getByRole("heading", { name: "الحجز عبر الإنترنت مغلق مؤقتًا." })).toBeVisible();
    await expect(page.getByRole("link", { name: "إرسال طلب موعد" })).toHaveAttribute("href", "/ar/appointments");
  } finally {
    await close();
    expect((await request.put("/api/booking/settings", { headers, data: rules })).status()).toBe(200);
  }
});

test("a window of days past the horizon offers nothing", async ({ request }) => {
  const today = ((await (await request.get("/api/practice/hours")).json()) as { aujourdHui: string }).aujourdHui;
  // 90 days ahead is past the horizon (60 days): the page says there is nothing on these dates.
  const page = await request.get(`/rendez-vous?type=${typeId}&medecin=${doctorId}&du=${addDays(today, 90)}`);
  expect(page.status()).toBe(200);
  const html = await page.text();
  expect(html).toContain("Aucun créneau libre sur ces dates.");
  expect(html).not.toContain(`${addDays(today, 90)}T`);
});
