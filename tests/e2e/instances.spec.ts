import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { createConnection, createServer, type Server, type Socket } from "node:net";
import { e2eAdmin } from "../../playwright.config";
import type { PracticeHours, WeeklyHours } from "../../src/schemas/practice-hours";
import { weeklyHoursRows } from "../../src/calendar/opening-hours";
import { expect, test, watchForProblems } from "./fixtures";

/**
 * Two instances of the built app on one PostgreSQL database, as a practice with two servers runs
 * (decision 035): an opening-hours change saved through one shows on the public pages of both
 * within 5 s; then, the database out of reach, both keep serving their public pages with the last
 * hours they read, and come back to it once it answers again.
 *
 * The instances reach PostgreSQL through a TCP relay of this test: closing it stops the database
 * for them, as a database server that went down or a cut network would, without stopping the
 * PostgreSQL other tests use.
 */
test.describe.configure({ mode: "serial", timeout: 180_000 });

const mainPort = Number(process.env.E2E_PORT ?? 3100);
const ports = [mainPort + 1100, mainPort + 1101];
const origins = ports.map((port) => `http://127.0.0.1:${port}`);
const database = `e2e_instances_${mainPort}`;
const pg = ["-h", "127.0.0.1", "-p", process.env.E2E_PG_PORT ?? "5432", "-U", "postgres"];

/** Within 5 s of the PUT's answer, on every instance (the promise). */
const showsWithinMs = 5_000;

let relay: Server | undefined;
let relayPort = 0;
const relayed = new Set<Socket>();
const servers: ChildProcess[] = [];
const outputs: string[] = [];
let token = "";
let original: PracticeHours;

function run(command: string, args: string[]) {
  const result = spawnSync(command, args, { encoding: "utf8" });
  if (result.status !== 0) throw new Error(`${command} ${args.join(" ")}: ${result.stderr}`);
}

/** Opens the relay on `port` (0: any free port), forwarding to PostgreSQL. */
function openRelay(port: number): Promise<number> {
  relay = createServer((client) => {
    const upstream = createConnection({ host: "127.0.0.1", port: Number(pg[3]) });
    for (const socket of [client, upstream]) {
      relayed.add(socket);
      socket.on("close", () => relayed.delete(socket));
      socket.on("error", () => {});
    }
    client.pipe(upstream).pipe(client);
  });
  return new Promise((resolve) => relay!.listen(port, "127.0.0.1", () => resolve((relay!.address() as { port: number }).port)));
}

/** The database stops answering: no new connection, and the open ones cut. */
async function closeRelay(): Promise<void> {
  const closed = new Promise((resolve) => relay?.close(resolve));
  for (const socket of relayed) socket.destroy();
  await closed;
  relay = undefined;
}

async function health(origin: string): Promise<number> {
  try {
    return (await fetch(`${origin}/api/health`, { signal: AbortSignal.timeout(5_000) })).status;
  } catch {
    return 0;
  }
}

const topBarLine = (semaine: WeeklyHours) =>
  weeklyHoursRows(semaine)
    .map((row) => `${row.days} : ${row.hours}`)
    .join("  ·  ");

test.beforeAll(async () => {
  run("dropdb", [...pg, "--if-exists", "--force", database]);
  run("createdb", [...pg, database]);
  relayPort = await openRelay(0);
  ports.forEach((port, i) => {
    outputs[i] = "";
    const server = spawn("node", ["dist/server/serve.mjs"], {
      detached: true,
      stdio: ["ignore", "pipe", "pipe"],
      env: {
        ...process.env,
        NODE_ENV: "production",
        PORT: String(port),
        DATABASE_URL: `postgres://postgres@127.0.0.1:${relayPort}/${database}`,
        JWT_SECRET: "e2e-instances-secret-that-is-long-enough-0123456789",
        TOTP_ENCRYPTION_KEY: "e2e-instances-totp-key-that-is-long-enough-0123456789",
        FILES_ENCRYPTION_KEY: "e2e-instances-files-key-that-is-long-enough-0123456789",
        ADMIN_EMAIL: e2eAdmin.email,
        ADMIN_PASSWORD: e2eAdmin.password,
        PRACTICE_SITE_URL: origins[i],
        PURGE_HOUR: "off",
        BACKUP_HOUR: "off",
        LOG_LEVEL: "warn",
        // Two instances, one process each (the cluster of decision 046 has its own spec).
        WEB_CONCURRENCY: "1",
      },
    });
    server.stdout?.on("data", (chunk: Buffer) => (outputs[i] += chunk.toString()));
    server.stderr?.on("data", (chunk: Buffer) => (outputs[i] += chunk.toString()));
    servers.push(server);
  });
  for (const [i, origin] of origins.entries()) {
    await expect.poll(() => health(origin), { timeout: 120_000, message: `instance ${origin} did not start:\n${outputs[i]?.slice(-2000)}` }).toBe(200);
  }
  const login = await fetch(`${origins[0]}/api/auth/login`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(e2eAdmin) });
  expect(login.status).toBe(200);
  token = (await login.text()).trim().replace(/^"+|"+$/g, "");
  original = (await (await fetch(`${origins[0]}/api/practice/hours`)).json()) as PracticeHours;
});

