import { alertCounts, recentLoginGuessing } from "@/domain/alerts/counts";
import { backupOverdue } from "@/domain/backup/backup-status";
import { recentUnsentCount } from "@/domain/notifications/outbox";
import { backupDirectory } from "@/server/backups";
import { env } from "@/server/env";
import { json, withApi } from "@/server/http";
import { channelsWithoutProvider } from "@/server/notifications";
import { alertCalls } from "@/server/openapi/alerts";

/**
 * The staff header's alerts (any staff member): new requests, unread messages; for admins, accounts
 * being guessed at, overdue backups and patients' messages that did not leave for want of a provider.
 */
export const GET = withApi(alertCalls.counts, async ({ db, actor }) => {
  const counts = await alertCounts(db);
  if (actor.role !== "ADMIN") return json(counts);
  const unconfigured = channelsWithoutProvider(env());
  const [loginGuessing, overdue, notSent] = await Promise.all([
    recentLoginGuessing(db),
    backupOverdue(db, backupDirectory(env())),
    recentUnsentCount(db, unconfigured),
  ]);
  return json({ ...counts, loginGuessing, backupOverdue: overdue, messagesNonEnvoyes: notSent, canauxSansFournisseur: unconfigured });
});
