import { loaderSources } from "../../src/server/first-paint-loader";
import { compileHint } from "../../scripts/build/startup-compile-hints";
import { expect, test } from "./fixtures";
import { publicRoutes } from "./routes";

/**
 * `npm run build` makes prerendered pages start Next.js's scripts after their first paint
 * (docs/decisions/011-scripts-after-first-paint.md). The page must still come alive, with the
 * scripts requested only once something is on screen.
 */
test.describe("scripts after the first paint", () => {
  test("the home page's HTML carries the loader instead of Next.js's async scripts", async ({ request }) => {
    const html = await (await request.get("/")).text();
    expect(html).toContain('<script id="first-paint-loader">');
    expect(html).not.toMatch(/<script src="\/_next\/static\/[^"]+\.js" async="">/);
    expect(html).not.toMatch(/<link rel="preload" as="script"/);
  });

  test("the scripts the page starts with are marked for compiling while they download", async ({ request }) => {
    const sources = loaderSources(await (await request.get("/")).text());
    expect(sources.length).toBeGreaterThan(0);
    for (const src of sources) {
      const response = await request.get(src);
      expect(response.ok()).toBe(true);
      expect((await response.text()).startsWith(`${compileHint}\n`), src).toBe(true);
    }
  });

  test("the scripts are requested after the first contentful paint, and the page then works", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/");

    // The menu button is React's: it opens the navigation only once the page is hydrated.
    const mobileMenu = page.getByRole("navigation", { name: "Menu mobile" });
    await expect(async () => {
      if (!(await mobileMenu.isVisible())) await page.getByRole("button", { name: "Ouvrir le menu" }).click();
      await expect(mobileMenu).toBeVisible({ timeout: 500 });
    }).toPass({ timeout: 10_000 });

    const timing = await page.evaluate(() => {
      const paint = performance.getEntriesByName("first-contentful-paint")[0];
      const scripts = performance
        .getEntriesByType("resource")
        .filter((entry) => /\/_next\/static\/chunks\/.+\.js$/.test(new URL(entry.name).pathname))
        .map((entry) => entry.startTime);
      return { paint: paint?.startTime ?? null, scripts };
    });
    expect(timing.paint).not.toBeNull();
    expect(timing.scripts.length).toBeGreaterThan(0);
    for (const start of timing.scripts) expect(start).toBeGreaterThanOrEqual(timing.paint!);
  });

  test("the staff area keeps Next.js's own scripts, prerendered or not", async ({ request }) => {
    for (const path of ["/login", "/responsable", "/responsable/patients/00000000-0000-4000-8000-000000000000"]) {
      const html = await (await request.get(path)).text();
      expect(html, path).not.toContain("first-paint-loader");
      expect(html, path).toMatch(/<script src="\/_next\/static\/[^"]+\.js"[^>]* async=""/);
    }
  });
});

/**
 * Before a page's scripts run (the moment after its first paint, a slow network, scripts blocked),
 * its forms are plain HTML forms. Sent then, they must not put what was typed into the address,
 * where it would stay in the history and in proxies' logs.
 */
test.describe("forms sent before the page's scripts run", () => {
  const cases = [
    { path: "/login", fill: { email: "medecin@cabinet.test", password: "secret-de-test" }, secret: "secret-de-test" },
    { path: "/appointments", fill: { nom: "Bennani", telephone: "0612345678" }, secret: "0612345678" },
  ];
  for (const { path, fill, secret } of cases) {
    test(`${path}: what was typed stays out of the address`, async ({ browser }) => {
      const context = await browser.newContext({ javaScriptEnabled: false });
      const page = await context.newPage();
      await page.goto(path);
      for (const [name, value] of Object.entries(fill)) await page.locator(`form[method=post] [name="${name}"]`).first().fill(value);
      await Promise.all([page.waitForLoadState("load"), page.locator("form[method=post]").first().evaluate((form: HTMLFormElement) => form.requestSubmit())]);
      expect(page.url()).not.toContain(secret);
      expect(page.url()).not.toContain("?");
      await context.close();
    });
  }
});

/**
 * What the home page does while it starts (docs/decisions/013): icons drawn by server components
 * arrive as markup, not as client components to run again, and the page does not prefetch itself.
 */
test.describe("work the home page leaves out while it starts", () => {
  test("server-rendered icons are plain markup: no lucide drawing travels as a component's props", async ({ request }) => {
    const html = await (await request.get("/")).text();
    expect(html).toContain('class="lucide lucide-calendar-check size-5"');
    // lucide-react's client Icon receives the drawing as an `icon` prop: {"name":"house","size":24,"node":[...]}
    expect(html).not.toMatch(/\\"icon\\":\{\\"name\\":/);
  });

  for (const width of [390, 1440]) {
    test(`at ${width} px the home page prefetches other pages but never itself`, async ({ page }) => {
      const prefetched: string[] = [];
      page.on("request", (request) => {
        const url = new URL(request.url());
        if (request.headers()["rsc"] === "1" || url.searchParams.has("_rsc")) prefetched.push(url.pathname);
      });
      await page.setViewportSize({ width, height: 844 });
      await page.goto("/");
      // The hero's appointment button is in view on every width: its page is prefetched once hydrated.
      await expect.poll(() => prefetched.includes("/appointments"), { timeout: 15_000 }).toBe(true);
      await page.waitForTimeout(1000);
      expect(prefetched).not.toContain("/");
    });
  }

  test("the lower sections answer a first click, and no hydration error is reported", async ({ page }) => {
    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    page.on("pageerror", (error) => errors.push(error.message));
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/");

    // A click straight after start-up, far down the page.
    const questions = page.locator("#faq").getByRole("button");
    await questions.nth(0).click();
    await expect(questions.nth(0)).toHaveAttribute("aria-expanded", "true");
    await expect(questions.nth(2)).toHaveAttribute("aria-expanded", "false");
    // The footer's newsletter box (no submission in the spec) keeps the visitor on the page,
    // which only its hydrated submit handler does.
    await page.evaluate(() => Object.assign(window, { stillTheSamePage: true }));
    const newsletter = page.locator("footer").getByRole("form", { name: "Inscription à la newsletter" });
    await newsletter.getByLabel("Adresse e-mail").fill("patient@example.ma");
    await newsletter.getByRole("button", { name: "Submit" }).click();
    await page.waitForTimeout(500);
    expect(await page.evaluate(() => "stillTheSamePage" in window)).toBe(true);
    await expect(page).toHaveURL(/\/$/);
    expect(errors).toEqual([]);
  });

  test("every public page's HTML holds all its content in place: nothing waits for a script to be moved in", async ({ request }) => {
    // A <Suspense> boundary whose content needs a client component is streamed out of order by
    // the prerender: <!--$?--> and an empty <template>, the content at the end of the HTML, moved
    // in by an inline script. Without scripts it never shows (tried and reverted, decision 013).
    for (const route of publicRoutes) {
      const html = await (await request.get(route)).text();
      expect(html.includes("<!--$?-->"), `${route}: a boundary left pending`).toBe(false);
      expect(/<template id="B:/.test(html), `${route}: content streamed out of place`).toBe(false);
    }
  });
});
