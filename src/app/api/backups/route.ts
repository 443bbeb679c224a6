import { readBackupOverview, takeBackupNow } from "@/server/backups";
import { json, withApi } from "@/server/http";
import { backupCalls } from "@/server/openapi/backups";

/** The backups of this instance's folder, the last daily runs and whether the last success is too old (ADMIN). */
export const GET = withApi(backupCalls.overview, async () => json(await readBackupOverview()));

/** A backup written now by the running server (ADMIN): 201 the file; 409 while another one runs. */
export const POST = withApi(backupCalls.create, async ({ audit }) => json(await takeBackupNow(audit), 201));
