import type { appointmentRequests } from "@/db/schema";
import { allowedTransitions } from "@/domain/appointment-requests/request-status";
import type { AppointmentRequest, TriagedRequest } from "@/schemas/appointment-request";
import type { PatientExport } from "@/schemas/data-protection";
import type { StaffRef } from "@/schemas/staff-user";

/**
 * The one row-to-JSON mapper of an appointment request (decision 036): the spec's answer, and what
 * the triage and the patient's data export add to it, each built on the spec's fields.
 */

export type AppointmentRequestRow = typeof appointmentRequests.$inferSelect;

/** The spec's request: what the public form sent and when. */
export function toAppointmentRequest(row: AppointmentRequestRow): AppointmentRequest {
  return {
    id: row.id,
    nom: row.nom,
    prenom: row.prenom,
    telephone: row.telephone,
    datePreferee: row.datePreferee,
    heurePreferee: row.heurePreferee,
    motif: row.motif,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The reminders box of the public form and the privacy notice the person was shown (decision 034). */
function consentOf(row: AppointmentRequestRow) {
  return {
    consentementRappels: row.consentementRappels,
    consentementRappelsLe: row.consentementRappelsLe?.toISOString() ?? null,
    versionNotice: row.versionNotice,
  };
}

/** A request on the 'Demandes' screen: its workflow state and triage; `jourFerme` as the hours are now. */
export function toTriagedRequest(row: AppointmentRequestRow, changedBy: StaffRef | null, jourFerme: boolean): TriagedRequest {
  return {
    ...toAppointmentRequest(row),
    status: row.status,
    statusChangedAt: row.statusChangedAt?.toISOString() ?? null,
    statusChangedBy: changedBy,
    patientId: row.patientId,
    appointmentId: row.appointmentId,
    transitions: [...allowedTransitions(row.status)],
    jourFerme,
    ...consentOf(row),
    langue: row.langue,
  };
}

/** A request in the person's data export (law 09-08): its French field names, `creeLe` for when it came. */
export function toExportedRequest(row: AppointmentRequestRow): PatientExport["demandes"][number] {
  const { createdAt, ...request } = toAppointmentRequest(row);
  return { ...request, status: row.status, ...consentOf(row), creeLe: createdAt };
}
