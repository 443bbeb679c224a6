import { deleteExpiredAppointmentLinks } from "@/domain/booking/appointment-links";
import { deleteExpiredHolds } from "@/domain/booking/holds";
import { deleteOldVerificationCodes } from "@/domain/booking/verification-codes";
import type { Job } from "@/server/jobs/scheduler";
import { logger } from "@/server/logger";

/** How long an expired hold stays before the job deletes it (it stopped counting when it expired). */
export const EXPIRED_HOLD_KEEP_MINUTES = 60;

/**
 * Online booking's holds (decision 047): a hold stops counting the moment it expires, read
 * against the clock, so this job is not needed for the slots to be right; every 15 minutes it
 * deletes the holds expired more than an hour ago, so that the table stays small, and the
 * verification codes older than two days.
 */
export function bookingHoldsJob(): Job {
  return {
    name: "booking-holds-cleanup",
    everySeconds: 15 * 60,
    firstAfterSeconds: 3 * 60,
    holdSeconds: 5 * 60,
    run: async ({ db }, now) => {
      const deleted = await deleteExpiredHolds(db, new Date(now.getTime() - EXPIRED_HOLD_KEEP_MINUTES * 60_000));
      if (deleted > 0) logger.info({ deleted }, "expired booking holds deleted");
      // Verification codes (decision 048) count against the daily caps for 24 hours; kept two days.
      const codes = await deleteOldVerificationCodes(db, new Date(now.getTime() - 2 * 86_400_000));
      if (codes > 0) logger.info({ deleted: codes }, "old verification codes deleted");
      // The patients' links (decision 050) open nothing once expired: their rows go with the holds'.
      const links = await deleteExpiredAppointmentLinks(db, now);
      if (links > 0) logger.info({ deleted: links }, "expired appointment links deleted");
    },
  };
}
