import path from "node:path";
import { openPglite, openPostgres, type DatabaseHandle } from "@/db/client";
import { migrateDatabase } from "@/db/migrate";
import { fillMissingNameKeys } from "@/domain/names/key-backfill";
import { ensureFirstAdmin } from "@/domain/staff/first-admin";
import { env } from "@/server/env";
import { logger } from "@/server/logger";

/**
 * The process's one database connection (PGlite or a PostgreSQL pool), opened on first use:
 * migrations run and the first admin is created before any request is served.
 *
 * Kept on globalThis so that a development hot reload never opens the same PGlite data
 * directory twice (PGlite does not lock it; two openers corrupt it).
 */
const slot = globalThis as typeof globalThis & { __cabinetDb?: Promise<DatabaseHandle> };

export function getDatabase(): Promise<DatabaseHandle> {
  slot.__cabinetDb ??= openAndPrepare().catch((error: unknown) => {
    slot.__cabinetDb = undefined; // let the next request try again (e.g. PostgreSQL was down)
    throw error;
  });
  return slot.__cabinetDb;
}

/** Tests give each file its own throwaway database. */
export function setDatabaseForTests(handle: DatabaseHandle): void {
  slot.__cabinetDb = Promise.resolve(handle);
}

async function openAndPrepare(): Promise<DatabaseHandle> {
  const handle = await openDatabase();
  // A worker of the product's server: its primary prepared the database before forking it (decision 046).
  if (!env().CABINET_CLUSTER_WORKER) await prepareDatabase(handle);
  logger.info({ database: handle.kind }, "database ready");
  return handle;
}

/** Opens the configured database: PostgreSQL when DATABASE_URL is set, the embedded one otherwise. */
export async function openDatabase(): Promise<DatabaseHandle> {
  const e = env();
  return e.DATABASE_URL ? openPostgres(e.DATABASE_URL) : await openPglite(path.resolve(e.DATA_DIR, "pgdata"));
}

/**
 * The start-up work on the database, before any request is served: migrations, then the first
 * admin. A process does it when it first opens the database, except the workers of the product's
 * server, whose primary does it once before forking them (scripts/serve.ts, decision 046).
 */
export async function prepareDatabase(handle: DatabaseHandle): Promise<void> {
  const e = env();
  await migrateDatabase(handle);
  // The names' transliteration keys the migrations left to compute (decision 042).
  const keys = await fillMissingNameKeys(handle.db);
  if (keys > 0) logger.info({ rows: keys }, "name transliteration keys computed");
  const admin = await ensureFirstAdmin(handle.db, { email: e.ADMIN_EMAIL, password: e.ADMIN_PASSWORD });
  if (admin.created) {
    logger.info({ email: admin.email }, "first admin account created");
    if (admin.passwordChangeRequired) {
      // Start-up never stops for it (decision 023): the admin chooses a password the policy accepts at the first login.
      logger.warn({ email: admin.email }, "ADMIN_PASSWORD does not meet the password policy: a new password will be asked for at the first login");
    }
    if (admin.generatedPassword) {
      // Printed once, on purpose, to the console only: the operator has no other way to get it.
      process.stdout.write(firstAdminMessage(admin.email, admin.generatedPassword));
    }
  }
}

/**
 * What the console says of a first admin created with a generated password: how to log in and
 * where to change it — on the site, /responsable/compte, since `npm run admin:create` refuses to
 * run while the site has the embedded database open (issue 32).
 */
export function firstAdminMessage(email: string, password: string): string {
  return (
    `\n  First admin account created\n    e-mail:   ${email}\n    password: ${password}\n` +
    `  Log in on /login once the site is ready, then choose your own password on /responsable/compte ("Mon compte").\n\n`
  );
}
