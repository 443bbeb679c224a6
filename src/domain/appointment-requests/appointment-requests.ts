import { desc, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Database } from "@/db/client";
import { appointmentRequests } from "@/db/schema";
import { toAppointmentRequest } from "@/domain/appointment-requests/request-json";
import { recordAuditEvent, type AuditContext } from "@/domain/audit/audit-log";
import { invalid } from "@/domain/errors";
import { transliterationKey } from "@/domain/names/transliteration";
import { recordStaffAlertEvent } from "@/domain/notifications/staff-alerts";
import { readPracticeHours } from "@/domain/practice-hours/practice-hours";
import { nameContains } from "@/domain/search";
import { addDays } from "@/calendar/plain-date";
import { todayIn } from "@/calendar/zone";
import type { AppointmentRequest, appointmentRequestInput, appointmentRequestListQuery } from "@/schemas/appointment-request";
import type { Page } from "@/schemas/paging";
import { closedDayMessage, isConfirmedClosedDay } from "@/calendar/opening-hours";
import { PRIVACY_NOTICE_VERSION } from "@/schemas/privacy-notice";

export type NewAppointmentRequest = z.output<typeof appointmentRequestInput>;

/** How far ahead a preferred date may be: further is a typing mistake. */
const MAX_DAYS_AHEAD = 366;

/**
 * POST /api/appointment-requests (public). The preferred date is today or later in the practice's
 * time zone. With `rejectClosedDays` (header X-Closed-Day-Check: reject), a day the practice is
 * closed for sure (a confirmed closure, or no hours that day) is refused; an estimated religious
 * holiday never is. Without it, such a request is stored and flagged in triage (`jourFerme`).
 */
export async function createAppointmentRequest(
  db: Database,
  input: NewAppointmentRequest,
  options: { timeZone: string; now?: Date; rejectClosedDays?: boolean },
): Promise<AppointmentRequest> {
  const now = options.now ?? new Date();
  const today = todayIn(options.timeZone, now);
  if (input.datePreferee < today) {
    throw invalid("Données invalides.", { datePreferee: "La date préférée ne peut pas être dans le passé." });
  }
  if (input.datePreferee > addDays(today, MAX_DAYS_AHEAD)) {
    throw invalid("Données invalides.", { datePreferee: "La date préférée doit être dans l'année qui vient." });
  }
  if (options.rejectClosedDays) {
    const closed = isConfirmedClosedDay(await readPracticeHours(db, { today, now }), input.datePreferee);
    if (closed.closed) throw invalid("Données invalides.", { datePreferee: closedDayMessage(input.datePreferee, closed.libelle) });
  }
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(appointmentRequests)
      .values({
        nom: input.nom,
        prenom: input.prenom,
        telephone: input.telephone,
        datePreferee: input.datePreferee,
        heurePreferee: input.heurePreferee,
        motif: input.motif,
        // Found by its Latin spelling when written in Arabic script, and the reverse (decision 042).
        translitKey: transliterationKey(input.nom, input.prenom),
        // The page's language (decision 043): the Arabic pages' forms say "ar"; the spec's calls nothing (French).
        langue: input.langue ?? "fr",
        // The optional reminders box (law 09-08, decision 034): its date and the notice it was ticked under.
        ...(input.consentementRappels ? { consentementRappels: true, consentementRappelsLe: now, versionNotice: PRIVACY_NOTICE_VERSION } : {}),
      })
      .returning();
    // Counted in the staff's next grouped e-mail (decision 030).
    await recordStaffAlertEvent(tx, "appointment_request");
    return toAppointmentRequest(row!);
  });
}

/**
 * GET /api/appointment-requests (staff): newest first, optionally only those whose nom contains
 * the text (case and accents ignored, as the staff screen matches). Every match unless `limit`
 * is given (the route bounds it). Also gives the total, for paging.
 */
export async function listAppointmentRequests(
  db: Database,
  query: Partial<z.output<typeof appointmentRequestListQuery>>,
  audit: AuditContext,
): Promise<Page<AppointmentRequest>> {
  const where = query.nom ? nameContains(appointmentRequests.nom, query.nom) : undefined;
  const select = db
    .select({ row: appointmentRequests, total: sql<number>`(count(*) over ())::int` })
    .from(appointmentRequests)
    .where(where)
    .orderBy(desc(appointmentRequests.createdAt), desc(appointmentRequests.id))
    .offset(query.offset ?? 0)
    .$dynamic();
  const rows = await (query.limit === undefined ? select : select.limit(query.limit));
  const total = rows[0]?.total ?? (query.offset ? await db.$count(appointmentRequests, where) : 0);
  await recordAuditEvent(db, audit, {
    action: "appointment_request.list",
    details: { results: rows.length, requestIds: rows.map(({ row }) => row.id) },
  });
  return { items: rows.map(({ row }) => toAppointmentRequest(row)), total };
}
