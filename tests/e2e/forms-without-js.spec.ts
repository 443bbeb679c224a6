import { expect, test as plain, type APIRequestContext, type Browser, type Page } from "@playwright/test";
import { watchForProblems } from "./fixtures";
import { openDayFrom, staffToken } from "./public-form-days";
import { appointmentRequestMessages, contactMessages } from "../../src/schemas/public-form-messages";
import { appointmentFormCopyAr, contactFormCopyAr } from "../../src/content/ar/public-forms";

/**
 * The public forms before their scripts run and without scripts (issue 26, decision 032): the send
 * is not lost, it is stored through the same checks as the JSON API, the page comes back with the
 * spec's message, and on an error with what was typed.
 */

const stamp = Date.now().toString(36);

type StoredRequest = { nom: string; prenom: string; telephone: string; datePreferee: string; heurePreferee: string; motif: string };
type StoredMessage = { nomComplet: string; email: string; sujet: string; message: string };

async function storedRequests(request: APIRequestContext, nom: string): Promise<StoredRequest[]> {
  const token = await staffToken(request);
  const answer = await request.get(`/api/appointment-requests?nom=${encodeURIComponent(nom)}`, { headers: { Authorization: `Bearer ${token}` } });
  expect(answer.status()).toBe(200);
  return (await answer.json()) as StoredRequest[];
}

async function storedMessages(request: APIRequestContext, sujet: string): Promise<StoredMessage[]> {
  const token = await staffToken(request);
  const answer = await request.get("/api/contact-messages", { headers: { Authorization: `Bearer ${token}` } });
  expect(answer.status()).toBe(200);
  const { items } = (await answer.json()) as { items: StoredMessage[] };
  return items.filter((message) => message.sujet === sujet);
}

async function withoutScripts(browser: Browser, run: (page: Page) => Promise<void>) {
  const context = await browser.newContext({ javaScriptEnabled: false });
  try {
    await run(await context.newPage());
  } finally {
    await context.close();
  }
}

const appointmentForm = (page: Page) => page.getByRole("form", { name: "Demande de rendez-vous" });
const contactForm = (page: Page) => page.getByRole("form", { name: "Formulaire de contact" });

async function fillRequest(page: Page, values: Record<"Nom" | "Prénom" | "Téléphone" | "Date préférée" | "Heure préférée" | "Motif", string>) {
  const form = appointmentForm(page);
  for (const [label, value] of Object.entries(values)) if (value) await form.getByLabel(new RegExp(`^${label}`)).fill(value);
}

/** Sends the form as the browser does, and waits for the page that answers. */
async function send(page: Page, form: ReturnType<typeof appointmentForm>, button: string | RegExp = /^Envoyer/) {
  await Promise.all([page.waitForLoadState("load"), page.waitForResponse((response) => response.request().method() === "POST"), form.getByRole("button", { name: button }).click()]);
}

