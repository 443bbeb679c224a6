/**
 * Runs once when the server process starts. The Node-only work lives in server/startup.ts
 * (configuration check, migrations, first admin) so the Edge bundle never sees it.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME === "nodejs") {
    // `next start` serves the app without the product's server (scripts/serve.ts), which gives
    // the rate limits the client's own address: say so where the operator looks.
    if (process.env.NODE_ENV === "production" && !(globalThis as Record<symbol, unknown>)[Symbol.for("cabinet.served-by-node-server")]) {
      const { logger } = await import("@/server/logger");
      logger.warn("the app runs without the product's server (`next start`?): rate limits cannot tell clients apart. Run it with `npm start`.");
    }
    const { startServer } = await import("@/server/startup");
    await startServer();
  }
}
