/**
 * Reading the errors the database drivers (pg, PGlite) and Drizzle throw, for the API wrapper and
 * the shell scripts alike. Drizzle wraps the driver's error and repeats the query with its
 * parameters, which may hold patient data or a password hash: only the innermost error is read.
 */

const unavailableCodes = new Set(["ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "ENOTFOUND", "EPIPE", "57P01", "57P02", "57P03", "53300"]);

/** Is this error the database being down, restarting or out of connections (not a bad query)? */
export function isDatabaseUnavailable(error: unknown): boolean {
  const seen = new Set<unknown>();
  let current: unknown = error;
  while (current && typeof current === "object" && !seen.has(current)) {
    seen.add(current);
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (typeof code === "string" && (unavailableCodes.has(code) || code.startsWith("08"))) return true;
    if (typeof message === "string" && /timeout exceeded when trying to connect|Connection terminated/i.test(message)) {
      return true;
    }
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** The innermost error of a chain of causes: the driver's own, without Drizzle's query text. */
export function innermostError(error: unknown): unknown {
  let inner = error;
  while (inner instanceof Error && inner.cause instanceof Error) inner = inner.cause;
  return inner;
}

/** Class, code and message of the innermost error, never the query that failed. */
export function describeDatabaseError(error: unknown, maxMessage = 300): { type: string; code?: unknown; message?: string } {
  const inner = innermostError(error);
  if (!(inner instanceof Error)) return { type: typeof inner };
  const { code } = inner as { code?: unknown };
  const message = inner.message.startsWith("Failed query") ? "(query failed)" : inner.message.slice(0, maxMessage);
  return { type: inner.name, code, message };
}
