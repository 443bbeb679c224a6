/**
 * `npm run admin:create -- --email x@y.ma --password '...'`: creates an ADMIN account, or makes
 * the active account with that e-mail an ADMIN with that password. Stop the site first when it
 * runs on the embedded database (PGlite must not be opened by two processes).
 *
 * Any failure prints one plain message (French, then English) and exits with 1: no stack trace.
 */
import { parseArgs } from "node:util";
import type { DatabaseHandle } from "../src/db/client";
import { createOrResetAdmin } from "../src/domain/staff/first-admin";
import { staffUserInput } from "../src/schemas/staff-user";
import { getDatabase } from "../src/server/db";
import { InvalidEnvironmentError } from "../src/server/env";

const usage = "Usage: npm run admin:create -- --email admin@example.ma --password 'at-least-10-characters'";

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

let values: { email?: string; password?: string };
try {
  ({ values } = parseArgs({ options: { email: { type: "string" }, password: { type: "string" } } }));
} catch (error) {
  fail(`Argument invalide / invalid argument: ${error instanceof Error ? error.message : String(error)}\n${usage}`);
}
const checked = staffUserInput.pick({ email: true, password: true }).safeParse(values);
if (!checked.success) {
  fail([...checked.error.issues.map((issue) => `--${issue.path.join(".")}: ${issue.message}`), usage].join("\n"));
}

let handle: DatabaseHandle | undefined;
try {
  handle = await getDatabase();
  const { outcome, username } = await createOrResetAdmin(handle.db, checked.data);
  console.log(
    outcome === "created"
      ? `Compte administrateur créé / admin created: ${checked.data.email} (nom d'utilisateur / username: ${username}).`
      : `Mot de passe réinitialisé / admin reset: ${checked.data.email} (nom d'utilisateur / username: ${username}).`,
  );
} catch (error) {
  fail(explain(error));
} finally {
  await handle?.close().catch(() => {});
}

/** One line an operator can act on; never the query or its parameters (they hold the hash). */
function explain(error: unknown): string {
  if (error instanceof InvalidEnvironmentError) return `Configuration invalide. ${error.message}`;
  const inner = innermost(error);
  const code = (inner as { code?: unknown }).code;
  const detail = typeof code === "string" ? code : inner instanceof Error ? inner.name : "unknown";
  // The innermost message names the problem (e.g. a constraint), never the query's parameters.
  const message = inner instanceof Error && !inner.message.startsWith("Failed query") ? `: ${inner.message.slice(0, 200)}` : "";
  if (typeof code === "string" && (/^(ECONNREFUSED|ENOTFOUND|ETIMEDOUT|ECONNRESET)$/.test(code) || code.startsWith("08") || code === "28P01" || code === "3D000")) {
    return `Base de données injoignable / cannot reach the database (${detail}): vérifiez DATABASE_URL / check DATABASE_URL.`;
  }
  if (inner instanceof Error && /timeout exceeded when trying to connect/i.test(inner.message)) {
    return "Base de données injoignable / cannot reach the database (timeout): vérifiez DATABASE_URL / check DATABASE_URL.";
  }
  return (
    `Échec de la création du compte administrateur / admin:create failed (${detail}${message}). ` +
    "Sur la base embarquée, arrêtez d'abord le site / on the embedded database, stop the site first."
  );
}

function innermost(error: unknown): unknown {
  let inner = error;
  while (inner instanceof Error && inner.cause instanceof Error) inner = inner.cause;
  return inner;
}
