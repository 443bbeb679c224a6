import { runNotificationRound } from "@/domain/notifications/sender";
import type { Env } from "@/server/env";
import type { Job } from "@/server/jobs/scheduler";
import { logger } from "@/server/logger";
import { senderSettings } from "@/server/notifications";

/**
 * Patients' confirmations and reminders, the staff's grouped alerts (decision 030): a round every
 * NOTIFY_POLL_SECONDS. The round claims the messages it sends (FOR UPDATE SKIP LOCKED), so a
 * message is sent once even if a round were to run on two instances.
 */
export function notificationsJob(settings: Env): Job {
  const sender = senderSettings(settings);
  logger.info({ email: settings.SMTP_URL ? "smtp" : "log", sms: settings.SMS_PROVIDER, pollSeconds: settings.NOTIFY_POLL_SECONDS }, "notification sender ready");
  return {
    name: "notifications",
    everySeconds: settings.NOTIFY_POLL_SECONDS,
    firstAfterSeconds: settings.NOTIFY_POLL_SECONDS,
    holdSeconds: 10 * 60,
    run: async ({ db }, now) => {
      const summary = await runNotificationRound(db, sender, now);
      if (summary.sent + summary.notSent + summary.failed + summary.retrying + summary.reminders + summary.alerted > 0) logger.info(summary, "notification round");
    },
    close: () => {
      for (const channel of new Set(Object.values(sender.channels))) channel.close?.();
    },
  };
}
