import { and, desc, eq, isNull } from "drizzle-orm";
import type { z } from "zod";
import type { Database } from "@/db/client";
import { appointments, patients, staffUsers } from "@/db/schema";
import { recordAuditEvent, type AuditContext } from "@/domain/audit/audit-log";
import { invalid, notFound } from "@/domain/errors";
import { parseDateTime } from "@/domain/time/practice-time";
import type { Appointment, appointmentInput } from "@/schemas/appointment";
import { patientMessages } from "@/schemas/patient";

const appointmentColumns = {
  id: appointments.id,
  dateHeure: appointments.dateHeure,
  motif: appointments.motif,
  observation: appointments.observation,
  patientId: appointments.patientId,
  medecinId: appointments.medecinId,
  medecinNom: staffUsers.nom,
  medecinPrenom: staffUsers.prenom,
};

type AppointmentRow = {
  id: number;
  dateHeure: Date;
  motif: string;
  observation: string | null;
  patientId: number;
  medecinId: number;
  medecinNom: string;
  medecinPrenom: string;
};

export function toAppointment(row: AppointmentRow): Appointment {
  return {
    id: row.id,
    dateHeure: row.dateHeure.toISOString(),
    motif: row.motif,
    observation: row.observation,
    patient: { id: row.patientId },
    medecin: { id: row.medecinId, nom: row.medecinNom, prenom: row.medecinPrenom },
  };
}

async function assertPatientExists(db: Database, patientId: number) {
  const [patient] = await db.select({ id: patients.id }).from(patients).where(eq(patients.id, patientId)).limit(1);
  if (!patient) throw notFound(patientMessages.notFound);
}

/** GET /api/appointments/patient/{id}: newest first, with the doctor's name (even of a since-deleted account). */
export async function listPatientAppointments(db: Database, patientId: number, audit: AuditContext): Promise<Appointment[]> {
  await assertPatientExists(db, patientId);
  const rows = await db
    .select(appointmentColumns)
    .from(appointments)
    .innerJoin(staffUsers, eq(staffUsers.id, appointments.medecinId))
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

/**
 * POST /api/appointments. A dateHeure without offset is a wall-clock time in the practice's time
 * zone. The patient must exist (404) and the doctor must be an active staff account (400).
 */
export async function createAppointment(
  db: Database,
  input: NewAppointment,
  context: AuditContext & { timeZone: string },
): Promise<Appointment> {
  const dateHeure = parseDateTime(input.dateHeure, context.timeZone);
  if (!dateHeure) throw invalid("Données invalides.", { dateHeure: invalidDateTime });
  const year = dateHeure.getUTCFullYear();
  if (year < 1900 || year > 2100) throw invalid("Données invalides.", { dateHeure: invalidDateTime });

  return db.transaction(async (tx) => {
    await assertPatientExists(tx, input.patient.id);
    // Held until commit: the doctor's account cannot be deleted half-way through.
    const [medecin] = await tx
      .select({ id: staffUsers.id })
      .from(staffUsers)
      .where(and(eq(staffUsers.id, input.medecin.id), isNull(staffUsers.deletedAt)))
      .for("share");
    if (!medecin) {
      throw invalid("Données invalides.", { "medecin.id": "Le médecin doit être un compte actif du personnel." });
    }
    const [created] = await tx
      .insert(appointments)
      .values({
        dateHeure,
        motif: input.motif,
        observation: input.observation,
        patientId: input.patient.id,
        medecinId: input.medecin.id,
        createdBy: context.actorId,
      })
      .returning({ id: appointments.id });
    await recordAuditEvent(tx, context, {
      action: "appointment.create",
      targetType: "patient",
      targetId: input.patient.id,
      details: { appointmentId: created!.id },
    });
    const [row] = await tx
      .select(appointmentColumns)
      .from(appointments)
      .innerJoin(staffUsers, eq(staffUsers.id, appointments.medecinId))
      .where(eq(appointments.id, created!.id));
    return toAppointment(row!);
  });
}
