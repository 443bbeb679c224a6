/**
 * Reading the errors the database drivers (pg, PGlite) and Drizzle throw, for the API wrapper,
 * the domain and the shell scripts alike. Drizzle wraps the driver's error and repeats the query
 * with its parameters, which may hold patient data or a password hash: only the innermost error
 * is described.
 */

/** The error, then its cause, the cause's cause...: each object once, so a cycle of causes ends. */
export function* errorChain(error: unknown): Generator<object> {
  const seen = new Set<unknown>();
  let current = error;
  while (current && typeof current === "object" && !seen.has(current)) {
    seen.add(current);
    yield current;
    current = (current as { cause?: unknown }).cause;
  }
}

/**
 * The database cannot be reached or will not take a session now: the network, the server shutting
 * down or starting up (57P01–57P03 cannot_connect_now), out of connections (53300), any connection
 * exception (class 08).
 */
const unavailableCodes = new Set(["ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "ENOTFOUND", "EPIPE", "57P01", "57P02", "57P03", "53300"]);

/**
 * 55000 (object_not_in_prerequisite_state) is the refusal of a database that does not accept
 * connections now (`ALTER DATABASE … ALLOW_CONNECTIONS false`, during maintenance) when it ends the
 * session (FATAL) at connection time; in a query it is a bug of ours, and stays a 500.
 */
function isConnectionRefusal(code: string, severity: unknown, message: unknown): boolean {
  if (code !== "55000") return false;
  return severity === "FATAL" || (typeof message === "string" && /not currently accepting connections/i.test(message));
}

/** Is this error the database being down, restarting, refusing connections or out of them (not a bad query)? */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (const link of errorChain(error)) {
    const { code, message, severity } = link as { code?: unknown; message?: unknown; severity?: unknown };
    if (typeof code === "string" && (unavailableCodes.has(code) || code.startsWith("08") || isConnectionRefusal(code, severity, message))) return true;
    if (typeof message === "string" && /timeout exceeded when trying to connect|Connection terminated/i.test(message)) {
      return true;
    }
  }
  return false;
}

/** The unique constraint a PostgreSQL error (23505) violated, if it is one, whatever the driver's wrapping. */
export function violatedUniqueConstraint(error: unknown): string | null {
  for (const link of errorChain(error)) {
    const { code, constraint } = link as { code?: unknown; constraint?: unknown };
    if (code === "23505") return typeof constraint === "string" ? constraint : "";
  }
  return null;
}

/** The innermost error of a chain of causes: the driver's own, without Drizzle's query text. */
export function innermostError(error: unknown): unknown {
  let inner = error;
  for (const link of errorChain(error)) {
    if (!(link instanceof Error)) break;
    inner = link;
  }
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
