import { chmodSync, mkdirSync, renameSync, writeFileSync } from "node:fs";
import path from "node:path";
import { Decrypter, Encrypter } from "age-encryption";
import type { DatabaseHandle } from "@/db/client";
import { type BlobCopyReport, type BlobStore, copyNewBlobs } from "@/domain/backup/file-blobs";
import { BackupError, dumpDatabase, restoreDatabase } from "@/domain/backup/logical-dump";

/**
 * Backup files (decision 028): the logical dump, encrypted in the age format (`age-encryption`, by the
 * format's author) to a recipient's public key or with a passphrase, written readable by their owner only.
 */

export type BackupEncryption = { recipient: string } | { passphrase: string } | null;

const ageMagic = Buffer.from("age-encryption.org/v1");

/** `cabinet-2026-11-24T01-22-00Z.jsonl.gz.age`: sorts by time; the suffix says whether it is encrypted. */
export function backupFileName(createdAt: Date, encrypted: boolean): string {
  const stamp = createdAt.toISOString().replace(/\.\d{3}Z$/, "Z").replaceAll(":", "-");
  return `cabinet-${stamp}.jsonl.gz${encrypted ? ".age" : ""}`;
}

export async function encryptBackup(data: Buffer, encryption: Exclude<BackupEncryption, null>): Promise<Buffer> {
  const encrypter = new Encrypter();
  if ("recipient" in encryption) encrypter.addRecipient(encryption.recipient);
  else encrypter.setPassphrase(encryption.passphrase);
  return Buffer.from(await encrypter.encrypt(new Uint8Array(data)));
}

export function isEncryptedBackup(file: Buffer): boolean {
  return file.subarray(0, ageMagic.length).equals(ageMagic);
}

/** Opens an age file with a passphrase and/or identities (`AGE-SECRET-KEY-1…`); a wrong one is refused plainly. */
export async function decryptBackup(file: Buffer, keys: { passphrase?: string; identities?: string[] }): Promise<Buffer> {
  if (!keys.passphrase && !keys.identities?.length) {
    throw new BackupError(
      "Sauvegarde chiffrée : donnez BACKUP_PASSPHRASE ou --identity FICHIER (la clé privée). / " +
        "The backup is encrypted: set BACKUP_PASSPHRASE or give --identity FILE (the private key).",
    );
  }
  const decrypter = new Decrypter();
  if (keys.passphrase) decrypter.addPassphrase(keys.passphrase);
  for (const identity of keys.identities ?? []) decrypter.addIdentity(identity);
  try {
    return Buffer.from(await decrypter.decrypt(new Uint8Array(file)));
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new BackupError(
      `Impossible de déchiffrer la sauvegarde : phrase secrète ou clé incorrecte. / ` +
        `Cannot decrypt the backup: wrong passphrase or identity (${reason}).`,
    );
  }
}

/**
 * The patients' files' storage and the backup folder's `files` folder (decision 061): the blobs
 * the backup copies after the dump (only the new ones), or the restore copies back.
 */
export type BackupFileBlobs = { live: BlobStore; backup: BlobStore };

/**
 * Writes a consistent backup of the database into `directory` (mode 0700), the file mode 0600, then
 * copies the patients' new files into its `files` folder (decision 061). Answers its path and sizes.
 */
export async function writeBackup(
  handle: DatabaseHandle,
  options: { directory: string; encryption: BackupEncryption; refuseUnencrypted: boolean; now?: Date; files?: BackupFileBlobs },
): Promise<{ file: string; bytes: number; tables: Record<string, number>; files: BlobCopyReport | null }> {
  if (!options.encryption && options.refuseUnencrypted) {
    throw new BackupError(
      "Sauvegarde non chiffrée refusée en production sur PostgreSQL : définissez BACKUP_RECIPIENT ou BACKUP_PASSPHRASE (ou BACKUP_ALLOW_UNENCRYPTED=true). / " +
        "Unencrypted backups are refused in production on PostgreSQL: set BACKUP_RECIPIENT or BACKUP_PASSPHRASE (or BACKUP_ALLOW_UNENCRYPTED=true).",
    );
  }
  const now = options.now ?? new Date();
  const { data, tables } = await dumpDatabase(handle, now);
  const contents = options.encryption ? await encryptBackup(data, options.encryption) : data;
  mkdirSync(options.directory, { recursive: true, mode: 0o700 });
  const file = path.join(options.directory, backupFileName(now, options.encryption !== null));
  const partial = `${file}.partial`;
  // Created 0600 (never readable by others, even for a moment), then renamed: a listed backup is always complete.
  writeFileSync(partial, contents, { mode: 0o600, flag: "wx" });
  chmodSync(partial, 0o600);
  renameSync(partial, file);
  // After the dump: every blob a row of the dump names was written before it (a blob is stored before its row).
  const files = options.files ? await copyNewBlobs(options.files.live, options.files.backup) : null;
  return { file, bytes: contents.length, tables, files };
}

/** Restores a backup file's contents (encrypted or not) into `handle`, then the patients' files the backup folder holds. */
export async function restoreBackup(
  handle: DatabaseHandle,
  file: Buffer,
  options: { force?: boolean; passphrase?: string; identities?: string[]; files?: BackupFileBlobs },
): Promise<Record<string, number>> {
  const data = isEncryptedBackup(file) ? await decryptBackup(file, options) : file;
  const tables = await restoreDatabase(handle, data, { force: options.force });
  if (options.files) await copyNewBlobs(options.files.backup, options.files.live);
  return tables;
}

/** The restore's copy of the patients' files alone (what `npm run restore` reports). */
export function restoreFileBlobs(files: BackupFileBlobs): Promise<BlobCopyReport> {
  return copyNewBlobs(files.backup, files.live);
}
