import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { openPglite, queryRows } from "@/db/client";
import { runScript } from "../support/run-script";

/** `npm run admin:create` as an operator runs it: a separate process, its output and exit code. */

const adminCreate = (args: string[], env: Record<string, string>) => runScript("scripts/admin-create.ts", args, env);

const noStackTrace = /^\s+at /m;

describe("npm run admin:create", () => {
  it("creates an admin next to the default first admin, whose username the e-mail asks for too", async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), "cabinet-admin-create-"));
    // The first start creates admin@cabinet.local with the username "admin": the e-mail below asks for it too.
    const env = { DATA_DIR: dataDir, ADMIN_EMAIL: "admin@cabinet.local", ADMIN_PASSWORD: "default-admin-password" };
    try {
      const created = await adminCreate(["--email", "admin@cabinet.ma", "--password", "second-admin-password"], env);
      expect(created.stderr).toBe("");
      expect(created).toMatchObject({ code: 0 });
      expect(created.stdout).toContain("admin created: admin@cabinet.ma (nom d'utilisateur / username: admin-2)");
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 90_000);

  it("refuses while another process (the site) has the embedded database open, and works once it is closed", async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), "cabinet-admin-create-"));
    const env = { DATA_DIR: dataDir, ADMIN_EMAIL: "admin@cabinet.local", ADMIN_PASSWORD: "default-admin-password" };
    const site = await openPglite(path.join(dataDir, "pgdata"));
    try {
      const refused = await adminCreate(["--email", "admin@cabinet.ma", "--password", "second-admin-password"], env);
      expect(refused.code).toBe(1);
      expect(refused.stderr).toContain("The embedded database is open in another process (is the site running?)");
      expect(refused.stderr).not.toMatch(noStackTrace);
      await site.close();
      const created = await adminCreate(["--email", "admin@cabinet.ma", "--password", "second-admin-password"], env);
      expect(created).toMatchObject({ code: 0, stderr: "" });
    } finally {
      await site.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 90_000);

  it("with --reset-2fa, turns off the two-factor login of an admin who lost phone and recovery codes", async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), "cabinet-admin-create-"));
    const env = { DATA_DIR: dataDir, ADMIN_EMAIL: "admin@cabinet.local", ADMIN_PASSWORD: "default-admin-password" };
    try {
      expect(await adminCreate(["--email", "admin@cabinet.ma", "--password", "second-admin-password"], env)).toMatchObject({ code: 0, stderr: "" });
      // The admin has enrolled (a confirmed secret and a recovery code), then lost both.
      const site = await openPglite(path.join(dataDir, "pgdata"));
      const [admin] = await queryRows<{ id: number }>(site.db, sql`select id from staff_users where email = 'admin@cabinet.ma'`);
      const id = admin!.id;
      await site.db.execute(sql`insert into staff_totp (staff_user_id, secret_ciphertext, confirmed_at) values (${id}, 'sealed', now())`);
      await site.db.execute(sql`insert into staff_recovery_codes (staff_user_id, code_hash) values (${id}, 'hash')`);
      await site.close();

      const reset = await adminCreate(["--email", "admin@cabinet.ma", "--password", "third-admin-password", "--reset-2fa"], env);
      expect(reset).toMatchObject({ code: 0, stderr: "" });
      expect(reset.stdout).toContain("two-factor login turned off");

      const after = await openPglite(path.join(dataDir, "pgdata"));
      try {
        expect(await queryRows(after.db, sql`select 1 from staff_totp where staff_user_id = ${id}`)).toEqual([]);
        expect(await queryRows(after.db, sql`select 1 from staff_recovery_codes where staff_user_id = ${id}`)).toEqual([]);
        const events = await queryRows<{ action: string }>(after.db, sql`select action from audit_events where target_id = ${String(id)} order by id`);
        expect(events.map((row) => row.action)).toContain("user.totp_reset");
      } finally {
        await after.close();
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 90_000);

  it("says the database cannot be reached, without a stack trace, and exits non-zero", async () => {
    const result = await adminCreate(["--email", "admin@cabinet.ma", "--password", "some-admin-password"], {
      DATABASE_URL: "postgres://postgres@127.0.0.1:1/nowhere",
    });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain("cannot reach the database");
    expect(result.stderr).toContain("DATABASE_URL");
    expect(result.stderr).not.toMatch(noStackTrace);
  }, 30_000);

  it("explains a missing password and shows the usage", async () => {
    const result = await adminCreate(["--email", "admin@cabinet.ma"], {});
    expect(result.code).toBe(1);
    expect(result.stderr).toContain("--password: Le mot de passe est obligatoire.");
    expect(result.stderr).toContain("Usage: npm run admin:create");
    expect(result.stderr).not.toMatch(noStackTrace);
  }, 30_000);

  it("refuses a password the policy refuses (decision 023) before touching the database", async () => {
    const result = await adminCreate(["--email", "admin@cabinet.ma", "--password", "qwerty123456"], { DATABASE_URL: "postgres://postgres@127.0.0.1:1/nowhere" });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain("--password: Ce mot de passe est trop courant : choisissez-en un plus difficile à deviner.");
    expect(result.stderr).not.toContain("cannot reach the database");
  }, 30_000);
});
