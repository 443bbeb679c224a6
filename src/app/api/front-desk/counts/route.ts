import { alertCounts, recentLoginGuessing } from "@/domain/alerts/counts";
import { backupOverdue } from "@/domain/backup/backup-status";
import { backupDirectory } from "@/server/backups";
import { env } from "@/server/env";
import { json, withApi } from "@/server/http";
import { alertCalls } from "@/server/openapi/alerts";

/** The staff header's alerts (any staff member): new requests, unread messages; for admins, accounts being guessed at and overdue backups. */
export const GET = withApi(alertCalls.counts, async ({ db, actor }) => {
  const counts = await alertCounts(db);
  if (actor.role !== "ADMIN") return json(counts);
  const [loginGuessing, overdue] = await Promise.all([recentLoginGuessing(db), backupOverdue(db, backupDirectory(env()))]);
  return json({ ...counts, loginGuessing, backupOverdue: overdue });
});
