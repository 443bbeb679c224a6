import { and, asc, eq, gte, inArray, lt } from "drizzle-orm";
import { type Database, queryArrays } from "@/db/client";
import { appointments, staffUsers } from "@/db/schema";
import { type AgendaRow, selectAgendaAppointments, toAgendaAppointment } from "@/domain/appointments/appointment-rows";
import { recordAuditEvent, type AuditContext } from "@/domain/audit/audit-log";
import { addDays } from "@/calendar/plain-date";
import { startOfDayIn } from "@/calendar/zone";
import type { AgendaAppointment, AgendaQuery } from "@/schemas/appointment";

/**
 * The instants where the practice's calendar days `du` … `au` begin and end: midnight of `du`
 * and midnight after `au`, each read with the offset in force on that day (Africa/Casablanca
 * moves its clocks around Ramadan, so a day is not always 00:00 at the same UTC offset).
 */
export function practiceDayBounds(du: string, au: string, timeZone: string): { start: Date; end: Date } {
  return { start: startOfDayIn(du, timeZone), end: startOfDayIn(addDays(au, 1), timeZone) };
}

/** The agenda's query (also explained by the agenda benchmark, scripts/perf/bench-agenda.ts). */
export function selectAgenda(db: Database, query: AgendaQuery, timeZone: string) {
  const { start, end } = practiceDayBounds(query.du, query.au, timeZone);
  return selectAgendaAppointments(db)
    .where(
      and(
        gte(appointments.dateHeure, start),
        lt(appointments.dateHeure, end),
        query.medecinId === undefined ? undefined : eq(appointments.medecinId, query.medecinId),
        query.status === undefined ? undefined : inArray(appointments.status, query.status),
      ),
    )
    .orderBy(asc(appointments.dateHeure), asc(staffUsers.nom), asc(staffUsers.prenom), asc(appointments.medecinId), asc(appointments.id));
}

/**
 * The agenda's rows, read without the ORM's per-field mapping: a week of every doctor is hundreds
 * of rows, and mapping each of their fields was the largest part of the request (docs/performance.md).
 * The query and its columns are still Drizzle's (`selectAgenda`), in the selection's order.
 */
async function readAgendaRows(db: Database, query: AgendaQuery, timeZone: string): Promise<AgendaRow[]> {
  const built = selectAgenda(db, query, timeZone);
  const keys = Object.keys(built._.selectedFields) as (keyof AgendaRow)[];
  const rows = await queryArrays(db, built.toSQL());
  // A plain loop: Object.fromEntries over mapped pairs took five times as long for 864 × 19 values.
  return rows.map((values) => {
    const row: Record<string, unknown> = {};
    for (let i = 0; i < keys.length; i++) row[keys[i]!] = values[i];
    return row as AgendaRow;
  });
}

/**
 * GET /api/appointments?du=&au=[&medecinId=][&status=]: the appointments that start on those days
 * (practice time zone), by time then doctor, with their patients. Every status unless `status`
 * narrows it. Recorded as a read of patient data: the range and counts, and which patients it
 * showed (for their access history), never a name.
 */
export async function listAgenda(
  db: Database,
  query: AgendaQuery,
  context: AuditContext & { timeZone: string },
): Promise<AgendaAppointment[]> {
  const rows = await readAgendaRows(db, query, context.timeZone);
  await recordAuditEvent(db, context, {
    action: "appointment.agenda",
    details: {
      results: rows.length,
      du: query.du,
      au: query.au,
      ...(query.medecinId === undefined ? {} : { medecinId: query.medecinId }),
      ...(query.status === undefined ? {} : { status: query.status }),
      patientIds: [...new Set(rows.map((row) => row.patientId))],
    },
  });
  return rows.map(toAgendaAppointment);
}
