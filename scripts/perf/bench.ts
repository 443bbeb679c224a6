/**
 * `npm run bench -- [--dist-dir .next] [--duration 10] [--connections 10] [--engines pglite,postgres] [--server product|next]`
 *
 * Load on loopback with autocannon, bounded in time: req/s and p50/p99 latency of
 *   GET /                              the home page, rendered for the request (decision 035)
 *   GET /api/health                    one `select 1`
 *   POST /api/appointment-requests     rate-limit counter + insert
 *   GET /api/patients?nom=benaissa     token check + trigram search over 100,000 patients + audit insert
 * for the built app on PGlite and on PostgreSQL (a private cluster on port 5499, never the
 * shared one), served by the product's server (`--server next`: by `next start`), then for a
 * minimal node:http server sending the same SQL and the home page's HTML as the app sent it
 * (baseline-server.ts), with the ratio, and the peak memory (VmHWM) of each server process.
 *
 * Every request comes from one address, so the public rate-limit counter is a single hot row:
 * that is the worst case for POST, and the limit is raised so that no request is refused.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import autocannon, { type Result } from "autocannon";
import { openPglite, openPostgres, type DatabaseHandle } from "../../src/db/client";
import { migrateDatabase } from "../../src/db/migrate";
import { seedPatients } from "./seed-patients";
import { benchAdmin, benchJwtSecret, benchTotpKey, logIn } from "./support/bench-app";
import { privatePostgres } from "./support/private-postgres";
import {
  assertPortFree,
  deadline,
  machineLine,
  peakMemoryMiB,
  peakMemoryOfTreeMiB,
  startApp,
  startNode,
  waitForOk,
  type Server,
} from "./support/processes";

const { values } = parseArgs({
  options: {
    "dist-dir": { type: "string", default: process.env.NEXT_DIST_DIR ?? ".next" },
    duration: { type: "string", default: "10" },
    warmup: { type: "string", default: "2" },
    connections: { type: "string", default: "10" },
    engines: { type: "string", default: "pglite,postgres" },
    patients: { type: "string", default: "100000" },
    search: { type: "string", default: "benaissa" },
    port: { type: "string", default: "3107" },
    "baseline-port": { type: "string", default: "3108" },
    "pg-port": { type: "string", default: "5499" },
    server: { type: "string", default: "product" },
  },
});

const duration = Number(values.duration);
const warmup = Number(values.warmup);
const connections = Number(values.connections);
const engines = values.engines.split(",").map((e) => e.trim()) as ("pglite" | "postgres")[];
const patientCount = Number(values.patients);
const appPort = Number(values.port);
const baselinePort = Number(values["baseline-port"]);
const distDir = values["dist-dir"];
const serverKind = values.server === "next" ? "next" : "product";

const scenarioCount = 4;
deadline(
  (engines.length * (240 + 2 * scenarioCount * (duration + warmup + 5)) + 60) * 1000,
  "bench",
);


type Scenario = { label: string; method: "GET" | "POST"; path: string; body?: string; auth?: boolean };

function scenarios(): Scenario[] {
  const datePreferee = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
  return [
    { label: "GET / (home page)", method: "GET", path: "/" },
    { label: "GET /api/health", method: "GET", path: "/api/health" },
    {
      label: "POST /api/appointment-requests",
      method: "POST",
      path: "/api/appointment-requests",
      body: JSON.stringify({
        nom: "Benaïssa",
        prenom: "Salma",
        telephone: "+212 6 12 34 56 78",
        datePreferee,
        heurePreferee: "10:30:00",
        motif: "Douleur au genou droit",
      }),
    },
    { label: `GET /api/patients?nom=${values.search}`, method: "GET", path: `/api/patients?nom=${encodeURIComponent(values.search)}`, auth: true },
  ];
}

type Measure = { reqPerSec: number; p50: number; p99: number; non2xx: number; errors: number };

async function load(baseUrl: string, scenario: Scenario, token: string, seconds: number): Promise<Result> {
  return autocannon({
    url: `${baseUrl}${scenario.path}`,
    method: scenario.method,
    connections,
    duration: seconds,
    timeout: 10,
    headers: {
      ...(scenario.body ? { "content-type": "application/json" } : {}),
      ...(scenario.auth ? { authorization: `Bearer ${token}` } : {}),
    },
    body: scenario.body,
  });
}

async function measure(baseUrl: string, token: string): Promise<Measure[]> {
  const out: Measure[] = [];
  for (const scenario of scenarios()) {
    if (warmup > 0) await load(baseUrl, scenario, token, warmup);
    const r = await load(baseUrl, scenario, token, duration);
    out.push({ reqPerSec: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, non2xx: r.non2xx, errors: r.errors });
    process.stderr.write(`    ${scenario.label}: ${Math.round(r.requests.average)} req/s\n`);
  }
  return out;
}

/** The search must really find seeded patients, or the figures would measure an empty table. */
async function checkSearch(baseUrl: string, token: string): Promise<number> {
  const response = await fetch(`${baseUrl}/api/patients?nom=${encodeURIComponent(values.search)}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const body = (await response.json()) as unknown[];
  if (!response.ok || !Array.isArray(body) || body.length === 0) {
    throw new Error(`search check failed: ${response.status} ${JSON.stringify(body).slice(0, 200)}`);
  }
  return body.length;
}

type EngineResult = {
  engine: string;
  baselineName: string;
  seedSeconds: number;
  app: Measure[];
  baseline: Measure[];
  appPeakMiB: number | null;
  /** The app's processes: 1, or the primary and its workers (WEB_CONCURRENCY, decision 046). */
  appProcesses: number;
  baselinePeakMiB: number | null;
  /** The load average (1, 5, 15 min) when each measurement started: the machine is shared. */
  appLoad: string;
  baselineLoad: string;
};

async function runEngine(engine: "pglite" | "postgres"): Promise<EngineResult> {
  process.stderr.write(`\n${engine}: preparing ${patientCount} patients\n`);
  let dataDir: string | null = null;
  let databaseUrl: string | undefined;
  let handle: DatabaseHandle;
  if (engine === "pglite") {
    dataDir = mkdtempSync(path.join(tmpdir(), "bench-pglite-"));
    handle = await openPglite(path.join(dataDir, "pgdata"));
  } else {
    const cluster = privatePostgres({ port: Number(values["pg-port"]) });
    await cluster.start();
    await cluster.recreateDatabase("bench");
    databaseUrl = cluster.url("bench");
    handle = openPostgres(databaseUrl, { max: 2 });
  }
  const seedStarted = performance.now();
  await migrateDatabase(handle);
  await seedPatients(handle, patientCount);
  const seedSeconds = (performance.now() - seedStarted) / 1000;
  await handle.close();

  const dbEnv = dataDir ? { DATA_DIR: dataDir } : { DATABASE_URL: databaseUrl };
  let server: Server = startApp({
    port: appPort,
    distDir,
    server: serverKind,
    env: {
      ...dbEnv,
      JWT_SECRET: benchJwtSecret,
      TOTP_ENCRYPTION_KEY: benchTotpKey,
      FILES_ENCRYPTION_KEY: benchTotpKey + "-files",
      ADMIN_EMAIL: benchAdmin.email,
      ADMIN_PASSWORD: benchAdmin.password,
      LOG_LEVEL: "info",
      RATE_LIMIT_PUBLIC_PER_WINDOW: "1000000000",
      RATE_LIMIT_LOGIN_PER_WINDOW: "1000",
    },
  });
  await waitForOk(`${server.baseUrl}/api/health`, server);
  const token = await logIn(server.baseUrl);
  await checkSearch(server.baseUrl, token);
  const appLoad = loadAverage();
  process.stderr.write(`  app (Next.js) on ${engine}, load average ${appLoad}\n`);
  const app = await measure(server.baseUrl, token);
  const { mib: appPeakMiB, processes: appProcesses } = peakMemoryOfTreeMiB(server.listenerPid());
  // The baseline sends the home page as the app wrote it for one request.
  const homeHtml = path.join(tmpdir(), `bench-home-${process.pid}.html`);
  writeFileSync(homeHtml, await (await fetch(`${server.baseUrl}/`)).text());
  await server.stop();

  server = startNode(["--import", "tsx", path.join("scripts", "perf", "baseline-server.ts")], {
    port: baselinePort,
    env: {
      ...(dataDir ? { BASELINE_PGLITE_DIR: path.join(dataDir, "pgdata") } : { DATABASE_URL: databaseUrl }),
      BASELINE_PORT: String(baselinePort),
      BASELINE_HTML: homeHtml,
      JWT_SECRET: benchJwtSecret,
    },
  });
  await waitForOk(`${server.baseUrl}/api/health`, server);
  await checkSearch(server.baseUrl, token);
  const baselineLoad = loadAverage();
  process.stderr.write(`  baseline (node:http) on ${engine}, load average ${baselineLoad}\n`);
  const baseline = await measure(server.baseUrl, token);
  const baselinePeakMiB = peakMemoryMiB(server.listenerPid());
  await server.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  rmSync(homeHtml, { force: true });

  return {
    engine: engine === "pglite" ? "PGlite" : "PostgreSQL",
    baselineName: engine === "pglite" ? "node:http + PGlite" : "node:http + pg",
    seedSeconds,
    app,
    baseline,
    appPeakMiB,
    appProcesses,
    baselinePeakMiB,
    appLoad,
    baselineLoad,
  };
}

const loadAverage = () => readFileSync("/proc/loadavg", "utf8").split(" ").slice(0, 3).join(" ");
const pad = (text: string | number, width: number) => String(text).padEnd(width);
const ms = (value: number) => `${Number.isInteger(value) ? value : value.toFixed(1)} ms`;

function print(results: EngineResult[], started: Date) {
  console.log(`\nnpm run bench — ${started.toISOString()}`);
  console.log(`Machine: ${machineLine()}`);
  console.log(
    `autocannon: ${connections} connections, ${duration} s per call after ${warmup} s of warm-up, loopback; ${patientCount} seeded patients; app = ${serverKind === "next" ? "next start" : "the product's server"} (${distDir}), WEB_CONCURRENCY=${process.env.WEB_CONCURRENCY || "unset"}, LOG_LEVEL=info`,
  );
  const calls = scenarios().map((s) => s.label);
  for (const r of results) {
    console.log(`\n${r.engine} (seeded in ${r.seedSeconds.toFixed(1)} s) — baseline: ${r.baselineName}; load average at the start of the app's calls ${r.appLoad}, of the baseline's ${r.baselineLoad}`);
    console.log(
      `${pad("call", 40)}${pad("app req/s", 11)}${pad("p50", 9)}${pad("p99", 9)}${pad("base req/s", 12)}${pad("p50", 9)}${pad("p99", 9)}app/base`,
    );
    calls.forEach((label, i) => {
      const a = r.app[i]!;
      const b = r.baseline[i]!;
      console.log(
        `${pad(label, 40)}${pad(Math.round(a.reqPerSec), 11)}${pad(ms(a.p50), 9)}${pad(ms(a.p99), 9)}${pad(Math.round(b.reqPerSec), 12)}${pad(ms(b.p50), 9)}${pad(ms(b.p99), 9)}${(a.reqPerSec / b.reqPerSec).toFixed(2)}×`,
      );
    });
    const problems = calls.flatMap((label, i) =>
      [
        ["app", r.app[i]!],
        ["baseline", r.baseline[i]!],
      ].flatMap(([who, m]) => {
        const x = m as Measure;
        return x.non2xx > 0 || x.errors > 0 ? [`${who} ${label}: ${x.non2xx} non-2xx, ${x.errors} errors`] : [];
      }),
    );
    const appProcesses = r.appProcesses > 1 ? ` (${r.appProcesses} processes: the primary and its workers, summed)` : "";
    console.log(`Peak memory (VmHWM): app ${r.appPeakMiB ?? "?"} MiB${appProcesses}, baseline ${r.baselinePeakMiB ?? "?"} MiB`);
    console.log(problems.length === 0 ? "Every response was 2xx." : `Not all responses were 2xx:\n  ${problems.join("\n  ")}`);
  }
}

async function main() {
  assertPortFree(appPort);
  assertPortFree(baselinePort);
  const started = new Date();
  const results: EngineResult[] = [];
  for (const engine of engines) {
    if (engine !== "pglite" && engine !== "postgres") throw new Error(`unknown engine ${engine}`);
    results.push(await runEngine(engine));
  }
  print(results, started);
}

main()
  .then(() => process.exit(0))
  .catch((error: unknown) => {
    console.error(error instanceof Error ? error.stack ?? error.message : error);
    process.exit(1);
  });
