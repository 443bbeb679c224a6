/** What `npm run backup` and `npm run restore` share: the database they open, and one plain message per failure. */
import path from "node:path";
import { dataDirectoryInUse, DataDirectoryInUseError, openPglite, openPostgres, type DatabaseHandle } from "../../src/db/client";
import { describeDatabaseError, isDatabaseUnavailable } from "../../src/db/errors";
import { BackupError } from "../../src/domain/backup/logical-dump";
import { InvalidEnvironmentError, type Env } from "../../src/server/env";

export const inUse =
  "Base embarquée ouverte par un autre processus (le site est-il démarré ?) : arrêtez le site, puis relancez la commande. / " +
  "The embedded database is open in another process (is the site running?): stop the site, then run the command again.";

export function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

/** The configured database, opened without migrating it; the embedded one only if no other process has it. */
export async function openConfiguredDatabase(settings: Env): Promise<DatabaseHandle> {
  if (settings.DATABASE_URL) return openPostgres(settings.DATABASE_URL, { max: 2 });
  const dataDir = path.resolve(settings.DATA_DIR, "pgdata");
  if (await dataDirectoryInUse(dataDir)) fail(inUse);
  return openPglite(dataDir, { lockWaitMs: 0 });
}

/** One line an operator can act on: no stack trace, no row contents. */
export function explain(error: unknown, what: string): string {
  if (error instanceof BackupError) return error.message;
  if (error instanceof InvalidEnvironmentError) return `Configuration invalide. ${error.message}`;
  if (error instanceof DataDirectoryInUseError) return inUse;
  const { type, code } = describeDatabaseError(error, 200);
  const detail = typeof code === "string" ? code : type;
  if (isDatabaseUnavailable(error) || code === "28P01" || code === "3D000") {
    return `Base de données injoignable / cannot reach the database (${detail}): vérifiez DATABASE_URL / check DATABASE_URL.`;
  }
  const message = error instanceof Error ? error.message.split("\n")[0] : String(error);
  return `Échec / ${what} failed (${detail}): ${message}`;
}
