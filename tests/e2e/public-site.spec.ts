import { type Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { e2eAdmin } from "../../playwright.config";
import type { PracticeHours } from "../../src/schemas/practice-hours";
import { displayDate, openDayFrom, staffToken } from "./public-form-days";
import { openingHoursSpecification } from "../../src/calendar/opening-hours";

/** The public site (issue 4): home sections, both forms stored, login, not-found, titles, SEO. */

const title = (page: string) => new RegExp(`^${page} - Cabinet du Dr\\. .+$`);
const stamp = Date.now().toString(36);

function postsTo(page: Page, path: string): string[] {
  const seen: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST" && new URL(request.url()).pathname === path) seen.push(request.url());
  });
  return seen;
}

test.describe("home page", () => {
  test("shows every section in the spec's order", async ({ page }) => {
    await page.goto("/");
    await expect(page).toHaveTitle(title("Home"));

    const main = page.getByRole("main");
    const headings = [
      main.getByRole("heading", { level: 1 }),
      main.getByRole("heading", { name: "Une prise en charge fondée sur la confiance" }),
      main.getByRole("heading", { name: "Une expertise forgée au service des blessés" }),
      main.getByRole("heading", { name: "Des soins orthopédiques complets" }),
      main.getByRole("heading", { name: "Ils nous ont fait confiance" }),
      main.getByRole("heading", { name: "Ne laissez pas la douleur limiter vos mouvements" }),
      main.getByRole("heading", { name: "Dernières mises à jour" }),
      main.getByRole("heading", { name: "Demandez votre consultation" }),
      main.getByRole("heading", { name: "Questions fréquentes" }),
    ];
    let previous = -1;
    for (const heading of headings) {
      const box = await heading.boundingBox();
      expect(box, `${await heading.textContent()} is shown`).not.toBeNull();
      expect(box!.y).toBeGreaterThan(previous);
      previous = box!.y;
    }

    // Hero: info strip and the appointment button.
    const infoStrip = page.getByRole("list", { name: "Informations pratiques" });
    await expect(infoStrip).toContainText("Téléphone");
    await expect(infoStrip).toContainText("Urgences");
    await expect(infoStrip).toContainText("Adresse");
    await expect(main.getByRole("link", { name: "Rendez-vous", exact: true })).toHaveAttribute("href", "/appointments");

    // Nos valeurs, À propos, anchors.
    await expect(page.getByText("Nos valeurs", { exact: true })).toBeVisible();
    for (const value of ["Bienveillance", "Excellence", "Réactivité", "Innovation", "Compassion"]) {
      await expect(main.getByRole("heading", { name: value, exact: true })).toBeVisible();
    }
    await expect(page.locator("#about")).toContainText("À propos de nous");
    await expect(page.locator("#about")).toContainText("médecin militaire");
    await expect(page.locator("#services")).toBeAttached();
    await expect(page.locator("#appointment")).toBeAttached();

    // Services carousel: the seven services (clones for the infinite loop are hidden from assistive tech).
    const carousel = page.getByRole("region", { name: "Nos services" });
    for (const service of [
      "Fractures et Traumatismes",
      "Pathologies du Genou",
      "Pathologies de l'Épaule",
      "Pied & Cheville",
      "Suivi Post-Opératoire",
      "Infiltrations Articulaires",
      "Bassin & Hanche",
    ]) {
      await expect(carousel.locator('[role="group"]').filter({ hasText: service })).toHaveCount(1);
    }
    await expect(carousel.locator('[role="group"]')).toHaveCount(7);
    // At 1440 px wide, five slides are in view; 'next' moves one slide and the loop is infinite.
    await expect(carousel.locator('[role="group"]:not([aria-hidden])')).toHaveCount(5);
    await carousel.getByRole("button", { name: "Diapositive précédente" }).click();
    await expect(carousel.locator('[role="group"]:not([aria-hidden])').first()).toContainText("Bassin & Hanche");

    // Avis Patients: three tabs, the second selected, the 150+ claim.
    const tabs = page.getByRole("tab");
    await expect(tabs).toHaveCount(3);
    await expect(tabs.nth(1)).toHaveAttribute("aria-selected", "true");
    await expect(page.getByText("150+ avis patients")).toBeVisible();
    await tabs.nth(0).click();
    await expect(tabs.nth(0)).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("tabpanel")).toContainText("Karim");

    // Dernières mises à jour: three cards to the blog detail route.
    const news = page.locator("#actualites article");
    await expect(news).toHaveCount(3);
    for (const link of await news.getByRole("link").all()) await expect(link).toHaveAttribute("href", "/blog/blog-details");

    // The appointment form section.
    await expect(page.locator("#appointment").getByRole("button", { name: "Envoyer la demande" })).toBeVisible();

    // FAQ: five questions, the third open, one at a time, a click on the open one closes it.
    const questions = page.locator("#faq").getByRole("button");
    await expect(questions).toHaveCount(5);
    await expect(questions.nth(2)).toHaveAttribute("aria-expanded", "true");
    await questions.nth(0).click();
    await expect(questions.nth(0)).toHaveAttribute("aria-expanded", "true");
    await expect(questions.nth(2)).toHaveAttribute("aria-expanded", "false");
    await questions.nth(0).click();
    await expect(page.locator("#faq [aria-expanded=true]")).toHaveCount(0);

    await expect(page.getByRole("contentinfo")).toContainText("© 2026");
  });

  test("at exactly 1200 px wide the services carousel shows four services, laid out four to a view", async ({ page }) => {
    // Spec §9's breakpoints are slick's: '4 at 1200' holds at 1200 px and below.
    await page.setViewportSize({ width: 1200, height: 900 });
    await page.goto("/");
    const carousel = page.getByRole("region", { name: "Nos services" });
    const inView = carousel.locator('[role="group"]:not([aria-hidden])');
    await expect(inView).toHaveCount(4);
    const perView = await inView.first().evaluate((slide) => slide.parentElement!.getBoundingClientRect().width / slide.getBoundingClientRect().width);
    expect(Math.round(perView)).toBe(4);

    await page.setViewportSize({ width: 1201, height: 900 });
    await expect(inView).toHaveCount(5);
    const wider = await inView.first().evaluate((slide) => slide.parentElement!.getBoundingClientRect().width / slide.getBoundingClientRect().width);
    expect(Math.round(wider)).toBe(5);
  });

  test("the video popup loads the player only when opened, keeps focus and blanks it on close", async ({ page }) => {
    await page.goto("/");
    await expect(page.locator("iframe")).toHaveCount(0);
    const opener = page.getByRole("button", { name: "Découvrir le cabinet" });
    await opener.click();
    const dialog = page.getByRole("dialog", { name: "Présentation du cabinet en vidéo" });
    await expect(dialog).toBeVisible();
    await expect(dialog.locator("iframe")).toHaveAttribute("src", /^https:\/\/www\.youtube-nocookie\.com\/embed\//);
    await expect(dialog.getByRole("button", { name: "Fermer la vidéo" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(page.locator("iframe")).toHaveCount(0);
    await expect(opener).toBeFocused();
  });

  test("the video popup keeps focus inside while open: Tab and Shift+Tab cycle within it", async ({ page }) => {
    // A stand-in player with one control of its own, so that Tab has somewhere to go inside the frame.
    await page.route("https://www.youtube-nocookie.com/**", (route) =>
      route.fulfill({ contentType: "text/html", body: "<!doctype html><title>Lecteur</title><button>Lecture</button>" }),
    );
    await page.goto("/");
    await page.getByRole("button", { name: "Découvrir le cabinet" }).click();
    const dialog = page.getByRole("dialog", { name: "Présentation du cabinet en vidéo" });
    const close = dialog.getByRole("button", { name: "Fermer la vidéo" });
    await expect(close).toBeFocused();
    await expect(page.frameLocator("iframe").getByRole("button", { name: "Lecture" })).toBeVisible();
    const focusInDialog = () => dialog.evaluate((element) => element.contains(document.activeElement));

    for (const key of ["Tab", "Shift+Tab"]) {
      let backOnClose = false;
      for (let press = 0; press < 6; press++) {
        await page.keyboard.press(key);
        expect(await focusInDialog(), `${key} #${press + 1} keeps focus in the popup`).toBe(true);
        if (await close.evaluate((element) => element === document.activeElement)) backOnClose = true;
      }
      expect(backOnClose, `${key} comes back round to the close button`).toBe(true);
    }
    await close.click();
    await expect(dialog).toBeHidden();
  });

  // Sections below the first are laid out only near the viewport (decision 012): a jump must still
  // land on its section's top, just under the fixed header, on a phone as on a wide screen.
  const sectionTop = (page: Page, id: string) => page.evaluate((target) => Math.round(document.getElementById(target)!.getBoundingClientRect().top), id);

  for (const viewport of [{ width: 390, height: 844 }, { width: 1440, height: 900 }]) {
    test(`a hash in the address scrolls to its section's top (${viewport.width} px)`, async ({ page }) => {
      await page.setViewportSize(viewport);
      for (const id of ["appointment", "faq", "avis"]) {
        await page.goto("about:blank"); // a fresh load each time, not a jump within the page
        await page.goto(`/#${id}`);
        await expect.poll(() => sectionTop(page, id), { message: `#${id}` }).toBeGreaterThanOrEqual(0);
        await expect.poll(() => sectionTop(page, id), { message: `#${id}` }).toBeLessThan(150);
        await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
      }
    });
  }

  test("links to sections of the page land on the section's top (390 px)", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/");
    await page.getByRole("button", { name: "Ouvrir le menu" }).click();
    await page.getByRole("navigation", { name: "Menu mobile" }).getByRole("link", { name: "Services" }).click();
    await expect(page).toHaveURL(/\/#services$/);
    await expect.poll(() => sectionTop(page, "services")).toBeGreaterThanOrEqual(0);
    await expect.poll(() => sectionTop(page, "services")).toBeLessThan(150);

    // From the footer, back up the page past sections never laid out.
    await page.locator("footer").getByRole("link", { name: "FAQs" }).click();
    await expect(page).toHaveURL(/\/#faq$/);
    await expect.poll(() => sectionTop(page, "faq")).toBeGreaterThanOrEqual(0);
    await expect.poll(() => sectionTop(page, "faq")).toBeLessThan(150);
  });
});

test.describe("header", () => {
  test("gets its active style once scrolled; Home scrolls back to the top", async ({ page }) => {
    await page.goto("/");
    const header = page.locator("header[data-scrolled]");
    await expect(header).toHaveAttribute("data-scrolled", "false");
    await page.mouse.wheel(0, 1500);
    await expect(header).toHaveAttribute("data-scrolled", "true");
    await header.getByRole("link", { name: "Home" }).click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(header).toHaveAttribute("data-scrolled", "false");
    await expect(page).toHaveURL(/\/$/);
  });

  test("menu links, 'Search Doctors' toggle and the side panel", async ({ page }) => {
    await page.goto("/contact");
    const nav = page.getByRole("navigation", { name: "Menu principal" });
    await expect(nav.getByRole("link")).toHaveText(["Home", "Services", "Contact", "Rendez-vous", "Espace PRO"]);
    await expect(nav.getByRole("link", { name: "Espace PRO" })).toHaveAttribute("href", "/responsable");
    await expect(nav.getByRole("link", { name: "Contact" })).toHaveAttribute("aria-current", "page");

    await page.getByRole("button", { name: "Rechercher un médecin" }).click();
    await expect(page.getByPlaceholder("Search Doctors")).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(page.getByPlaceholder("Search Doctors")).toBeHidden();

    const opener = page.getByRole("button", { name: "Ouvrir le panneau d'informations" });
    await opener.click();
    const panel = page.getByRole("dialog", { name: /Cabinet du Dr\./ });
    await expect(panel).toBeVisible();
    await expect(panel).toContainText("Téléphone");
    await expect(panel).toContainText("E-mail");
    await expect(panel).toContainText("Adresse");
    await expect(panel.getByRole("link", { name: "Facebook" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(panel).toBeHidden();
    await expect(opener).toBeFocused();
  });

  test("the mobile menu opens and closes", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/");
    await expect(page.getByRole("navigation", { name: "Menu principal" })).toBeHidden();
    await page.getByRole("button", { name: "Ouvrir le menu" }).click();
    const menu = page.getByRole("navigation", { name: "Menu mobile" });
    await expect(menu.getByRole("link")).toHaveText(["Home", "Services", "Contact", "Rendez-vous", "Espace PRO"]);
    await menu.getByRole("link", { name: "Rendez-vous" }).click();
    await expect(page).toHaveURL(/\/appointments$/);
    await expect(menu).toBeHidden();
  });
});

test.describe("appointment request", () => {
  test("a request sent through /appointments is stored, read back by staff", async ({ page, request }) => {
    const nom = `Ouazzani-${stamp}`;
    const date = await openDayFrom(request, 3);
    await page.goto("/appointments");
    await expect(page).toHaveTitle(title("Rendez-vous"));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Prendre rendez-vous");
    await expect(page.getByRole("navigation", { name: "Fil d'Ariane" })).toContainText("Rendez-vous");

    const form = page.getByRole("form", { name: "Demande de rendez-vous" });
    await form.getByRole("textbox", { name: "Nom", exact: true }).fill(nom);
    await form.getByLabel("Prénom").fill("Salmà");
    await form.getByLabel("Téléphone").fill("06 61 23 45 67");
    await form.getByLabel("Date préférée").pressSequentially(date.text.replaceAll("/", ""));
    await expect(form.getByLabel("Date préférée")).toHaveValue(date.text);
    await form.getByLabel("Heure préférée").fill("10:30");
    await form.getByLabel(/Motif/).fill("Douleur à l'épaule droite");
    await form.getByRole("button", { name: "Envoyer la demande" }).click();

    await expect(form.getByText("Demande de rendez-vous enregistrée avec succès.")).toBeVisible();
    await expect(form.getByRole("textbox", { name: "Nom", exact: true })).toHaveValue("");
    await expect(form.getByLabel("Date préférée")).toHaveValue("");

    const token = await staffToken(request);
    const list = await request.get(`/api/appointment-requests?nom=${encodeURIComponent(nom)}`, { headers: { Authorization: `Bearer ${token}` } });
    expect(list.status()).toBe(200);
    const requests = (await list.json()) as Record<string, unknown>[];
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({
      nom,
      prenom: "Salmà",
      telephone: "06 61 23 45 67",
      datePreferee: date.iso,
      heurePreferee: "10:30:00",
      motif: "Douleur à l'épaule droite",
    });
  });

  test("the date picker offers today onwards and fills dd/mm/yyyy", async ({ page, request }) => {
    await page.goto("/appointments");
    const form = page.getByRole("form", { name: "Demande de rendez-vous" });
    await expect(form.getByLabel("Date préférée")).toHaveAttribute("placeholder", "dd/mm/yyyy");
    await form.getByRole("button", { name: "Choisir une date dans le calendrier" }).click();
    const today = displayDate(0);
    // Today when the practice is open today (not on a Sunday or a holiday), else the next open day of this month.
    const open = await openDayFrom(request, 0);
    const calendar = page.getByRole("grid");
    await expect(calendar.locator(`[data-date="${displayDate(-1).iso}"]`)).toHaveCount(today.iso.endsWith("-01") ? 0 : 1);
    if (!today.iso.endsWith("-01")) await expect(calendar.locator(`[data-date="${displayDate(-1).iso}"]`)).toBeDisabled();
    if (open.iso.slice(0, 7) !== today.iso.slice(0, 7)) await page.getByRole("button", { name: "Mois suivant" }).click();
    await expect(calendar.locator(`[data-date="${open.iso}"]`)).toBeEnabled();
    await calendar.locator(`[data-date="${open.iso}"]`).click();
    await expect(form.getByLabel("Date préférée")).toHaveValue(open.text);
  });

  test("with a required field empty, the message shows and nothing is sent", async ({ page }) => {
    await page.goto("/");
    const posts = postsTo(page, "/api/appointment-requests");
    const form = page.locator("#appointment").getByRole("form", { name: "Demande de rendez-vous" });
    await form.getByRole("textbox", { name: "Nom", exact: true }).fill("Alami");
    await form.getByRole("button", { name: "Envoyer la demande" }).click();
    await expect(form.getByText("Tous les champs obligatoires doivent être remplis.")).toBeVisible();
    await expect(form.getByRole("textbox", { name: "Nom", exact: true })).toHaveValue("Alami");
    expect(posts).toHaveLength(0);
    // Law 09-08's notice under the form (decision 034), with the privacy page.
    await expect(form.getByRole("link", { name: "Politique de confidentialité" })).toHaveAttribute("href", "/confidentialite");
  });
});

test.describe("contact", () => {
  test("a message is stored and staff can read it", async ({ page, request }) => {
    const sujet = `Compte rendu ${stamp}`;
    await page.goto("/contact");
    await expect(page).toHaveTitle(title("Contact"));
    const form = page.getByRole("form", { name: "Formulaire de contact" });
    await form.getByLabel("Nom complet").fill("Nadia Lahlou");
    await form.getByLabel("E-mail").fill("nadia.lahlou@example.ma");
    await form.getByLabel("Sujet").fill(sujet);
    await form.getByLabel("Message").fill("Bonjour, pourriez-vous m'envoyer le compte rendu de ma consultation ?");

    const answer = page.waitForResponse((response) => new URL(response.url()).pathname === "/api/contact" && response.request().method() === "POST");
    await form.getByRole("button", { name: "Envoyer le message" }).click();
    expect((await answer).status()).toBe(201);
    await expect(form.getByText("Message envoyé avec succès.")).toBeVisible();
    await expect(form.getByLabel("Sujet")).toHaveValue("");

    const token = await staffToken(request);
    const inbox = await request.get("/api/contact-messages", { headers: { Authorization: `Bearer ${token}` } });
    expect(inbox.status()).toBe(200);
    const { items } = (await inbox.json()) as { items: Record<string, unknown>[] };
    expect(items.find((item) => item.sujet === sujet)).toMatchObject({
      nomComplet: "Nadia Lahlou",
      email: "nadia.lahlou@example.ma",
      message: "Bonjour, pourriez-vous m'envoyer le compte rendu de ma consultation ?",
    });
  });

  test("asks for every field, and the map loads only on request", async ({ page }) => {
    await page.goto("/contact");
    const posts = postsTo(page, "/api/contact");
    const form = page.getByRole("form", { name: "Formulaire de contact" });
    await form.getByLabel("Nom complet").fill("Nadia Lahlou");
    await form.getByRole("button", { name: "Envoyer le message" }).click();
    await expect(form.getByText("Veuillez remplir tous les champs.")).toBeVisible();
    expect(posts).toHaveLength(0);

    await expect(page.locator("iframe")).toHaveCount(0);
    await page.getByRole("button", { name: "Afficher la carte" }).click();
    await expect(page.locator("iframe")).toHaveAttribute("title", /Plan d'accès/);
  });
});

test.describe("login", () => {
  test("success stores the session and opens /responsable", async ({ page }) => {
    await page.goto("/login");
    await expect(page).toHaveTitle(title("Connexion"));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Connexion");
    await expect(page.getByRole("link", { name: "Mot de passe oublié ?" })).toBeVisible();
    await page.getByLabel("E-mail").fill(e2eAdmin.email);
    await page.getByLabel("Mot de passe", { exact: true }).fill(e2eAdmin.password);
    await page.getByRole("button", { name: "Se connecter" }).click();
    await expect(page).toHaveURL(/\/responsable$/);
    const session = await page.evaluate(() => ({
      token: localStorage.getItem("token"),
      userId: localStorage.getItem("userId"),
      userNom: localStorage.getItem("userNom"),
    }));
    expect(session.token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(Number(session.userId)).toBeGreaterThan(0);
    expect(session.userNom).toBeTruthy();
  });

  test("a wrong password shows the error and stays on /login", async ({ page }) => {
    await page.goto("/login");
    await page.getByLabel("E-mail").fill(e2eAdmin.email);
    await page.getByLabel("Mot de passe", { exact: true }).fill("not-the-password");
    await page.getByRole("button", { name: "Se connecter" }).click();
    await expect(page.getByText("E-mail ou mot de passe incorrect.")).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => localStorage.getItem("token"))).toBeNull();
  });
});

test.describe("not found, titles and SEO", () => {
  test("an unknown path shows the not-found page with a way home", async ({ page }) => {
    const response = await page.goto(`/nulle-part-${stamp}`);
    expect(response?.status()).toBe(404);
    await expect(page.getByText("This page could not be found.")).toBeVisible();
    await expect(page).toHaveTitle(title("Page introuvable"));
    await page.getByRole("link", { name: "Back To Home" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page).toHaveTitle(title("Home"));
  });

  test("every page of the main site follows the title format", async ({ page }) => {
    const pages: [string, string][] = [
      ["/", "Home"],
      ["/appointments", "Rendez-vous"],
      ["/contact", "Contact"],
      ["/confidentialite", "Politique de confidentialité"],
      ["/login", "Connexion"],
    ];
    for (const [path, name] of pages) {
      await page.goto(path);
      await expect(page, path).toHaveTitle(title(name));
    }
  });

  test("structured data, Open Graph, robots.txt and the sitemap", async ({ page, request }) => {
    await page.goto("/");
    const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? "{}") as { "@graph": Record<string, unknown>[] };
    const types = jsonLd["@graph"].map((node) => node["@type"]);
    expect(types).toEqual(expect.arrayContaining(["Physician", "MedicalClinic"]));
    // The hours are the configuration's (GET /api/practice/hours), which other journeys change.
    const { semaine } = (await (await request.get("/api/practice/hours")).json()) as PracticeHours;
    const hours = openingHoursSpecification(semaine).map(({ dayOfWeek, opens, closes }) => ({
      "@type": "OpeningHoursSpecification",
      dayOfWeek: dayOfWeek.map((day) => `https://schema.org/${day}`),
      opens,
      closes,
    }));
    for (const node of jsonLd["@graph"]) {
      expect(node).toMatchObject({ address: { "@type": "PostalAddress", addressCountry: "MA" } });
      expect(node.telephone).toBeTruthy();
      expect(node.openingHoursSpecification).toEqual(hours);
    }
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", title("Home"));
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute("content", /opengraph-image/);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /orthopédi/);

    const robots = await (await request.get("/robots.txt")).text();
    expect(robots).toContain("Disallow: /responsable");
    expect(robots).toContain("Sitemap:");
    const sitemap = await (await request.get("/sitemap.xml")).text();
    expect(sitemap).toContain("/appointments</loc>");
    expect(sitemap).not.toContain("/responsable");
    expect(sitemap).toContain("/ar/appointments</loc>");
    // The template pages are listed only with TEMPLATE_PAGES_INDEXED (decision 031).
    expect(sitemap).not.toContain("/doctors/emily-chen</loc>");
    expect(sitemap).not.toContain("/home-v4</loc>");

    const privacy = await request.get("/confidentialite");
    expect(privacy.status()).toBe(200);
    expect(await privacy.text()).toContain("09-08");
  });
});
