/**
 * `npm run drill:db -- [--dist-dir .next] [--workers 8] [--outage 8000]`
 *
 * Database outage drill, on PostgreSQL: the app runs under a steady load of health checks,
 * public appointment requests and staff patient searches; PostgreSQL is stopped abruptly
 * (`pg_ctl stop -m immediate`: a crash, connections cut), kept down, then started again.
 * Expected: while it is down every call answers quickly (no hanging request) with 503 and a
 * French message; once it is back, the app serves again by itself, without a restart.
 *
 * It uses a private cluster (port 5499, data in /tmp/pg-quality-5499) created with initdb as the
 * `postgres` user: the machine's shared PostgreSQL on 5432 serves other people's tests and is
 * never stopped. Exit code 1 if an expectation fails.
 */
import { parseArgs } from "node:util";
import { privatePostgres } from "../perf/support/private-postgres";
import { assertPortFree, deadline, machineLine, sleep, startApp, waitForOk } from "../perf/support/processes";
import { appointmentRequest, logIn, messageOf, postJson, timedFetch, type Outcome } from "./api";

const { values } = parseArgs({
  options: {
    "dist-dir": { type: "string", default: process.env.NEXT_DIST_DIR ?? ".next" },
    workers: { type: "string", default: "8" },
    before: { type: "string", default: "3000" },
    outage: { type: "string", default: "8000" },
    after: { type: "string", default: "4000" },
    port: { type: "string", default: "3109" },
    "pg-port": { type: "string", default: "5499" },
  },
});

const workers = Number(values.workers);
const beforeMs = Number(values.before);
const outageMs = Number(values.outage);
const afterMs = Number(values.after);
const port = Number(values.port);
/** A request that takes longer than this while the database is down counts as hanging. */
const hangingMs = 5_000;
/** The app must serve again within this time once PostgreSQL accepts connections. */
const recoveryBudgetMs = 10_000;
deadline(beforeMs + outageMs + afterMs + recoveryBudgetMs + 4 * 60_000, "drill:db");

const admin = { email: "admin@drill.test", password: "drill-admin-password" };

type Phase = "before" | "outage" | "recovering" | "after";
type Sample = Outcome & { call: string; phase: Phase; at: number };

