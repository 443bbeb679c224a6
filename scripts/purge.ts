/**
 * `npm run purge -- [--dry-run]`: deletes what is past its retention period (RETENTION_*, decision 033),
 * as the running server does once a day, and writes the `retention.purge` audit event with the counts.
 * `--dry-run` prints the same counts and cut-off dates and deletes nothing. On the embedded database it
 * refuses while the site has it open (the site's own daily purge is the way then).
 */
import { parseArgs } from "node:util";
import type { DatabaseHandle } from "../src/db/client";
import { env } from "../src/server/env";
import { describePurge, purgeRequestIds, runPurge } from "../src/server/retention";
import { explain, fail, openConfiguredDatabase } from "./backup/shared";

const usage = "Usage: npm run purge -- [--dry-run]";

let dryRun = false;
try {
  const { values, positionals } = parseArgs({ options: { "dry-run": { type: "boolean" } }, allowPositionals: true });
  if (positionals.length) fail(usage);
  dryRun = values["dry-run"] ?? false;
} catch (error) {
  fail(`Argument invalide / invalid argument: ${error instanceof Error ? error.message : String(error)}\n${usage}`);
}

let handle: DatabaseHandle | undefined;
try {
  const settings = env();
  handle = await openConfiguredDatabase(settings);
  const result = await runPurge(handle.db, settings, { dryRun, requestId: purgeRequestIds.shell });
  if (result) console.log(describePurge(result));
} catch (error) {
  await handle?.close().catch(() => {});
  fail(explain(error, "purge"));
}
await handle?.close().catch(() => {});
