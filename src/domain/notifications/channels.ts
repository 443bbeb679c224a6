import type { RenderedMessage } from "@/domain/notifications/message-texts";
import {
  notificationFailureReasons,
  type MessageLanguage,
  type NotificationChannel,
  type NotificationType,
  type WhatsappTemplateKey,
} from "@/schemas/notification";

/**
 * How a message leaves (decision 030): one driver per channel, chosen by the configuration. A
 * driver says whether the message went, should be tried again later, or will never go, with a
 * French reason for staff; it never puts a recipient or a text in the logs.
 */

export type OutgoingMessage = {
  id: number;
  /** The idempotency key: the same for every attempt of this message. */
  key: string;
  /** `code`: a verification code, sent at once and never stored (decision 048). */
  type: NotificationType | "code";
  /** The WhatsApp template to use when it is not the type's own (an online booking's confirmation: `reservation`). */
  template?: WhatsappTemplateKey;
  canal: NotificationChannel;
  to: string;
  /** The language the message is written in (its WhatsApp template is chosen by it). */
  langue: MessageLanguage;
  message: RenderedMessage;
};

export type DeliveryResult =
  | { outcome: "sent"; providerId: string | null }
  /** Nothing left: no provider is configured for the channel (the log driver; decision 043). */
  | { outcome: "not_sent"; reason: string }
  | { outcome: "retry"; reason: string }
  | { outcome: "failed"; reason: string };

export type Channel = {
  /** For the logs: "log", "smtp", "twilio". */
  driver: string;
  send(message: OutgoingMessage): Promise<DeliveryResult>;
  close?(): void;
};

export type ChannelSet = Record<NotificationChannel, Channel>;

/** Log lines of the sender: ids, channels, states and counts only. */
export type NotifyLog = (level: "info" | "warn" | "error", fields: Record<string, string | number | null>, message: string) => void;

/**
 * The default driver: the message is recorded in the outbox (its text is rendered, as a real
 * driver would) as `non_envoye` — nothing left, no provider is configured (decision 043) — and the
 * log says which message and its state, never its text or recipient.
 */
export function logChannel(log: NotifyLog): Channel {
  return {
    driver: "log",
    send: async (message) => {
      log("info", { notificationId: message.id, canal: message.canal, type: message.type, statut: "non_envoye", driver: "log" }, "notification recorded, not sent (log driver)");
      return { outcome: "not_sent", reason: notificationFailureReasons.noProvider };
    },
  };
}
