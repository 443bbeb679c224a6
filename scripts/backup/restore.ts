/**
 * `npm run restore -- FILE [--force] [--identity KEYFILE] [--files DIR]`: restores a backup into the configured
 * database (decision 028). The site must be stopped; the database (or data directory) must be empty unless --force,
 * which erases it first. An encrypted backup opens with BACKUP_PASSPHRASE or the private key in KEYFILE. Then the
 * patients' files (decision 061) come back from DIR (default: the `files` folder beside FILE) into DATA_DIR/files;
 * they open with the FILES_ENCRYPTION_KEY they were stored under.
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import type { DatabaseHandle } from "../../src/db/client";
import { restoreBackup, restoreFileBlobs } from "../../src/domain/backup/backup-files";
import { filesDirectory } from "../../src/server/files/file-store";
import { folderStorage } from "../../src/server/files/storage";
import { env } from "../../src/server/env";
import { explain, fail, openConfiguredDatabase } from "./shared";

const usage = "Usage: npm run restore -- FILE [--force] [--identity KEYFILE] [--files DIR]";

let parsed: { values: { force?: boolean; identity?: string; files?: string }; positionals: string[] };
try {
  parsed = parseArgs({ options: { force: { type: "boolean" }, identity: { type: "string" }, files: { type: "string" } }, allowPositionals: true });
} catch (error) {
  fail(`Argument invalide / invalid argument: ${error instanceof Error ? error.message : String(error)}\n${usage}`);
}
const [fileName, ...extra] = parsed.positionals;
if (!fileName || extra.length) fail(usage);

function read(file: string, what: string): string | Buffer {
  try {
    return what === "identity" ? readFileSync(file, "utf8") : readFileSync(file);
  } catch (error) {
    fail(`Fichier illisible / cannot read the ${what} file ${file}: ${(error as NodeJS.ErrnoException).code ?? String(error)}`);
  }
}

const file = read(fileName, "backup") as Buffer;
// An age identity file: the AGE-SECRET-KEY-1… lines; comments (#) and blank lines skipped.
const identities = parsed.values.identity
  ? (read(parsed.values.identity, "identity") as string).split("\n").map((line) => line.trim()).filter((line) => line.startsWith("AGE-SECRET-KEY-"))
  : [];

let handle: DatabaseHandle | undefined;
try {
  const settings = env();
  handle = await openConfiguredDatabase(settings);
  const tables = await restoreBackup(handle, file, { force: parsed.values.force, passphrase: settings.BACKUP_PASSPHRASE, identities });
  const rows = Object.values(tables).reduce((sum, count) => sum + count, 0);
  console.log(`Sauvegarde restaurée / backup restored: ${Object.keys(tables).length} tables, ${rows} rows.`);
  const filesFrom = path.resolve(parsed.values.files ?? path.join(path.dirname(path.resolve(fileName)), "files"));
  if (existsSync(filesFrom)) {
    const copied = await restoreFileBlobs({ live: folderStorage(filesDirectory(settings)), backup: folderStorage(filesFrom) });
    console.log(`Fichiers des patients restaurés / patients' files restored: ${copied.copied} (${copied.copiedBytes} bytes) from ${filesFrom}, ${copied.total} in the backup.`);
  } else {
    console.log(`Aucun dossier de fichiers / no files folder at ${filesFrom}: the patients' files were not restored.`);
  }
} catch (error) {
  await handle?.close().catch(() => {});
  fail(explain(error, "restore"));
}
await handle?.close().catch(() => {});
