import nodemailer from "nodemailer";
import type { Channel, DeliveryResult } from "@/domain/notifications/channels";
import { notificationFailureReasons } from "@/schemas/notification";

/** E-mail over SMTP with nodemailer (`SMTP_URL`: smtp://user:pass@host:587 or smtps://…). */

type SmtpError = Error & { code?: string; responseCode?: number; command?: string };

/** What an SMTP failure means for the message: 5xx refusals are final, anything else is tried again. */
export function smtpFailure(error: unknown): DeliveryResult {
  const smtp = (error ?? {}) as SmtpError;
  if (smtp.code === "EAUTH") return { outcome: "retry", reason: notificationFailureReasons.providerAuth };
  const status = smtp.responseCode ?? 0;
  if (status >= 500 && status < 600) {
    return { outcome: "failed", reason: /^RCPT/i.test(smtp.command ?? "") ? notificationFailureReasons.addressRefused : notificationFailureReasons.providerRefused };
  }
  if (smtp.code === "EENVELOPE" && status === 0) return { outcome: "failed", reason: notificationFailureReasons.addressRefused };
  return { outcome: "retry", reason: notificationFailureReasons.mailServerDown };
}

export function smtpChannel(settings: { url: string; from: string; timeoutMs?: number }): Channel {
  // Per phase (connection, greeting, each reply): the sender's lease counts on about 30 s at worst.
  const timeout = settings.timeoutMs ?? 10_000;
  const url = new URL(settings.url);
  const secure = url.protocol === "smtps:";
  const transport = nodemailer.createTransport({
    host: url.hostname,
    port: url.port ? Number(url.port) : secure ? 465 : 587,
    secure,
    ...(url.username ? { auth: { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) } } : {}),
    connectionTimeout: timeout,
    greetingTimeout: timeout,
    socketTimeout: timeout,
  });
  const domain = /@([^>\s]+)>?\s*$/.exec(settings.from)?.[1] ?? "cabinet.local";
  return {
    driver: "smtp",
    send: async (message) => {
      try {
        const info = await transport.sendMail({
          from: settings.from,
          to: message.to,
          subject: message.message.subject,
          text: message.message.text,
          // The same Message-ID on every attempt: a mailbox that already has it can drop the copy.
          messageId: `<${message.key}@${domain}>`,
          headers: { "Auto-Submitted": "auto-generated" },
        });
        return { outcome: "sent", providerId: String(info.messageId ?? "").slice(0, 100) || null };
      } catch (error) {
        return smtpFailure(error);
      }
    },
    close: () => transport.close(),
  };
}
