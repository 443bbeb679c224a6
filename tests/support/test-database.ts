import { readFileSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { afterAll, beforeAll, inject } from "vitest";
import { fromPglite, openPostgres, pgliteExtensions, type DatabaseHandle } from "@/db/client";
import { setDatabaseForTests } from "@/server/db";
import { withDatabase } from "./database-template";

let counter = 0;

/** A fresh, migrated database of its own (PGlite in memory, or a clone on PostgreSQL). */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  const template = inject("databaseTemplate");
  if (template.kind === "pglite") return openPgliteClone(template.file);
  const clone = await clonePostgresTemplate(template);
  const handle = openPostgres(clone.url, { max: 4 });
  return {
    ...handle,
    async close() {
      await handle.close();
      await clone.drop();
    },
  };
}

/**
 * Several instances of the server on one fresh database: on PostgreSQL `count` handles, each with
 * its own connection pool of `max`; on the embedded database, which one process owns, one handle.
 * `close` closes them all and drops what was made.
 */
export async function createInstancesDatabase(count: number, max: number): Promise<{ handles: DatabaseHandle[]; close(): Promise<void> }> {
  const template = inject("databaseTemplate");
  if (template.kind === "pglite") {
    const handle = await openPgliteClone(template.file);
    return { handles: [handle], close: () => handle.close() };
  }
  const clone = await clonePostgresTemplate(template);
  const handles = Array.from({ length: count }, () => openPostgres(clone.url, { max }));
  return {
    handles,
    async close() {
      for (const handle of handles) await handle.close();
      await clone.drop();
    },
  };
}

async function openPgliteClone(file: string): Promise<DatabaseHandle> {
  const client = await PGlite.create({ loadDataDir: new Blob([readFileSync(file)]), extensions: pgliteExtensions });
  return fromPglite(client);
}

async function clonePostgresTemplate(template: { url: string; templateName: string }): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `cabinet_t_${process.ppid}_${process.pid}_${Date.now()}_${counter++}`;
  const admin = new pg.Client({ connectionString: template.url });
  await admin.connect();
  try {
    await admin.query(`create database ${name} template ${template.templateName}`);
  } finally {
    await admin.end();
  }
  return {
    url: withDatabase(template.url, name),
    async drop() {
      const dropper = new pg.Client({ connectionString: template.url });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}

/**
 * For a test file: a database of its own, also used by the route handlers it calls.
 * Returns a getter because the database only exists once beforeAll has run.
 */
export function withTestDatabase(): () => DatabaseHandle {
  let handle: DatabaseHandle | undefined;
  beforeAll(async () => {
    handle = await createTestDatabase();
    setDatabaseForTests(handle);
  });
  afterAll(async () => {
    await handle?.close();
  });
  return () => {
    if (!handle) throw new Error("The test database is only available inside tests and hooks.");
    return handle;
  };
}
