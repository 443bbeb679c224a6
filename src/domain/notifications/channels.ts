import type { RenderedMessage } from "@/domain/notifications/message-texts";
import type { NotificationChannel, NotificationType } from "@/schemas/notification";

/**
 * How a message leaves (decision 030): one driver per channel, chosen by the configuration. A
 * driver says whether the message went, should be tried again later, or will never go, with a
 * French reason for staff; it never puts a recipient or a text in the logs.
 */

export type OutgoingMessage = {
  id: number;
  /** The idempotency key: the same for every attempt of this message. */
  key: string;
  type: NotificationType;
  canal: NotificationChannel;
  to: string;
  message: RenderedMessage;
};

export type DeliveryResult =
  | { outcome: "sent"; providerId: string | null }
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
 * driver would) and the log says which message and its state, never its text or recipient.
 */
export function logChannel(log: NotifyLog): Channel {
  return {
    driver: "log",
    send: async (message) => {
      log("info", { notificationId: message.id, canal: message.canal, type: message.type, statut: "envoye", driver: "log" }, "notification recorded (log driver)");
      return { outcome: "sent", providerId: null };
    },
  };
}
