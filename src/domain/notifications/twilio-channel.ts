import type { Channel, DeliveryResult, OutgoingMessage } from "@/domain/notifications/channels";
import { notificationFailureReasons, type WhatsappTemplateKey } from "@/schemas/notification";

/**
 * SMS and WhatsApp through Twilio's Messaging API (POST /2010-04-01/Accounts/{Sid}/Messages.json,
 * form-encoded, HTTP basic auth with the account SID and auth token). SMS carry the text (`Body`);
 * WhatsApp messages a business starts must use a template approved by WhatsApp: a Content SID per
 * message type and language with its variables (`ContentSid`, `ContentVariables`). Every attempt of a message
 * carries its idempotency key (`I-Twilio-Idempotency-Token`): a retry after a crash is not sent twice.
 */

export type TwilioSettings = {
  accountSid: string;
  authToken: string;
  /** SMS sender: a number in E.164, or a Messaging Service. */
  from?: string;
  messagingServiceSid?: string;
  /** WhatsApp sender (E.164, without the whatsapp: prefix). */
  whatsappFrom?: string;
  contentSids: Partial<Record<WhatsappTemplateKey, string>>;
  /** The templates of the messages in Arabic (decision 043); an Arabic message without one fails with a reason. */
  contentSidsAr?: Partial<Record<WhatsappTemplateKey, string>>;
  baseUrl: string;
  timeoutMs?: number;
};

/** Error codes that say the number itself cannot receive the message: trying again will not help. */
const numberCodes = new Set([21211, 21214, 21217, 21401, 21408, 21612, 21614, 63003]);
const optOutCodes = new Set([21610]);

async function readError(response: Response): Promise<{ code: number | null }> {
  try {
    const body = (await response.json()) as { code?: unknown };
    return { code: typeof body.code === "number" ? body.code : null };
  } catch {
    return { code: null };
  }
}

/** What Twilio's answer means for the message. Its error text is never kept: it can quote the number. */
export async function twilioOutcome(response: Response): Promise<DeliveryResult> {
  if (response.status === 200 || response.status === 201) {
    const body = (await response.json().catch(() => ({}))) as { sid?: unknown };
    return { outcome: "sent", providerId: typeof body.sid === "string" ? body.sid.slice(0, 100) : null };
  }
  if (response.status === 401 || response.status === 403) return { outcome: "retry", reason: notificationFailureReasons.providerAuth };
  if (response.status === 429 || response.status >= 500) return { outcome: "retry", reason: notificationFailureReasons.providerDown };
  const { code } = await readError(response);
  if (code !== null && optOutCodes.has(code)) return { outcome: "failed", reason: notificationFailureReasons.optedOut };
  if (code !== null && numberCodes.has(code)) return { outcome: "failed", reason: `${notificationFailureReasons.numberRefused} (code ${code})` };
  return { outcome: "failed", reason: code === null ? notificationFailureReasons.providerRefused : `${notificationFailureReasons.providerRefused} (code ${code})` };
}

/** The form Twilio receives for this message, or the reason it cannot be sent at all. */
export function twilioForm(settings: TwilioSettings, message: OutgoingMessage): URLSearchParams | { failure: string } {
  const form = new URLSearchParams();
  if (message.canal === "whatsapp") {
    const templates = message.langue === "ar" ? (settings.contentSidsAr ?? {}) : settings.contentSids;
    const contentSid = message.type === "alerte_personnel" ? undefined : templates[message.template ?? message.type];
    if (!contentSid) return { failure: notificationFailureReasons.noTemplate };
    form.set("To", `whatsapp:${message.to}`);
    if (settings.whatsappFrom) form.set("From", `whatsapp:${settings.whatsappFrom}`);
    else if (settings.messagingServiceSid) form.set("MessagingServiceSid", settings.messagingServiceSid);
    form.set("ContentSid", contentSid);
    form.set("ContentVariables", JSON.stringify(message.message.variables));
    return form;
  }
  form.set("To", message.to);
  if (settings.messagingServiceSid) form.set("MessagingServiceSid", settings.messagingServiceSid);
  else if (settings.from) form.set("From", settings.from);
  form.set("Body", message.message.smsText);
  return form;
}

export function twilioChannel(settings: TwilioSettings): Channel {
  const url = `${settings.baseUrl.replace(/\/+$/, "")}/2010-04-01/Accounts/${encodeURIComponent(settings.accountSid)}/Messages.json`;
  const authorization = `Basic ${Buffer.from(`${settings.accountSid}:${settings.authToken}`).toString("base64")}`;
  return {
    driver: "twilio",
    send: async (message) => {
      const form = twilioForm(settings, message);
      if ("failure" in form) return { outcome: "failed", reason: form.failure };
      try {
        const response = await fetch(url, {
          method: "POST",
          headers: {
            Authorization: authorization,
            "Content-Type": "application/x-www-form-urlencoded",
            Accept: "application/json",
            "I-Twilio-Idempotency-Token": message.key,
          },
          body: form.toString(),
          signal: AbortSignal.timeout(settings.timeoutMs ?? 20_000),
        });
        return await twilioOutcome(response);
      } catch {
        return { outcome: "retry", reason: notificationFailureReasons.providerDown };
      }
    },
  };
}
