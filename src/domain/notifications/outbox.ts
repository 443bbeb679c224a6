import { randomUUID } from "node:crypto";
import { and, desc, eq, gte, inArray, type SQL } from "drizzle-orm";
import type { Database } from "@/db/client";
import { appointments, notifications, patients } from "@/db/schema";
import { recordAuditEvent, type AuditContext } from "@/domain/audit/audit-log";
import { conflict, notFound } from "@/domain/errors";
import { chooseChannel } from "@/domain/notifications/channel-choice";
import type { AppointmentNoticeData } from "@/domain/notifications/message-texts";
import {
  type ConsentsAnswer,
  type MessageLanguage,
  type ConsentsInput,
  type NotificationAnswer,
  type NotificationChannel,
  type NotificationListQuery,
  notificationChannels,
  notificationFailureReasons,
  notificationMessages,
  type NotificationPage,
  type PatientNotificationType,
} from "@/schemas/notification";
import { PAGE_SIZE } from "@/schemas/paging";
import { patientMessages } from "@/schemas/patient";

/**
 * The outbox as staff see and feed it (decision 030): patients' consents per channel, the messages
 * of a patient and of the whole practice with their state, an admin's retry, and the messages an
 * appointment's booking, move or cancellation puts in the outbox, in the same transaction.
 */

const consentColumns = {
  email: patients.consentEmailAt,
  sms: patients.consentSmsAt,
  whatsapp: patients.consentWhatsappAt,
} as const;

type ConsentRow = { email: Date | null; sms: Date | null; whatsapp: Date | null };
type PreferenceRow = ConsentRow & { canalPrefere: NotificationChannel; langue: MessageLanguage };

/** The consents with the preferred channel and the language of the messages (decision 043). */
const preferenceColumns = { ...consentColumns, canalPrefere: patients.canalPrefere, langue: patients.langue };

const toConsents = (row: PreferenceRow): ConsentsAnswer => ({
  email: row.email?.toISOString() ?? null,
  sms: row.sms?.toISOString() ?? null,
  whatsapp: row.whatsapp?.toISOString() ?? null,
  canalPrefere: row.canalPrefere,
  langue: row.langue,
});

/** GET /api/patients/{id}/consentements. */
export async function readConsents(db: Database, patientId: number, audit: AuditContext): Promise<ConsentsAnswer> {
  const [row] = await db.select(preferenceColumns).from(patients).where(eq(patients.id, patientId));
  if (!row) throw notFound(patientMessages.notFound);
  await recordAuditEvent(db, audit, { action: "patient.consents.read", targetType: "patient", targetId: patientId });
  return toConsents(row);
}

/**
 * PUT /api/patients/{id}/consentements: a channel newly agreed gets now's date, one already agreed
 * keeps its date, a withdrawn one becomes null, and its pending messages fail ("Consentement
 * retiré") instead of going out. The preferred channel and the language, when given, are kept
 * for the next messages (decision 043). Audited with the channels changed, never contact data.
 */
export async function saveConsents(db: Database, patientId: number, input: ConsentsInput, audit: AuditContext): Promise<ConsentsAnswer> {
  return db.transaction(async (tx) => {
    const [current] = await tx.select(preferenceColumns).from(patients).where(eq(patients.id, patientId)).for("update");
    if (!current) throw notFound(patientMessages.notFound);
    const now = new Date();
    const next: PreferenceRow = { ...current, canalPrefere: input.canalPrefere ?? current.canalPrefere, langue: input.langue ?? current.langue };
    const preferences = {
      ...(next.canalPrefere !== current.canalPrefere ? { canalPrefere: next.canalPrefere } : {}),
      ...(next.langue !== current.langue ? { langue: next.langue } : {}),
    };
    const agreed: NotificationChannel[] = [];
    const withdrawn: NotificationChannel[] = [];
    for (const canal of notificationChannels) {
      if (input[canal] && !current[canal]) {
        next[canal] = now;
        agreed.push(canal);
      } else if (!input[canal] && current[canal]) {
        next[canal] = null;
        withdrawn.push(canal);
      }
    }
    if (agreed.length === 0 && withdrawn.length === 0 && Object.keys(preferences).length === 0) return toConsents(current);
    await tx
      .update(patients)
      .set({ consentEmailAt: next.email, consentSmsAt: next.sms, consentWhatsappAt: next.whatsapp, canalPrefere: next.canalPrefere, langue: next.langue })
      .where(eq(patients.id, patientId));
    let cancelled = 0;
    if (withdrawn.length > 0) {
      const rows = await tx
        .update(notifications)
        .set({ statut: "echec", error: notificationFailureReasons.consentWithdrawn, nextAttemptAt: null })
        .where(and(eq(notifications.patientId, patientId), eq(notifications.statut, "en_attente"), inArray(notifications.canal, withdrawn)))
        .returning({ id: notifications.id });
      cancelled = rows.length;
    }
    await recordAuditEvent(tx, audit, {
      action: "patient.consents.update",
      targetType: "patient",
      targetId: patientId,
      details: { agreed, withdrawn, ...preferences, ...(cancelled > 0 ? { pendingCancelled: cancelled } : {}) },
    });
    return toConsents(next);
  });
}

