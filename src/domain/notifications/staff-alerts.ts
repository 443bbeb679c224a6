import { randomUUID } from "node:crypto";
import { and, eq, gt, inArray, isNull, sql } from "drizzle-orm";
import type { Database } from "@/db/client";
import { notifications, staffAlertEvents } from "@/db/schema";
import type { StaffAlertData } from "@/domain/notifications/message-texts";

/**
 * The staff's grouped alerts (decision 030): each public request or contact message leaves an
 * event with no data of its own; at most once per `everyMinutes`, the events not yet counted
 * become one e-mail to each staff address saying how many are new, with a link to the staff area.
 */

/** `appointment_link`: a patient cancelled or moved an appointment from their personal link (decision 050). */
export type StaffAlertSource = "appointment_request" | "contact_message" | "appointment_link";

/** Inside the transaction that stores the request or message. */
export async function recordStaffAlertEvent(tx: Database, source: StaffAlertSource): Promise<void> {
  await tx.insert(staffAlertEvents).values({ source });
}

export type StaffAlertSettings = { emails: string[]; everyMinutes: number };

/** One instance at a time groups the alerts (a transaction-scoped advisory lock). */
const GROUPING_LOCK = 2_024_030_001;

/**
 * Puts one grouped alert per staff address in the outbox if events wait and the last alert is at
 * least `everyMinutes` old. Without staff addresses the events are counted as seen and dropped.
 * Returns how many events the alert counted (0: none sent now).
 */
export async function groupStaffAlerts(db: Database, settings: StaffAlertSettings, now = new Date()): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${GROUPING_LOCK})`);
    const pending = await tx
      .select({ id: staffAlertEvents.id, source: staffAlertEvents.source })
      .from(staffAlertEvents)
      .where(isNull(staffAlertEvents.alertedAt));
    if (pending.length === 0) return 0;
    if (settings.emails.length > 0) {
      const since = new Date(now.getTime() - settings.everyMinutes * 60_000);
      const recent = await tx.$count(notifications, and(eq(notifications.type, "alerte_personnel"), gt(notifications.createdAt, since)));
      if (recent > 0) return 0;
      const data: StaffAlertData = {
        demandes: pending.filter((event) => event.source === "appointment_request").length,
        messages: pending.filter((event) => event.source === "contact_message").length,
        liens: pending.filter((event) => event.source === "appointment_link").length,
      };
      const group = randomUUID();
      await tx.insert(notifications).values(
        settings.emails.map((email, index) => ({
          type: "alerte_personnel" as const,
          canal: "email" as const,
          destinataire: email,
          donnees: data,
          cle: `alerte-${group}-${index}`,
          createdAt: now,
          nextAttemptAt: now,
        })),
      );
    }
    await tx
      .update(staffAlertEvents)
      .set({ alertedAt: now })
      .where(inArray(staffAlertEvents.id, pending.map((event) => event.id)));
    return pending.length;
  });
}