async function main() {
  assertPortFree(port);
  const started = new Date();
  const cluster = privatePostgres({ port: Number(values["pg-port"]) });
  await cluster.start();
  await cluster.recreateDatabase("drill_db");
  const server = startApp({
    port,
    distDir: values["dist-dir"],
    env: {
      DATABASE_URL: cluster.url("drill_db"),
      JWT_SECRET: "drill-secret-that-is-long-enough-for-hs256-signing",
      TOTP_ENCRYPTION_KEY: "drill-totp-key-that-is-long-enough-for-aes-256",
      FILES_ENCRYPTION_KEY: "drill-files-key-that-is-long-enough-for-aes-256",
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
      LOG_LEVEL: "warn",
      RATE_LIMIT_PUBLIC_PER_WINDOW: "1000000000",
    },
  });
  await waitForOk(`${server.baseUrl}/api/health`, server);
  const token = await logIn(server.baseUrl, admin);
  const base = server.baseUrl;

  const calls: { name: string; run: () => Promise<Outcome> }[] = [
    { name: "GET /api/health", run: () => timedFetch(`${base}/api/health`) },
    { name: "POST /api/appointment-requests", run: () => postJson(`${base}/api/appointment-requests`, appointmentRequest("Panne", "Exercice")) },
    {
      name: "GET /api/patients?nom=",
      run: () => timedFetch(`${base}/api/patients?nom=benaissa`, { headers: { authorization: `Bearer ${token}` } }),
    },
  ];

  let phase: Phase = "before";
  let running = true;
  const samples: Sample[] = [];
  const t0 = performance.now();
  const worker = async (w: number) => {
    for (let n = w; running; n++) {
      const call = calls[n % calls.length]!;
      const startedAt = performance.now() - t0;
      const callPhase = phase;
      const outcome = await call.run();
      // A call under way when the database stopped and cut by it belongs to the outage.
      const cut = callPhase === "before" && phase !== "before" && (outcome.status < 200 || outcome.status >= 300);
      samples.push({ ...outcome, call: call.name, phase: cut ? "outage" : callPhase, at: startedAt });
      if (outcome.status === 0 || outcome.status >= 500) await sleep(50); // a client backing off a little
    }
  };
  const load = Promise.all(Array.from({ length: workers }, (_, w) => worker(w)));

  await sleep(beforeMs);
  process.stderr.write("stopping PostgreSQL (immediate)\n");
  const stoppedAt = performance.now() - t0;
  phase = "outage";
  await cluster.stop("immediate");
  const downAt = performance.now() - t0;
  await sleep(outageMs);
  process.stderr.write("starting PostgreSQL again\n");
  // From here PostgreSQL may accept connections before pg_ctl returns.
  const restartIssuedAt = performance.now() - t0;
  await cluster.start();
  const restartedAt = performance.now() - t0;
  phase = "recovering";
  // Recovered: every kind of call has succeeded once since PostgreSQL came back.
  const recoveredBy = new Map<string, number>();
  while (recoveredBy.size < calls.length && performance.now() - t0 - restartedAt < recoveryBudgetMs) {
    for (const s of samples) {
      if (s.at >= restartedAt && s.status >= 200 && s.status < 300 && !recoveredBy.has(s.call)) {
        recoveredBy.set(s.call, s.at + s.ms - restartedAt);
      }
    }
    await sleep(100);
  }
  phase = "after";
  await sleep(afterMs);
  running = false;
  await load;
  await server.stop();
  await cluster.stop("fast");

  // Report.
  const pad = (t: string | number, w: number) => String(t).padEnd(w);
  console.log(`\nnpm run drill:db — ${started.toISOString()}`);
  console.log(`Machine: ${machineLine()}`);
  console.log(
    `${workers} concurrent clients; PostgreSQL stopped (-m immediate) at ${(stoppedAt / 1000).toFixed(1)} s for ${outageMs / 1000} s, then started again; the app was never restarted\n`,
  );
  console.log(`${pad("phase", 12)}${pad("call", 34)}${pad("n", 6)}${pad("statuses", 26)}${pad("max ms", 9)}message seen`);
  const failures: string[] = [];
  for (const p of ["before", "outage", "recovering", "after"] as Phase[]) {
    for (const call of calls) {
      const mine = samples.filter((s) => s.phase === p && s.call === call.name);
      if (mine.length === 0) continue;
      const statuses = new Map<string, number>();
      for (const s of mine) statuses.set(s.status === 0 ? "no answer" : String(s.status), (statuses.get(s.status === 0 ? "no answer" : String(s.status)) ?? 0) + 1);
      const maxMs = Math.max(...mine.map((s) => s.ms));
      const messages = [...new Set(mine.filter((s) => s.status >= 400).map((s) => messageOf(s.body) ?? s.error ?? "(none)"))];
      console.log(
        `${pad(p, 12)}${pad(call.name, 34)}${pad(mine.length, 6)}${pad([...statuses].map(([k, v]) => `${k}×${v}`).join(" "), 26)}${pad(Math.round(maxMs), 9)}${messages.join(" | ")}`,
      );
      if ((p === "before" || p === "after") && mine.some((s) => s.status < 200 || s.status >= 300)) {
        failures.push(`${p}: ${call.name} had non-2xx answers`);
      }
      if (p === "outage") {
        // Success is fine for a call that ended before the stop took effect, or once the restart
        // of the database had begun.
        const wrong = mine.filter(
          (s) => s.status !== 503 && !(s.status >= 200 && s.status < 300 && (s.at + s.ms <= downAt || s.at + s.ms >= restartIssuedAt)),
        );
        if (wrong.length > 0) failures.push(`outage: ${call.name} answered ${[...new Set(wrong.map((s) => s.status))].join(", ")} instead of 503`);
        if (mine.some((s) => s.ms > hangingMs)) failures.push(`outage: ${call.name} took up to ${Math.round(maxMs)} ms (hanging)`);
        if (mine.some((s) => s.status === 503 && !/[éèàç]|indisponible|injoignable/i.test(messageOf(s.body) ?? ""))) {
          failures.push(`outage: ${call.name} answered 503 without a French message`);
        }
      }
    }
  }
  console.log("\nBack to normal after PostgreSQL restarted (first success of each call):");
  for (const call of calls) {
    const ms = recoveredBy.get(call.name);
    console.log(`  ${pad(call.name, 34)}${ms === undefined ? "NOT RECOVERED" : `${(ms / 1000).toFixed(2)} s`}`);
    if (ms === undefined) failures.push(`${call.name} did not recover within ${recoveryBudgetMs / 1000} s`);
  }
  console.log(failures.length === 0 ? "\nPASS: 503 with a French message during the outage, no hanging request, recovery without a restart." : `\nFAIL:\n  ${failures.join("\n  ")}`);
  process.exitCode = failures.length === 0 ? 0 : 1;
}

main()
  .then(() => process.exit(process.exitCode ?? 0))
  .catch((error: unknown) => {
    console.error(error instanceof Error ? error.stack ?? error.message : error);
    process.exit(1);
  });
