import type { Database } from "@/db/client";
import { purgeExpiredData, type PurgeResult } from "@/domain/retention/purge";
import type { Env } from "@/server/env";
import { retentionPeriodsOf } from "@/server/runtime-values";

/**
 * The retention purge (decision 033), shared by the running server's daily run and `npm run purge`:
 * the periods of RETENTION_*, counted in days of PRACTICE_TIME_ZONE.
 */
export function runPurge(db: Database, settings: Env, options: { dryRun?: boolean; oncePerDay?: boolean; requestId: string; now?: Date }): Promise<PurgeResult | null> {
  return purgeExpiredData(db, { periods: retentionPeriodsOf(settings), timeZone: settings.PRACTICE_TIME_ZONE, ...options });
}

/** The audit events' request ids: which of the two made the purge. */
export const purgeRequestIds = { daily: "system:retention-purge", shell: "shell:purge" } as const;

/** What `npm run purge` prints. */
export function describePurge(result: PurgeResult): string {
  const { counts, cutoffs } = result;
  const lines = [
    result.dryRun ? "Simulation : rien n'a été supprimé. / Dry run: nothing was deleted." : "Purge faite. / Purge done.",
    `Demandes de rendez-vous / appointment requests: ${counts.appointmentRequests} (date souhaitée avant le / preferred date before ${cutoffs.requests})`,
    `Messages de contact / contact messages: ${counts.contactMessages} (reçus avant le / received before ${cutoffs.messages})`,
    `Notifications envoyées ou en échec / sent or failed notifications: ${counts.notifications} (créées avant le / created before ${cutoffs.notifications})`,
    `Journal d'audit / audit events: ${counts.auditEvents} (avant le / before ${cutoffs.audit})`,
  ];
  return lines.join("\n");
}
