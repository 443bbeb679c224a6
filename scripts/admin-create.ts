/**
 * `npm run admin:create -- --email x@y.ma --password '...' [--reset-2fa]`: creates an ADMIN account,
 * or makes the active account with that e-mail an ADMIN with that password; `--reset-2fa` also
 * turns off that account's two-factor login (the last admin lost both phone and recovery codes). On the embedded database it
 * refuses while another process (the site) has the data directory open: PGlite must not be opened
 * by two processes.
 *
 * Any failure prints one plain message (French, then English) and exits with 1: no stack trace.
 */
import { parseArgs } from "node:util";
import path from "node:path";
import { dataDirectoryInUse, DataDirectoryInUseError, type DatabaseHandle } from "../src/db/client";
import { describeDatabaseError, isDatabaseUnavailable } from "../src/db/errors";
import { DomainError } from "../src/domain/errors";
import { createOrResetAdmin, systemRequestIds } from "../src/domain/staff/first-admin";
import { resetTwoFactor } from "../src/domain/two-factor/two-factor";
import { passwordPolicyProblem } from "../src/domain/staff/password-policy";
import { staffUserInput } from "../src/schemas/staff-user";
import { getDatabase } from "../src/server/db";
import { env, InvalidEnvironmentError } from "../src/server/env";

const usage = "Usage: npm run admin:create -- --email admin@example.ma --password 'at-least-12-characters' [--reset-2fa]";

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

let values: { email?: string; password?: string; "reset-2fa"?: boolean };
try {
  ({ values } = parseArgs({ options: { email: { type: "string" }, password: { type: "string" }, "reset-2fa": { type: "boolean" } } }));
} catch (error) {
  fail(`Argument invalide / invalid argument: ${error instanceof Error ? error.message : String(error)}\n${usage}`);
}
const checked = staffUserInput.pick({ email: true, password: true }).safeParse({ email: values.email, password: values.password });
if (!checked.success) {
  fail([...checked.error.issues.map((issue) => `--${issue.path.join(".")}: ${issue.message}`), usage].join("\n"));
}
// The password policy of every path that sets a password (decision 023).
const policyProblem = passwordPolicyProblem(checked.data.password, { email: checked.data.email });
if (policyProblem) fail(`--password: ${policyProblem}\n${usage}`);

const inUse =
  "Base embarquée ouverte par un autre processus (le site est-il démarré ?) : arrêtez le site, puis relancez la commande. / " +
  "The embedded database is open in another process (is the site running?): stop the site, then run the command again.";

let handle: DatabaseHandle | undefined;
try {
  const settings = env();
  if (!settings.DATABASE_URL && (await dataDirectoryInUse(path.resolve(settings.DATA_DIR, "pgdata")))) fail(inUse);
  handle = await getDatabase();
  const { outcome, username, id } = await createOrResetAdmin(handle.db, checked.data);
  console.log(
    outcome === "created"
      ? `Compte administrateur créé / admin created: ${checked.data.email} (nom d'utilisateur / username: ${username}).`
      : `Mot de passe réinitialisé / admin reset: ${checked.data.email} (nom d'utilisateur / username: ${username}).`,
  );
  if (values["reset-2fa"] && outcome === "reset") console.log(await turnOffTwoFactor(handle, id));
} catch (error) {
  fail(explain(error));
} finally {
  await handle?.close().catch(() => {});
}

/** `--reset-2fa`: the account logs in with its password alone, and enrols again (audited as `user.totp_reset`). */
async function turnOffTwoFactor(database: DatabaseHandle, id: number): Promise<string> {
  try {
    await resetTwoFactor(database.db, id, { actorId: null, requestId: systemRequestIds.shell });
    return "Double authentification désactivée / two-factor login turned off.";
  } catch (error) {
    // 409: the account had no two-factor login; nothing to turn off.
    if (error instanceof DomainError && error.code === "CONFLICT") return "Pas de double authentification / no two-factor login to turn off.";
    throw error;
  }
}

/** One line an operator can act on; never the query or its parameters (they hold the hash). */
function explain(error: unknown): string {
  if (error instanceof InvalidEnvironmentError) return `Configuration invalide. ${error.message}`;
  if (error instanceof DataDirectoryInUseError) return inUse;
  const { type, code, message } = describeDatabaseError(error, 200);
  const detail = typeof code === "string" ? code : type;
  // A wrong password or a missing database also leaves the script without a database.
  if (isDatabaseUnavailable(error) || code === "28P01" || code === "3D000") {
    return `Base de données injoignable / cannot reach the database (${detail}): vérifiez DATABASE_URL / check DATABASE_URL.`;
  }
  const said = message && message !== "(query failed)" ? `: ${message}` : "";
  return (
    `Échec de la création du compte administrateur / admin:create failed (${detail}${said}). ` +
    "Sur la base embarquée, arrêtez d'abord le site / on the embedded database, stop the site first."
  );
}
