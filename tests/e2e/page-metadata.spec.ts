import { expect, test } from "./fixtures";
import { publicRoutes } from "./routes";

/**
 * Every public page describes itself to search engines and link previews: a meta description,
 * Open Graph tags repeating the page's title, and a canonical link (issue 4 SEO, issue 5).
 */

/** The template's literal detail links show a sample item, whose own page is the canonical one. */
const canonicalPath: Record<string, string> = {
  "/doctors/doctor-details": "/doctors/susan-bones",
  "/departments/department-details": "/departments/cardiology",
  "/blog/blog-details": "/blog/mindfulness-in-daily-life",
};

// The item pages are not in the route list (one sample of each is): check one of each as well.
const itemPages = ["/doctors/emily-chen", "/departments/neurology", "/blog/healthy-sleep-habits"];

for (const path of [...publicRoutes, ...itemPages]) {
  test(`${path} has a description, Open Graph tags and a canonical link`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    const head = page.locator("head");

    const description = await head.locator('meta[name="description"]').getAttribute("content");
    expect(description?.trim().length, "meta description").toBeGreaterThan(40);
    // Search results show about 160 characters.
    expect(description!.length).toBeLessThanOrEqual(170);

    const title = await page.title();
    // The Arabic pages (decision 031) name the practice in Arabic.
    expect(title).toMatch(path.startsWith("/ar") ? / - عيادة الدكتور / : / - Cabinet du Dr\. /);
    await expect(head.locator('meta[property="og:title"]')).toHaveAttribute("content", title);
    await expect(head.locator('meta[property="og:description"]')).toHaveAttribute("content", description!);

    const canonical = await head.locator('link[rel="canonical"]').getAttribute("href");
    expect(canonical, "canonical link").toBeTruthy();
    const url = new URL(canonical!);
    expect(url.protocol).toMatch(/^https?:$/);
    expect(url.pathname).toBe(canonicalPath[path] ?? path);
    await expect(head.locator('meta[property="og:url"]')).toHaveAttribute("content", canonical!);
  });
}

test("each page has its own description", async ({ request }) => {
  const seen = new Map<string, string>();
  for (const path of publicRoutes) {
    const html = await (await request.get(path)).text();
    const description = /<meta name="description" content="([^"]*)"/.exec(html)?.[1];
    expect(description, path).toBeTruthy();
    expect(seen.get(description!), `${path} repeats the description of ${seen.get(description!)}`).toBeUndefined();
    seen.set(description!, path);
  }
});
