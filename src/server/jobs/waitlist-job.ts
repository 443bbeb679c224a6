import { runWaitlistRound } from "@/domain/booking/waitlist-offers";
import type { Env } from "@/server/env";
import type { Job } from "@/server/jobs/scheduler";
import { logger } from "@/server/logger";

/**
 * The waiting list's offers (decision 051): every WAITLIST_POLL_SECONDS (a minute by default; the
 * browser tests shorten it), one instance closes the entries whose range is past and the offers
 * whose 15 minutes are up, then offers each waiting entry, in order of inscription, a slot freed
 * in its range. The round reads the scheduler's clock, never the system's.
 */
export function waitlistJob(settings: Env): Job {
  return {
    name: "waitlist-offers",
    everySeconds: settings.WAITLIST_POLL_SECONDS,
    firstAfterSeconds: Math.min(settings.WAITLIST_POLL_SECONDS, 60),
    holdSeconds: 5 * 60,
    run: async ({ db }, now) => {
      const summary = await runWaitlistRound(db, { now, timeZone: settings.PRACTICE_TIME_ZONE });
      if (summary.entriesExpired + summary.offersExpired + summary.offered > 0) logger.info(summary, "waiting list round");
    },
  };
}