test.afterAll(async () => {
  for (const server of servers) {
    if (server.pid && server.exitCode === null) {
      const exited = new Promise((resolve) => server.once("exit", resolve));
      process.kill(-server.pid, "SIGTERM");
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5_000))]);
    }
  }
  await closeRelay();
  run("dropdb", [...pg, "--if-exists", "--force", database]);
});

const semaine = (): WeeklyHours => ({ ...original.semaine, "2": [{ debut: "08:30", fin: "12:00" }, { debut: "15:00", fin: "19:30" }], "6": [] });

test("an hours change saved on one instance shows on the public pages of both within 5 s", async ({ browser }) => {
  const line = topBarLine(semaine());
  expect(line).toContain("Mardi : 08:30 - 12:00, 15:00 - 19:30");
  const context = await browser.newContext();
  const pages = await Promise.all(origins.map(() => context.newPage()));
  const problems = pages.map((page) => watchForProblems(page));
  // Both instances have read the hours before the change: each shows the current week.
  for (const [i, page] of pages.entries()) {
    await page.goto(`${origins[i]}/`);
    await expect(page.getByText(topBarLine(original.semaine), { exact: true })).toBeVisible();
  }

  const { periodes, fermetures } = original;
  const saved = await fetch(`${origins[0]}/api/practice/hours`, {
    method: "PUT",
    headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
    body: JSON.stringify({ semaine: semaine(), periodes, fermetures }),
  });
  expect(saved.status, await saved.text()).toBe(200);
  const savedAt = Date.now();

  for (const [i, page] of pages.entries()) {
    await expect
      .poll(
        async () => {
          await page.goto(`${origins[i]}/`);
          return page.getByText(line, { exact: true }).isVisible();
        },
        { timeout: showsWithinMs - (Date.now() - savedAt), intervals: [200] },
      )
      .toBe(true);
    console.log(`instances: the new week was on ${origins[i]}/ ${((Date.now() - savedAt) / 1000).toFixed(1)} s after the PUT`);
  }
  expect(Date.now() - savedAt).toBeLessThanOrEqual(showsWithinMs);
  for (const list of problems) expect(list).toEqual([]);
  await context.close();
});

test("with the database out of reach, both instances serve their public pages with the last hours read", async ({ page }) => {
  const line = topBarLine(semaine());
  await closeRelay();
  for (const origin of origins) await expect.poll(() => health(origin), { timeout: 15_000 }).toBe(503);

  for (const origin of origins) {
    for (const path of ["/", "/contact", "/ar", "/appointments"]) {
      const response = await fetch(`${origin}${path}`, { signal: AbortSignal.timeout(10_000) });
      expect(response.status, `${origin}${path}`).toBe(200);
      if (path === "/" || path === "/contact") expect(await response.text(), `${origin}${path}`).toContain("Mardi : 08:30 - 12:00, 15:00 - 19:30");
    }
    const response = await page.goto(`${origin}/`);
    expect(response?.status()).toBe(200);
    await expect(page.getByText(line, { exact: true })).toBeVisible();
  }

  // The database answers again: so do the instances' health checks, and a new change shows.
  await openRelay(relayPort);
  for (const origin of origins) await expect.poll(() => health(origin), { timeout: 30_000 }).toBe(200);
  const { periodes, fermetures } = original;
  const restored = await fetch(`${origins[1]}/api/practice/hours`, {
    method: "PUT",
    headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
    body: JSON.stringify({ semaine: original.semaine, periodes, fermetures }),
  });
  expect(restored.status, await restored.text()).toBe(200);
  for (const origin of origins) {
    await expect.poll(async () => (await (await fetch(`${origin}/`)).text()).includes(`${topBarLine(original.semaine)}</p>`), { timeout: showsWithinMs }).toBe(true);
  }
});