plain.describe("with JavaScript disabled", () => {
  for (const path of ["/appointments", "/"]) {
    plain(`${path}: a request is stored, the success message shows, focused, and the fields are empty`, async ({ browser, request }) => {
      const day = await openDayFrom(request, 2);
      const nom = `SansScript${path.length}${stamp}`;
      await withoutScripts(browser, async (page) => {
        await page.goto(path);
        await fillRequest(page, { Nom: nom, Prénom: "Amine", Téléphone: "06 12 34 56 78", "Date préférée": day.text, "Heure préférée": "10:30", Motif: "Genou" });
        await send(page, appointmentForm(page));
        const status = appointmentForm(page).getByRole("status");
        await expect(status).toHaveText(appointmentRequestMessages.success);
        // The page opens on the message, scrolled to it and read out.
        await expect(status.locator("p")).toBeFocused();
        await expect(appointmentForm(page).getByLabel(/^Nom/)).toHaveValue("");
        expect(page.url()).not.toContain("?");
      });
      expect(await storedRequests(request, nom)).toEqual([
        expect.objectContaining({ nom, prenom: "Amine", telephone: "06 12 34 56 78", datePreferee: day.iso, heurePreferee: "10:30:00", motif: "Genou" }),
      ]);
    });
  }

  plain("/appointments: a missing field shows the required-fields message and keeps the others; nothing is stored", async ({ browser, request }) => {
    const day = await openDayFrom(request, 2);
    const nom = `Incomplet${stamp}`;
    await withoutScripts(browser, async (page) => {
      await page.goto("/appointments");
      await fillRequest(page, { Nom: nom, Prénom: "Amine", Téléphone: "", "Date préférée": day.text, "Heure préférée": "10:30", Motif: "Épaule" });
      await send(page, appointmentForm(page));
      const form = appointmentForm(page);
      await expect(form.getByRole("status")).toHaveText(appointmentRequestMessages.missingFields);
      await expect(form.getByLabel(/^Nom/)).toHaveValue(nom);
      await expect(form.getByLabel(/^Prénom/)).toHaveValue("Amine");
      await expect(form.getByLabel(/^Téléphone/)).toHaveValue("");
      await expect(form.getByLabel(/^Date préférée/)).toHaveValue(day.text);
      await expect(form.getByLabel(/^Heure préférée/)).toHaveValue("10:30");
      await expect(form.getByLabel(/^Motif/)).toHaveValue("Épaule");

      // Completed, the same page sends it.
      await form.getByLabel(/^Téléphone/).fill("0612345678");
      await send(page, form);
      await expect(appointmentForm(page).getByRole("status")).toHaveText(appointmentRequestMessages.success);
    });
    expect(await storedRequests(request, nom)).toHaveLength(1);
  });

  plain("/appointments: what the server refuses comes back beside its field, with the values", async ({ browser, request }) => {
    const nom = `Passe${stamp}`;
    await withoutScripts(browser, async (page) => {
      await page.goto("/appointments");
      await fillRequest(page, { Nom: nom, Prénom: "Amine", Téléphone: "0612345678", "Date préférée": "01/01/2020", "Heure préférée": "10:30", Motif: "" });
      await send(page, appointmentForm(page));
      const form = appointmentForm(page);
      await expect(form.getByRole("status")).toHaveText(appointmentRequestMessages.failed);
      // A past date: the form names it in its own words, as with scripts.
      await expect(form.getByText(/^Date invalide ou passée/)).toBeVisible();
      await expect(form.getByLabel(/^Date préférée/)).toHaveAttribute("aria-invalid", "true");
      await expect(form.getByLabel(/^Nom/)).toHaveValue(nom);
    });
    expect(await storedRequests(request, nom)).toEqual([]);
  });

  plain("/contact: a message is stored and the success message shows; a missing field keeps the others", async ({ browser, request }) => {
    const sujet = `Sans script ${stamp}`;
    await withoutScripts(browser, async (page) => {
      await page.goto("/contact");
      const form = contactForm(page);
      await form.getByLabel("Nom complet").fill("Nadia Lahlou");
      await form.getByLabel("E-mail").fill("nadia@example.ma");
      await form.getByLabel("Sujet").fill(sujet);
      await send(page, form);
      await expect(contactForm(page).getByRole("status")).toHaveText(contactMessages.missingFields);
      await expect(contactForm(page).getByLabel("Nom complet")).toHaveValue("Nadia Lahlou");
      await expect(contactForm(page).getByLabel("E-mail")).toHaveValue("nadia@example.ma");
      await expect(contactForm(page).getByLabel("Sujet")).toHaveValue(sujet);
      expect(await storedMessages(request, sujet)).toEqual([]);

      await contactForm(page).getByLabel("Message").fill("Bonjour, êtes-vous ouverts le samedi ?");
      await send(page, contactForm(page));
      await expect(contactForm(page).getByRole("status")).toHaveText(contactMessages.success);
      await expect(contactForm(page).getByLabel("Sujet")).toHaveValue("");
    });
    expect(await storedMessages(request, sujet)).toEqual([
      expect.objectContaining({ nomComplet: "Nadia Lahlou", email: "nadia@example.ma", sujet, message: "Bonjour, êtes-vous ouverts le samedi ?" }),
    ]);
  });

  plain("the page a post answered is the sender's alone: the next visitor gets the page as built", async ({ browser, request }) => {
    const nom = `Prive${stamp}`;
    await withoutScripts(browser, async (page) => {
      await page.goto("/appointments");
      await fillRequest(page, { Nom: nom, Prénom: "", Téléphone: "0612345678", "Date préférée": "", "Heure préférée": "", Motif: "" });
      await send(page, appointmentForm(page));
      await expect(appointmentForm(page).getByLabel(/^Nom/)).toHaveValue(nom);
    });
    const again = await request.get("/appointments");
    expect(again.status()).toBe(200);
    expect(await again.text()).not.toContain(nom);
  });
});

