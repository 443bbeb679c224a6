/**
 * `npm run restore -- FILE [--force] [--identity KEYFILE]`: restores a backup into the configured database
 * (decision 028). The site must be stopped; the database (or data directory) must be empty unless --force,
 * which erases it first. An encrypted backup opens with BACKUP_PASSPHRASE or the private key in KEYFILE.
 */
import { readFileSync } from "node:fs";
import { parseArgs } from "node:util";
import type { DatabaseHandle } from "../../src/db/client";
import { restoreBackup } from "../../src/domain/backup/backup-files";
import { env } from "../../src/server/env";
import { explain, fail, openConfiguredDatabase } from "./shared";

const usage = "Usage: npm run restore -- FILE [--force] [--identity KEYFILE]";

let parsed: { values: { force?: boolean; identity?: string }; positionals: string[] };
try {
  parsed = parseArgs({ options: { force: { type: "boolean" }, identity: { type: "string" } }, allowPositionals: true });
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
} catch (error) {
  await handle?.close().catch(() => {});
  fail(explain(error, "restore"));
}
await handle?.close().catch(() => {});
