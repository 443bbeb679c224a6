import type { Logger } from "pino";

/**
 * "ready on http://…" once the site answers, not when its port opens: the first start migrates the
 * database and creates the first admin after Next has started (src/server/startup.ts), which took
 * 17 s on a small machine while the address was already printed (issue 32). The server asks its
 * own health check — 200 once the database is migrated, the first admin created and a query
 * answers — and says where the site is only then; while the database does not answer, it says
 * so every `warnEveryMs`, and keeps asking.
 */
export type ReadinessOptions = {
  /** Where the server listens, e.g. http://127.0.0.1:3000 (the health check is asked there). */
  probeOrigin: string;
  /** The address printed for people, e.g. http://localhost:3000. */
  publicOrigin: string;
  logger: Logger;
  /** What the line says after the address. */
  note?: string;
  retryMs?: number;
  warnEveryMs?: number;
  /** Stops asking (the server is shutting down). */
  signal?: AbortSignal;
};

export async function announceWhenReady({
  probeOrigin,
  publicOrigin,
  logger,
  note,
  retryMs = 500,
  warnEveryMs = 15_000,
  signal,
}: ReadinessOptions): Promise<boolean> {
  const started = performance.now();
  let lastWarning = started;
  while (!signal?.aborted) {
    let status = 0;
    try {
      const answer = await fetch(`${probeOrigin}/api/health`, { signal, headers: { "x-request-id": "startup-readiness-probe" } });
      status = answer.status;
      await answer.body?.cancel();
    } catch {
      // Not listening yet, or the answer was cut: ask again.
    }
    if (status === 200) {
      logger.info({ startupMs: Math.round(performance.now() - started) }, `ready on ${publicOrigin}${note ? ` ${note}` : ""}`);
      return true;
    }
    if (performance.now() - lastWarning >= warnEveryMs) {
      lastWarning = performance.now();
      logger.warn({ status }, `listening, but the database does not answer yet (GET /api/health: ${status || "no answer"}): the site will be ready on ${publicOrigin} once it does`);
    }
    await new Promise((resolve) => setTimeout(resolve, retryMs));
  }
  return false;
}
