import { and, eq, gte, inArray, isNotNull, lt, or } from "drizzle-orm";
import type { Database } from "@/db/client";
import { appointments, notifications, patients } from "@/db/schema";
import { consentColumns, recipientFor } from "@/domain/notifications/outbox";
import { addDays } from "@/calendar/plain-date";
import { hourIn, startOfDayIn, todayIn } from "@/calendar/zone";
import { notificationChannels } from "@/schemas/notification";

/**
 * Reminders (decision 030): from `hour` (practice time) on, every planned or confirmed appointment
 * of the next day gets a reminder on each channel its patient agreed to. A reminder's key is its
 * appointment, channel and time: run by every instance at every round, it is stored once, and an
 * appointment moved to another day gets a reminder for its new day.
 */

export type ReminderSettings = { hour: number; timeZone: string };

/** The reminder's idempotency key: one per appointment, channel and appointment time. */
export const reminderKey = (appointmentId: number, canal: string, dateHeure: Date) => `rappel-${appointmentId}-${canal}-${dateHeure.toISOString()}`;

/** Puts tomorrow's reminders that are not in the outbox yet into it; returns how many. */
export async function scheduleReminders(db: Database, settings: ReminderSettings, now = new Date()): Promise<number> {
  if (hourIn(settings.timeZone, now) < settings.hour) return 0;
  const tomorrow = addDays(todayIn(settings.timeZone, now), 1);
  const rows = await db
    .select({
      id: appointments.id,
      dateHeure: appointments.dateHeure,
      patientId: appointments.patientId,
      address: patients.email,
      telephone: patients.telephone,
      ...consentColumns,
    })
    .from(appointments)
    .innerJoin(patients, eq(patients.id, appointments.patientId))
    .where(
      and(
        gte(appointments.dateHeure, startOfDayIn(tomorrow, settings.timeZone)),
        lt(appointments.dateHeure, startOfDayIn(addDays(tomorrow, 1), settings.timeZone)),
        inArray(appointments.status, ["planifie", "confirme"]),
        or(isNotNull(patients.consentEmailAt), isNotNull(patients.consentSmsAt), isNotNull(patients.consentWhatsappAt)),
      ),
    );
  const values = rows.flatMap((row) =>
    notificationChannels
      .filter((canal) => row[canal] !== null)
      .map((canal) => {
        const recipient = recipientFor(canal, { email: row.address, telephone: row.telephone });
        const failure = "failure" in recipient ? recipient.failure : null;
        return {
          type: "rappel" as const,
          canal,
          statut: failure ? ("echec" as const) : ("en_attente" as const),
          patientId: row.patientId,
          appointmentId: row.id,
          destinataire: recipient.to,
          donnees: { dateHeure: row.dateHeure.toISOString() },
          cle: reminderKey(row.id, canal, row.dateHeure),
          nextAttemptAt: failure ? null : now,
          error: failure,
        };
      }),
  );
  if (values.length === 0) return 0;
  // Every round sees the same appointments: leave out the reminders already stored, so that the
  // insert (whose conflicts would still use up identity values) only runs for new ones.
  const stored = await db.select({ cle: notifications.cle }).from(notifications).where(inArray(notifications.cle, values.map((value) => value.cle)));
  const known = new Set(stored.map((row) => row.cle));
  const missing = values.filter((value) => !known.has(value.cle));
  if (missing.length === 0) return 0;
  const inserted = await db.insert(notifications).values(missing).onConflictDoNothing({ target: notifications.cle }).returning({ id: notifications.id });
  return inserted.length;
}
