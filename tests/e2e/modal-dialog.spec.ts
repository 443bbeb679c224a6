import { type Locator, type Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { e2eAdmin } from "../../playwright.config";

/**
 * The modals built on ModalDialog (src/components/ui/modal-dialog.tsx, decision 018), on the real
 * <dialog>: Tab and Shift+Tab go round inside instead of leaving for the browser's own controls,
 * the page behind stays still (wheel, PageDown, Space) and scrolls again once the modal is closed,
 * Escape closes and the focus goes back to the opener.
 */

const scrollTop = (page: Page) => page.evaluate(() => document.scrollingElement!.scrollTop);

/** Tab (or Shift+Tab) `presses` times: focus never leaves the dialog, and comes round to `home`. */
async function expectTabGoesRound(page: Page, dialog: Locator, home: Locator, key: "Tab" | "Shift+Tab", presses: number) {
  let cameBack = false;
  for (let press = 1; press <= presses; press++) {
    await page.keyboard.press(key);
    const inside = await dialog.evaluate((element) => element.contains(document.activeElement) && document.activeElement !== element);
    expect(inside, `${key} #${press} stays on an element of the dialog`).toBe(true);
    if (await home.evaluate((element) => element === document.activeElement)) cameBack = true;
  }
  expect(cameBack, `${key} comes back round to the start`).toBe(true);
}

/** Wheel over `at`, PageDown and Space: the page keeps its scroll position. */
async function expectPageStill(page: Page, at: { x: number; y: number }) {
  const before = await scrollTop(page);
  await page.mouse.move(at.x, at.y);
  await page.mouse.wheel(0, 900);
  await page.keyboard.press("PageDown");
  await page.keyboard.press("End");
  // Nothing to wait for when nothing moves: give a scroll the time to happen.
  await page.waitForTimeout(400);
  expect(await scrollTop(page), "the page behind did not scroll").toBe(before);
}

/** Once the modal is closed, the wheel scrolls the page again (the lock did not outlive it). */
async function expectPageScrollsAgain(page: Page) {
  const before = await scrollTop(page);
  await page.mouse.move(700, 450);
  await page.mouse.wheel(0, 600);
  await expect.poll(() => scrollTop(page), { message: "the page scrolls again" }).toBeGreaterThan(before);
}

/** Escape closes the dialog, the focus goes back to its opener, and the page scrolls again. */
async function expectEscapeCloses(page: Page, dialog: Locator, opener: Locator) {
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(opener, "focus back on the opener").toBeFocused();
  await expectPageScrollsAgain(page);
}

test.describe("the gallery's lightbox", () => {
  test("keeps Tab inside, holds the page still, closes on Escape back to the thumbnail", async ({ page }) => {
    await page.goto("/gallery");
    await page.mouse.move(700, 450);
    await page.mouse.wheel(0, 250);
    await expect.poll(() => scrollTop(page)).toBeGreaterThan(0);

    const thumbnail = page.getByRole("button", { name: "Bright reception area with a welcome desk" });
    await thumbnail.click();
    const dialog = page.getByRole("dialog", { name: "Image viewer" });
    await expect(dialog).toBeVisible();
    await expect(dialog).toBeFocused();

    const controls = dialog.locator("button, a[href]");
    const count = await controls.count();
    const zoom = dialog.getByRole("button", { name: "Zoom in" });
    await page.keyboard.press("Tab");
    await expect(zoom, "Tab from the viewer itself goes to its first control").toBeFocused();
    await expectTabGoesRound(page, dialog, zoom, "Tab", count + 1);
    await expectTabGoesRound(page, dialog, zoom, "Shift+Tab", count + 1);
    await page.keyboard.press("Shift+Tab");
    await expect(dialog.getByRole("button", { name: "Next image" }), "Shift+Tab on the first control goes to the last").toBeFocused();

    await expectPageStill(page, { x: 700, y: 450 });

    await expectEscapeCloses(page, dialog, thumbnail);
  });

  test("opened twice in a row, leaves the page scrollable", async ({ page }) => {
    await page.goto("/gallery");
    const thumbnail = page.getByRole("button", { name: "Bright reception area with a welcome desk" });
    const dialog = page.getByRole("dialog", { name: "Image viewer" });
    for (const close of ["Escape", "Enter"]) {
      await thumbnail.click();
      await expect(dialog).toBeVisible();
      await page.keyboard.press(close);
      await expect(dialog).toBeHidden();
      await expect(thumbnail).toBeFocused();
    }
    await expectPageScrollsAgain(page);
  });
});

test.describe("the staff area's confirmation", () => {
  test("the logout question keeps Tab inside, holds the page still, and Escape gives the focus back", async ({ page, request }) => {
    const login = await request.post("/api/auth/login", { data: e2eAdmin });
    const token = (await login.text()).trim().replace(/^"+|"+$/g, "");
    await page.goto("/");
    await page.evaluate((value) => localStorage.setItem("token", value), token);
    await page.setViewportSize({ width: 1024, height: 600 });
    await page.goto("/responsable");

    const logout = page.getByRole("button", { name: "Logout" });
    await logout.click();
    const dialog = page.getByRole("dialog", { name: "Voulez-vous vraiment vous déconnecter ?" });
    const cancel = dialog.getByRole("button", { name: "Annuler" });
    await expect(cancel).toBeFocused();
    await expectTabGoesRound(page, dialog, cancel, "Tab", 3);
    await expectTabGoesRound(page, dialog, cancel, "Shift+Tab", 3);
    await expectPageStill(page, { x: 40, y: 560 });
    await expectEscapeCloses(page, dialog, logout);
    expect(await page.evaluate(() => localStorage.getItem("token"))).toBe(token);
  });
});