plain.describe("the Arabic pages with JavaScript disabled", () => {
  /** Fills fields by their names, the contract the server reads whatever the labels' language. */
  async function fillByName(form: ReturnType<typeof appointmentForm>, values: Record<string, string>) {
    for (const [name, value] of Object.entries(values)) await form.locator(`[name="${name}"]`).fill(value);
  }

  plain("/ar/appointments: a missing field shows the Arabic message with the others kept, then the request is stored", async ({ browser, request }) => {
    const day = await openDayFrom(request, 2);
    const nom = `Arabe${stamp}`;
    await withoutScripts(browser, async (page) => {
      await page.goto("/ar/appointments");
      const form = () => page.getByRole("form", { name: appointmentFormCopyAr.formLabel });
      await fillByName(form(), { nom, prenom: "Amine", datePreferee: day.text, heurePreferee: "11:00", motif: "ركبة" });
      await send(page, form(), appointmentFormCopyAr.submit);
      await expect(form().getByRole("status")).toHaveText(appointmentFormCopyAr.messages.missingFields);
      await expect(form().locator('[name="nom"]')).toHaveValue(nom);
      await expect(form().locator('[name="motif"]')).toHaveValue("ركبة");

      await fillByName(form(), { telephone: "0612345678" });
      await send(page, form(), appointmentFormCopyAr.submit);
      await expect(form().getByRole("status")).toHaveText(appointmentFormCopyAr.messages.success);
      expect(page.url()).toMatch(/\/ar\/appointments$/);
    });
    expect(await storedRequests(request, nom)).toEqual([expect.objectContaining({ nom, prenom: "Amine", datePreferee: day.iso, motif: "ركبة" })]);
  });

  plain("/ar/contact: the message is stored and the Arabic success message shows", async ({ browser, request }) => {
    const sujet = `Arabe ${stamp}`;
    await withoutScripts(browser, async (page) => {
      await page.goto("/ar/contact");
      const form = () => page.getByRole("form", { name: contactFormCopyAr.formLabel });
      await fillByName(form(), { nomComplet: "نادية", email: "nadia@example.ma", sujet, message: "مرحبا" });
      await send(page, form(), contactFormCopyAr.submit);
      await expect(form().getByRole("status")).toHaveText(contactFormCopyAr.messages.success);
    });
    expect(await storedMessages(request, sujet)).toHaveLength(1);
  });
});

plain.describe("sent before the page's scripts have run", () => {
  plain("/appointments: the send is stored, and the page that answers hydrates with its message and what was typed", async ({ page, request }) => {
    const day = await openDayFrom(request, 2);
    const nom = `AvantScripts${stamp}`;
    // The page's scripts are held back: the form is the server's HTML, as on a slow phone.
    await page.route("**/_next/static/**/*.js", (route) => route.abort());
    await page.goto("/appointments", { waitUntil: "domcontentloaded" });
    await fillRequest(page, { Nom: nom, Prénom: "", Téléphone: "0612345678", "Date préférée": day.text, "Heure préférée": "09:15", Motif: "Dos" });
    await page.unroute("**/_next/static/**/*.js");
    // The page that answers, scripts running, must raise nothing (a blocked inline script among them).
    const problems = watchForProblems(page);
    await send(page, appointmentForm(page));
    await page.waitForFunction(() => "next" in window);

    const form = appointmentForm(page);
    await expect(form.getByRole("status")).toHaveText(appointmentRequestMessages.missingFields);
    await expect(form.getByLabel(/^Nom/)).toHaveValue(nom);
    await expect(form.getByLabel(/^Date préférée/)).toHaveValue(day.text);
    // Hydrated on the answer: the scripts now send the completed form as JSON, as the spec's client does.
    await form.getByLabel(/^Prénom/).fill("Amine");
    const json = page.waitForRequest((sent) => sent.method() === "POST" && new URL(sent.url()).pathname === "/api/appointment-requests");
    await form.getByRole("button", { name: "Envoyer la demande" }).click();
    expect((await json).postDataJSON()).toMatchObject({ nom, prenom: "Amine", datePreferee: day.iso, heurePreferee: "09:15:00" });
    await expect(form.getByRole("status")).toHaveText(appointmentRequestMessages.success);
    expect(await storedRequests(request, nom)).toHaveLength(1);
    expect(problems).toEqual([]);
  });

  plain("/contact: a send made before the scripts run is stored and answered with the message", async ({ page, request }) => {
    const sujet = `Avant scripts ${stamp}`;
    await page.route("**/_next/static/**/*.js", (route) => route.abort());
    await page.goto("/contact", { waitUntil: "domcontentloaded" });
    const form = contactForm(page);
    await form.getByLabel("Nom complet").fill("Karim El Amrani");
    await form.getByLabel("E-mail").fill("karim@example.ma");
    await form.getByLabel("Sujet").fill(sujet);
    await form.getByLabel("Message").fill("Bonjour");
    await page.unroute("**/_next/static/**/*.js");
    const problems = watchForProblems(page);
    await send(page, form);
    await page.waitForFunction(() => "next" in window);
    await expect(contactForm(page).getByRole("status")).toHaveText(contactMessages.success);
    expect(await storedMessages(request, sujet)).toHaveLength(1);
    expect(problems).toEqual([]);
  });
});
