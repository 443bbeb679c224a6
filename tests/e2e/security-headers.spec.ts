import { expect, test } from "./fixtures";
import { notFoundRoute, publicRoutes } from "./routes";

const pages = [...publicRoutes, "/responsable", notFoundRoute];

test.describe("security headers", () => {
  for (const path of pages) {
    test(`${path} carries a strict policy and runs without a CSP violation`, async ({ page }) => {
      await page.addInitScript(() => {
        const violations: string[] = [];
        (window as unknown as { __cspViolations: string[] }).__cspViolations = violations;
        document.addEventListener("securitypolicyviolation", (event) => {
          violations.push(`${event.violatedDirective} ${event.blockedURI}`);
        });
      });
      const response = await page.goto(path);
      expect(response).not.toBeNull();
      const headers = response!.headers();
      const csp = headers["content-security-policy"] ?? "";
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("object-src 'none'");
      const scriptSrc = csp.split(";").find((d) => d.trim().startsWith("script-src")) ?? "";
      expect(scriptSrc).not.toContain("unsafe-inline");
      expect(scriptSrc).not.toContain("unsafe-eval");
      expect(headers["x-content-type-options"]).toBe("nosniff");
      expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
      expect(headers["permissions-policy"]).toContain("camera=()");

      await page.waitForLoadState("networkidle");
      const violations = await page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations);
      expect(violations).toEqual([]);
    });
  }

  test("API answers forbid any content and framing", async ({ request }) => {
    const response = await request.get("/api/health");
    expect(response.headers()["content-security-policy"]).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(response.headers()["x-content-type-options"]).toBe("nosniff");
  });

  test("HSTS is sent when the site is reached over HTTPS (behind a TLS proxy)", async ({ request }) => {
    const secure = await request.get("/", { headers: { "x-forwarded-proto": "https" } });
    expect(secure.headers()["strict-transport-security"]).toMatch(/max-age=\d{7,}/);
    const plain = await request.get("/");
    expect(plain.headers()["strict-transport-security"]).toBeUndefined();
  });
});
