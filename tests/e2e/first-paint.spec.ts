import { loaderSources } from "../../scripts/build/first-paint-loader";
import { compileHint } from "../../scripts/build/startup-compile-hints";
import { expect, test } from "./fixtures";

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
