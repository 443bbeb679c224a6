import { mkdirSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { unaccent } from "@electric-sql/pglite/contrib/unaccent";
import type { SQL } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import pg from "pg";
import lockfile from "proper-lockfile";
import { schema } from "@/db/schema";

/** The Drizzle database every repository takes: the same API over PGlite and PostgreSQL. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export type DatabaseHandle = {
  db: Database;
  kind: "pglite" | "postgres";
  /** Checks that the database answers; throws otherwise. */
  ping(): Promise<void>;
  close(): Promise<void>;
  /** Runs `fn` while holding a cluster-wide lock (advisory lock on PostgreSQL). */
  withExclusiveLock<T>(key: number, fn: () => Promise<T>): Promise<T>;
};

export const pgliteExtensions = { pg_trgm, unaccent };

/** Wraps an already open PGlite instance (tests load one from a migrated template). */
export function fromPglite(client: PGlite): DatabaseHandle {
  const db = drizzlePglite({ client, schema }) as unknown as Database;
  return {
    db,
    kind: "pglite",
    async ping() {
      await client.query("select 1");
    },
    async close() {
      if (!client.closed) await client.close();
    },
    // One process owns a PGlite data directory, so its own queue already serialises callers.
    withExclusiveLock: (_key, fn) => fn(),
  };
}

/**
 * Embedded PostgreSQL persisted under `dataDir` (or in memory for `memory://`).
 *
 * PGlite does not lock its data directory, and two processes that open it corrupt it: the opener
 * holds a lock beside it (`<dataDir>.lock`, proper-lockfile: a directory whose time the holder
 * refreshes every few seconds, gone when it exits, stale 10 s after it died without a word). Another
 * opener waits up to `lockWaitMs` for it (a restart after a crash waits out the dead process's lock),
 * then throws DataDirectoryInUseError.
 */
export async function openPglite(dataDir: string, { lockWaitMs = 15_000 }: { lockWaitMs?: number } = {}): Promise<DatabaseHandle> {
  if (dataDir.startsWith("memory://")) return fromPglite(await PGlite.create(dataDir, { extensions: pgliteExtensions }));
  mkdirSync(dataDir, { recursive: true });
  const release = await lockDataDirectory(dataDir, lockWaitMs);
  try {
    const handle = fromPglite(await PGlite.create(dataDir, { extensions: pgliteExtensions }));
    return {
      ...handle,
      async close() {
        await handle.close();
        await release().catch(() => {});
      },
    };
  } catch (error) {
    await release().catch(() => {});
    throw error;
  }
}

/** Another process has the embedded database's data directory open (the site, while `admin:create` runs). */
export class DataDirectoryInUseError extends Error {
  constructor(readonly dataDir: string) {
    super(`The embedded database in ${dataDir} is open in another process.`);
    this.name = "DataDirectoryInUseError";
  }
}

const lockOptions = (dataDir: string) => ({ lockfilePath: `${dataDir}.lock`, realpath: false, stale: 10_000 });

/** True while a live process holds the data directory's lock. */
export function dataDirectoryInUse(dataDir: string): Promise<boolean> {
  return lockfile.check(dataDir, lockOptions(dataDir));
}

async function lockDataDirectory(dataDir: string, waitMs: number): Promise<() => Promise<void>> {
  try {
    return await lockfile.lock(dataDir, {
      ...lockOptions(dataDir),
      retries: waitMs > 0 ? { retries: Math.ceil(waitMs / 1000), minTimeout: 1000, maxTimeout: 1000, factor: 1 } : 0,
      // The lock could not be refreshed (the process was frozen past `stale`): say so rather than crash.
      onCompromised: (error) => console.error(`The lock of the embedded database ${dataDir} was lost: ${error.message}`),
    });
  } catch (error) {
    if ((error as { code?: string }).code === "ELOCKED") throw new DataDirectoryInUseError(dataDir);
    throw error;
  }
}

export function openPostgres(url: string, options: { max?: number } = {}): DatabaseHandle {
  const pool = new pg.Pool({
    connectionString: url,
    max: options.max ?? 10,
    // Fail fast instead of hanging when the database is down: callers answer 503.
    connectionTimeoutMillis: 3_000,
    query_timeout: 15_000,
  });
  // An idle client losing its connection must not crash the process.
  pool.on("error", () => {});
  const db = drizzlePg({ client: pool, schema }) as unknown as Database;
  return {
    db,
    kind: "postgres",
    async ping() {
      await pool.query("select 1");
    },
    async close() {
      await pool.end();
    },
    async withExclusiveLock(key, fn) {
      const client = await pool.connect();
      try {
        await client.query("select pg_advisory_lock($1)", [key]);
        try {
          return await fn();
        } finally {
          await client.query("select pg_advisory_unlock($1)", [key]);
        }
      } finally {
        client.release();
      }
    },
  };
}

/**
 * Runs a query Drizzle built (`query.toSQL()`) on the driver itself and answers its rows as arrays,
 * columns in the selection's order, skipping Drizzle's mapping of every field of every row — for
 * the few long lists where that mapping is most of the request's time (the agenda, decision 019).
 * Values come as each driver parses them (timestamps as Date, integers as numbers), outside any
 * transaction.
 */
export async function queryArrays(db: Database, query: { sql: string; params: unknown[] }): Promise<unknown[][]> {
  const client = (db as unknown as { $client: PGlite | pg.Pool }).$client;
  if (client instanceof PGlite) return (await client.query<unknown[]>(query.sql, query.params, { rowMode: "array" })).rows;
  return (await client.query<unknown[]>({ text: query.sql, values: query.params, rowMode: "array" })).rows;
}

/** Rows of a raw SQL query, typed by the caller (both drivers answer `{ rows }`). */
export async function queryRows<T>(db: Database, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
