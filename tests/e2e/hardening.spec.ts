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
