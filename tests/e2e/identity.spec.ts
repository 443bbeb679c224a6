import { type ChildProcess, spawn } from "node:child_process";
import { rmSync } from "node:fs";
import { expect, test, watchForProblems } from "./fixtures";

/**
 * One built app serves any practice (issue 23, decision 027): the same build, started again with
 * another PRACTICE_PHONE and PRACTICE_SITE_URL, shows the new number and puts the new site in
 * its absolute URLs (canonical link, og:url, sitemap.xml, robots.txt), without a rebuild, from its
 * first answer (decision 035). The CNDP number and the retention periods (decision 033) reach
 * /confidentialite and the footer the same way. Both servers run the same build folder at once:
 * neither writes into it.
 */
test.describe.configure({ mode: "serial", timeout: 150_000 });

const mainPort = Number(process.env.E2E_PORT ?? 3100);
const port = mainPort + 1000;
const origin = `http://127.0.0.1:${port}`;
const siteUrl = "https://cabinet-rabat.example.ma";
const phone = "+212 5 37 71 23 45";
const cndpNumber = "A-GC-123/2026";
const dataDir = `.data-e2e-${port}`;

let server: ChildProcess | undefined;
let output = "";

async function healthy(): Promise<boolean> {
  try {
    return (await fetch(`${origin}/api/health`)).ok;
  } catch {
    return false;
  }
}

test.beforeAll(async () => {
  rmSync(dataDir, { recursive: true, force: true });
  server = spawn("node", ["dist/server/serve.mjs"], {
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      DATA_DIR: dataDir,
      PRACTICE_PHONE: phone,
      PRACTICE_SITE_URL: siteUrl,
      PRACTICE_CNDP_NUMBER: cndpNumber,
      RETENTION_MESSAGES_MONTHS: "18",
      PURGE_HOUR: "off",
    },
  });
  server.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  server.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  await expect.poll(healthy, { timeout: 120_000, message: `second server did not start:\n${output.slice(-2000)}` }).toBe(true);
});

test.afterAll(async () => {
  if (server?.pid && server.exitCode === null) {
    const exited = new Promise((resolve) => server!.once("exit", resolve));
    process.kill(-server.pid, "SIGTERM");
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5_000))]);
  }
  rmSync(dataDir, { recursive: true, force: true });
});

test("the same build restarted with another phone and site URL shows them, without a rebuild", async ({ page, request }) => {
  // The main e2e server (same build, sample phone) for contrast.
  const before = await (await request.get("/contact")).text();
  expect(before).not.toContain(phone);

  expect(await (await request.get(`${origin}/contact`)).text()).toContain(phone);

  const problems = watchForProblems(page);
  const response = await page.goto(`${origin}/contact`);
  expect(response?.status()).toBe(200);
  await expect(page.locator("main")).toContainText(phone);
  const head = page.locator("head");
  await expect(head.locator('link[rel="canonical"]')).toHaveAttribute("href", `${siteUrl}/contact`);
  await expect(head.locator('meta[property="og:url"]')).toHaveAttribute("content", `${siteUrl}/contact`);
  await expect(head.locator('meta[property="og:image"]').first()).toHaveAttribute("content", new RegExp(`^${siteUrl}/opengraph-image`));
  expect(problems).toEqual([]);

  const sitemap = await (await request.get(`${origin}/sitemap.xml`)).text();
  expect(sitemap).toContain(`<loc>${siteUrl}/contact</loc>`);
  expect(sitemap).not.toContain("localhost");
  const robots = await (await request.get(`${origin}/robots.txt`)).text();
  expect(robots).toContain(`Sitemap: ${siteUrl}/sitemap.xml`);
  expect(robots).toContain(`Host: ${siteUrl}`);
});

test("the restarted server states its CNDP number and retention periods on /confidentialite and in the footer", async ({ page, request }) => {
  const before = await (await request.get("/confidentialite")).text();
  expect(before).not.toContain("Référence CNDP");
  expect(before).toContain("Messages de contact : 12 mois après leur réception.");

  expect(await (await request.get(`${origin}/confidentialite`)).text()).toContain(cndpNumber);
  const problems = watchForProblems(page);
  await page.goto(`${origin}/confidentialite`);
  await expect(page.locator("#responsable")).toContainText(`Ce traitement a fait l'objet des formalités préalables auprès de la CNDP sous le n° ${cndpNumber}.`);
  await expect(page.locator("#conservation")).toContainText("Messages de contact : 18 mois après leur réception.");
  await expect(page.locator("footer")).toContainText(`Référence CNDP : n° ${cndpNumber}`);
  expect(problems).toEqual([]);
});
