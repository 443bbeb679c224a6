/**
 * Serves the built app (`NEXT_DIST_DIR`, `.next` by default) on `PORT` through the server of
 * src/server/node-server.ts, which passes Next's request handler every request it does not answer
 * itself. `npm start` runs it after building when needed; the browser tests and the CI smoke test
 * run it directly, so that they test what production runs.
 */
import next from "next";
import { env, InvalidEnvironmentError } from "../src/server/env";
import { logger } from "../src/server/logger";
import { createNodeServer } from "../src/server/node-server";

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

const app = next({ dev: false, dir: process.cwd(), port: settings.PORT });
await app.prepare();
const server = createNodeServer({ handler: app.getRequestHandler(), logger, trustProxyHops: settings.TRUST_PROXY_HOPS });
server.listen(settings.PORT, () => {
  logger.info({ port: settings.PORT, trustProxyHops: settings.TRUST_PROXY_HOPS }, `ready on http://localhost:${settings.PORT}`);
});

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    server.close();
    server.closeAllConnections();
    void app.close().finally(() => process.exit(0));
  });
}
