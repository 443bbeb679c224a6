import { alertCounts, recentLoginGuessing } from "@/domain/alerts/counts";
import { requireStaff } from "@/server/auth";
import { backupOverdue } from "@/domain/backup/backup-status";
import { backupDirectory } from "@/server/backups";
import { getDatabase } from "@/server/db";
import { env } from "@/server/env";
import { json, withApi } from "@/server/http";

export const dynamic = "force-dynamic";

/** The staff header's alerts (any staff member): new requests, unread messages; for admins, accounts being guessed at and overdue backups. */
export const GET = withApi(async ({ request }) => {
  const user = await requireStaff(request);
  const { db } = await getDatabase();
  const counts = await alertCounts(db);
  if (user.role !== "ADMIN") return json(counts);
  const [loginGuessing, overdue] = await Promise.all([recentLoginGuessing(db), backupOverdue(db, backupDirectory(env()))]);
  return json({ ...counts, loginGuessing, backupOverdue: overdue });
});
