import { desc, eq } from "drizzle-orm";
import type { z } from "zod";
import type { Database } from "@/db/client";
import { appointments, patients } from "@/db/schema";
import { findAppointment, selectAppointments, toAppointment } from "@/domain/appointments/appointment-rows";
import { findConflicts, lockDoctor, recordConflictsShown } from "@/domain/appointments/conflicts";
import { recordAuditEvent, type AuditContext } from "@/domain/audit/audit-log";
import { conflict, invalid, notFound } from "@/domain/errors";
import { enqueueAppointmentNotice } from "@/domain/notifications/outbox";
import { parseDateTime } from "@/calendar/zone";
import type { AgendaAppointment, Appointment, appointmentInput } from "@/schemas/appointment";
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

/** How strict a booking is: the overlap check (X-Conflict-Check: reject) and the doctor check (the product's paths). */
export type BookingOptions = {
  checkConflicts: boolean;
  requireDoctor?: boolean;
  /** The language of the request the appointment is made from: its messages are written in it (decision 043). */
  langue?: "fr" | "ar";
};

/** What a booking or a change came to: done, or refused for the doctor's other appointments on that slot. */
export type Outcome<T> = { kind: "done"; value: T } | { kind: "conflicts"; conflicts: AgendaAppointment[] };

/**
 * POST /api/appointments. A dateHeure without offset is a wall-clock time in the practice's time
 * zone. The patient must exist (404), not merged into another file (409), and the doctor must be an
 * active staff account (400).
 * With `checkConflicts` (header X-Conflict-Check: reject, and the product's screens), an overlap
 * with the doctor's other appointments is refused unless `forcer` is true; without it, the spec's
 * call books whatever the agenda holds. With `requireDoctor` (the product's paths), the account
 * booked with must be a doctor (400 errors.medecin); the spec's call records any account.
 */
export async function createAppointment(
  db: Database,
  input: NewAppointment,
  context: AuditContext & { timeZone: string },
  options: BookingOptions = { checkConflicts: false },
): Promise<Outcome<Appointment>> {
  const dateHeure = readDateHeure(input.dateHeure, context.timeZone);

  return db.transaction(async (tx): Promise<Outcome<Appointment>> => {
    await assertBookable(tx, input.patient.id);
    await lockDoctor(tx, input.medecin.id, { active: true, doctor: options.requireDoctor });
    let forced: number[] = [];
    if (options.checkConflicts) {
      const conflicts = await findConflicts(tx, { medecinId: input.medecin.id, start: dateHeure, minutes: input.dureeMinutes });
      if (conflicts.length > 0 && !input.forcer) {
        await recordConflictsShown(tx, context, conflicts);
        return { kind: "conflicts", conflicts };
      }
      forced = conflicts.map((conflict) => conflict.id);
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
      })
      .returning({ id: appointments.id });
    await recordAuditEvent(tx, context, {
      action: "appointment.create",
      targetType: "patient",
      targetId: input.patient.id,
      details: { appointmentId: created!.id, ...(forced.length > 0 ? { forced: true, conflictIds: forced } : {}) },
    });
    // The patient's confirmation, on the channels they agreed to, commits with the booking (decision 030).
    await enqueueAppointmentNotice(tx, { type: "confirmation", appointmentId: created!.id, patientId: input.patient.id, dateHeure });
    return { kind: "done", value: await findAppointment(tx, created!.id) };
  });
}
