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

  test("a page's scripts carry the request's nonce, and each request gets its own", async ({ request }) => {
    const nonceOf = (csp: string) => /'nonce-([^']+)'/.exec(csp)?.[1] ?? "";
    const first = await request.get("/");
    const second = await request.get("/");
    const csp = first.headers()["content-security-policy"] ?? "";
    expect(csp).toMatch(/script-src 'self' 'nonce-[^']+' 'strict-dynamic'/);
    const nonce = nonceOf(csp);
    expect(nonce).not.toBe(nonceOf(second.headers()["content-security-policy"] ?? ""));
    const html = await first.text();
    const scripts = [...html.matchAll(/<script\b([^>]*)>/g)].map((match) => match[1] ?? "").filter((attributes) => !attributes.includes("application/ld+json"));
    expect(scripts.length).toBeGreaterThan(0);
    for (const attributes of scripts) expect(attributes).toContain(`nonce="${nonce}"`);
  });

  test("every response carries a CSP without 'unsafe-inline', and HSTS over HTTPS: prefetches, robots.txt, sitemap.xml, files", async ({ request }) => {
    const html = await (await request.get("/")).text();
    const chunk = /<script[^>]+src="(\/_next\/static\/[^"]+\.js)"/.exec(html)?.[1];
    expect(chunk).toBeTruthy();
    const requests: [string, Record<string, string>][] = [
      ["/", {}],
      ["/contact", { "Next-Router-Prefetch": "1", RSC: "1" }],
      ["/contact", { Purpose: "prefetch" }],
      ["/ar", { "Sec-Purpose": "prefetch" }],
      ["/robots.txt", {}],
      ["/sitemap.xml", {}],
      ["/images/site/about-doctor.svg", {}],
      ["/fonts/noto-sans-arabic.woff2", {}],
      [chunk!, {}],
      ["/api/health", {}],
      ["/page-that-does-not-exist", {}],
    ];
    for (const [path, headers] of requests) {
      const response = await request.get(path, { headers: { ...headers, "x-forwarded-proto": "https" } });
      const label = `${path} ${JSON.stringify(headers)}: ${response.status()}`;
      expect(response.status(), label).toBeLessThan(500);
      const csp = response.headers()["content-security-policy"] ?? "";
      expect(csp, label).toMatch(/default-src '(self|none)'/);
      expect(csp, label).toContain("frame-ancestors 'none'");
      expect(csp.split(";").find((directive) => directive.trim().startsWith("script-src")) ?? "", label).not.toContain("unsafe-inline");
      expect(response.headers()["strict-transport-security"], label).toMatch(/max-age=\d{7,}/);
      expect(response.headers()["x-content-type-options"], label).toBe("nosniff");
    }
  });

  test("HSTS is sent when the site is reached over HTTPS (behind a TLS proxy)", async ({ request }) => {
    const secure = await request.get("/", { headers: { "x-forwarded-proto": "https" } });
    expect(secure.headers()["strict-transport-security"]).toMatch(/max-age=\d{7,}/);
    const plain = await request.get("/");
    expect(plain.headers()["strict-transport-security"]).toBeUndefined();
  });
});
