import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { count, sql } from "drizzle-orm";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { openPglite, openPostgres, queryRows } from "@/db/client";
import { migrateDatabase, migrationsFolder } from "@/db/migrate";
import { staffUsers } from "@/db/schema";
import { ensureFirstAdmin } from "@/domain/staff/first-admin";
import { withDatabase } from "../support/database-template";

const postgresUrl = process.env.TEST_DATABASE_URL;

/** The committed migrations, as drizzle-kit's journal lists them. */
const journalEntries = (
  JSON.parse(readFileSync(path.join(migrationsFolder, "meta", "_journal.json"), "utf8")) as { entries: unknown[] }
).entries.length;

describe("start-up on the embedded database", () => {
  // Every migration twice on an on-disk PGlite: 33 s once on a loaded 2-core machine.
  it("keeps the data across a restart", { timeout: 120_000 }, async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "cabinet-restart-"));
    try {
      const first = await openPglite(dir);
      await migrateDatabase(first);
      const created = await ensureFirstAdmin(first.db, { email: "admin@restart.test", password: "restart-password" });
      expect(created.created).toBe(true);
      await first.close();

      const second = await openPglite(dir);
      await migrateDatabase(second);
      expect(await ensureFirstAdmin(second.db, {})).toEqual({ created: false });
      const [row] = await second.db.select({ email: staffUsers.email }).from(staffUsers);
      expect(row?.email).toBe("admin@restart.test");
      await second.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe.runIf(postgresUrl)("start-up on PostgreSQL", () => {
  it("lets two instances start at the same moment: migrations run once, one first admin", async () => {
    const name = `cabinet_startup_${process.pid}_${Date.now()}`;
    const admin = new pg.Client({ connectionString: postgresUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const url = withDatabase(postgresUrl!, name);
    const instances = [openPostgres(url, { max: 3 }), openPostgres(url, { max: 3 })];
    try {
      await Promise.all(
        instances.map(async (instance) => {
          await migrateDatabase(instance);
          await ensureFirstAdmin(instance.db, { email: "admin@twin.test", password: "twin-password" });
        }),
      );
      const applied = await queryRows<{ n: number }>(instances[0]!.db, sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
      const distinct = await queryRows<{ n: number }>(instances[0]!.db, sql`select count(distinct hash)::int as n from drizzle.__drizzle_migrations`);
      expect(applied[0]!.n).toBe(distinct[0]!.n);
      // Each committed migration ran exactly once, neither skipped nor applied by both instances.
      expect(applied[0]!.n).toBe(journalEntries);
      const [admins] = await instances[0]!.db.select({ n: count() }).from(staffUsers);
      expect(admins?.n).toBe(1);
      const created = await queryRows<{ n: number }>(instances[0]!.db, sql`select count(*)::int as n from audit_events where action = 'user.create'`);
      expect(created[0]!.n).toBe(1);
    } finally {
      await Promise.all(instances.map((instance) => instance.close()));
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  });
});
