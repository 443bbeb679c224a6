import path from "node:path";
import type { BackupEncryption } from "@/domain/backup/backup-files";
import { runDailyBackup } from "@/domain/backup/daily-backup";
import { getDatabase } from "@/server/db";
import type { Env } from "@/server/env";
import { env } from "@/server/env";
import { logger } from "@/server/logger";

/** Backup settings (decision 028), shared by `npm run backup` and the running server's daily backup. */

export function backupDirectory(settings: Env): string {
  return path.resolve(settings.BACKUP_DIR ?? path.join(settings.DATA_DIR, "backups"));
}

export function backupEncryption(settings: Env): BackupEncryption {
  if (settings.BACKUP_RECIPIENT) return { recipient: settings.BACKUP_RECIPIENT };
  if (settings.BACKUP_PASSPHRASE) return { passphrase: settings.BACKUP_PASSPHRASE };
  return null;
}

/** In production on PostgreSQL, backups usually leave the machine: unencrypted ones only when allowed. */
export function refusesUnencryptedBackups(settings: Env): boolean {
  return settings.NODE_ENV === "production" && Boolean(settings.DATABASE_URL) && !settings.BACKUP_ALLOW_UNENCRYPTED;
}

const checkEveryMs = 5 * 60_000;
const slot = globalThis as typeof globalThis & { __cabinetDailyBackups?: NodeJS.Timeout };

/**
 * Checks every 5 minutes (the first time a minute after start-up) whether today's backup is due, and
 * makes it if no instance did. On the embedded database this is how a backup is taken while the site
 * runs: through the process that owns the data directory.
 */
export function startDailyBackups(): void {
  const settings = env();
  if (settings.BACKUP_HOUR === "off" || slot.__cabinetDailyBackups) return;
  const hour = settings.BACKUP_HOUR;
  let running = false;
  const check = async () => {
    if (running) return;
    running = true;
    try {
      const result = await runDailyBackup(await getDatabase(), {
        hour,
        keep: settings.BACKUP_KEEP,
        timeZone: settings.PRACTICE_TIME_ZONE,
        directory: backupDirectory(settings),
        encryption: backupEncryption(settings),
        refuseUnencrypted: refusesUnencryptedBackups(settings),
      });
      if (result.outcome === "written") logger.info({ day: result.day, file: result.fileName, bytes: result.bytes }, "daily backup written");
      if (result.outcome === "failed") logger.error({ day: result.day, error: result.error }, "daily backup failed");
    } catch (error) {
      logger.error({ error: error instanceof Error ? error.message : String(error) }, "daily backup failed");
    } finally {
      running = false;
    }
  };
  const first = setTimeout(() => void check(), 60_000);
  first.unref();
  slot.__cabinetDailyBackups = setInterval(() => void check(), checkEveryMs);
  slot.__cabinetDailyBackups.unref();
}
