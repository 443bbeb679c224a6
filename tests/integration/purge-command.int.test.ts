import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { openPglite, type DatabaseHandle } from "@/db/client";
import { migrateDatabase } from "@/db/migrate";
import { appointmentRequests, auditEvents } from "@/db/schema";
import { runScript } from "../support/run-script";

/** `npm run purge -- [--dry-run]` as an operator runs it on the embedded database (decision 033). */

const purge = (args: string[], env: Record<string, string>) => runScript("scripts/purge.ts", args, env);

async function requestIds(handle: DatabaseHandle) {
  return (await handle.db.select({ id: appointmentRequests.id }).from(appointmentRequests)).map((row) => row.id).sort((a, b) => a - b);
}

const request = (datePreferee: string) => ({ nom: "Benali", prenom: "Mohamed", telephone: "06 12 34 56 78", datePreferee, heurePreferee: "10:30:00" });

describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))("npm run purge on the embedded database", () => {
  it("prints what would go without deleting it, refuses while the site runs, then purges and audits the counts", async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), "cabinet-purge-cli-"));
    const env = { DATA_DIR: dataDir };
    try {
      let site = await openPglite(path.join(dataDir, "pgdata"));
      await migrateDatabase(site);
      await site.db.insert(appointmentRequests).values([request("2001-05-10"), request("2099-05-10")]);
      const all = await requestIds(site);
      await site.close();

      const dryRun = await purge(["--dry-run"], env);
      expect(dryRun).toMatchObject({ code: 0, stderr: "" });
      expect(dryRun.stdout).toContain("Dry run: nothing was deleted.");
      expect(dryRun.stdout).toMatch(/appointment requests: 1 \(date souhaitée avant le \/ preferred date before \d{4}-\d{2}-\d{2}\)/);

      site = await openPglite(path.join(dataDir, "pgdata"));
      expect(await requestIds(site)).toEqual(all);
      expect(await site.db.$count(auditEvents, eq(auditEvents.action, "retention.purge"))).toBe(0);
      const refused = await purge([], env);
      expect(refused.code).toBe(1);
      expect(refused.stderr).toContain("The embedded database is open in another process (is the site running?)");
      await site.close();

      const done = await purge([], env);
      expect(done).toMatchObject({ code: 0, stderr: "" });
      expect(done.stdout).toContain("Purge done.");
      expect(done.stdout).toContain("appointment requests: 1 ");

      site = await openPglite(path.join(dataDir, "pgdata"));
      expect(await requestIds(site)).toEqual(all.slice(1));
      const [event] = await site.db.select().from(auditEvents).where(eq(auditEvents.action, "retention.purge"));
      expect(event).toMatchObject({ requestId: "shell:purge", actorId: null, details: { appointmentRequests: 1, contactMessages: 0, notifications: 0, auditEvents: 0 } });
      await site.close();

      const wrong = await purge(["--everything"], env);
      expect(wrong.code).toBe(1);
      expect(wrong.stderr).toContain("Usage: npm run purge -- [--dry-run]");
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});
