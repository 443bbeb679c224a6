import { purgeHourReached } from "@/domain/retention/purge";
import type { Env } from "@/server/env";
import type { Job } from "@/server/jobs/scheduler";
import { logger } from "@/server/logger";
import { purgeRequestIds, runPurge } from "@/server/retention";

/**
 * What is past its retention period goes (decision 033): every 15 minutes (the first time two
 * minutes after start-up) the job looks whether PURGE_HOUR has passed in the practice's time zone,
 * and purges unless the day's purge was made (the purge's own lock and record decide that).
 */
export function retentionPurgeJob(settings: Env, hour: number): Job {
  return {
    name: "retention-purge",
    everySeconds: 15 * 60,
    firstAfterSeconds: 2 * 60,
    holdSeconds: 60 * 60,
    run: async ({ db }, now) => {
      if (!purgeHourReached(hour, settings.PRACTICE_TIME_ZONE, now)) return;
      const result = await runPurge(db, settings, { oncePerDay: true, requestId: purgeRequestIds.daily, now });
      if (result) logger.info({ counts: result.counts, cutoffs: result.cutoffs }, "retention purge done");
    },
  };
}
