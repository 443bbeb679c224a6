import { readdirSync, rmSync, statSync } from "node:fs";
import path from "node:path";
import { desc, isNotNull, sql } from "drizzle-orm";
import type { Database, DatabaseHandle } from "@/db/client";
import { backupRuns } from "@/db/schema";
import { writeBackup, type BackupEncryption, type BackupFileBlobs } from "@/domain/backup/backup-files";
import { hourIn, todayIn } from "@/calendar/zone";

/**
 * The backup the running server makes every day at `hour` (practice time, decision 028). Several
 * instances share one row per day in `backup_runs`: the first to insert it makes the backup, the
 * others see it taken. A run that failed, or whose instance died, is taken again an hour later.
 */

export type DailyBackupSettings = {
  hour: number;
  keep: number;
  timeZone: string;
  directory: string;
  encryption: BackupEncryption;
  refuseUnencrypted: boolean;
  /** The patients' files, copied incrementally beside the dumps (decision 061). */
  files?: BackupFileBlobs;
};

export type DailyBackupOutcome =
  | { outcome: "not-yet" | "taken" }
  | { outcome: "written"; day: string; fileName: string; bytes: number; files: { copied: number; copiedBytes: number; total: number; totalBytes: number } | null }
  | { outcome: "failed"; day: string; error: string };

const backupFilePattern = /^cabinet-.+\.jsonl\.gz(\.age)?$/;

/** Makes today's backup if its hour has come and no instance made (or is making) it. */
export async function runDailyBackup(handle: DatabaseHandle, settings: DailyBackupSettings, now = new Date()): Promise<DailyBackupOutcome> {
  if (hourIn(settings.timeZone, now) < settings.hour) return { outcome: "not-yet" };
  const day = todayIn(settings.timeZone, now);
  const claimed = await handle.db
    .insert(backupRuns)
    .values({ day, startedAt: now })
    .onConflictDoUpdate({
      target: backupRuns.day,
      set: { startedAt: now, error: null },
      setWhere: sql`${backupRuns.finishedAt} is null and ${backupRuns.startedAt} < ${new Date(now.getTime() - 3_600_000)}`,
    })
    .returning({ day: backupRuns.day });
  if (!claimed.length) return { outcome: "taken" };
  try {
    const { file, bytes, files } = await writeBackup(handle, {
      directory: settings.directory,
      encryption: settings.encryption,
      refuseUnencrypted: settings.refuseUnencrypted,
      now,
      files: settings.files,
    });
    const fileName = path.basename(file);
    await handle.db.update(backupRuns).set({ finishedAt: new Date(), fileName, bytes }).where(sql`${backupRuns.day} = ${day}`);
    pruneBackups(settings.directory, settings.keep);
    return { outcome: "written", day, fileName, bytes, files };
  } catch (error) {
    const message = (error instanceof Error ? error.message : String(error)).slice(0, 500);
    await handle.db.update(backupRuns).set({ error: message }).where(sql`${backupRuns.day} = ${day}`);
    return { outcome: "failed", day, error: message };
  }
}

/** The backup files of `directory`, newest first. */
export function listBackupFiles(directory: string): { fileName: string; bytes: number; createdAt: Date }[] {
  let names: string[];
  try {
    names = readdirSync(directory);
  } catch {
    return [];
  }
  return names
    .filter((name) => backupFilePattern.test(name))
    .sort()
    .reverse()
    .map((fileName) => {
      const stats = statSync(path.join(directory, fileName));
      return { fileName, bytes: stats.size, createdAt: stats.mtime };
    });
}

/** Keeps the newest `keep` backup files (names sort by time), removes the others. */
export function pruneBackups(directory: string, keep: number): string[] {
  const removed = listBackupFiles(directory).slice(keep).map((file) => file.fileName);
  for (const name of removed) rmSync(path.join(directory, name), { force: true });
  return removed;
}

/** When the last daily backup succeeded (null: never). */
export async function lastSuccessfulBackup(db: Database): Promise<Date | null> {
  const [row] = await db
    .select({ finishedAt: backupRuns.finishedAt })
    .from(backupRuns)
    .where(isNotNull(backupRuns.finishedAt))
    .orderBy(desc(backupRuns.finishedAt))
    .limit(1);
  return row?.finishedAt ?? null;
}
