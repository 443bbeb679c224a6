/**
 * `npm run bench:agenda -- [--dist-dir .next] [--appointments 1000000] [--requests 300] [--connections 50,200] [--reuse]`
 *
 * The agenda with years of data: a private PostgreSQL (port 5498, never the shared one) seeded
 * with 100,000 patients and 1,000,000 appointments of 6 doctors (seed-appointments.ts: 864 a
 * week, about 22 years), then the built app (the product's server) answering this week, every
 * doctor and one doctor, two ways in the same run (decision 041):
 *   before  GET /api/appointments?du=<Monday>&au=<Sunday>[&medecinId=]  every field of every
 *           appointment, asked without Accept-Encoding (as the issue measured it); the bytes a
 *           browser got (Next's gzip at its default level) are computed beside it
 *   after   GET /api/appointments/agenda?du=<Monday>&au=<Sunday>[&medecinId=]  what the agenda
 *           shows, asked as a browser does (Accept-Encoding: gzip, deflate, br)
 * For each: the answer's size (JSON, and on the wire), one request at a time (`--requests`, after
 * a warm-up) timed from the request to the last byte, p50/p95/p99, with the CPU time the app and
 * its PostgreSQL backends spend per request; the query alone (the SQL the handler runs, through
 * `pg`) and its EXPLAIN ANALYZE plan, which must read the appointments through an index. Then, for
 * every doctor's week, autocannon at each of `--connections` (50 and 200): req/s, latencies, the
 * answers that were not 2xx (503: shed) and errors. On a shared machine the latencies follow its
 * load (the load average is printed before and after each load test).
 *
 * `--reuse` keeps the seeded database of an earlier run when it holds enough appointments (the
 * seeding takes a few minutes); the cluster's data stays in /tmp/pg-quality-<port> either way.
 */
import { readdirSync, readFileSync } from "node:fs";
import { request as httpRequest } from "node:http";
import { parseArgs } from "node:util";
import zlib from "node:zlib";
import autocannon from "autocannon";
import pg from "pg";
import { openPostgres } from "../../src/db/client";
import { migrateDatabase } from "../../src/db/migrate";
import { selectAgenda, selectAgendaEntries } from "../../src/domain/appointments/agenda";
import { addDays } from "../../src/calendar/plain-date";
import { todayIn } from "../../src/calendar/zone";
import { agendaQuery } from "../../src/schemas/appointment";
import { seedAppointments } from "./seed-appointments";
import { seedPatients } from "./seed-patients";
import { benchAdmin, benchJwtSecret, benchTotpKey, logIn } from "./support/bench-app";
import { privatePostgres } from "./support/private-postgres";
import { assertPortFree, deadline, machineLine, startApp, waitForOk } from "./support/processes";

const { values } = parseArgs({
  options: {
    "dist-dir": { type: "string", default: process.env.NEXT_DIST_DIR ?? ".next" },
    appointments: { type: "string", default: "1000000" },
    patients: { type: "string", default: "100000" },
    doctors: { type: "string", default: "6" },
    requests: { type: "string", default: "300" },
    warmup: { type: "string", default: "30" },
    connections: { type: "string", default: "50,200" },
    duration: { type: "string", default: "10" },
    port: { type: "string", default: "3109" },
    "pg-port": { type: "string", default: "5498" },
    reuse: { type: "boolean", default: false },
  },
});

const appointmentCount = Number(values.appointments);
const requests = Number(values.requests);
const warmupRequests = Number(values.warmup);
const timeZone = "Africa/Casablanca";
const database = "bench_agenda";

deadline(40 * 60 * 1000, "bench:agenda");

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

function summary(samples: number[]): { p50: number; p95: number; p99: number; max: number } {
  const sorted = [...samples].sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p95: percentile(sorted, 95), p99: percentile(sorted, 99), max: sorted[sorted.length - 1]! };
}

const ms = (value: number) => `${value.toFixed(1)} ms`;

/** Monday to Sunday of the practice's current week. */
function thisWeek(): { du: string; au: string } {
  const today = todayIn(timeZone);
  const weekday = (new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7;
  const du = addDays(today, -weekday);
  return { du, au: addDays(du, 6) };
}

async function appointmentsIn(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  try {
    await client.connect();
    const { rows } = await client.query<{ n: number }>("select count(*)::int as n from appointments");
    return rows[0]!.n;
  } catch {
    return 0;
  } finally {
    await client.end().catch(() => {});
  }
}

const CLOCK_TICK_MS = 10; // USER_HZ is 100 on Linux

/** CPU time (user + system) a process has used so far, in ms. */
function cpuMs(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
    return (Number(fields[11]) + Number(fields[12])) * CLOCK_TICK_MS;
  } catch {
    return 0;
  }
}

/** The CPU used so far by each PostgreSQL backend serving `database` (the app's connections), by pid. */
function backendsCpuMs(database: string): Map<number, number> {
  const usage = new Map<number, number>();
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const command = readFileSync(`/proc/${entry}/cmdline`, "utf8");
      if (command.startsWith("postgres: ") && command.includes(` ${database} `)) usage.set(Number(entry), cpuMs(Number(entry)));
    } catch {
      // gone
    }
  }
  return usage;
}

