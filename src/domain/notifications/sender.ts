import { and, asc, eq, inArray, lte, sql } from "drizzle-orm";
import type { Database } from "@/db/client";
import { appointments, notifications, patients } from "@/db/schema";
import { appointmentLinkUrl, issueAppointmentLink, revokeAppointmentLink } from "@/domain/booking/appointment-links";
import type { ChannelSet, DeliveryResult, NotifyLog } from "@/domain/notifications/channels";
import { messageLanguageOf, renderMessage, typesWithLink, type PracticeForTexts } from "@/domain/notifications/message-texts";
import { consentColumns } from "@/domain/notifications/outbox";
import { waitlistOfferMessage } from "@/domain/booking/waitlist-messages";
import { type OfferNoticeData, prepareOfferMessage } from "@/domain/booking/waitlist-offers";
import { scheduleReminders, type ReminderSettings } from "@/domain/notifications/reminders";
import { groupStaffAlerts, type StaffAlertSettings } from "@/domain/notifications/staff-alerts";
import { notificationFailureReasons } from "@/schemas/notification";

/**
 * The outbox's sender (decision 030), run by every instance every few seconds. A round schedules
 * the reminders due, groups the staff alerts, then claims due messages a batch at a time: the claim
 * (FOR UPDATE SKIP LOCKED) pushes the message's next attempt a lease ahead and counts the attempt,
 * and commits before sending, so no lock is held while a provider answers and no other instance
 * takes the message meanwhile. An instance that dies between sending and recording leaves the
 * message to be claimed again when the lease ends: sent again with the same idempotency key (the
 * provider drops the copy when it honours one, otherwise at most once more per crash).
 */

export type SenderSettings = {
  channels: ChannelSet;
  practice: PracticeForTexts;
  reminders: ReminderSettings | null;
  staffAlerts: StaffAlertSettings;
  log: NotifyLog;
  batchSize?: number;
  /** How long a claimed message is left to its sender before another may take it (default 10 minutes). */
  leaseMs?: number;
  maxAttempts?: number;
  /** The first retry's delay; each further one waits four times longer, up to 6 hours. */
  retryBaseMs?: number;
};

export const DEFAULT_MAX_ATTEMPTS = 6;
/**
 * A batch is sent one message after another: the lease must outlast the whole batch at the
 * drivers' worst (10 messages × about 30 s of SMTP or 20 s of HTTP time-outs), or another
 * instance could take a message this one is about to send.
 */
export const DEFAULT_BATCH_SIZE = 10;
export const DEFAULT_LEASE_MS = 10 * 60_000;
const MAX_RETRY_DELAY_MS = 6 * 3_600_000;

/** When the attempt after `attempts` failed ones is due. */
export function retryDelayMs(attempts: number, baseMs: number): number {
  return Math.min(baseMs * 4 ** Math.max(0, attempts - 1), MAX_RETRY_DELAY_MS);
}

const claimedColumns = {
  id: notifications.id,
  type: notifications.type,
  canal: notifications.canal,
  patientId: notifications.patientId,
  appointmentId: notifications.appointmentId,
  destinataire: notifications.destinataire,
  donnees: notifications.donnees,
  cle: notifications.cle,
  attempts: notifications.attempts,
};
type Claimed = { [K in keyof typeof claimedColumns]: (typeof notifications.$inferSelect)[K] };

/** Takes up to `batchSize` due messages for this sender (skipping those another sender holds). */
export async function claimDueNotifications(db: Database, batchSize: number, leaseMs: number, now = new Date()): Promise<Claimed[]> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: notifications.id })
      .from(notifications)
      .where(and(eq(notifications.statut, "en_attente"), lte(notifications.nextAttemptAt, now)))
      .orderBy(asc(notifications.nextAttemptAt), asc(notifications.id))
      .limit(batchSize)
      .for("update", { skipLocked: true });
    if (due.length === 0) return [];
    return tx
      .update(notifications)
      .set({ attempts: sql`${notifications.attempts} + 1`, nextAttemptAt: new Date(now.getTime() + leaseMs) })
      .where(inArray(notifications.id, due.map((row) => row.id)))
      .returning(claimedColumns);
  });
}

/** Why a claimed message must not go out any more (consent withdrawn, reminder of an appointment since changed), or null. */
async function reasonNotToSend(db: Database, row: Claimed): Promise<string | null> {
  if (row.patientId === null) return null;
  const [patient] = await db.select(consentColumns).from(patients).where(eq(patients.id, row.patientId));
  if (!patient || patient[row.canal] === null) return notificationFailureReasons.consentWithdrawn;
  if (row.type === "rappel" && row.appointmentId !== null) {
    const [appointment] = await db
      .select({ status: appointments.status, dateHeure: appointments.dateHeure })
      .from(appointments)
      .where(eq(appointments.id, row.appointmentId));
    const planned = (row.donnees as { dateHeure?: string }).dateHeure;
    if (!appointment || !["planifie", "confirme"].includes(appointment.status) || appointment.dateHeure.toISOString() !== planned) {
      return notificationFailureReasons.appointmentGone;
    }
  }
  return null;
}

