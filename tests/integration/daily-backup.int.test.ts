import { mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { backupRuns } from "@/db/schema";
import { lastSuccessfulBackup, runDailyBackup, type DailyBackupSettings } from "@/domain/backup/daily-backup";
import { withTestDatabase } from "../support/test-database";

/** The running server's daily backup: its hour in the practice's time zone, one per day across instances, the last N kept. */

const database = withTestDatabase();
let directory: string;
let settings: DailyBackupSettings;

beforeAll(() => {
  directory = mkdtempSync(path.join(os.tmpdir(), "cabinet-daily-backups-"));
  settings = { hour: 2, keep: 3, timeZone: "Africa/Casablanca", directory, encryption: null, refuseUnencrypted: false };
});

afterAll(() => rmSync(directory, { recursive: true, force: true }));

describe("daily backup", () => {
  it("waits for its hour in the practice's time zone, then makes one backup a day whichever instance asks", async () => {
    const handle = database();
    // Casablanca is UTC+1: 00:30 UTC is 01:30 there, before the 02:00 backup.
    expect(await runDailyBackup(handle, settings, new Date("2026-11-24T00:30:00Z"))).toEqual({ outcome: "not-yet" });
    expect(await lastSuccessfulBackup(handle.db)).toBeNull();

    const made = await runDailyBackup(handle, settings, new Date("2026-11-24T01:05:00Z"));
    expect(made).toMatchObject({ outcome: "written", day: "2026-11-24" });
    // A second instance, five minutes later, finds the day's backup made.
    expect(await runDailyBackup(handle, settings, new Date("2026-11-24T01:10:00Z"))).toEqual({ outcome: "taken" });
    expect(readdirSync(directory)).toEqual(["cabinet-2026-11-24T01-05-00Z.jsonl.gz"]);
    expect(await lastSuccessfulBackup(handle.db)).not.toBeNull();
  });

  it("records a failed backup, and tries again an hour later", async () => {
    const handle = database();
    const refusing = { ...settings, refuseUnencrypted: true };
    const failed = await runDailyBackup(handle, refusing, new Date("2026-11-25T03:00:00Z"));
    expect(failed).toMatchObject({ outcome: "failed", day: "2026-11-25" });
    expect(failed.outcome === "failed" && failed.error).toContain("Unencrypted backups are refused");
    expect(await runDailyBackup(handle, settings, new Date("2026-11-25T03:30:00Z"))).toEqual({ outcome: "taken" });
    expect(await runDailyBackup(handle, settings, new Date("2026-11-25T04:01:00Z"))).toMatchObject({ outcome: "written", day: "2026-11-25" });
    const runs = await handle.db.select().from(backupRuns).orderBy(backupRuns.day);
    expect(runs.map((run) => [run.day, run.error, run.fileName])).toEqual([
      ["2026-11-24", null, "cabinet-2026-11-24T01-05-00Z.jsonl.gz"],
      ["2026-11-25", null, "cabinet-2026-11-25T04-01-00Z.jsonl.gz"],
    ]);
  });

  it("keeps the last BACKUP_KEEP backups and leaves other files alone", async () => {
    const handle = database();
    writeFileSync(path.join(directory, "notes.txt"), "not a backup");
    for (const day of ["26", "27", "28"]) {
      expect(await runDailyBackup(handle, settings, new Date(`2026-11-${day}T05:00:00Z`))).toMatchObject({ outcome: "written" });
    }
    expect(readdirSync(directory).sort()).toEqual([
      "cabinet-2026-11-26T05-00-00Z.jsonl.gz",
      "cabinet-2026-11-27T05-00-00Z.jsonl.gz",
      "cabinet-2026-11-28T05-00-00Z.jsonl.gz",
      "notes.txt",
    ]);
  });
});