/** CPU the backends used between two readings (a backend that ended in between is not counted). */
function backendsCpuSince(before: Map<number, number>, after: Map<number, number>): number {
  let total = 0;
  for (const [pid, used] of after) total += used - (before.get(pid) ?? 0);
  return total;
}

type Answer = { status: number; wireBytes: number; encoding: string; json: string };

/** One GET over plain HTTP: the bytes as they travel, and the JSON once decoded. */
function getOnce(url: string, headers: Record<string, string>): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(url, { headers, agent: false }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("error", reject);
      response.on("end", () => {
        const raw = Buffer.concat(chunks);
        const encoding = String(response.headers["content-encoding"] ?? "identity");
        const body = encoding === "br" ? zlib.brotliDecompressSync(raw) : encoding === "gzip" ? zlib.gunzipSync(raw) : raw;
        resolve({ status: response.statusCode ?? 0, wireBytes: raw.byteLength, encoding, json: body.toString() });
      });
    });
    request.on("error", reject);
    request.end();
  });
}

/** How many appointments an answer holds: the list of GET /api/appointments, or `rendezVous` of the agenda's own. */
function countOf(json: string): number {
  const parsed = JSON.parse(json) as unknown[] | { rendezVous: unknown[] };
  return Array.isArray(parsed) ? parsed.length : parsed.rendezVous.length;
}

/** `count` calls one after the other; the latency of each, and the last answer. */
async function timedCalls(url: string, headers: Record<string, string>, count: number): Promise<{ samples: number[]; last: Answer }> {
  const samples: number[] = [];
  let last: Answer | undefined;
  for (let i = 0; i < count; i++) {
    const started = performance.now();
    last = await getOnce(url, headers);
    samples.push(performance.now() - started);
    if (last.status !== 200) throw new Error(`${url} answered ${last.status}: ${last.json.slice(0, 200)}`);
  }
  return { samples, last: last! };
}

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
const loadAverage = () => readFileSync("/proc/loadavg", "utf8").split(" ").slice(0, 3).join(" ");