/** Records what became of an attempt. A message failed meanwhile (consent withdrawn) stays failed unless it went. */
async function recordResult(db: Database, row: Claimed, result: DeliveryResult, settings: SenderSettings, now: Date) {
  if (result.outcome === "not_sent") {
    await db
      .update(notifications)
      .set({ statut: "non_envoye", sentAt: null, nextAttemptAt: null, error: result.reason })
      .where(and(eq(notifications.id, row.id), eq(notifications.statut, "en_attente")));
    return "non_envoye" as const;
  }
  if (result.outcome === "sent") {
    await db
      .update(notifications)
      .set({ statut: "envoye", sentAt: now, nextAttemptAt: null, error: null, providerId: result.providerId })
      .where(eq(notifications.id, row.id));
    return "envoye" as const;
  }
  const maxAttempts = settings.maxAttempts ?? DEFAULT_MAX_ATTEMPTS;
  const final = result.outcome === "failed" || row.attempts >= maxAttempts;
  await db
    .update(notifications)
    .set(
      final
        ? { statut: "echec", nextAttemptAt: null, error: result.reason }
        : { nextAttemptAt: new Date(now.getTime() + retryDelayMs(row.attempts, settings.retryBaseMs ?? 60_000)), error: result.reason },
    )
    .where(and(eq(notifications.id, row.id), eq(notifications.statut, "en_attente")));
  return final ? ("echec" as const) : ("en_attente" as const);
}

/**
 * A waiting list's offer gets its link as it goes (only its hash is kept, decision 051), or null
 * when the offer closed meanwhile: then it does not go.
 */
async function offerMessage(db: Database, row: Claimed, settings: SenderSettings) {
  const now = new Date();
  const data = await prepareOfferMessage(db, row.donnees as OfferNoticeData, settings.practice.siteUrl, now);
  return data ? waitlistOfferMessage(data, settings.practice, now) : null;
}

/**
 * The patient's personal link for this message (decision 050): a fresh token for each message
 * about an appointment still to come that the patient can act on, valid until its end. Issued as
 * the message leaves, never stored with it (only its hash is kept), so the outbox holds no token.
 */
async function issueLinkFor(db: Database, row: Claimed, now: Date): Promise<string | null> {
  if (row.appointmentId === null || row.type === "alerte_personnel" || row.type === "offre_attente" || !typesWithLink.includes(row.type)) return null;
  const [appointment] = await db
    .select({ status: appointments.status, dateHeure: appointments.dateHeure, dureeMinutes: appointments.dureeMinutes })
    .from(appointments)
    .where(eq(appointments.id, row.appointmentId));
  if (!appointment || !["a_confirmer", "planifie", "confirme"].includes(appointment.status)) return null;
  const end = new Date(appointment.dateHeure.getTime() + appointment.dureeMinutes * 60_000);
  if (end.getTime() <= now.getTime()) return null;
  return issueAppointmentLink(db, row.appointmentId, end, now);
}

/** Sends one claimed message through its channel and records the outcome. */
async function deliver(db: Database, row: Claimed, settings: SenderSettings): Promise<"envoye" | "non_envoye" | "echec" | "en_attente"> {
  const channel = settings.channels[row.canal];
  const refusal = await reasonNotToSend(db, row);
  let result: DeliveryResult;
  let token: string | null = null;
  if (refusal) {
    result = { outcome: "failed", reason: refusal };
  } else {
    try {
      const langue = messageLanguageOf(row.donnees);
      let message: ReturnType<typeof renderMessage> | null;
      if (row.type === "offre_attente") message = await offerMessage(db, row, settings);
      else {
        token = await issueLinkFor(db, row, new Date());
        const link = token === null ? undefined : appointmentLinkUrl(settings.practice.siteUrl, token, langue);
        message = renderMessage(row.type, row.donnees, settings.practice, new Date(), link);
      }
      result = message
        ? await channel.send({ id: row.id, key: row.cle, type: row.type, canal: row.canal, to: row.destinataire, langue, message })
        : { outcome: "failed", reason: notificationFailureReasons.offerClosed };
    } catch {
      result = { outcome: "retry", reason: notificationFailureReasons.providerDown };
    }
  }
  // A link whose message did not leave is held by nobody: an attempt to come issues its own.
  if (token !== null && result.outcome !== "sent") await revokeAppointmentLink(db, token);
  const statut = await recordResult(db, row, result, settings, new Date());
  settings.log(statut === "envoye" || statut === "non_envoye" ? "info" : "warn", { notificationId: row.id, canal: row.canal, type: row.type, statut, attempt: row.attempts, driver: channel.driver }, `notification ${statut}`);
  return statut;
}

export type RoundSummary = { reminders: number; alerted: number; sent: number; notSent: number; failed: number; retrying: number };

/** One round of the sender: reminders, staff alerts, then every message due now, a batch at a time. */
export async function runNotificationRound(db: Database, settings: SenderSettings, now = new Date()): Promise<RoundSummary> {
  const summary: RoundSummary = { reminders: 0, alerted: 0, sent: 0, notSent: 0, failed: 0, retrying: 0 };
  if (settings.reminders) summary.reminders = await scheduleReminders(db, settings.reminders, now);
  summary.alerted = await groupStaffAlerts(db, settings.staffAlerts, now);
  const batchSize = settings.batchSize ?? DEFAULT_BATCH_SIZE;
  // Bounded: a round never runs for ever, whatever keeps arriving.
  for (let batch = 0; batch < 50; batch += 1) {
    const claimed = await claimDueNotifications(db, batchSize, settings.leaseMs ?? DEFAULT_LEASE_MS, new Date(Math.max(now.getTime(), Date.now())));
    if (claimed.length === 0) break;
    for (const row of claimed) {
      const statut = await deliver(db, row, settings);
      if (statut === "envoye") summary.sent += 1;
      else if (statut === "non_envoye") summary.notSent += 1;
      else if (statut === "echec") summary.failed += 1;
      else summary.retrying += 1;
    }
    if (claimed.length < batchSize) break;
  }
  return summary;
}
