import { expect, test } from "./fixtures";

test("the site answers and reports a healthy database", async ({ page, request }) => {
  const health = await request.get("/api/health");
  expect(health.status()).toBe(200);
  expect(await health.json()).toEqual({ status: "ok", db: "ok" });

  await page.goto("/");
  await expect(page).toHaveTitle(/^Home - Cabinet du Dr\. /);
});
