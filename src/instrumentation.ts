/**
 * Runs once when the server process starts. The Node-only work lives in server/startup.ts
 * (configuration check, migrations, first admin) so the Edge bundle never sees it.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME === "nodejs") {
    const { startServer } = await import("@/server/startup");
    await startServer();
  }
}
