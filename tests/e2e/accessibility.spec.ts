import { readdirSync } from "node:fs";
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import { type APIRequestContext, type Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { e2eAdmin } from "../../playwright.config";
import { notFoundRoute, publicRoutes, staffRoutes } from "./routes";

/**
 * axe on every page of the product, public and staff (logged in): no serious or critical
 * violation. Moderate and minor findings are not gates, but they are printed so they stay visible.
 *
 * Motion is reduced so that a section caught mid-animation (opacity, transforms) cannot make the
 * colour-contrast rule flaky; the scanned content is the same.
 */
test.use({ reducedMotion: "reduce" });

type Violation = Awaited<ReturnType<AxeBuilder["analyze"]>>["violations"][number];

function describe(violations: Violation[]): string {
  return violations
    .map((v) => {
      const targets = v.nodes
        .slice(0, 5)
        .map((n) => `      ${n.target.join(" ")}  ${n.html.slice(0, 160)}\n        ${(n.failureSummary ?? "").split("\n").slice(1, 2).join("").trim()}`)
        .join("\n");
      return `  [${v.impact}] ${v.id}: ${v.help} (${v.nodes.length} element(s))\n${targets}`;
    })
    .join("\n");
}

/**
 * The page as a visitor sees it: loaded, fonts in place. Not "networkidle": link prefetches and
 * embeds may keep the network busy without changing what is on screen.
 */
async function settled(page: Page) {
  await page.waitForLoadState("load");
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}

async function expectNoSeriousViolations(page: Page, label: string) {
  const results = await new AxeBuilder({ page }).analyze();
  const blocking = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  const other = results.violations.filter((v) => !blocking.includes(v));
  if (other.length > 0) console.log(`axe ${label}: ${other.length} minor/moderate finding(s)\n${describe(other)}`);
  const summary = blocking.map((v) => `[${v.impact}] ${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
  expect(summary, `serious or critical axe violations on ${label}:\n${describe(blocking)}`).toEqual([]);
}

test.describe("accessibility of the public pages", () => {
  for (const route of publicRoutes) {
    test(`${route} has no serious or critical axe violation`, async ({ page }) => {
      const response = await page.goto(route);
      expect(response?.status(), `${route} must exist`).toBeLessThan(400);
      await settled(page);
      await expectNoSeriousViolations(page, route);
    });
  }

  test("the not-found page has no serious or critical axe violation", async ({ page }) => {
    const response = await page.goto(notFoundRoute);
    expect(response?.status()).toBe(404);
    await expectNoSeriousViolations(page, notFoundRoute);
  });
});

/**
 * The staff pages of routes.ts plus any static page under src/app/(fr)/responsable that the list does
 * not name yet, so that a new staff page is scanned from the day it lands.
 */
function staffPages(): string[] {
  const root = path.join(process.cwd(), "src", "app", "(fr)", "responsable");
  const found = readdirSync(root, { recursive: true, encoding: "utf8" })
    .filter((file) => path.basename(file) === "page.tsx" && !file.includes("["))
    .map((file) => `/responsable/${path.dirname(file)}`.replace(/\/\.$/, "").replace(/\\/g, "/"));
  return [...new Set([...staffRoutes, ...found])];
}

type Session = { token: string; userId: string; userNom: string };

async function logIn(request: APIRequestContext): Promise<Session> {
  const login = await request.post("/api/auth/login", { data: e2eAdmin });
  expect(login.status(), "the e2e admin logs in").toBe(200);
  const token = (await login.text()).trim().replace(/^"+|"+$/g, "");
  const user = await request.get(`/api/users/email/${encodeURIComponent(e2eAdmin.email)}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(user.status()).toBe(200);
  const { id, nom } = (await user.json()) as { id: number; nom: string };
  return { token, userId: String(id), userNom: nom };
}

test.describe("accessibility of the staff area (logged in as admin)", () => {
  let session: Session | undefined;

  test.beforeEach(async ({ page, request }) => {
    session ??= await logIn(request);
    // The session the login page would have stored (spec §3: token, userId, userNom).
    await page.addInitScript((stored: Session) => {
      for (const [key, value] of Object.entries(stored)) window.localStorage.setItem(key, value);
    }, session);
  });

  for (const route of staffPages()) {
    test(`${route} has no serious or critical axe violation`, async ({ page }) => {
      await page.goto(route);
      await settled(page);
      await expect(page, "the guard lets a logged-in admin stay").toHaveURL(route);
      // Client-rendered behind the guard: wait for the page's own heading, then for its data.
      await expect(page.locator("main h1").first()).toBeVisible();
      await expect(page.getByText("Chargement...")).toHaveCount(0);
      await expectNoSeriousViolations(page, route);
    });
  }

  test("a patient's file has no serious or critical axe violation", async ({ page, request }) => {
    const created = await request.post("/api/patients", {
      headers: { Authorization: `Bearer ${session?.token}` },
      data: {
        nom: "Benaïssa",
        prenom: "Salma",
        dateNaissance: "1984-03-12",
        gender: "F",
        telephone: "+212 6 12 34 56 78",
        email: "salma.benaissa@exemple.test",
        adresse: "3, rue des Orangers, Rabat",
        mutuelle: true,
        compagnie: "CNSS",
      },
    });
    expect(created.status()).toBe(201);
    const { id } = (await created.json()) as { id: number };
    const route = `/responsable/patients/${id}`;
    await page.goto(route);
    await settled(page);
    await expect(page.getByText("Salma").first()).toBeVisible();
    await expectNoSeriousViolations(page, route);
  });
});