async function main() {
  const appPort = Number(values.port);
  assertPortFree(appPort);
  const started = new Date();
  const cluster = privatePostgres({ port: Number(values["pg-port"]) });
  await cluster.start();
  const url = cluster.url(database);

  let seedSeconds: number | null = null;
  const reused = values.reuse && (await appointmentsIn(url)) >= appointmentCount;
  if (!reused) {
    await cluster.recreateDatabase(database);
    const handle = openPostgres(url, { max: 2 });
    const seedStarted = performance.now();
    await migrateDatabase(handle);
    process.stderr.write(`Seeding ${values.patients} patients...\n`);
    await seedPatients(handle, Number(values.patients));
    await handle.close();
    seedSeconds = (performance.now() - seedStarted) / 1000;
  }

  // Started before the doctors exist, so that it creates the admin (only done when no account exists).
  const server = startApp({
    port: appPort,
    distDir: values["dist-dir"],
    env: { DATABASE_URL: url, JWT_SECRET: benchJwtSecret, TOTP_ENCRYPTION_KEY: benchTotpKey, FILES_ENCRYPTION_KEY: benchTotpKey + "-files", ADMIN_EMAIL: benchAdmin.email, ADMIN_PASSWORD: benchAdmin.password, LOG_LEVEL: "warn" },
  });
  await waitForOk(`${server.baseUrl}/api/health`, server);
  const token = await logIn(server.baseUrl);

  const handle = openPostgres(url, { max: 2 });
  if (!reused) {
    process.stderr.write(`Seeding ${appointmentCount} appointments...\n`);
    const seedStarted = performance.now();
    await seedAppointments(handle, appointmentCount, { doctors: Number(values.doctors), timeZone, log: (line) => process.stderr.write(`${line}\n`) });
    seedSeconds = (seedSeconds ?? 0) + (performance.now() - seedStarted) / 1000;
  }

  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const { rows: stats } = await client.query<{ total: number; first: string; last: string; size: string }>(
    `select count(*)::int as total, (min(date_heure) at time zone '${timeZone}')::date::text as first,
            (max(date_heure) at time zone '${timeZone}')::date::text as last,
            pg_size_pretty(pg_total_relation_size('appointments')) as size from appointments`,
  );
  const { rows: doctorRows } = await client.query<{ medecin_id: number }>(
    "select medecin_id from appointments group by medecin_id order by count(*) desc limit 1",
  );
  const doctorId = doctorRows[0]!.medecin_id;
  const week = thisWeek();

  const ways = [
    { name: "before", path: "/api/appointments", select: selectAgenda, headers: {} as Record<string, string> },
    { name: "after", path: "/api/appointments/agenda", select: selectAgendaEntries, headers: { "accept-encoding": "gzip, deflate, br" } as Record<string, string> },
  ];
  const cases = [
    { label: "this week, every doctor", query: `du=${week.du}&au=${week.au}`, load: true },
    { label: "this week, one doctor", query: `du=${week.du}&au=${week.au}&medecinId=${doctorId}`, load: false },
  ];
  const connectionCounts = values.connections.split(",").map(Number).filter((n) => n > 0);

  const lines: string[] = [];
  const log = (line = "") => {
    lines.push(line);
    process.stderr.write(`${line}\n`);
  };
  log(`\nnpm run bench:agenda — ${started.toISOString()}${reused ? " (seeded database reused)" : ""}`);
  log(`Machine: ${machineLine()}`);
  log(
    `PostgreSQL (private, port ${cluster.port}): ${stats[0]!.total} appointments from ${stats[0]!.first} to ${stats[0]!.last} (table and indexes ${stats[0]!.size})${seedSeconds === null ? "" : `, seeded in ${seedSeconds.toFixed(0)} s`}; app = the product's server (dist/server/serve.mjs, ${values["dist-dir"]}), LOG_LEVEL=warn`,
  );

  const summaryRows: string[] = [];
  for (const { label, query, load } of cases) {
    const parsed = agendaQuery.parse(Object.fromEntries(new URLSearchParams(query)));
    for (const way of ways) {
      const built = way.select(handle.db, parsed, timeZone).toSQL();
      // The SQL the handler runs, alone: the database's share of the latency.
      for (let i = 0; i < 20; i++) await client.query(built.sql, built.params);
      const sqlSamples: number[] = [];
      for (let i = 0; i < requests; i++) {
        const t = performance.now();
        await client.query(built.sql, built.params);
        sqlSamples.push(performance.now() - t);
      }
      const { rows: plan } = await client.query<{ "QUERY PLAN": string }>(`explain (analyze, buffers) ${built.sql}`, built.params);

      const endpoint = `${server.baseUrl}${way.path}?${query}`;
      const headers = { authorization: `Bearer ${token}`, ...way.headers };
      await timedCalls(endpoint, headers, warmupRequests);
      const appPid = server.listenerPid();
      const cpuBefore = { app: cpuMs(appPid), database: backendsCpuMs(database) };
      const http = await timedCalls(endpoint, headers, requests);
      const cpu = { app: (cpuMs(appPid) - cpuBefore.app) / requests, database: backendsCpuSince(cpuBefore.database, backendsCpuMs(database)) / requests };
      const h = summary(http.samples);
      const s = summary(sqlSamples);
      const jsonBytes = Buffer.byteLength(http.last.json);
      // What a browser received before: Next's gzip (zlib's default level) of the same JSON.
      const browserBefore = way.name === "before" ? `; a browser got it gzipped by Next: ${kib(zlib.gzipSync(http.last.json).byteLength)}` : "";
      log(`\n[${way.name}] GET ${way.path}?${query} (${label}): ${countOf(http.last.json)} appointments`);
      log(`  size: JSON ${kib(jsonBytes)}, on the wire ${kib(http.last.wireBytes)} (${http.last.encoding}${Object.keys(way.headers).length ? `, Accept-Encoding: ${way.headers["accept-encoding"]}` : ", no Accept-Encoding"})${browserBefore}`);
      log(`  HTTP, one at a time (${requests} after ${warmupRequests}): p50 ${ms(h.p50)}  p95 ${ms(h.p95)}  p99 ${ms(h.p99)}  max ${ms(h.max)}`);
      log(`  its SQL alone (pg):                     p50 ${ms(s.p50)}  p95 ${ms(s.p95)}  p99 ${ms(s.p99)}`);
      log(`  CPU per request: app ${ms(cpu.app)}, PostgreSQL backends ${ms(cpu.database)}`);
      if (load) {
        for (const connections of connectionCounts) {
          const before = loadAverage();
          const result = await autocannon({ url: endpoint, connections, duration: Number(values.duration), headers });
          const line = `${Math.round(result.requests.average)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, ${result.non2xx} non-2xx of ${result.requests.total}, ${result.errors} errors, ${kib(result.throughput.average)}/s`;
          log(`  autocannon, ${connections} connections, ${values.duration} s: ${line} (load average ${before} → ${loadAverage()})`);
          summaryRows.push(`| ${way.name} | ${connections} | ${kib(http.last.wireBytes)} (${http.last.encoding}) | ${line} |`);
        }
      }
      log("  EXPLAIN (ANALYZE, BUFFERS):");
      for (const row of plan) log(`    ${row["QUERY PLAN"]}`);
      const planText = plan.map((row) => row["QUERY PLAN"]).join("\n");
      if (/Seq Scan on appointments/.test(planText)) log("  !! the appointments are read by a sequential scan");
    }
  }
  log("\nEvery doctor's week under load (before → after, same run):");
  log("| answer | connections | bytes on the wire | autocannon |");
  log("|---|---|---|---|");
  for (const row of summaryRows) log(row);

  await client.end();
  await handle.close();
  await server.stop();
  console.log(lines.join("\n"));
}

main()
  .then(() => process.exit(0))
  .catch((error: unknown) => {
    console.error(error instanceof Error ? error.stack ?? error.message : error);
    // A failed query's own reason (Drizzle wraps the driver's error).
    if (error instanceof Error && error.cause) console.error("cause:", error.cause instanceof Error ? error.cause.message : error.cause);
    process.exit(1);
  });
