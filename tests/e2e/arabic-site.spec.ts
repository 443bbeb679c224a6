import { expect, test, watchForProblems } from "./fixtures";
import { openDayFrom, staffToken } from "./public-form-days";
import { arabicNotFoundRoute, arabicRoutes } from "./routes";

/**
 * The Arabic pages (issue 26, decision 031): right to left, their own words, the language switch
 * that keeps the page, hreflang alternates, and the spec's not-found page under /ar. Their axe
 * scans are in accessibility.spec.ts (routes.ts lists them with the other public pages).
 */

test("/ar is an Arabic page, right to left, in the Arabic font", async ({ page }) => {
  const problems = watchForProblems(page);
  await page.goto("/ar");
  await expect(page.locator("html")).toHaveAttribute("lang", "ar");
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("استعيدوا متعة الحركة، بلا ألم");
  const font = await page.evaluate(() => getComputedStyle(document.body).fontFamily);
  expect(font, "Arabic letters in the Arabic font, Latin ones in Inter").toMatch(/arabic.*inter/i);
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  const fonts = await page.evaluate(() => performance.getEntriesByType("resource").map((entry) => entry.name).filter((name) => name.endsWith(".woff2")));
  expect(fonts.some((name) => name.includes("arabic")), "the Arabic font is fetched").toBe(true);
  // The menu leads to the Arabic pages; the staff area stays where it is.
  const menu = page.getByRole("navigation", { name: "القائمة الرئيسية" });
  await expect(menu.getByRole("link", { name: "حجز موعد" })).toHaveAttribute("href", "/ar/appointments");
  await expect(menu.getByRole("link", { name: "فضاء المهنيين" })).toHaveAttribute("href", "/responsable");
  expect(problems).toEqual([]);
});

test("the French pages stay French and left to right", async ({ page }) => {
  await page.goto("/contact");
  await expect(page.locator("html")).toHaveAttribute("lang", "fr");
  expect(await page.locator("html").getAttribute("dir")).toBeNull();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Contactez-nous");
  // The Arabic font is only for the Arabic pages: neither preloaded nor fetched here.
  await expect(page.locator('link[rel="preload"][href*="arabic"]')).toHaveCount(0);
  const fonts = await page.evaluate(() => performance.getEntriesByType("resource").map((entry) => entry.name).filter((name) => name.endsWith(".woff2")));
  expect(fonts.some((name) => name.includes("arabic"))).toBe(false);
});

test("the request form mirrors: its first field sits on the right, beside the second", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/ar/appointments");
  const form = page.getByRole("form", { name: "طلب موعد" });
  const first = await form.getByRole("textbox", { name: "الاسم العائلي" }).boundingBox();
  const second = await form.getByRole("textbox", { name: "الاسم الشخصي" }).boundingBox();
  const box = await form.boundingBox();
  expect(first && second && box).toBeTruthy();
  expect(first!.x, "the first field starts on the right").toBeGreaterThan(second!.x);
  expect(Math.abs(first!.x + first!.width - (box!.x + box!.width)), "the first field touches the form's right edge").toBeLessThan(2);
  // The French form keeps its first field on the left.
  await page.goto("/appointments");
  const french = page.getByRole("form", { name: "Demande de rendez-vous" });
  const nom = await french.getByRole("textbox", { name: "Nom", exact: true }).boundingBox();
  const prenom = await french.getByRole("textbox", { name: "Prénom" }).boundingBox();
  expect(nom!.x).toBeLessThan(prenom!.x);
});

test("a request sent from /ar/appointments shows the Arabic success message and is stored", async ({ page, request }) => {
  const problems = watchForProblems(page);
  const date = await openDayFrom(request, 4);
  const nom = `Arabe${Date.now()}`;
  await page.goto("/ar/appointments");
  const form = page.getByRole("form", { name: "طلب موعد" });
  await form.getByRole("textbox", { name: "الاسم العائلي" }).fill(nom);
  await form.getByRole("textbox", { name: "الاسم الشخصي" }).fill("سلمى");
  await form.getByLabel("الهاتف").fill("06 71 23 45 67");
  await form.getByLabel("التاريخ المفضَّل").pressSequentially(date.text.replaceAll("/", ""));
  await expect(form.getByLabel("التاريخ المفضَّل")).toHaveValue(date.text);
  await form.getByLabel("الساعة المفضَّلة").fill("10:30");
  await form.getByLabel(/سبب الاستشارة/).fill("ألم في الكتف");
  await form.getByRole("button", { name: "إرسال الطلب" }).click();

  await expect(form.getByText("تم تسجيل طلب الموعد بنجاح.")).toBeVisible();
  await expect(form.getByText("Demande de rendez-vous enregistrée avec succès.")).toHaveCount(0);
  await expect(form.getByRole("textbox", { name: "الاسم العائلي" })).toHaveValue("");

  const token = await staffToken(request);
  const list = await request.get(`/api/appointment-requests?nom=${encodeURIComponent(nom)}`, { headers: { Authorization: `Bearer ${token}` } });
  expect(list.status()).toBe(200);
  const stored = (await list.json()) as Record<string, unknown>[];
  expect(stored).toHaveLength(1);
  expect(stored[0]).toMatchObject({ nom, prenom: "سلمى", telephone: "06 71 23 45 67", datePreferee: date.iso, heurePreferee: "10:30:00", motif: "ألم في الكتف" });
  expect(problems).toEqual([]);
});

