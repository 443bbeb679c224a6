import { desc, eq } from "drizzle-orm";
import type { z } from "zod";
import type { Database } from "@/db/client";
import { appointments, patients, visitTypes } from "@/db/schema";
import { findAppointment, selectAppointments, toAppointment } from "@/domain/appointments/appointment-rows";
import { findConflicts, lockDoctor, recordConflictsShown } from "@/domain/appointments/conflicts";
import { closedSlotOf, readHoursForChecks } from "@/domain/appointments/slot-warnings";
import { recordAuditEvent, type AuditContext } from "@/domain/audit/audit-log";
import { conflict, invalid, notFound } from "@/domain/errors";
import { enqueueAppointmentNotice } from "@/domain/notifications/outbox";
import type { HoursDocument } from "@/calendar/opening-hours";
import { parseDateTime } from "@/calendar/zone";
import { type AgendaAppointment, type Appointment, type appointmentInput, appointmentMessages } from "@/schemas/appointment";
import { mergedIntoMessage, patientMessages } from "@/schemas/patient";

async function assertPatientExists(db: Database, patientId: number) {
  const [patient] = await db.select({ id: patients.id }).from(patients).where(eq(patients.id, patientId)).limit(1);
  if (!patient) throw notFound(patientMessages.notFound);
}

/**
 * A booking's patient: it exists (404), and was not merged into another file (409: the booking
 * belongs on the file kept, decision 025). The row is share-locked until the booking commits, so
 * a merge of that file waits for it and then moves the new appointment too.
 */
async function assertBookable(tx: Database, patientId: number) {
  const [patient] = await tx
    .select({ id: patients.id, mergedIntoId: patients.mergedIntoId })
    .from(patients)
    .where(eq(patients.id, patientId))
    .for("key share");
  if (!patient) throw notFound(patientMessages.notFound);
  if (patient.mergedIntoId !== null) throw conflict(mergedIntoMessage(patient.mergedIntoId));
}

/**
 * A visit type a staff booking names (issue 33) must exist and be in use (400 errors.visitTypeId).
 * Whether the doctor takes it is not checked: the front desk may book any type with any doctor.
 */
export async function assertVisitTypeInUse(tx: Database, visitTypeId: number): Promise<void> {
  const [type] = await tx.select({ actif: visitTypes.actif }).from(visitTypes).where(eq(visitTypes.id, visitTypeId)).limit(1);
  if (!type?.actif) throw invalid(appointmentMessages.unknownVisitType, { visitTypeId: appointmentMessages.unknownVisitType });
}

/** GET /api/appointments/patient/{id}: newest first, with the doctor's name (even of a since-deleted account). */
export async function listPatientAppointments(db: Database, patientId: number, audit: AuditContext): Promise<Appointment[]> {
  await assertPatientExists(db, patientId);
  const rows = await selectAppointments(db)
    .where(eq(appointments.patientId, patientId))
    .orderBy(desc(appointments.dateHeure), desc(appointments.id));
  await recordAuditEvent(db, audit, {
    action: "appointment.list",
    targetType: "patient",
    targetId: patientId,
    details: { results: rows.length },
  });
  return rows.map(toAppointment);
}

export type NewAppointment = z.output<typeof appointmentInput>;

const invalidDateTime = "La date et l'heure ne sont pas valides.";

/** A dateHeure as the API reads it (no offset: practice time), within 1900–2100; 400 otherwise. */
export function readDateHeure(value: string, timeZone: string): Date {
  const dateHeure = parseDateTime(value, timeZone);
  const year = dateHeure?.getUTCFullYear() ?? 0;
  if (!dateHeure || year < 1900 || year > 2100) throw invalid("Données invalides.", { dateHeure: invalidDateTime });
  return dateHeure;
}

/**
 * How strict a booking is: the overlap and opening-hours check (X-Conflict-Check: reject, the
 * conversion) and the doctor check (the product's paths). `hours`: the opening hours already
 * read by the caller (a conversion reads them before its transaction).
 */
