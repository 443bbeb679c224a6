import { runDailyBackup } from "@/domain/backup/daily-backup";
import { backupDirectory, backupEncryption, backupFileBlobs, exclusively, refusesUnencryptedBackups } from "@/server/backups";
import type { Env } from "@/server/env";
import type { Job } from "@/server/jobs/scheduler";
import { logger } from "@/server/logger";

/**
 * The daily backup (decision 028): every 5 minutes (the first time a minute after start-up) the job
 * looks whether today's backup is due and makes it if no instance did (backup_runs decides). On the
 * embedded database this is how a backup is taken while the site runs: through the process that
 * owns the data directory. A backup already running (an admin's) counts as this turn.
 */
export function dailyBackupJob(settings: Env, hour: number): Job {
  return {
    name: "daily-backup",
    everySeconds: 5 * 60,
    firstAfterSeconds: 60,
    holdSeconds: 60 * 60,
    run: (database, now) =>
      exclusively(
        async () => {
          const result = await runDailyBackup(
            database,
            {
              hour,
              keep: settings.BACKUP_KEEP,
              timeZone: settings.PRACTICE_TIME_ZONE,
              directory: backupDirectory(settings),
              encryption: backupEncryption(settings),
              refuseUnencrypted: refusesUnencryptedBackups(settings),
              files: backupFileBlobs(settings),
            },
            now,
          );
          if (result.outcome === "written") logger.info({ day: result.day, file: result.fileName, bytes: result.bytes, files: result.files }, "daily backup written");
          if (result.outcome === "failed") logger.error({ day: result.day, error: result.error }, "daily backup failed");
        },
        () => undefined,
      ),
  };
}
