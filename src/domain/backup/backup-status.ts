import { desc, min } from "drizzle-orm";
import type { Database } from "@/db/client";
import { backupRuns, staffUsers } from "@/db/schema";
import { lastSuccessfulBackup, listBackupFiles } from "@/domain/backup/daily-backup";
import { BACKUP_OVERDUE_AFTER_HOURS, type BackupOverview } from "@/schemas/backup";

/**
 * What the admins see of the backups (issue 23): the files of this instance's backup folder, the
 * last daily runs, and whether the last success is too old. A success is a finished daily run or
 * a backup file (`npm run backup`, "Sauvegarder maintenant"), whichever is newer.
 */

const overdueAfterMs = BACKUP_OVERDUE_AFTER_HOURS * 3_600_000;

/**
 * A fresh installation has no backup yet: the warning counts from its first account, so that it
 * appears once 48 hours have passed without one, not on the first day.
 */
export function isBackupOverdue(lastSuccess: Date | null, installedAt: Date | null, now: Date): boolean {
  const since = lastSuccess ?? installedAt;
  return since !== null && now.getTime() - since.getTime() > overdueAfterMs;
}

async function installedAt(db: Database): Promise<Date | null> {
  const [row] = await db.select({ at: min(staffUsers.createdAt) }).from(staffUsers);
  return row?.at ?? null;
}

function newest(...dates: (Date | null | undefined)[]): Date | null {
  let best: Date | null = null;
  for (const date of dates) if (date && (!best || date > best)) best = date;
  return best;
}

/** Whether the staff header must warn the admins (counts only: asked with every alert poll). */
export async function backupOverdue(db: Database, directory: string, now = new Date()): Promise<boolean> {
  const [run, installed] = await Promise.all([lastSuccessfulBackup(db), installedAt(db)]);
  return isBackupOverdue(newest(run, listBackupFiles(directory)[0]?.createdAt), installed, now);
}

export type BackupSchedule = { hour: number | null; keep: number; encryption: BackupOverview["chiffrement"] };

export async function backupOverview(db: Database, directory: string, schedule: BackupSchedule, now = new Date()): Promise<BackupOverview> {
  const files = listBackupFiles(directory);
  const [runs, installed] = await Promise.all([db.select().from(backupRuns).orderBy(desc(backupRuns.day)).limit(14), installedAt(db)]);
  const lastSuccess = newest(files[0]?.createdAt, ...runs.map((run) => run.finishedAt));
  return {
    derniereReussite: lastSuccess?.toISOString() ?? null,
    enRetard: isBackupOverdue(lastSuccess, installed, now),
    heureQuotidienne: schedule.hour,
    conservees: schedule.keep,
    chiffrement: schedule.encryption,
    fichiers: files.map((file) => ({ nom: file.fileName, octets: file.bytes, creeLe: file.createdAt.toISOString() })),
    executions: runs.map((run) => ({
      jour: run.day,
      debut: run.startedAt.toISOString(),
      fin: run.finishedAt?.toISOString() ?? null,
      fichier: run.fileName,
      octets: run.bytes,
      erreur: run.error,
    })),
  };
}
