/**
 * Serves the built app (`NEXT_DIST_DIR`, `.next` by default) on `PORT` through the server of
 * src/server/node-server.ts, which passes Next's request handler every request it does not answer
 * itself. `npm run build` compiles it to dist/server/serve.mjs, which production runs with plain
 * Node (decision 035): `npm start` after building when needed, the container image, the browser
 * tests and the CI smoke test, so that they test what production runs. `next start` would lose
 * the client's address (node-server.ts): this is the one way to run the built app.
 */
import path from "node:path";
import next from "next";
import { dataDirectoryInUse } from "../src/db/client";
import { env, InvalidEnvironmentError } from "../src/server/env";
import { logger } from "../src/server/logger";
import { createNodeServer, servedByNodeServer } from "../src/server/node-server";
import { announceWhenReady } from "../src/server/readiness";
import { stopScheduler } from "../src/server/jobs/scheduler";

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

// Tells the start-up hook (src/instrumentation.ts) that the product's server runs the app.
(globalThis as Record<symbol, unknown>)[servedByNodeServer] = true;
const app = next({ dev: false, dir: process.cwd(), port: settings.PORT });
await app.prepare();
const requestMs = settings.REQUEST_TIMEOUT_SECONDS * 1000;
const server = createNodeServer({
  handler: app.getRequestHandler(),
  logger,
  trustProxyHops: settings.TRUST_PROXY_HOPS,
  timeouts: { requestMs, headersMs: Math.min(Math.round((requestMs * 2) / 3), 20_000) },
});
// The address is printed once the site answers: the database migrated and the first admin created
// (src/server/readiness.ts), not when the port opens.
const readiness = new AbortController();
server.listen(settings.PORT, () => {
  logger.info({ port: settings.PORT, trustProxyHops: settings.TRUST_PROXY_HOPS }, "listening; preparing the database...");
  void announceWhenReady({
    probeOrigin: `http://127.0.0.1:${settings.PORT}`,
    publicOrigin: `http://localhost:${settings.PORT}`,
    logger,
    note: "(the product's server in front of Next: run the built app with `npm start` or this server, never `next start`)",
    signal: readiness.signal,
  });
});

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    readiness.abort();
    server.close();
    server.closeAllConnections();
    // The background jobs finish the run under way, the message being sent included (decisions 030, 036).
    void stopScheduler()
      .then(() => app.close())
      .finally(() => process.exit(0));
  });
}
