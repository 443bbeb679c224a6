import { and, asc, eq, gt, gte, inArray, lt } from "drizzle-orm";
import { type Database, queryArrays } from "@/db/client";
import { appointments, bookingHolds, patients, staffUsers } from "@/db/schema";
import { type AgendaRow, selectAgendaAppointments, toAgendaAppointment } from "@/domain/appointments/appointment-rows";
import { recordAuditEvent, type AuditContext } from "@/domain/audit/audit-log";
import { notFound } from "@/domain/errors";
import { isDoctor } from "@/domain/staff/doctors";
import { addDays } from "@/calendar/plain-date";
import { startOfDayIn } from "@/calendar/zone";
import type { AgendaEntry, AgendaHold, AgendaHolder, AgendaWeek } from "@/schemas/agenda";
import { appointmentMessages, type AgendaAppointment, type AgendaQuery } from "@/schemas/appointment";

/**
 * The instants where the practice's calendar days `du` … `au` begin and end: midnight of `du`
 * and midnight after `au`, each read with the offset in force on that day (Africa/Casablanca
 * moves its clocks around Ramadan, so a day is not always 00:00 at the same UTC offset).
 */
export function practiceDayBounds(du: string, au: string, timeZone: string): { start: Date; end: Date } {
  return { start: startOfDayIn(du, timeZone), end: startOfDayIn(addDays(au, 1), timeZone) };
}

/** Where the appointments of `query` start: the days' bounds, one doctor, some statuses. */
function agendaConditions(query: AgendaQuery, timeZone: string) {
  const { start, end } = practiceDayBounds(query.du, query.au, timeZone);
  return and(
    gte(appointments.dateHeure, start),
    lt(appointments.dateHeure, end),
    query.medecinId === undefined ? undefined : eq(appointments.medecinId, query.medecinId),
    query.status === undefined ? undefined : inArray(appointments.status, query.status),
  );
}

/** The agenda's query (also explained by the agenda benchmark, scripts/perf/bench-agenda.ts). */
export function selectAgenda(db: Database, query: AgendaQuery, timeZone: string) {
  return selectAgendaAppointments(db)
    .where(agendaConditions(query, timeZone))
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
  await recordAgendaRead(db, context, query, rows.map((row) => row.patientId));
  return rows.map(toAgendaAppointment);
}

/** The agenda read as a read of patient data: the range and counts, and which patients it showed, never a name. */
async function recordAgendaRead(db: Database, context: AuditContext, query: AgendaQuery, patientIds: number[]) {
  await recordAuditEvent(db, context, {
    action: "appointment.agenda",
    details: {
      results: patientIds.length,
      du: query.du,
      au: query.au,
      ...(query.medecinId === undefined ? {} : { medecinId: query.medecinId }),
      ...(query.status === undefined ? {} : { status: query.status }),
      patientIds: [...new Set(patientIds)],
    },
  });
}

/**
 * The agenda's own query (decision 041): only the columns its grid and list show, with the
 * patient's name and phone; no join on the accounts (their names come once each, apart) nor on
 * who changed the status. Also run alone by the agenda benchmark.
 */
export function selectAgendaEntries(db: Database, query: AgendaQuery, timeZone: string) {
  return db
    .select({
      id: appointments.id,
      dateHeure: appointments.dateHeure,
      dureeMinutes: appointments.dureeMinutes,
      status: appointments.status,
      motif: appointments.motif,
      patientId: appointments.patientId,
      patientNom: patients.nom,
      patientPrenom: patients.prenom,
      patientTelephone: patients.telephone,
      medecinId: appointments.medecinId,
      source: appointments.source,
      actionPatient: appointments.actionPatient,
    })
    .from(appointments)
    .innerJoin(patients, eq(patients.id, appointments.patientId))
    .where(agendaConditions(query, timeZone))
    .orderBy(asc(appointments.dateHeure), asc(appointments.medecinId), asc(appointments.id));
}

/**
 * GET /api/appointments/agenda?du=&au=[&medecinId=][&status=]: the agenda's own answer — what
 * its grid and list show of the appointments starting on those days, and each account holding
 * them once, saying whether it is an active doctor (the others are the agenda's « Autres »).
 * Audited as GET /api/appointments is. The rows are read as arrays, in the selection's order:
 * the fields are placed by hand, without the ORM's mapping (docs/performance.md). With them, the
 * visitors' live holds of those days (online booking in progress, issue 33), without any patient.
 */
