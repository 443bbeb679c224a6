import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { publicRoutes } from "./routes";

/**
 * Pages hold still once loaded (docs/decisions/014-no-endless-animations.md). An animation that
 * runs forever without the visitor asking for it cannot be paused (WCAG 2.2.2), keeps a phone
 * drawing frames for nothing, and on the home page it made the browser compose 50 frames a second
 * while the page started, which cost its main thread more than anything else we measured.
 */

/** Endless animations running anywhere on the page, lower sections included. */
async function endlessAnimations(page: Page): Promise<string[]> {
  // Sections below the fold are skipped (`content-visibility: auto`) and their styles, animations
  // included, not computed until they come near the viewport: render them all first.
  await page.addStyleTag({ content: "* { content-visibility: visible !important; }" });
  return page.evaluate(async () => {
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    return document
      .getAnimations()
      .filter((animation) => animation.playState === "running" && animation.effect?.getTiming().iterations === Infinity)
      .map((animation) => {
        const target = (animation.effect as KeyframeEffect).target;
        return `${(animation as CSSAnimation).animationName ?? "?"} on <${target?.nodeName.toLowerCase()} class="${target instanceof Element ? target.getAttribute("class") : ""}">`;
      });
  });
}

test.describe("pages that hold still", () => {
  for (const route of publicRoutes) {
    test(`${route} runs no animation forever on its own`, async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(route);
      expect(await endlessAnimations(page)).toEqual([]);
    });
  }

  test("the home page's video button still pulses while pointed at", async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto("/");
    const videoButton = page.locator("main").getByRole("button", { name: "Découvrir le cabinet" }).first();
    expect(await endlessAnimations(page)).toEqual([]);
    await videoButton.hover();
    await expect.poll(() => endlessAnimations(page)).toEqual([expect.stringMatching(/^ping on <span /)]);
  });
});

test.describe("sections styled late", () => {
  // Sections below the fold are styled only when they come near the viewport (content-visibility).
  // An element whose first style was computed before the stylesheet arrived (a script, the parser)
  // keeps the browser's own look until then, and a transition would fade it from that look.
  test("the selected testimonial tab shows its colours at once when scrolled to, even if first styled before the stylesheet", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    let releaseStylesheet = () => {};
    const stylesheetHeld = new Promise<void>((resolve) => (releaseStylesheet = resolve));
    await page.route("**/_next/static/**/*.css", async (route) => {
      await stylesheetHeld;
      await route.continue();
    });
    // Awaited once the stylesheet is let through: the page does not start its scripts before.
    const navigation = page.goto("/", { waitUntil: "commit" });
    const tab = page.getByRole("tablist", { name: "Témoignages de patients" }).locator('[aria-selected="true"]');
    await tab.waitFor({ state: "attached" });
    // The browser's grey button, white name on it: the style of the tab before the stylesheet.
    await tab.evaluate((element) => getComputedStyle(element).backgroundColor);
    releaseStylesheet();
    await navigation;
    await page.waitForLoadState("load");

    const atOnce = await tab.evaluate((element) => {
      element.scrollIntoView({ block: "center" });
      return getComputedStyle(element).backgroundColor;
    });
    await page.waitForTimeout(800);
    const settled = await tab.evaluate((element) => getComputedStyle(element).backgroundColor);
    expect(settled).not.toBe("rgb(239, 239, 239)");
    expect(atOnce).toBe(settled);
  });
});
