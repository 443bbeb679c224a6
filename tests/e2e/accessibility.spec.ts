import AxeBuilder from "@axe-core/playwright";
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
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

async function expectNoSeriousViolations(page: Page, label: string) {
  const results = await new AxeBuilder({ page }).analyze();
  const blocking = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  const other = results.violations.filter((v) => !blocking.includes(v));
  if (other.length > 0) console.log(`axe ${label}: ${other.length} minor/moderate finding(s)\n${describe(other)}`);
  const summary = blocking.map((v) => `[${v.impact}] ${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
  expect(summary, `serious or critical axe violations on ${label}:\n${describe(blocking)}`).toEqual([]);
}

test.describe("accessibility of the public pages", () => {
  for (const path of publicRoutes) {
    test(`${path} has no serious or critical axe violation`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status(), `${path} must exist`).toBeLessThan(400);
      await page.waitForLoadState("networkidle");
      await expectNoSeriousViolations(page, path);
    });
  }

  test("the not-found page has no serious or critical axe violation", async ({ page }) => {
    const response = await page.goto(notFoundRoute);
    expect(response?.status()).toBe(404);
    await expectNoSeriousViolations(page, notFoundRoute);
  });
});

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

  for (const path of staffRoutes) {
    test(`${path} has no serious or critical axe violation`, async ({ page }) => {
      await page.goto(path);
      await page.waitForLoadState("networkidle");
      await expect(page, "the guard lets a logged-in admin stay").toHaveURL(path);
      await expect(page.getByText("Chargement...")).toHaveCount(0);
      await expectNoSeriousViolations(page, path);
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
    const path = `/responsable/patients/${id}`;
    await page.goto(path);
    await page.waitForLoadState("networkidle");
    await expect(page.getByText("Salma").first()).toBeVisible();
    await expectNoSeriousViolations(page, path);
  });
});
