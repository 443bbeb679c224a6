import { logChannel, type ChannelSet, type NotifyLog } from "@/domain/notifications/channels";
import { runNotificationRound, type SenderSettings } from "@/domain/notifications/sender";
import { smtpChannel } from "@/domain/notifications/smtp-channel";
import { twilioChannel } from "@/domain/notifications/twilio-channel";
import { getDatabase } from "@/server/db";
import { env, type Env } from "@/server/env";
import { logger } from "@/server/logger";
import { practiceIdentityFromEnv } from "@/server/runtime-values";

/**
 * The notification sender inside the running server (decision 030): every NOTIFY_POLL_SECONDS a
 * round (reminders due, grouped staff alerts, messages due). Started with the daily backup, never
 * during `next build`; stopped on shutdown after the round under way.
 */

const notifyLog: NotifyLog = (level, fields, message) => logger[level](fields, message);

/** The drivers the configuration chooses: SMTP when SMTP_URL is set, Twilio when SMS_PROVIDER is twilio, else the log driver. */
export function notificationChannels(settings: Env, log: NotifyLog = notifyLog): ChannelSet {
  const recorded = logChannel(log);
  const email = settings.SMTP_URL ? smtpChannel({ url: settings.SMTP_URL, from: settings.MAIL_FROM ?? settings.PRACTICE_EMAIL }) : recorded;
  if (settings.SMS_PROVIDER !== "twilio") return { email, sms: recorded, whatsapp: recorded };
  const twilio = twilioChannel({
    accountSid: settings.TWILIO_ACCOUNT_SID ?? "",
    authToken: settings.TWILIO_AUTH_TOKEN ?? "",
    from: settings.TWILIO_FROM,
    messagingServiceSid: settings.TWILIO_MESSAGING_SERVICE_SID,
    whatsappFrom: settings.TWILIO_WHATSAPP_FROM,
    contentSids: settings.TWILIO_WHATSAPP_CONTENT_SIDS ?? {},
    baseUrl: settings.TWILIO_API_BASE_URL,
  });
  return { email, sms: twilio, whatsapp: twilio };
}

export function senderSettings(settings: Env, log: NotifyLog = notifyLog): SenderSettings {
  const identity = practiceIdentityFromEnv();
  return {
    channels: notificationChannels(settings, log),
    practice: { doctorName: identity.doctorName, address: identity.address, phone: identity.phone, siteUrl: identity.siteUrl, timeZone: identity.timeZone },
    reminders: settings.REMINDER_HOUR === "off" ? null : { hour: settings.REMINDER_HOUR, timeZone: settings.PRACTICE_TIME_ZONE },
    staffAlerts: { emails: settings.NOTIFY_STAFF_EMAILS, everyMinutes: settings.NOTIFY_STAFF_EVERY_MINUTES },
    log,
  };
}

type SenderSlot = { timer: NodeJS.Timeout; round: Promise<void> | null; stopped: boolean; settings: SenderSettings };
// On globalThis: the instrumentation hook that starts it and scripts/serve.ts that stops it are separate bundles.
const slot = globalThis as typeof globalThis & { __cabinetNotificationSender?: SenderSlot };

export function startNotificationSender(): void {
  const settings = env();
  if (settings.NEXT_PHASE === "phase-production-build" || slot.__cabinetNotificationSender) return;
  const sender: SenderSlot = { timer: undefined as unknown as NodeJS.Timeout, round: null, stopped: false, settings: senderSettings(settings) };
  const tick = () => {
    if (sender.round || sender.stopped) return;
    sender.round = (async () => {
      try {
        const { db } = await getDatabase();
        const summary = await runNotificationRound(db, sender.settings);
        if (summary.sent + summary.failed + summary.retrying + summary.reminders + summary.alerted > 0) logger.info(summary, "notification round");
      } catch (error) {
        logger.error({ error: error instanceof Error ? error.message : String(error) }, "notification round failed");
      } finally {
        sender.round = null;
      }
    })();
  };
  sender.timer = setInterval(tick, settings.NOTIFY_POLL_SECONDS * 1000);
  sender.timer.unref();
  slot.__cabinetNotificationSender = sender;
  logger.info({ email: settings.SMTP_URL ? "smtp" : "log", sms: settings.SMS_PROVIDER, pollSeconds: settings.NOTIFY_POLL_SECONDS }, "notification sender started");
}

/** Stops the sender after the round under way (at most `waitMs`); a message it was sending is retried by the next start. */
export async function stopNotificationSender(waitMs = 10_000): Promise<void> {
  const sender = slot.__cabinetNotificationSender;
  if (!sender) return;
  sender.stopped = true;
  clearInterval(sender.timer);
  if (sender.round) await Promise.race([sender.round, new Promise((resolve) => setTimeout(resolve, waitMs).unref())]);
  for (const channel of new Set(Object.values(sender.settings.channels))) channel.close?.();
  slot.__cabinetNotificationSender = undefined;
}
