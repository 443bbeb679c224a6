import { mkdirSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { unaccent } from "@electric-sql/pglite/contrib/unaccent";
import type { SQL } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import pg from "pg";
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

/** Embedded PostgreSQL persisted under `dataDir` (or in memory for `memory://`). */
export async function openPglite(dataDir: string): Promise<DatabaseHandle> {
  if (!dataDir.startsWith("memory://")) mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create(dataDir, { extensions: pgliteExtensions });
  return fromPglite(client);
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
