/**
 * Serves the built app (`NEXT_DIST_DIR`, `.next` by default) on `PORT` through the server of
 * src/server/node-server.ts, which passes Next's request handler every request it does not answer
 * itself. `npm run build` compiles it to dist/server/serve.mjs, which production runs with plain
 * Node (decision 035): `npm start` after building when needed, the container image, the browser
 * tests and the CI smoke test, so that they test what production runs. `next start` would lose
 * the client's address (node-server.ts): this is the one way to run the built app.
 *
 * On PostgreSQL it serves from `WEB_CONCURRENCY` processes (the number of CPUs by default;
 * decision 046): this process, the cluster's primary, does the start-up work once (configuration,
 * migrations, first admin, kept secrets), then forks the workers, which serve, each running the
 * background jobs' scheduler (each job still runs once per turn across them: job_runs), and
 * replaces a worker that dies. On the embedded database (PGlite), which one process only may
 * open, it serves alone, as it does with `WEB_CONCURRENCY=1`.
 */
import cluster from "node:cluster";
import path from "node:path";
import { dataDirectoryInUse } from "../src/db/client";
import { openDatabase, prepareDatabase } from "../src/server/db";
import { env, InvalidEnvironmentError } from "../src/server/env";
import { logger } from "../src/server/logger";
import { createNodeServer, servedByNodeServer } from "../src/server/node-server";
import { announceWhenReady } from "../src/server/readiness";
import { stopScheduler } from "../src/server/jobs/scheduler";
import { jwtSecret, totpEncryptionKey } from "../src/server/secrets";
import { runPrimary, serverProcesses, type ServerProcesses } from "../src/server/server-processes";

let settings: ReturnType<typeof env>;
try {
  settings = env();
} catch (error) {
  if (error instanceof InvalidEnvironmentError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}

// Another process with the embedded database open (another instance on the same DATA_DIR,
// admin:create) would make Next's start-up fail and every answer a 500: say so and stop instead.
// A lock left by a process that died goes stale within 10 s (src/db/client.ts): wait that out.
if (!settings.DATABASE_URL) {
  const dataDir = path.resolve(settings.DATA_DIR, "pgdata");
  for (let waited = 0; await dataDirectoryInUse(dataDir); waited += 1000) {
    if (waited >= 15_000) {
      console.error(`The embedded database in ${dataDir} is open in another process (another instance of the site, or admin:create): stop it, or give this one its own DATA_DIR.`);
      process.exit(1);
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

const processes: ServerProcesses = cluster.isPrimary ? serverProcesses(settings) : { workers: 1 };
if (processes.ignored) logger.warn(processes.ignored);

// The address is printed once the site answers: the database migrated and the first admin created
// (src/server/readiness.ts), not when the port opens; by the primary when there are workers.
const readiness = new AbortController();
const announceReady = () =>
  void announceWhenReady({
    probeOrigin: `http://127.0.0.1:${settings.PORT}`,
    publicOrigin: `http://localhost:${settings.PORT}`,
    logger,
    note: "(the product's server in front of Next: run the built app with `npm start` or this server, never `next start`)",
    signal: readiness.signal,
  });

if (processes.workers > 1) await runAsPrimary(processes.workers);
else await serve();

/** The cluster's primary: start-up once, then the workers (src/server/server-processes.ts). */
async function runAsPrimary(workers: number): Promise<void> {
  try {
    const database = await openDatabase();
    try {
      await prepareDatabase(database);
    } finally {
      await database.close();
    }
    // Generated and kept in DATA_DIR when unset (outside production): written here once, then read by every worker.
    jwtSecret();
    totpEncryptionKey();
  } catch (error) {
    logger.fatal({ err: error instanceof Error ? error.message : String(error) }, "start-up failed");
    process.exit(1);
  }
  const primary = runPrimary({ workers, logger, workerEnv: { CABINET_CLUSTER_WORKER: "true" } });
  logger.info({ port: settings.PORT, workers }, `serving from ${workers} processes (WEB_CONCURRENCY; decision 046)`);
  announceReady();
  for (const signal of ["SIGINT", "SIGTERM"] as const)
    process.on(signal, () => {
      readiness.abort();
      primary.stop(0);
    });
  process.exit(await primary.done);
}

/** Next behind the product's server, in this process (alone, or as one of the workers). */
async function serve(): Promise<void> {
  // Tells the start-up hook (src/instrumentation.ts) that the product's server runs the app.
  (globalThis as Record<symbol, unknown>)[servedByNodeServer] = true;
  const { default: next } = await import("next");
  const app = next({ dev: false, dir: process.cwd(), port: settings.PORT });
  await app.prepare();
  const requestMs = settings.REQUEST_TIMEOUT_SECONDS * 1000;
  const server = createNodeServer({
    handler: app.getRequestHandler(),
    logger,
    trustProxyHops: settings.TRUST_PROXY_HOPS,
    timeouts: { requestMs, headersMs: Math.min(Math.round((requestMs * 2) / 3), 20_000) },
  });
  server.listen(settings.PORT, () => {
    if (!cluster.isPrimary) return;
    logger.info({ port: settings.PORT, trustProxyHops: settings.TRUST_PROXY_HOPS }, "listening; preparing the database...");
    announceReady();
  });

  let stopping = false;
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.on(signal, () => {
      // A worker may get both: Ctrl-C reaches every process of the terminal, and the primary passes SIGTERM on.
      if (stopping) return;
      stopping = true;
      readiness.abort();
      server.close();
      server.closeAllConnections();
      // The background jobs finish the run under way, the message being sent included (decisions 030, 036).
      void stopScheduler()
        .then(() => app.close())
        .finally(() => process.exit(0));
    });
  }
}
