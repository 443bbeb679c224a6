import { refusalPageText, refusedRequests } from "../support/refused-requests";
import { expect, test } from "./fixtures";

/**
 * Issue 22 on the built app as `npm start` serves it (scripts/serve.ts in front of Next): what a
 * black-box probe found answering 500 without security headers now answers 400 or 405, and the
 * request id is the server's own.
 */

const securityHeaders = ["content-security-policy", "x-content-type-options", "x-frame-options", "referrer-policy", "permissions-policy", "x-request-id"];

test.describe("requests Next would answer with a 500", () => {
  for (const { method, path, status, json } of refusedRequests) {
    test(`${method} ${path} answers ${status} with the security headers`, async ({ request }) => {
      const response = await request.fetch(path, { method, failOnStatusCode: false });
      expect(response.status()).toBe(status);
      const headers = response.headers();
      for (const header of securityHeaders) expect(headers[header], header).toBeTruthy();
      if (json) expect(await response.json()).toEqual({ message: expect.any(String) });
      else expect(await response.text()).toContain(refusalPageText[status]);
    });
  }
});

test("the request id is the server's own, whatever the client sends", async ({ request }) => {
  const response = await request.get("/api/health", { headers: { "X-Request-Id": "chosen-by-the-client-01" } });
  expect(response.status()).toBe(200);
  expect(response.headers()["x-request-id"]).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-/);
});

test.describe("the server under bad input (issue 32)", () => {
  const tooDeep = "Le corps de la requête est trop imbriqué (32 niveaux au plus).";

  test("a public JSON call with a body nested 16,000 levels deep answers 400 at once", async ({ request }) => {
    const response = await request.post("/api/contact", { headers: { "content-type": "application/json" }, data: "[".repeat(16_000) + "]".repeat(16_000) });
    expect(response.status()).toBe(400);
    expect(await response.json()).toEqual({ message: tooDeep });
  });

  test("a form posted to a page from another site answers 403 with a French page, not 500", async ({ request }) => {
    const response = await request.post("/contact", { headers: { origin: "https://autre-site.example" }, multipart: { nomComplet: "Karim" }, failOnStatusCode: false });
    expect(response.status()).toBe(403);
    expect(response.headers()["content-security-policy"]).toBeTruthy();
    expect(await response.text()).toContain("Envoi refusé");
  });

  test("the contact form posted without scripts, its hidden arguments nested 16,000 levels deep, answers 400, not 500", async ({ request }) => {
    const page = await (await request.get("/contact")).text();
    const decode = (text: string) => text.replace(/&quot;/g, '"').replace(/&#x27;/g, "'").replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&amp;/g, "&");
    const hidden: Record<string, string> = {};
    for (const [input] of page.matchAll(/<input[^>]*type="hidden"[^>]*>/g)) {
      const name = /name="([^"]*)"/.exec(input)?.[1];
      if (name?.startsWith("$ACTION")) hidden[decode(name)] = decode(/value="([^"]*)"/.exec(input)?.[1] ?? "");
    }
    const bound = Object.keys(hidden).find((name) => /^\$ACTION_\d+:1$/.test(name));
    expect(bound, JSON.stringify(Object.keys(hidden))).toBeDefined();
    // As posted by the page: the form's state comes back (all fields empty: "missing fields").
    expect((await request.post("/contact", { multipart: hidden })).status()).toBe(200);
    const deep = await request.post("/contact", { multipart: { ...hidden, [bound!]: "[".repeat(16_000) + "]".repeat(16_000) }, failOnStatusCode: false });
    expect(deep.status()).toBe(400);
    expect(await deep.text()).toContain(tooDeep);
  });
});
