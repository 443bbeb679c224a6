import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import http from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { e2eAdmin } from "../../playwright.config";
import { expect, test } from "./fixtures";

/**
 * The product's server as production runs it (dist/server/serve.mjs), with WEB_CONCURRENCY=2
 * (decision 046): on PostgreSQL the primary does the start-up once and two workers serve, a
 * worker that dies is replaced, SIGTERM stops them all; on the embedded database one process
 * serves whatever WEB_CONCURRENCY says, since PGlite can be opened by one process only.
 */
test.describe.configure({ mode: "serial", timeout: 180_000 });

const mainPort = Number(process.env.E2E_PORT ?? 3100);
const database = `e2e_processes_${mainPort}`;
const pg = ["-h", "127.0.0.1", "-p", process.env.E2E_PG_PORT ?? "5432", "-U", "postgres"];

type Started = { child: ChildProcess; lines: () => Record<string, unknown>[]; output: () => string; port: number };

function run(command: string, args: string[]) {
  const result = spawnSync(command, args, { encoding: "utf8" });
  if (result.status !== 0) throw new Error(`${command} ${args.join(" ")}: ${result.stderr}`);
}

function start(port: number, env: Record<string, string>): Started {
  let output = "";
  const child = spawn("node", ["dist/server/serve.mjs"], {
    stdio: ["ignore", "pipe", "pipe"],
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      JWT_SECRET: "e2e-processes-secret-that-is-long-enough-0123456789",
      TOTP_ENCRYPTION_KEY: "e2e-processes-totp-key-that-is-long-enough-0123456789",
      FILES_ENCRYPTION_KEY: "e2e-processes-files-key-that-is-long-enough-0123456789",
      ADMIN_EMAIL: e2eAdmin.email,
      ADMIN_PASSWORD: e2eAdmin.password,
      PRACTICE_SITE_URL: `http://127.0.0.1:${port}`,
      PURGE_HOUR: "off",
      BACKUP_HOUR: "off",
      LOG_LEVEL: "info",
      WEB_CONCURRENCY: "2",
      ...env,
    },
  });
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const lines = () =>
    output.split("\n").flatMap((line) => {
      try {
        return [JSON.parse(line) as Record<string, unknown>];
      } catch {
        return [];
      }
    });
  return { child, lines, output: () => output.slice(-3000), port };
}

/** One request on a connection of its own, so that the primary hands each to a worker in turn. */
function get(port: number, urlPath: string): Promise<number> {
  return new Promise((resolve) => {
    http
      .get({ host: "127.0.0.1", port, path: urlPath, agent: false }, (response) => {
        response.resume();
        response.on("end", () => resolve(response.statusCode ?? 0));
      })
      .on("error", () => resolve(0));
  });
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** The node processes whose parent is `pid`. */
function children(pid: number): number[] {
  const result = spawnSync("pgrep", ["-P", String(pid)], { encoding: "utf8" });
  return result.stdout.split("\n").filter(Boolean).map(Number);
}

async function stop(server: Started): Promise<number | null> {
  if (server.child.exitCode !== null) return server.child.exitCode;
  const exited = new Promise<number | null>((resolve) => server.child.once("exit", (code) => resolve(code)));
  server.child.kill("SIGTERM");
  return Promise.race([exited, new Promise<null>((resolve) => setTimeout(() => resolve(null), 30_000))]);
}

let running: Started | undefined;

test.afterEach(async () => {
  if (running && running.child.exitCode === null) {
    for (const pid of children(running.child.pid!)) process.kill(pid, "SIGKILL");
    running.child.kill("SIGKILL");
  }
  running = undefined;
});

test.describe("on PostgreSQL", () => {
  test.beforeAll(() => {
    run("dropdb", [...pg, "--if-exists", "--force", database]);
    run("createdb", [...pg, database]);
  });
  test.afterAll(() => run("dropdb", [...pg, "--if-exists", "--force", database]));

  test("two workers serve after one start-up; a dead worker is replaced; SIGTERM stops them all", async () => {
    const server = (running = start(mainPort + 1120, { DATABASE_URL: `postgres://postgres@127.0.0.1:${pg[3]}/${database}` }));
    const serving = () => server.lines().filter((line) => line.msg === "worker serving");
    await expect.poll(() => serving().length, { timeout: 120_000, message: `the workers did not start:\n${server.output()}` }).toBe(2);
    const primaryPid = server.child.pid!;
    const workerPids = serving().map((line) => line.pid as number);
    expect(new Set(workerPids).size).toBe(2);
    expect(children(primaryPid).sort()).toEqual([...workerPids].sort());

    // The start-up ran once, in the primary: one first admin, no migration or admin in the workers.
    expect(server.lines().filter((line) => line.msg === "first admin account created")).toHaveLength(1);
    expect(server.lines().find((line) => line.msg === "first admin account created")?.worker).toBeUndefined();

    // Both workers answer, each request on a connection of its own: the pages, then the API, whose
    // requests are logged with their worker (pages are not). The primary hands connections to the free
    // workers in turn, so a batch of API calls alone reaches both; a log line may come a moment after
    // its answer on a busy machine.
    const pages = await Promise.all(Array.from({ length: 6 }, () => get(server.port, "/")));
    expect(pages.every((status) => status === 200)).toBe(true);
    const calls = await Promise.all(Array.from({ length: 12 }, () => get(server.port, "/api/health")));
    expect(calls.every((status) => status === 200)).toBe(true);
    const answeredBy = () => new Set(server.lines().filter((line) => line.msg === "request" && line.path === "/api/health" && !line.clientRequestId).map((line) => line.worker));
    await expect.poll(answeredBy, { timeout: 10_000, message: server.output() }).toEqual(new Set([1, 2]));

    // A worker killed outright is replaced, and the site keeps answering.
    process.kill(workerPids[0]!, "SIGKILL");
    await expect.poll(() => serving().length, { timeout: 60_000, message: server.output() }).toBe(3);
    expect(server.lines().some((line) => line.msg === "a worker died: starting another" && line.signal === "SIGKILL")).toBe(true);
    const replaced = serving()[2]!.pid as number;
    expect(children(primaryPid).sort()).toEqual([workerPids[1]!, replaced].sort());
    expect(await get(server.port, "/")).toBe(200);
    const login = await fetch(`http://127.0.0.1:${server.port}/api/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(e2eAdmin),
    });
    expect(login.status).toBe(200);

    expect(await stop(server)).toBe(0);
    for (const pid of [workerPids[1]!, replaced]) expect(alive(pid)).toBe(false);
    expect(await get(server.port, "/api/health")).toBe(0);
  });
});

test("on the embedded database one process serves, WEB_CONCURRENCY=2 notwithstanding, and says so", async () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), "e2e-processes-"));
  try {
    const server = (running = start(mainPort + 1121, { DATA_DIR: dataDir }));
    await expect.poll(() => get(server.port, "/api/health"), { timeout: 120_000, message: server.output() }).toBe(200);
    expect(server.lines().some((line) => line.level === 40 && String(line.msg).startsWith("WEB_CONCURRENCY=2 ignored: the embedded database (PGlite) can be opened by one process only"))).toBe(true);
    expect(children(server.child.pid!)).toEqual([]);
    expect(await get(server.port, "/")).toBe(200);
    const requests = server.lines().filter((line) => line.msg === "request");
    expect(requests.length).toBeGreaterThan(0);
    expect(requests.every((line) => line.worker === undefined)).toBe(true);
    expect(server.lines().some((line) => line.msg === "worker serving")).toBe(false);
    expect(await stop(server)).toBe(0);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
});