export async function listAgendaWeek(db: Database, query: AgendaQuery, context: AuditContext & { timeZone: string; now?: Date }): Promise<AgendaWeek> {
  const built = selectAgendaEntries(db, query, context.timeZone);
  const rows = await queryArrays(db, built.toSQL());
  const rendezVous: AgendaEntry[] = new Array(rows.length);
  const holderIds = new Set<number>();
  const patientIds: number[] = new Array(rows.length);
  for (let i = 0; i < rows.length; i++) {
    const [id, dateHeure, dureeMinutes, status, motif, patientId, nom, prenom, telephone, medecinId, source, actionPatient] = rows[i] as [
      number,
      Date | string,
      number,
      AgendaEntry["status"],
      string,
      number,
      string,
      string,
      string,
      number,
      string,
      AgendaEntry["actionPatient"],
    ];
    rendezVous[i] = { id, dateHeure: new Date(dateHeure).toISOString(), dureeMinutes, status, motif, patient: { id: patientId, nom, prenom, telephone }, medecinId };
    if (source === "en_ligne") rendezVous[i]!.enLigne = true;
    if (actionPatient) rendezVous[i]!.actionPatient = actionPatient;
    holderIds.add(medecinId);
    patientIds[i] = patientId;
  }
  const medecins = await readHolders(db, [...holderIds]);
  const reservationsEnCours = await readLiveHolds(db, query, context.timeZone, context.now ?? new Date());
  await recordAgendaRead(db, context, query, patientIds);
  return { rendezVous, medecins, reservationsEnCours };
}

/**
 * The holds still counting at `now` that start on the agenda's days (decision 047): where, for
 * which doctor and until when — never whose, nor the visit type. Only statuses' filters leave
 * them out (they are not appointments).
 */
async function readLiveHolds(db: Database, query: AgendaQuery, timeZone: string, now: Date): Promise<AgendaHold[]> {
  if (query.status !== undefined) return [];
  const { start, end } = practiceDayBounds(query.du, query.au, timeZone);
  const rows = await db
    .select({ medecinId: bookingHolds.medecinId, debut: bookingHolds.debut, fin: bookingHolds.fin, expiresAt: bookingHolds.expiresAt })
    .from(bookingHolds)
    .where(
      and(
        gt(bookingHolds.expiresAt, now),
        gte(bookingHolds.debut, start),
        lt(bookingHolds.debut, end),
        query.medecinId === undefined ? undefined : eq(bookingHolds.medecinId, query.medecinId),
      ),
    )
    .orderBy(asc(bookingHolds.debut), asc(bookingHolds.medecinId));
  return rows.map((row) => ({ medecinId: row.medecinId, debut: row.debut.toISOString(), fin: row.fin.toISOString(), expireA: row.expiresAt.toISOString() }));
}

/** The accounts holding the agenda's appointments, by name: staff names only. */
async function readHolders(db: Database, ids: number[]): Promise<AgendaHolder[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: staffUsers.id, nom: staffUsers.nom, prenom: staffUsers.prenom, role: staffUsers.role, estMedecin: staffUsers.estMedecin, deletedAt: staffUsers.deletedAt })
    .from(staffUsers)
    .where(inArray(staffUsers.id, ids))
    .orderBy(asc(staffUsers.nom), asc(staffUsers.prenom), asc(staffUsers.id));
  return rows.map((row) => ({ id: row.id, nom: row.nom, prenom: row.prenom, estMedecin: isDoctor(row) && row.deletedAt === null }));
}

/**
 * GET /api/appointments/{id}: one appointment as the agenda opens it — every field, with the
 * patient's name and phone. Recorded as a read of that patient's appointments.
 */
export async function findAgendaAppointment(db: Database, id: number, audit: AuditContext): Promise<AgendaAppointment> {
  const [row] = await selectAgendaAppointments(db).where(eq(appointments.id, id)).limit(1);
  if (!row) throw notFound(appointmentMessages.notFound);
  await recordAuditEvent(db, audit, { action: "appointment.list", targetType: "patient", targetId: row.patientId, details: { appointmentId: row.id } });
  return toAgendaAppointment(row);
}
