import type { BookingContext } from "@/domain/booking/bookings";
import type { CodeChannels } from "@/domain/booking/verification-codes";
import { holdClientKey } from "@/domain/booking/holds";
import type { CodeChannel } from "@/schemas/booking";
import type { MessageLanguage } from "@/schemas/notification";
import { env, type Env } from "@/server/env";
import { notificationChannels } from "@/server/notifications";
import { clientAddress } from "@/server/rate-limit";
import { practiceIdentityFromEnv } from "@/server/runtime-values";

/**
 * What the booking calls need from the configuration (decision 048): the drivers codes and
 * confirmations leave by, and which channels can really deliver a code — e-mail with SMTP_URL;
 * SMS and WhatsApp with SMS_PROVIDER=twilio, WhatsApp first when a WhatsApp sender and an approved
 * `code` template (in the message's language) are configured. The `log` drivers deliver nothing:
 * with them, bookings wait for the front desk.
 */
export function usableCodeChannels(settings: Env): Record<MessageLanguage, CodeChannel[]> {
  const forLanguage = (langue: MessageLanguage): CodeChannel[] => {
    const channels: CodeChannel[] = [];
    if (settings.SMS_PROVIDER === "twilio") {
      const templates: Record<string, string> = (langue === "ar" ? settings.TWILIO_WHATSAPP_CONTENT_SIDS_AR : settings.TWILIO_WHATSAPP_CONTENT_SIDS) ?? {};
      if ((settings.TWILIO_WHATSAPP_FROM || settings.TWILIO_MESSAGING_SERVICE_SID) && templates.code) channels.push("whatsapp");
      if (settings.TWILIO_FROM || settings.TWILIO_MESSAGING_SERVICE_SID) channels.push("sms");
    }
    if (settings.SMTP_URL) channels.push("email");
    return channels;
  };
  return { fr: forLanguage("fr"), ar: forLanguage("ar") };
}

// One set of drivers per process (an SMTP transport keeps its connections), kept on globalThis
// since Next bundles route handlers apart.
const key = Symbol.for("cabinet.booking-code-channels");
const store = globalThis as { [key]?: CodeChannels };

export function bookingCodeChannels(): CodeChannels {
  if (!store[key]) {
    const settings = env();
    const identity = practiceIdentityFromEnv();
    store[key] = {
      drivers: notificationChannels(settings),
      usable: usableCodeChannels(settings),
      practice: { doctorName: identity.doctorName, address: identity.address, phone: identity.phone, siteUrl: identity.siteUrl, timeZone: identity.timeZone },
    };
  }
  return store[key];
}

/** Tests give the calls drivers of their own (a channel that keeps what it sends); undefined: back to the configuration's. */
export function setBookingChannelsForTests(channels: CodeChannels | undefined): void {
  store[key] = channels;
}

/** The booking calls' context for this request: now, the practice's zone, the caller's key, the channels. */
export function bookingContext(request: Request, requestId: string): BookingContext {
  const settings = env();
  return {
    now: new Date(),
    timeZone: settings.PRACTICE_TIME_ZONE,
    clientKey: holdClientKey(clientAddress(request)),
    siteUrl: settings.PRACTICE_SITE_URL,
    channels: bookingCodeChannels(),
    requestId,
  };
}
