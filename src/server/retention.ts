import type { Database } from "@/db/client";
import { purgeExpiredData, purgeHourReached, type PurgeResult } from "@/domain/retention/purge";
import { getDatabase } from "@/server/db";
import { env, type Env } from "@/server/env";
import { logger } from "@/server/logger";
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

const checkEveryMs = 15 * 60_000;
// On globalThis: the instrumentation hook is bundled apart from the route handlers (one timer per process).
const slot = globalThis as typeof globalThis & { __cabinetDailyPurge?: NodeJS.Timeout };

/**
 * Every 15 minutes (the first time two minutes after start-up) the server checks whether PURGE_HOUR
 * has passed in the practice's time zone; the first instance to find no purge of the day made does
 * it, the others wait on its lock and find it made.
 */
export function startDailyPurge(): void {
  const settings = env();
  if (settings.PURGE_HOUR === "off" || slot.__cabinetDailyPurge) return;
  const hour = settings.PURGE_HOUR;
  const check = async () => {
    if (!purgeHourReached(hour, settings.PRACTICE_TIME_ZONE)) return;
    try {
      const { db } = await getDatabase();
      const result = await runPurge(db, settings, { oncePerDay: true, requestId: purgeRequestIds.daily });
      if (result) logger.info({ counts: result.counts, cutoffs: result.cutoffs }, "retention purge done");
    } catch (error) {
      logger.error({ error: error instanceof Error ? error.message : String(error) }, "retention purge failed");
    }
  };
  const first = setTimeout(() => void check(), 2 * 60_000);
  first.unref();
  slot.__cabinetDailyPurge = setInterval(() => void check(), checkEveryMs);
  slot.__cabinetDailyPurge.unref();
}
