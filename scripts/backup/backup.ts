/**
 * `npm run backup`: writes a consistent, encrypted (BACKUP_RECIPIENT or BACKUP_PASSPHRASE) backup of the
 * database into BACKUP_DIR (default DATA_DIR/backups), mode 0600 (decision 028), and the patients' new files
 * (sealed blobs, decision 061) into BACKUP_DIR/files. On the embedded database it refuses while the site has it open.
 */
import type { DatabaseHandle } from "../../src/db/client";
import { writeBackup } from "../../src/domain/backup/backup-files";
import { backupDirectory, backupEncryption, backupFileBlobs, refusesUnencryptedBackups } from "../../src/server/backups";
import { env } from "../../src/server/env";
import { explain, fail, openConfiguredDatabase } from "./shared";

let handle: DatabaseHandle | undefined;
try {
  const settings = env();
  const encryption = backupEncryption(settings);
  handle = await openConfiguredDatabase(settings);
  const { file, bytes, tables, files } = await writeBackup(handle, {
    directory: backupDirectory(settings),
    encryption,
    refuseUnencrypted: refusesUnencryptedBackups(settings),
    files: backupFileBlobs(settings),
  });
  const rows = Object.values(tables).reduce((sum, count) => sum + count, 0);
  console.log(`Sauvegarde écrite / backup written: ${file} (${bytes} bytes, ${Object.keys(tables).length} tables, ${rows} rows${encryption ? ", encrypted" : ", NOT encrypted"}).`);
  if (files) {
    console.log(
      `Fichiers des patients / patients' files: ${files.copied} new (${files.copiedBytes} bytes) copied to ${backupDirectory(settings)}/files, ${files.total} in all (${files.totalBytes} bytes, sealed with FILES_ENCRYPTION_KEY).`,
    );
  }
} catch (error) {
  await handle?.close().catch(() => {});
  fail(explain(error, "backup"));
}
await handle?.close().catch(() => {});