test("an incomplete request shows the Arabic required-fields message, not the API's French", async ({ page }) => {
  await page.goto("/ar/appointments");
  const form = page.getByRole("form", { name: "طلب موعد" });
  await form.getByRole("textbox", { name: "الاسم العائلي" }).fill("Bennani");
  await form.getByRole("button", { name: "إرسال الطلب" }).click();
  await expect(form.getByText("يجب ملء جميع الحقول الإلزامية.")).toBeVisible();
  await expect(form.getByRole("textbox", { name: "الاسم العائلي" })).toHaveValue("Bennani");
});

test("the contact form answers in Arabic", async ({ page }) => {
  await page.goto("/ar/contact");
  const form = page.getByRole("form", { name: "استمارة الاتصال" });
  await form.getByLabel("الاسم الكامل").fill("كريم الإدريسي");
  await form.getByLabel("البريد الإلكتروني").fill("karim@example.ma");
  await form.getByLabel("الموضوع").fill("سؤال");
  await form.getByLabel("الرسالة").fill("هل يمكنني إحضار صور الأشعة القديمة؟");
  await form.getByRole("button", { name: "إرسال الرسالة" }).click();
  await expect(form.getByText("تم إرسال الرسالة بنجاح.")).toBeVisible();
});

test("the calendar writes Morocco's month names with Western digits, and arrows follow the direction", async ({ page }) => {
  await page.goto("/ar/appointments");
  await page.getByRole("button", { name: "اختيار تاريخ من التقويم" }).first().click();
  const calendar = page.getByRole("dialog", { name: "التقويم" });
  const title = await calendar.getByRole("grid").getAttribute("aria-label");
  expect(title).toMatch(/^(يناير|فبراير|مارس|أبريل|ماي|يونيو|يوليوز|غشت|شتنبر|أكتوبر|نونبر|دجنبر) \d{4}$/);
  const focused = calendar.locator("button[data-date]:focus");
  const before = await focused.getAttribute("data-date");
  await page.keyboard.press("ArrowLeft");
  const after = await calendar.locator("button[data-date]:focus").getAttribute("data-date");
  expect(after! > before!, "ArrowLeft moves to the next day, right to left").toBe(true);
});

test("the language switch keeps the page both ways", async ({ page }) => {
  await page.goto("/contact");
  const french = page.getByRole("navigation", { name: "Langue du site" });
  await french.getByRole("link", { name: "العربية" }).click();
  await expect(page).toHaveURL(/\/ar\/contact$/);
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("اتصلوا بنا");

  await page.getByRole("navigation", { name: "لغة الموقع" }).getByRole("link", { name: "FR" }).click();
  await expect(page).toHaveURL(/\/contact$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Contactez-nous");

  // A page with no Arabic version leads to the Arabic home.
  await page.goto("/about");
  await page.getByRole("navigation", { name: "Langue du site" }).getByRole("link", { name: "العربية" }).click();
  await expect(page).toHaveURL(/\/ar$/);
});

test("both versions of a page name each other with hreflang", async ({ request }) => {
  for (const arabic of arabicRoutes()) {
    const french = arabic.slice(3) || "/";
    for (const path of [french, arabic]) {
      const html = await (await request.get(path)).text();
      const alternates = Object.fromEntries([...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"/g)].map((m) => [m[1], new URL(m[2]!).pathname]));
      expect(alternates, path).toEqual({ fr: french, ar: arabic, "x-default": french });
    }
  }
});

test("the template pages ask search engines to leave them out", async ({ request }) => {
  for (const path of ["/about", "/home-v3"]) {
    const html = await (await request.get(path)).text();
    expect(html, path).toContain('<meta name="robots" content="noindex, follow"/>');
  }
  const sitemap = await (await request.get("/sitemap.xml")).text();
  expect(sitemap).toContain("/ar/appointments</loc>");
  expect(sitemap).not.toContain("/about</loc>");
});

test("an unknown path under /ar shows the spec's not-found page with an Arabic line", async ({ page }) => {
  const response = await page.goto(arabicNotFoundRoute);
  expect(response?.status()).toBe(404);
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("This page could not be found.");
  await expect(page.getByText("الصفحة المطلوبة غير موجودة أو تم نقلها.")).toBeVisible();
  await expect(page.getByRole("link", { name: "Back To Home" })).toHaveAttribute("href", "/ar");
});
