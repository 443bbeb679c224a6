import path from "node:path";
import { openPglite, openPostgres, type DatabaseHandle } from "../../../src/db/client";
import { migrateDatabase } from "../../../src/db/migrate";

/** What the seeding scripts share: where they write, and how they run from the command line. */

/**
 * The database a seeding script fills, migrated: `--database-url` or DATABASE_URL, otherwise the
 * embedded database in `--data-dir` or DATA_DIR (stop the site first: PGlite allows one process).
 */
export async function openSeedTarget(values: { "database-url"?: string; "data-dir"?: string }): Promise<{ handle: DatabaseHandle; label: string }> {
  const url = values["database-url"] ?? process.env.DATABASE_URL;
  const dataDir = values["data-dir"] ?? process.env.DATA_DIR ?? "./data";
  const handle = url ? openPostgres(url, { max: 2 }) : await openPglite(path.resolve(dataDir, "pgdata"));
  await migrateDatabase(handle);
  return { handle, label: url ? "PostgreSQL" : `PGlite (${dataDir})` };
}

/** Runs a script's `main` within a time limit; a failure ends the process with its message. */
export function runWithTimeLimit(name: string, minutes: number, main: () => Promise<void>): void {
  const timer = setTimeout(() => {
    console.error(`${name}: time limit of ${minutes} min reached, stopping.`);
    process.exit(2);
  }, minutes * 60_000);
  timer.unref();
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
