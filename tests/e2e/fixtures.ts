import { test as base, expect, type Page } from "@playwright/test";

/**
 * Playwright's `test` with one change: `page.goto` returns once the page's scripts have started.
 * A page is on screen a moment before its menus and forms answer (its scripts load after the
 * HTML); a person does not click in that moment, a test would. `window.next` is set by Next.js
 * just before it hydrates the page.
 */
export const test = base.extend({
  page: async ({ page }, provide) => {
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      if (response?.headers()["content-type"]?.includes("text/html")) {
        await page.waitForFunction(() => "next" in window, undefined, { timeout: 10_000 });
      }
      return response;
    };
    await provide(page);
  },
});

/** Collects `page`'s console errors, page errors and CSP violations: a test expects none. */
export function watchForProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") problems.push(message.text());
  });
  page.on("pageerror", (error) => problems.push(error.message));
  void page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`));
  });
  return problems;
}

export { expect };
