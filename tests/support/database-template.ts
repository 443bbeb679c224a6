import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { openPglite } from "@/db/client";
import { migrateDatabase } from "@/db/migrate";

/**
 * Migrates one template database per test run, so that each test file gets a fresh, migrated
 * database in milliseconds instead of paying the migrations itself:
 * - PGlite: a migrated data directory dumped to a tarball that each file loads in memory;
 * - PostgreSQL (TEST_DATABASE_URL): a template database that each file clones.
 */
export default async function setup(project: TestProject) {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const templateName = `cabinet_tpl_${process.pid}_${Date.now()}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database ${templateName}`);
    const { openPostgres } = await import("@/db/client");
    const handle = openPostgres(withDatabase(url, templateName), { max: 2 });
    await migrateDatabase(handle);
    await handle.close();
    project.provide("databaseTemplate", { kind: "postgres", url, templateName });
    return async () => {
      await dropDatabasesLike(admin, `cabinet_t_${process.pid}_%`);
      await admin.query(`drop database if exists ${templateName}`);
      await admin.end();
    };
  }
  const handle = await openPglite("memory://");
  await migrateDatabase(handle);
  const client = (handle.db as unknown as { $client: { dumpDataDir(c: "none"): Promise<Blob> } }).$client;
  const dump = await client.dumpDataDir("none");
  const dir = mkdtempSync(path.join(os.tmpdir(), "cabinet-test-"));
  const file = path.join(dir, "template.tar");
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await handle.close();
  project.provide("databaseTemplate", { kind: "pglite", file });
  return () => rmSync(dir, { recursive: true, force: true });
}

export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

async function dropDatabasesLike(admin: pg.Client, pattern: string) {
  const { rows } = await admin.query<{ datname: string }>("select datname from pg_database where datname like $1", [pattern]);
  for (const { datname } of rows) await admin.query(`drop database if exists ${datname} with (force)`);
}

declare module "vitest" {
  export interface ProvidedContext {
    databaseTemplate: { kind: "pglite"; file: string } | { kind: "postgres"; url: string; templateName: string };
  }
}