export type BookingOptions = {
  checkConflicts: boolean;
  requireDoctor?: boolean;
  hours?: HoursDocument;
  /** The language of the request the appointment is made from: its messages are written in it (decision 043). */
  langue?: "fr" | "ar";
};

/**
 * What a booking or a change came to: done, or held back until the user confirms (`forcer`) —
 * the doctor's other appointments on that slot, and/or why the practice is closed then.
 */
export type Outcome<T> = { kind: "done"; value: T } | { kind: "conflicts"; conflicts: AgendaAppointment[]; fermeture: string | null };

/** What the audit trail says of a booking or a move made anyway: the overlaps and/or the closed slot. */
export function forcedDetails(conflicts: readonly { id: number }[], fermeture: string | null): Record<string, boolean | number[]> {
  return {
    ...(conflicts.length > 0 ? { forced: true, conflictIds: conflicts.map((conflict) => conflict.id) } : {}),
    ...(fermeture ? { forcedClosed: true } : {}),
  };
}

/**
 * POST /api/appointments. A dateHeure without offset is a wall-clock time in the practice's time
 * zone. The patient must exist (404), not merged into another file (409), and the doctor must be an
 * active staff account (400).
 * With `checkConflicts` (header X-Conflict-Check: reject, the product's screens, the conversion),
 * an overlap with the doctor's other appointments, or a time the practice is closed (a closure, a
 * day without hours, outside the day's hours, a holiday's estimated date: `fermeture`), is held
 * back unless `forcer` is true; without it, the spec's call books whatever the agenda holds. With
 * `requireDoctor` (the product's paths), the account booked with must be a doctor (400
 * errors.medecin); the spec's call records any account.
 */
export async function createAppointment(
  db: Database,
  input: NewAppointment,
  context: AuditContext & { timeZone: string; now?: Date },
  options: BookingOptions = { checkConflicts: false },
): Promise<Outcome<Appointment>> {
  const dateHeure = readDateHeure(input.dateHeure, context.timeZone);
  const hours = options.checkConflicts ? (options.hours ?? (await readHoursForChecks(db, context.timeZone, context.now))) : null;

  return db.transaction(async (tx): Promise<Outcome<Appointment>> => {
    await assertBookable(tx, input.patient.id);
    if (input.visitTypeId !== undefined) await assertVisitTypeInUse(tx, input.visitTypeId);
    await lockDoctor(tx, input.medecin.id, { active: true, doctor: options.requireDoctor });
    let forced: Record<string, boolean | number[]> = {};
    if (hours) {
      const slot = { start: dateHeure, minutes: input.dureeMinutes };
      const conflicts = await findConflicts(tx, { ...slot, medecinId: input.medecin.id });
      const fermeture = closedSlotOf(hours, slot, context.timeZone);
      if ((conflicts.length > 0 || fermeture) && !input.forcer) {
        if (conflicts.length > 0) await recordConflictsShown(tx, context, conflicts);
        return { kind: "conflicts", conflicts, fermeture };
      }
      forced = forcedDetails(conflicts, fermeture);
    }
    const [created] = await tx
      .insert(appointments)
      .values({
        dateHeure,
        motif: input.motif,
        observation: input.observation,
        patientId: input.patient.id,
        medecinId: input.medecin.id,
        dureeMinutes: input.dureeMinutes,
        createdBy: context.actorId,
        ...(options.langue ? { langue: options.langue } : {}),
        ...(input.visitTypeId === undefined ? {} : { visitTypeId: input.visitTypeId }),
      })
      .returning({ id: appointments.id });
    await recordAuditEvent(tx, context, {
      action: "appointment.create",
      targetType: "patient",
      targetId: input.patient.id,
      details: { appointmentId: created!.id, ...forced, ...(input.visitTypeId === undefined ? {} : { visitTypeId: input.visitTypeId }) },
    });
    // The patient's confirmation, on the channels they agreed to, commits with the booking (decision 030).
    await enqueueAppointmentNotice(tx, { type: "confirmation", appointmentId: created!.id, patientId: input.patient.id, dateHeure });
    return { kind: "done", value: await findAppointment(tx, created!.id) };
  });
}
