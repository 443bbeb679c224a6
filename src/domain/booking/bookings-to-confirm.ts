import { and, asc, count, eq, gte, inArray, lt, sql } from "drizzle-orm";
import type { Database } from "@/db/client";
import { appointments, patients, staffUsers, visitTypes } from "@/db/schema";
import { findAppointment } from "@/domain/appointments/appointment-rows";
import { recordAuditEvent, type AuditContext } from "@/domain/audit/audit-log";
import { conflict, notFound } from "@/domain/errors";
import { enqueueAppointmentNotice } from "@/domain/notifications/outbox";
import type { Appointment } from "@/schemas/appointment";
import { appointmentMessages } from "@/schemas/appointment";
import {
  ABSENCE_WINDOW_MONTHS,
  type BookingToConfirm,
  bookingsToConfirmMessages,
  type confirmedBookingStatuses,
} from "@/schemas/bookings-to-confirm";

/**
 * The front desk's side of online booking (issue 33, decision 052). A booking the practice could
 * not verify (no channel able to send a code), made by someone not recognised for a "known
 * patients only" type, or by someone often absent, is stored `a_confirmer`: it holds its slot
 * until the front desk confirms it (→ planifié or confirmé, and the person gets the usual
 * confirmation) or refuses it (→ annulé by the practice, which frees the slot at once — the free
 * slots count no cancelled appointment — and tells the person by their channel, in the language
 * they booked in: the usual cancellation message).
 */

/**
 * GET /api/appointments/to-confirm: every booking waiting, soonest first, with why it waits and,
 * for repeated absences, how many the patient had in the last 12 months. Recorded as a read of
 * those patients' data (their ids, never a name), like the agenda.
 */
export async function listBookingsToConfirm(db: Database, audit: AuditContext, now: Date = new Date()): Promise<BookingToConfirm[]> {
  const rows = await db
    .select({
      id: appointments.id,
      dateHeure: appointments.dateHeure,
      dureeMinutes: appointments.dureeMinutes,
      motif: appointments.motif,
      motifAttente: appointments.aConfirmerMotif,
      langue: appointments.langue,
      creeLe: appointments.createdAt,
      medecinId: staffUsers.id,
      medecinNom: staffUsers.nom,
      medecinPrenom: staffUsers.prenom,
      typeId: visitTypes.id,
      typeLibelle: visitTypes.libelleFr,
      patientId: patients.id,
      patientNom: patients.nom,
      patientPrenom: patients.prenom,
      patientTelephone: patients.telephone,
      patientDateNaissance: patients.dateNaissance,
      creeEnLigneAt: patients.creeEnLigneAt,
      verifieAt: patients.verifieAt,
    })
    .from(appointments)
    .innerJoin(patients, eq(patients.id, appointments.patientId))
    .innerJoin(staffUsers, eq(staffUsers.id, appointments.medecinId))
    .leftJoin(visitTypes, eq(visitTypes.id, appointments.visitTypeId))
    .where(eq(appointments.status, "a_confirmer"))
    .orderBy(asc(appointments.dateHeure), asc(appointments.id));

  const absences = await absencesOf(
    db,
    rows.filter((row) => row.motifAttente === "absences_repetees").map((row) => row.patientId),
    now,
  );
  await recordAuditEvent(db, audit, {
    action: "appointment.to_confirm.list",
    details: { results: rows.length, patientIds: [...new Set(rows.map((row) => row.patientId))] },
  });
  return rows.map((row) => ({
    id: row.id,
    dateHeure: row.dateHeure.toISOString(),
    dureeMinutes: row.dureeMinutes,
    motif: row.motif,
    medecin: { id: row.medecinId, nom: row.medecinNom, prenom: row.medecinPrenom },
    typeVisite: row.typeId === null ? null : { id: row.typeId, libelleFr: row.typeLibelle ?? "" },
    patient: {
      id: row.patientId,
      nom: row.patientNom,
      prenom: row.patientPrenom,
      telephone: row.patientTelephone,
      dateNaissance: row.patientDateNaissance,
      aVerifier: row.creeEnLigneAt !== null && row.verifieAt === null,
    },
    motifAttente: row.motifAttente,
    absences: row.motifAttente === "absences_repetees" ? (absences.get(row.patientId) ?? 0) : null,
    langue: row.langue,
    creeLe: row.creeLe.toISOString(),
  }));
}

