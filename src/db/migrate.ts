import path from "node:path";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import type { NodePgDatabase } from "drizzle-orm/node-postgres";
import type { PgliteDatabase } from "drizzle-orm/pglite";
import type { DatabaseHandle } from "@/db/client";
import type { schema } from "@/db/schema";

/** Arbitrary constant shared by every instance: the advisory lock that serialises migrations. */
const MIGRATION_LOCK_KEY = 727_001;

export const migrationsFolder = path.join(process.cwd(), "src", "db", "migrations");

/**
 * Applies the committed SQL migrations. Idempotent, and safe when several instances start at
 * once on one PostgreSQL: they queue on an advisory lock, and the later ones find nothing to do.
 */
export async function migrateDatabase(handle: DatabaseHandle): Promise<void> {
  await handle.withExclusiveLock(MIGRATION_LOCK_KEY, async () => {
    if (handle.kind === "pglite") {
      await migratePglite(handle.db as unknown as PgliteDatabase<typeof schema>, { migrationsFolder });
    } else {
      await migratePg(handle.db as unknown as NodePgDatabase<typeof schema>, { migrationsFolder });
    }
  });
}
