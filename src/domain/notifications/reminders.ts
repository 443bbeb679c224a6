import { and, eq, gte, inArray, isNotNull, lt, or } from "drizzle-orm";
import type { Database } from "@/db/client";
import { appointments, notifications, patients } from "@/db/schema";
import { chooseChannel } from "@/domain/notifications/channel-choice";
import { consentColumns } from "@/domain/notifications/outbox";
import { addDays } from "@/calendar/plain-date";
import { hourIn, startOfDayIn, todayIn } from "@/calendar/zone";

/**
 * Reminders (decisions 030 and 043): from `hour` (practice time) on, every planned or confirmed
 * appointment of the next day gets one reminder, on the channel `chooseChannel` picks, in the
 * appointment's (or else the patient's) language. None when its confirmation (or the notice of its
 * move to this time) went out less than 24 hours before it: the patient was just told. A
 * reminder's key is its appointment and time: run by every instance at every round, it is stored
 * once, and an appointment moved to another day gets a reminder for its new day.
 */

export type ReminderSettings = { hour: number; timeZone: string };

/** A confirmation this close to the appointment makes a reminder redundant. */
export const RECENT_NOTICE_MS = 24 * 3_600_000;

/** The reminder's idempotency key: one per appointment and appointment time. */
export const reminderKey = (appointmentId: number, dateHeure: Date) => `rappel-${appointmentId}-${dateHeure.toISOString()}`;

type Notice = { appointmentId: number | null; type: string; statut: string; donnees: unknown; createdAt: Date; sentAt: Date | null };

/**
 * Whether the appointment needs no reminder: one is already stored for this time (under any key,
 * including decision 030's per-channel ones), or its confirmation or move notice for this time,
 * not failed, went out (or was put in the outbox) less than 24 hours before it.
 */
export function reminderNotNeeded(dateHeure: Date, notices: Notice[]): boolean {
  const at = dateHeure.toISOString();
  return notices.some((notice) => {
    if ((notice.donnees as { dateHeure?: string } | null)?.dateHeure !== at) return false;
    if (notice.type === "rappel") return true;
    if (notice.type !== "confirmation" && notice.type !== "deplacement") return false;
    if (notice.statut === "echec") return false;
    const went = notice.sentAt ?? notice.createdAt;
    return dateHeure.getTime() - went.getTime() < RECENT_NOTICE_MS;
  });
}

/** Puts tomorrow's reminders that are not in the outbox yet into it; returns how many. */
export async function scheduleReminders(db: Database, settings: ReminderSettings, now = new Date()): Promise<number> {
  if (hourIn(settings.timeZone, now) < settings.hour) return 0;
  const tomorrow = addDays(todayIn(settings.timeZone, now), 1);
  const rows = await db
    .select({
      id: appointments.id,
      dateHeure: appointments.dateHeure,
      patientId: appointments.patientId,
      appointmentLangue: appointments.langue,
      langue: patients.langue,
      canalPrefere: patients.canalPrefere,
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
  if (rows.length === 0) return 0;
  // Every round sees the same appointments: leave out those already reminded or just confirmed,
  // so that the insert (whose conflicts would still use up identity values) only runs for new ones.
  const notices = await db
    .select({
      appointmentId: notifications.appointmentId,
      type: notifications.type,
      statut: notifications.statut,
      donnees: notifications.donnees,
      createdAt: notifications.createdAt,
      sentAt: notifications.sentAt,
    })
    .from(notifications)
    .where(
      and(
        inArray(notifications.appointmentId, rows.map((row) => row.id)),
        inArray(notifications.type, ["confirmation", "deplacement", "rappel"]),
      ),
    );
  const values = rows.flatMap((row) => {
    if (reminderNotNeeded(row.dateHeure, notices.filter((notice) => notice.appointmentId === row.id))) return [];
    const choice = chooseChannel({
      canalPrefere: row.canalPrefere,
      email: row.address,
      telephone: row.telephone,
      consents: { email: row.email, sms: row.sms, whatsapp: row.whatsapp },
    });
    if (!choice) return [];
    return [
      {
        type: "rappel" as const,
        canal: choice.canal,
        statut: choice.failure ? ("echec" as const) : ("en_attente" as const),
        patientId: row.patientId,
        appointmentId: row.id,
        destinataire: choice.to,
        donnees: { dateHeure: row.dateHeure.toISOString(), langue: row.appointmentLangue ?? row.langue },
        cle: reminderKey(row.id, row.dateHeure),
        nextAttemptAt: choice.failure ? null : now,
        error: choice.failure,
      },
    ];
  });
  if (values.length === 0) return 0;
  const inserted = await db.insert(notifications).values(values).onConflictDoNothing({ target: notifications.cle }).returning({ id: notifications.id });
  return inserted.length;
}
