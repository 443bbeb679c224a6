/**
 * `npm run bench:deep-json -- [--runs 15]`
 *
 * What one request with a JSON body nested deep costs the server (issue 32): a 32 KB body of
 * 16,000 nested arrays, and one of 5,000 nested objects, sent to POST /api/contact (public, rate
 * limited) and POST /api/patients (staff), through the route handlers in this process on an
 * in-memory embedded database. For each: the status, the median and worst answer time, and the
 * longest the event loop went without turning while it was answered (every other request waits that long). An ordinary
 * contact message is the yardstick. Prints the figures (docs/performance.md); asserts nothing.
 */
import { parseArgs } from "node:util";

const { values } = parseArgs({ options: { runs: { type: "string", default: "15" } } });
const runs = Number(values.runs);

process.env.LOG_LEVEL = "silent";
process.env.RATE_LIMIT_PUBLIC_PER_WINDOW = "1000000";
process.env.JWT_SECRET ??= "bench-secret-that-is-long-enough-for-hs256-signing";

const { openPglite } = await import("@/db/client");
const { migrateDatabase } = await import("@/db/migrate");
const { setDatabaseForTests } = await import("@/server/db");
const { ensureFirstAdmin } = await import("@/domain/staff/first-admin");
const { signStaffToken } = await import("@/server/auth");
const { staffUsers } = await import("@/db/schema");
const { POST: contactRoute } = await import("@/app/api/contact/route");
const { POST: createPatientRoute } = await import("@/app/api/patients/route");

const handle = await openPglite("memory://");
await migrateDatabase(handle);
setDatabaseForTests(handle);
await ensureFirstAdmin(handle.db, { email: "admin@bench.test", password: "bench-admin-password" });
const [admin] = await handle.db.select().from(staffUsers).limit(1);
const token = await signStaffToken(admin!);

const arrays = "[".repeat(16_000) + "]".repeat(16_000);
const objects = '{"a":'.repeat(5_000) + "1" + "}".repeat(5_000);
const contact = JSON.stringify({ nomComplet: "Karim El Amrani", email: "karim@example.ma", sujet: "Horaires", message: "Bonjour" });

type Route = (request: Request, context: { params: Promise<Record<string, string>> }) => Promise<Response>;
const calls: { label: string; route: Route; path: string; body: string; auth: boolean }[] = [
  { label: "POST /api/contact, an ordinary message", route: contactRoute as Route, path: "/api/contact", body: contact, auth: false },
  { label: "POST /api/contact, 16,000 nested arrays (32 KB)", route: contactRoute as Route, path: "/api/contact", body: arrays, auth: false },
  { label: "POST /api/contact, 5,000 nested objects (30 KB)", route: contactRoute as Route, path: "/api/contact", body: objects, auth: false },
  { label: "POST /api/patients, 16,000 nested arrays (32 KB)", route: createPatientRoute as Route, path: "/api/patients", body: arrays, auth: true },
];

/** The longest the event loop went without running a 1 ms timer while `work` ran: how long every other request waited. */
async function longestStall(work: () => Promise<void>): Promise<number> {
  let last = performance.now();
  let longest = 0;
  const ticker = setInterval(() => {
    const now = performance.now();
    longest = Math.max(longest, now - last);
    last = now;
  }, 1);
  try {
    await work();
    longest = Math.max(longest, performance.now() - last);
  } finally {
    clearInterval(ticker);
  }
  return longest;
}
console.log(`deep JSON bodies, ${runs} requests each (in process, embedded database, node ${process.version})`);
for (const call of calls) {
  const times: number[] = [];
  const statuses = new Set<number>();
  let worstDelayMs = 0;
  for (let i = 0; i < runs; i++) {
    const request = new Request(`http://127.0.0.1${call.path}`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": "127.0.0.1", ...(call.auth ? { authorization: `Bearer ${token}` } : {}) },
      body: call.body,
    });
    const started = performance.now();
    const stall = await longestStall(async () => {
      const response = await call.route(request, { params: Promise.resolve({}) });
      await response.text();
      statuses.add(response.status);
    });
    times.push(performance.now() - started);
    worstDelayMs = Math.max(worstDelayMs, stall);
  }
  times.sort((a, b) => a - b);
  const median = times[Math.floor(times.length / 2)]!;
  console.log(
    `${call.label.padEnd(50)} status ${[...statuses].join("/")}  median ${median.toFixed(1)} ms  worst ${times.at(-1)!.toFixed(1)} ms  event loop stalled up to ${worstDelayMs.toFixed(1)} ms`,
  );
}
await handle.close();