const notificationColumns = {
  id: notifications.id,
  type: notifications.type,
  canal: notifications.canal,
  statut: notifications.statut,
  appointmentId: notifications.appointmentId,
  destinataire: notifications.destinataire,
  createdAt: notifications.createdAt,
  sentAt: notifications.sentAt,
  attempts: notifications.attempts,
  nextAttemptAt: notifications.nextAttemptAt,
  error: notifications.error,
};

type NotificationRow = { [K in keyof typeof notificationColumns]: (typeof notifications.$inferSelect)[K] };

export function toNotification(row: NotificationRow): NotificationAnswer {
  return {
    id: row.id,
    type: row.type,
    canal: row.canal,
    statut: row.statut,
    rendezVousId: row.appointmentId,
    destinataire: row.destinataire,
    creeLe: row.createdAt.toISOString(),
    envoyeLe: row.sentAt?.toISOString() ?? null,
    tentatives: row.attempts,
    prochainEssai: row.statut === "en_attente" ? (row.nextAttemptAt?.toISOString() ?? null) : null,
    erreur: row.error,
  };
}

/** GET /api/patients/{id}/notifications: the patient's messages, newest first. A read of the patient's data. */
export async function listPatientNotifications(db: Database, patientId: number, audit: AuditContext): Promise<NotificationAnswer[]> {
  const [patient] = await db.select({ id: patients.id }).from(patients).where(eq(patients.id, patientId));
  if (!patient) throw notFound(patientMessages.notFound);
  const rows = await db
    .select(notificationColumns)
    .from(notifications)
    .where(eq(notifications.patientId, patientId))
    .orderBy(desc(notifications.createdAt), desc(notifications.id));
  await recordAuditEvent(db, audit, { action: "patient.notifications.read", targetType: "patient", targetId: patientId, details: { results: rows.length } });
  return rows.map(toNotification);
}

/** GET /api/notifications (admins): every message, newest first, filtered by state, channel and type. */
export async function listNotifications(db: Database, query: NotificationListQuery, audit: AuditContext): Promise<NotificationPage> {
  const where: SQL | undefined = and(
    query.statut ? eq(notifications.statut, query.statut) : undefined,
    query.canal ? eq(notifications.canal, query.canal) : undefined,
    query.type ? eq(notifications.type, query.type) : undefined,
  );
  const [rows, total] = await Promise.all([
    db
      .select({ ...notificationColumns, patientId: patients.id, nom: patients.nom, prenom: patients.prenom })
      .from(notifications)
      .leftJoin(patients, eq(patients.id, notifications.patientId))
      .where(where)
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(query.limit ?? PAGE_SIZE)
      .offset(query.offset ?? 0),
    db.$count(notifications, where),
  ]);
  const patientIds = [...new Set(rows.flatMap((row) => (row.patientId === null ? [] : [row.patientId])))];
  await recordAuditEvent(db, audit, { action: "notification.list", details: { results: rows.length, patientIds } });
  return {
    items: rows.map(({ patientId, nom, prenom, ...row }) => ({
      ...toNotification(row),
      patient: patientId === null ? null : { id: patientId, nom: nom ?? "", prenom: prenom ?? "" },
    })),
    total,
  };
}