/** How many appointments of each patient were marked absent in the 12 months before `now`. */
async function absencesOf(db: Database, patientIds: number[], now: Date): Promise<Map<number, number>> {
  if (patientIds.length === 0) return new Map();
  const since = new Date(now);
  since.setUTCMonth(since.getUTCMonth() - ABSENCE_WINDOW_MONTHS);
  const rows = await db
    .select({ patientId: appointments.patientId, absences: count() })
    .from(appointments)
    .where(
      and(inArray(appointments.patientId, [...new Set(patientIds)]), eq(appointments.status, "absent"), gte(appointments.dateHeure, since), lt(appointments.dateHeure, now)),
    )
    .groupBy(appointments.patientId);
  return new Map(rows.map((row) => [row.patientId, row.absences]));
}

/** The booking, locked until the transaction ends; 404 when there is none, 409 once it no longer waits. */
async function lockWaitingBooking(tx: Database, id: number) {
  const [row] = await tx
    .select({ id: appointments.id, patientId: appointments.patientId, dateHeure: appointments.dateHeure, status: appointments.status })
    .from(appointments)
    .where(eq(appointments.id, id))
    .for("update");
  if (!row) throw notFound(appointmentMessages.notFound);
  if (row.status !== "a_confirmer") throw conflict(bookingsToConfirmMessages.notWaiting);
  return row;
}

type ConfirmedStatus = (typeof confirmedBookingStatuses)[number];

/**
 * POST /api/appointments/{id}/confirm-booking: the front desk accepts the booking (planifié, or
 * confirmé when the person was reached). The person gets the confirmation the agenda's bookings
 * send, on the channels they agreed to. Two people confirming at once take turns; the second is
 * told it no longer waits (409).
 */
export async function confirmBooking(
  db: Database,
  id: number,
  status: ConfirmedStatus,
  context: AuditContext & { now?: Date },
): Promise<Appointment> {
  return db.transaction(async (tx) => {
    const current = await lockWaitingBooking(tx, id);
    await tx
      .update(appointments)
      .set({ status, statusChangedAt: sql`now()`, statusChangedBy: context.actorId, updatedAt: sql`now()`, updatedBy: context.actorId })
      .where(eq(appointments.id, id));
    await recordAuditEvent(tx, context, {
      action: "appointment.booking_confirm",
      targetType: "patient",
      targetId: current.patientId,
      details: { appointmentId: id, from: "a_confirmer", to: status },
    });
    await enqueueAppointmentNotice(tx, { type: "confirmation", appointmentId: id, patientId: current.patientId, dateHeure: current.dateHeure }, context.now);
    return findAppointment(tx, id);
  });
}

/**
 * POST /api/appointments/{id}/refuse-booking: the front desk refuses the booking. It becomes
 * annulé by the practice with the reason given, which frees its slot for the next visitor; the
 * person is told by their channel when there is one (the cancellation message, in the language
 * they booked in).
 */
export async function refuseBooking(
  db: Database,
  id: number,
  motifAnnulation: string,
  context: AuditContext & { now?: Date },
): Promise<Appointment> {
  return db.transaction(async (tx) => {
    const current = await lockWaitingBooking(tx, id);
    await tx
      .update(appointments)
      .set({
        status: "annule",
        motifAnnulation,
        annulePar: "cabinet",
        statusChangedAt: sql`now()`,
        statusChangedBy: context.actorId,
        updatedAt: sql`now()`,
        updatedBy: context.actorId,
      })
      .where(eq(appointments.id, id));
    await recordAuditEvent(tx, context, {
      action: "appointment.booking_refuse",
      targetType: "patient",
      targetId: current.patientId,
      details: { appointmentId: id, from: "a_confirmer", to: "annule", annulePar: "cabinet" },
    });
    await enqueueAppointmentNotice(tx, { type: "annulation", appointmentId: id, patientId: current.patientId, dateHeure: current.dateHeure }, context.now);
    return findAppointment(tx, id);
  });
}
