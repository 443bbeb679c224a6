import { logChannel, type ChannelSet, type NotifyLog } from "@/domain/notifications/channels";
import type { SenderSettings } from "@/domain/notifications/sender";
import { smtpChannel } from "@/domain/notifications/smtp-channel";
import { twilioChannel } from "@/domain/notifications/twilio-channel";
import type { NotificationChannel } from "@/schemas/notification";
import type { Env } from "@/server/env";
import { logger } from "@/server/logger";
import { practiceIdentityFromEnv } from "@/server/runtime-values";

/**
 * The notification sender's settings (decision 030): the drivers and texts its rounds use. Its
 * rounds are a background job (src/server/jobs/notifications-job.ts).
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
    contentSidsAr: settings.TWILIO_WHATSAPP_CONTENT_SIDS_AR ?? {},
    baseUrl: settings.TWILIO_API_BASE_URL,
  });
  return { email, sms: twilio, whatsapp: twilio };
}

/** The channels the configuration gives no provider: their messages are recorded `non_envoye` (decision 043). */
export function channelsWithoutProvider(settings: Pick<Env, "SMTP_URL" | "SMS_PROVIDER">): NotificationChannel[] {
  return [...(settings.SMTP_URL ? [] : ["email" as const]), ...(settings.SMS_PROVIDER === "twilio" ? [] : ["sms" as const, "whatsapp" as const])];
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