/**
 * POST /api/notifications/{id}/retry (admins): a failed message, or one not sent for want of a
 * provider (once one is configured), goes back to the outbox, due now, with its attempts counted afresh.
 */
export async function retryNotification(db: Database, id: number, audit: AuditContext): Promise<NotificationAnswer> {
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select({ statut: notifications.statut, patientId: notifications.patientId })
      .from(notifications)
      .where(eq(notifications.id, id))
      .for("update");
    if (!current) throw notFound(notificationMessages.notFound);
    if (current.statut !== "echec" && current.statut !== "non_envoye") throw conflict(notificationMessages.retryOnlyFailed);
    const [row] = await tx
      .update(notifications)
      .set({ statut: "en_attente", nextAttemptAt: new Date(), attempts: 0, error: null })
      .where(eq(notifications.id, id))
      .returning(notificationColumns);
    await recordAuditEvent(tx, audit, {
      action: "notification.retry",
      ...(current.patientId === null ? {} : { targetType: "patient" as const, targetId: current.patientId }),
      details: { notificationId: id },
    });
    return toNotification(row!);
  });
}

/**
 * Puts an appointment's message in the outbox inside the caller's transaction (the booking, move
 * or cancellation commits with its message or not at all): one message, on the channel
 * `chooseChannel` picks among those the patient agreed to (decision 043), in the language of the
 * appointment (the request it was made from) or else of the patient. Nothing for an appointment
 * already past, nor when no channel was agreed. A channel without a usable address or number gets
 * a failed message, so that staff see why the patient heard nothing.
 */
export async function enqueueAppointmentNotice(
  tx: Database,
  notice: { type: PatientNotificationType; appointmentId: number; patientId: number; dateHeure: Date; ancienneDateHeure?: Date },
  now = new Date(),
): Promise<number> {
  if (notice.dateHeure.getTime() <= now.getTime()) return 0;
  const [patient] = await tx
    .select({ address: patients.email, telephone: patients.telephone, ...preferenceColumns, appointmentLangue: appointments.langue })
    .from(patients)
    .leftJoin(appointments, eq(appointments.id, notice.appointmentId))
    .where(eq(patients.id, notice.patientId));
  if (!patient) return 0;
  const choice = chooseChannel({
    canalPrefere: patient.canalPrefere,
    email: patient.address,
    telephone: patient.telephone,
    consents: { email: patient.email, sms: patient.sms, whatsapp: patient.whatsapp },
  });
  if (!choice) return 0;
  const data: AppointmentNoticeData = {
    dateHeure: notice.dateHeure.toISOString(),
    ...(notice.ancienneDateHeure ? { ancienneDateHeure: notice.ancienneDateHeure.toISOString() } : {}),
    langue: patient.appointmentLangue ?? patient.langue,
  };
  await tx.insert(notifications).values({
    type: notice.type,
    canal: choice.canal,
    statut: choice.failure ? "echec" : "en_attente",
    patientId: notice.patientId,
    appointmentId: notice.appointmentId,
    destinataire: choice.to,
    donnees: data,
    cle: `${notice.type}-${notice.appointmentId}-${choice.canal}-${randomUUID()}`,
    nextAttemptAt: choice.failure ? null : now,
    error: choice.failure,
  });
  return 1;
}

/**
 * The admins' warning (decision 043): how many patients' messages were recorded without being sent
 * (`non_envoye`) in the last 7 days on the channels that still have no provider. Zero once every
 * such channel has one, or when nothing was meant to go on them.
 */
export async function recentUnsentCount(db: Database, channels: readonly NotificationChannel[], now = new Date()): Promise<number> {
  if (channels.length === 0) return 0;
  return db.$count(
    notifications,
    and(eq(notifications.statut, "non_envoye"), inArray(notifications.canal, [...channels]), gte(notifications.createdAt, new Date(now.getTime() - 7 * 86_400_000))),
  );
}

/** The consent columns, for the reminders and the sender's last check; with the preferred channel and language. */
export { consentColumns, preferenceColumns };
