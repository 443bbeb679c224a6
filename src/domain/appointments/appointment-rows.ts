import { eq } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Database } from "@/db/client";
import { appointments, patients, staffUsers } from "@/db/schema";
import { allowedTransitions } from "@/domain/appointments/appointment-status";
import { notFound } from "@/domain/errors";
import { appointmentMessages, type AgendaAppointment, type Appointment } from "@/schemas/appointment";

/** How appointments are read and turned into the API's answers (src/schemas/appointment.ts). */

const statusChangedBy = alias(staffUsers, "appointment_status_changed_by");

const appointmentColumns = {
  id: appointments.id,
  dateHeure: appointments.dateHeure,
  motif: appointments.motif,
  observation: appointments.observation,
  patientId: appointments.patientId,
  medecinId: appointments.medecinId,
  medecinNom: staffUsers.nom,
  medecinPrenom: staffUsers.prenom,
  dureeMinutes: appointments.dureeMinutes,
  status: appointments.status,
  statusChangedAt: appointments.statusChangedAt,
  statusChangedById: statusChangedBy.id,
  statusChangedByNom: statusChangedBy.nom,
  statusChangedByPrenom: statusChangedBy.prenom,
  motifAnnulation: appointments.motifAnnulation,
  annulePar: appointments.annulePar,
  source: appointments.source,
  aConfirmerMotif: appointments.aConfirmerMotif,
  visitTypeId: appointments.visitTypeId,
  actionPatient: appointments.actionPatient,
  actionPatientAt: appointments.actionPatientAt,
};

/** Appointments with their doctor (even a since-deleted account) and who last changed their status. */
export function selectAppointments(db: Database) {
  return db
    .select(appointmentColumns)
    .from(appointments)
    .innerJoin(staffUsers, eq(staffUsers.id, appointments.medecinId))
    .leftJoin(statusChangedBy, eq(statusChangedBy.id, appointments.statusChangedBy));
}

/** The same with the patient's name and phone, as the agenda and the conflicts list them. */
export function selectAgendaAppointments(db: Database) {
  return db
    .select({
      ...appointmentColumns,
      patientNom: patients.nom,
      patientPrenom: patients.prenom,
      patientTelephone: patients.telephone,
    })
    .from(appointments)
    .innerJoin(staffUsers, eq(staffUsers.id, appointments.medecinId))
    .innerJoin(patients, eq(patients.id, appointments.patientId))
    .leftJoin(statusChangedBy, eq(statusChangedBy.id, appointments.statusChangedBy));
}

type AppointmentRow = Awaited<ReturnType<typeof selectAppointments>>[number];
export type AgendaRow = Awaited<ReturnType<typeof selectAgendaAppointments>>[number];

/** The spec's fields first, as they always were; then the lifecycle's. */
export function toAppointment(row: AppointmentRow): Appointment {
  return {
    id: row.id,
    dateHeure: row.dateHeure.toISOString(),
    motif: row.motif,
    observation: row.observation,
    patient: { id: row.patientId },
    medecin: { id: row.medecinId, nom: row.medecinNom, prenom: row.medecinPrenom },
    dureeMinutes: row.dureeMinutes,
    status: row.status,
    statusChangedAt: row.statusChangedAt?.toISOString() ?? null,
    statusChangedBy:
      row.statusChangedById === null
        ? null
        : { id: row.statusChangedById, nom: row.statusChangedByNom ?? "", prenom: row.statusChangedByPrenom ?? "" },
    motifAnnulation: row.motifAnnulation,
    annulePar: row.annulePar,
    transitions: [...allowedTransitions(row.status)],
    source: row.source,
    aConfirmerMotif: row.aConfirmerMotif,
    visitTypeId: row.visitTypeId,
    // Only once a patient acted from their link (decision 050): the spec's answer is otherwise as it was.
    ...(row.actionPatient && row.actionPatientAt ? { actionPatient: { action: row.actionPatient, le: new Date(row.actionPatientAt).toISOString() } } : {}),
  };
}

export function toAgendaAppointment(row: AgendaRow): AgendaAppointment {
  return {
    ...toAppointment(row),
    patient: { id: row.patientId, nom: row.patientNom, prenom: row.patientPrenom, telephone: row.patientTelephone },
  };
}

/** One appointment as the API answers it (404 when there is none). */
export async function findAppointment(db: Database, id: number): Promise<Appointment> {
  const [row] = await selectAppointments(db).where(eq(appointments.id, id)).limit(1);
  if (!row) throw notFound(appointmentMessages.notFound);
  return toAppointment(row);
}

