import path from "node:path";
import { writeBackup, type BackupEncryption, type BackupFileBlobs } from "@/domain/backup/backup-files";
import { backupOverview, type BackupSchedule } from "@/domain/backup/backup-status";
import { conflict } from "@/domain/errors";
import { BackupError } from "@/domain/backup/logical-dump";
import { recordAuditEvent, type AuditContext } from "@/domain/audit/audit-log";
import { backupMessages, type BackupFile, type BackupOverview } from "@/schemas/backup";
import { getDatabase } from "@/server/db";
import type { Env } from "@/server/env";
import { env } from "@/server/env";
import { filesDirectory } from "@/server/files/file-store";
import { folderStorage } from "@/server/files/storage";
import { logger } from "@/server/logger";

/** Backup settings (decision 028), shared by `npm run backup` and the running server's daily backup. */

export function backupDirectory(settings: Env): string {
  // A folder of the machine's, named at run time: nothing for the build to trace (the comment is
  // Turbopack's documented opt-out; without it the build traced the whole project, issue 32).
  return path.resolve(/*turbopackIgnore: true*/ settings.BACKUP_DIR ?? path.join(settings.DATA_DIR, "backups"));
}

/**
 * The patients' files (decision 061): DATA_DIR/files, and the `files` folder of BACKUP_DIR that
 * backups copy them into, incrementally (sealed blobs never change).
 */
export function backupFileBlobs(settings: Env): BackupFileBlobs {
  return { live: folderStorage(filesDirectory(settings)), backup: folderStorage(path.join(backupDirectory(settings), "files")) };
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

export function backupSchedule(settings: Env): BackupSchedule {
  const encryption = backupEncryption(settings);
  return {
    hour: settings.BACKUP_HOUR === "off" ? null : settings.BACKUP_HOUR,
    keep: settings.BACKUP_KEEP,
    encryption: !encryption ? "aucun" : "recipient" in encryption ? "cle-publique" : "phrase-secrete",
  };
}

// On globalThis: the instrumentation hook (daily backup) and the route handlers are separate bundles.
const slot = globalThis as typeof globalThis & { __cabinetBackupRunning?: boolean };

/** One backup at a time in this process: the daily one (src/server/jobs/daily-backup-job.ts) and an admin's "Sauvegarder maintenant". */
export async function exclusively<T>(work: () => Promise<T>, onBusy: () => T): Promise<T> {
  if (slot.__cabinetBackupRunning) return onBusy();
  slot.__cabinetBackupRunning = true;
  try {
    return await work();
  } finally {
    slot.__cabinetBackupRunning = false;
  }
}

export async function readBackupOverview(): Promise<BackupOverview> {
  const settings = env();
  const { db } = await getDatabase();
  return backupOverview(db, backupDirectory(settings), backupSchedule(settings));
}

/**
 * A backup made now by the running server (an admin's request): on the embedded database the only
 * way to take one while the site runs. Audited: a whole copy of the health data was written.
 */
export async function takeBackupNow(context: AuditContext): Promise<BackupFile> {
  const settings = env();
  const handle = await getDatabase();
  return exclusively(
    async () => {
      const { file, bytes, tables, files } = await writeBackup(handle, {
        directory: backupDirectory(settings),
        encryption: backupEncryption(settings),
        refuseUnencrypted: refusesUnencryptedBackups(settings),
        files: backupFileBlobs(settings),
      }).catch((error: unknown) => {
        // A refusal the operator must act on (an unencrypted backup in production): said as it is.
        throw error instanceof BackupError ? conflict(`${backupMessages.createFailed} ${error.message}`) : error;
      });
      const nom = path.basename(file);
      const copied: Record<string, number> = files ? { fichiersCopies: files.copied, fichiersOctetsCopies: files.copiedBytes, fichiers: files.total, fichiersOctets: files.totalBytes } : {};
      await recordAuditEvent(handle.db, context, { action: "backup.create", details: { tables: Object.keys(tables).length, octets: bytes, ...copied } });
      logger.info({ file: nom, bytes, files }, "backup written on request");
      return { nom, octets: bytes, creeLe: new Date().toISOString() };
    },
    () => {
      throw conflict(backupMessages.alreadyRunning);
    },
  );
}
