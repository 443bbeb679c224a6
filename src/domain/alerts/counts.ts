import { and, countDistinct, eq, gt, inArray, isNull } from "drizzle-orm";
import type { Database } from "@/db/client";
import { appointmentRequests, appointments, auditEvents, contactMessages } from "@/db/schema";
import type { AlertCounts } from "@/schemas/alerts";

/**
 * The staff header's alerts: requests nobody has looked at, unread messages and online bookings
 * waiting for the front desk (issue 33). Counts only, no
 * personal data, asked for on every staff screen: not written to the audit trail, which would
 * drown real accesses in polling.
 */
export async function alertCounts(db: Database, now: Date = new Date()): Promise<AlertCounts> {
  const [newRequests, unreadMessages, reservationsAConfirmer, actionsPatients] = await Promise.all([
    db.$count(appointmentRequests, eq(appointmentRequests.status, "nouvelle")),
    db.$count(contactMessages, isNull(contactMessages.readAt)),
    db.$count(appointments, eq(appointments.status, "a_confirmer")),
    recentPatientChanges(db, now),
  ]);
  return { newRequests, unreadMessages, reservationsAConfirmer, actionsPatients };
}

/** How long the Agenda link counts what patients did from their links (decision 050). */
export const PATIENT_CHANGES_WINDOW_MS = 24 * 3_600_000;

/**
 * Appointments their patients cancelled or moved from their personal links in the 24 hours
 * before `now` (decision 050): the Agenda link's badge. A confirmation needs no one's attention.
 */
export async function recentPatientChanges(db: Database, now: Date = new Date()): Promise<number> {
  return db.$count(
    appointments,
    and(inArray(appointments.actionPatient, ["annule", "deplace"]), gt(appointments.actionPatientAt, new Date(now.getTime() - PATIENT_CHANGES_WINDOW_MS))),
  );
}

/**
 * The admins' warning (decision 023): how many accounts had their password guessed at, from any
 * addresses, in the 24 hours before `now` (the `auth.login_guessing` events the login writes).
 */
export async function recentLoginGuessing(db: Database, now: Date = new Date()): Promise<number> {
  const since = new Date(now.getTime() - 24 * 3600 * 1000);
  const [row] = await db
    .select({ accounts: countDistinct(auditEvents.targetId) })
    .from(auditEvents)
    .where(and(eq(auditEvents.action, "auth.login_guessing"), gt(auditEvents.at, since)));
  return row?.accounts ?? 0;
}
