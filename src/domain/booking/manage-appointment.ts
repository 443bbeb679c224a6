import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import type { Database } from "@/db/client";
import { appointments, staffUsers, visitTypes } from "@/db/schema";
import { lockDoctor } from "@/domain/appointments/conflicts";
import { recordAuditEvent } from "@/domain/audit/audit-log";
import { appointmentIdForLink, extendAppointmentLinks } from "@/domain/booking/appointment-links";
import { readBookingSettings } from "@/domain/booking/booking-settings";
import { computeSlots, nextFreeSlots, type SlotClock } from "@/domain/booking/free-slots";
import { bookableTypes, publicDoctorName } from "@/domain/booking/visit-types";
import { conflict, DomainError, invalid, notFound } from "@/domain/errors";
import { enqueueAppointmentNotice } from "@/domain/notifications/outbox";
import { recordStaffAlertEvent } from "@/domain/notifications/staff-alerts";
import { parseDateTime, wallClockText } from "@/calendar/zone";
import {
  appointmentLinkMessages,
  type ManagedView,
  patientCancelMotif,
  type PatientCancelInput,
  type PatientMoveInput,
} from "@/schemas/appointment-link";
import type { AppointmentStatus } from "@/schemas/appointment";
import { bookingMessages, type BookingHoldConflict, NEXT_SLOTS } from "@/schemas/booking";

/**
 * What a patient does from their personal link (issue 33, decision 050). The token opens one
 * appointment until its end; an unknown, malformed or expired token and an appointment already
 * over all get the same 404, which says nothing of whether an appointment exists.
 *
 * - Confirm: a planned appointment becomes confirmed, until it starts.
 * - Cancel (a reason from a short list) and move (a free slot of the same visit type, as
 *   GET /api/booking/slots offers it) until the cut-off of the booking rules (by default 2 hours
 *   before); after it, the page gives the practice's number.
 * - A move takes the appointment's row lock, then the new doctor's `lockDoctor` (the lock every
 *   booking, hold and staff move onto that agenda takes), and checks the slot again there with
 *   `computeSlots`, the appointment itself left out: a slot another visitor holds or the staff
 *   just booked is refused with the next three free ones.
 *
 * Every change records who did it (the patient, by the link: `action_patient`), is audited with no
 * actor and ids only, leaves a staff alert event (cancel, move) and puts the patient's notice in
 * the outbox, in the same transaction.
 */

export type ManageClock = SlotClock;


export type MoveOutcome = { kind: "moved"; view: ManagedView } | { kind: "taken"; conflict: BookingHoldConflict };

/** Statuses the patient may still act on: waiting for the front desk, planned, confirmed. */
const ACTIVE: readonly AppointmentStatus[] = ["a_confirmer", "planifie", "confirme"];

const MINUTE = 60_000;
const linkedColumns = {
  id: appointments.id,
  patientId: appointments.patientId,
  medecinId: appointments.medecinId,
  medecinNom: staffUsers.nom,
  medecinPrenom: staffUsers.prenom,
  dateHeure: appointments.dateHeure,
  dureeMinutes: appointments.dureeMinutes,
  status: appointments.status,
  motif: appointments.motif,
  visitTypeId: appointments.visitTypeId,
  typeFr: visitTypes.libelleFr,
  typeAr: visitTypes.libelleAr,
  actionPatient: appointments.actionPatient,
};

const selectLinked = (db: Database, id: number) =>
  db
    .select(linkedColumns)
    .from(appointments)
    .innerJoin(staffUsers, eq(staffUsers.id, appointments.medecinId))
    .leftJoin(visitTypes, eq(visitTypes.id, appointments.visitTypeId))
    .where(eq(appointments.id, id));
type Linked = Awaited<ReturnType<typeof selectLinked>>[number];

/** The link's appointment (its row locked for update inside a change), or the one 404 for every bad link. */
async function linkedAppointment(db: Database, token: string, now: Date, lock: boolean): Promise<Linked> {
  const id = await appointmentIdForLink(db, token, now);
  if (id === null) throw notFound(appointmentLinkMessages.invalidLink);
  const [row] = lock ? await selectLinked(db, id).for("update", { of: appointments }) : await selectLinked(db, id);
  // An appointment already over opens nothing, whatever its links say (a staff move may have made it earlier).
  if (!row || row.dateHeure.getTime() + row.dureeMinutes * MINUTE <= now.getTime()) throw notFound(appointmentLinkMessages.invalidLink);
  return row;
}

/** Whether the type can still be booked online (active, online, a doctor who takes it), so that the move can offer its slots. */
async function movableType(db: Database, typeId: number | null): Promise<boolean> {
  if (typeId === null) return false;
  const settings = await readBookingSettings(db);
  if (!settings.reservationEnLigne) return false;
  return (await bookableTypes(db, { typeId })).length > 0;
}

async function viewOf(db: Database, row: Linked, clock: ManageClock): Promise<ManagedView> {
  const settings = await readBookingSettings(db);
  const cutOff = new Date(row.dateHeure.getTime() - settings.delaiAnnulationMinutes * MINUTE);
  const active = ACTIVE.includes(row.status);
  const beforeCutOff = clock.now.getTime() < cutOff.getTime();
  return {
    debut: wallClockText(row.dateHeure, clock.timeZone),
    fin: wallClockText(new Date(row.dateHeure.getTime() + row.dureeMinutes * MINUTE), clock.timeZone),
    dureeMinutes: row.dureeMinutes,
    medecin: { id: row.medecinId, nom: publicDoctorName({ nom: row.medecinNom, prenom: row.medecinPrenom }) },
    type: row.visitTypeId === null ? null : { id: row.visitTypeId, libelleFr: row.typeFr ?? "", libelleAr: row.typeAr ?? "" },
    motif: row.motif,
    // A booking waiting for the front desk reads as booked: its reason (a type for known patients
    // only, repeated absences) must not tell the link's holder whether someone is a patient (decision 048).
    statut: row.status === "a_confirmer" ? "planifie" : row.status,
    limite: wallClockText(cutOff, clock.timeZone),
    // Saying "I will come" is welcome until the appointment starts; only changes have a cut-off.
    peutConfirmer: row.status === "planifie" && clock.now.getTime() < row.dateHeure.getTime(),
    peutAnnuler: active && beforeCutOff,
    peutDeplacer: active && beforeCutOff && (await movableType(db, row.visitTypeId)),
    actionPatient: row.actionPatient,
  };
}

/** The audit context of a patient's own action: no staff actor, a request id of its own. */
const patientContext = (requestId?: string) => ({ actorId: null, requestId: requestId ?? randomUUID() });

/** GET /api/booking/rendez-vous/{token} and the page: the appointment, audited as opened by its patient. */
export async function readManagedAppointment(db: Database, token: string, clock: ManageClock, requestId?: string): Promise<ManagedView> {
  const row = await linkedAppointment(db, token, clock.now, false);
  await recordAuditEvent(db, patientContext(requestId), {
    action: "appointment_link.read",
    targetType: "patient",
    targetId: row.patientId,
    details: { appointmentId: row.id },
  });
  return viewOf(db, row, clock);
}

/** The patient confirms a planned appointment (planifie → confirme). Already confirmed: nothing changes. */
export async function confirmByPatient(db: Database, token: string, clock: ManageClock, requestId?: string): Promise<ManagedView> {
  return db.transaction(async (tx) => {
    const row = await linkedAppointment(tx, token, clock.now, true);
    if (row.status === "confirme") return viewOf(tx, row, clock);
    if (row.status !== "planifie" || clock.now.getTime() >= row.dateHeure.getTime()) throw conflict(appointmentLinkMessages.cannotConfirm);
    await tx
      .update(appointments)
      .set({ status: "confirme", statusChangedAt: clock.now, statusChangedBy: null, actionPatient: "confirme", actionPatientAt: clock.now, updatedAt: sql`now()` })
      .where(eq(appointments.id, row.id));
    await recordAuditEvent(tx, patientContext(requestId), {
      action: "appointment_link.confirm",
      targetType: "patient",
      targetId: row.patientId,
      details: { appointmentId: row.id, from: row.status, to: "confirme" },
    });
    return viewOf(tx, { ...row, status: "confirme", actionPatient: "confirme" }, clock);
  });
}

/** Refuses a change past the cut-off, or of an appointment no longer planned (409 with the reason). */
async function assertChangeable(tx: Database, row: Linked, now: Date): Promise<void> {
  if (!ACTIVE.includes(row.status)) throw conflict(appointmentLinkMessages.notActive);
  const settings = await readBookingSettings(tx);
  if (now.getTime() >= row.dateHeure.getTime() - settings.delaiAnnulationMinutes * MINUTE) throw conflict(appointmentLinkMessages.tooLate);
}

/** The patient cancels (status annule, annule_par patient, the reason from the list); the slot is free at once. */
export async function cancelByPatient(db: Database, token: string, input: PatientCancelInput, clock: ManageClock, requestId?: string): Promise<ManagedView> {
  return db.transaction(async (tx) => {
    const row = await linkedAppointment(tx, token, clock.now, true);
    await assertChangeable(tx, row, clock.now);
    await tx
      .update(appointments)
      .set({
        status: "annule",
        motifAnnulation: patientCancelMotif(input.motif),
        annulePar: "patient",
        statusChangedAt: clock.now,
        statusChangedBy: null,
        actionPatient: "annule",
        actionPatientAt: clock.now,
        updatedAt: sql`now()`,
      })
      .where(eq(appointments.id, row.id));
    await recordAuditEvent(tx, patientContext(requestId), {
      action: "appointment_link.cancel",
      targetType: "patient",
      targetId: row.patientId,
      details: { appointmentId: row.id, from: row.status, to: "annule", motif: input.motif },
    });
    await recordStaffAlertEvent(tx, "appointment_link");
    // The patient's receipt: whoever holds a link, the patient hears of the cancellation.
    await enqueueAppointmentNotice(tx, { type: "annulation", appointmentId: row.id, patientId: row.patientId, dateHeure: row.dateHeure }, clock.now);
    return viewOf(tx, { ...row, status: "annule", actionPatient: "annule" }, clock);
  });
}

/**
 * The patient moves the appointment to a free slot of its visit type (any doctor who takes it),
 * checked again under the doctor's lock; a slot no longer free is `taken`, with the next three.
 */
export async function moveByPatient(db: Database, token: string, input: PatientMoveInput, clock: ManageClock, requestId?: string): Promise<MoveOutcome> {
  const start = parseDateTime(input.debut, clock.timeZone);
  if (!start) throw invalid(bookingMessages.slotNotOffered, { debut: bookingMessages.slotNotOffered });
  const outcome = await db.transaction(async (tx): Promise<{ kind: "taken"; typeId: number; appointmentId: number } | { kind: "moved"; view: ManagedView }> => {
    const row = await linkedAppointment(tx, token, clock.now, true);
    await assertChangeable(tx, row, clock.now);
    if (!(await movableType(tx, row.visitTypeId))) throw conflict(appointmentLinkMessages.cannotMove);
    const typeId = row.visitTypeId!;
    try {
      await lockDoctor(tx, input.medecinId, { active: true, doctor: true });
    } catch (error) {
      if (error instanceof DomainError && error.code === "VALIDATION") throw invalid(bookingMessages.doctorNotOffered, { medecinId: bookingMessages.doctorNotOffered });
      throw error;
    }
    const day = input.debut.slice(0, 10);
    const slots = await computeSlots(tx, { typeId, medecinId: input.medecinId, du: day, au: day, excludeAppointmentId: row.id }, clock);
    if (slots.closed) throw conflict(appointmentLinkMessages.cannotMove);
    if (!slots.offered.has(input.debut)) throw invalid(bookingMessages.slotNotOffered, { debut: bookingMessages.slotNotOffered });
    // Its own time and doctor: nothing to move.
    if (start.getTime() === row.dateHeure.getTime() && input.medecinId === row.medecinId) return { kind: "moved", view: await viewOf(tx, row, clock) };
    const slot = slots.free.find((candidate) => candidate.debut === input.debut && candidate.medecin.id === input.medecinId);
    if (!slot) return { kind: "taken", typeId, appointmentId: row.id };
    const end = parseDateTime(slot.fin, clock.timeZone)!;
    const minutes = Math.round((end.getTime() - start.getTime()) / MINUTE);
    await tx
      .update(appointments)
      .set({ dateHeure: start, dureeMinutes: minutes, medecinId: input.medecinId, actionPatient: "deplace", actionPatientAt: clock.now, updatedAt: sql`now()` })
      .where(eq(appointments.id, row.id));
    // The links of this appointment now last until its new end.
    await extendAppointmentLinks(tx, row.id, end);
    const fields = ["dateHeure", ...(minutes !== row.dureeMinutes ? ["dureeMinutes"] : []), ...(input.medecinId !== row.medecinId ? ["medecin"] : [])];
    await recordAuditEvent(tx, patientContext(requestId), {
      action: "appointment_link.move",
      targetType: "patient",
      targetId: row.patientId,
      details: { appointmentId: row.id, fields },
    });
    await recordStaffAlertEvent(tx, "appointment_link");
    await enqueueAppointmentNotice(
      tx,
      { type: "deplacement", appointmentId: row.id, patientId: row.patientId, dateHeure: start, ancienneDateHeure: row.dateHeure },
      clock.now,
    );
    const [moved] = await tx.select({ nom: staffUsers.nom, prenom: staffUsers.prenom }).from(staffUsers).where(eq(staffUsers.id, input.medecinId));
    return {
      kind: "moved",
      view: await viewOf(
        tx,
        { ...row, dateHeure: start, dureeMinutes: minutes, medecinId: input.medecinId, medecinNom: moved!.nom, medecinPrenom: moved!.prenom, actionPatient: "deplace" },
        clock,
      ),
    };
  });
  if (outcome.kind === "moved") return outcome;
  const suivants = await nextFreeSlots(
    db,
    { typeId: outcome.typeId, medecinId: input.medecinId, after: input.debut, excludeAppointmentId: outcome.appointmentId },
    clock,
    NEXT_SLOTS,
  );
  return { kind: "taken", conflict: { message: bookingMessages.slotTaken, suivants } };
}

/**
 * The free slots the move offers (the same type, the appointment left out), from `du` for `days`
 * days; none when the link may not move it. Throws the link's 404 like every other call.
 */
export async function slotsForMove(
  db: Database,
  token: string,
  range: { du: string; au: string; medecinId?: number },
  clock: ManageClock,
): Promise<{ view: ManagedView; slots: Awaited<ReturnType<typeof computeSlots>>["free"] }> {
  const row = await linkedAppointment(db, token, clock.now, false);
  const view = await viewOf(db, row, clock);
  if (!view.peutDeplacer || row.visitTypeId === null) return { view, slots: [] };
  const { free } = await computeSlots(db, { typeId: row.visitTypeId, du: range.du, au: range.au, medecinId: range.medecinId, excludeAppointmentId: row.id }, clock);
  // The appointment's own start is no new slot.
  const current = wallClockText(row.dateHeure, clock.timeZone);
  return { view, slots: free.filter((slot) => !(slot.debut === current && slot.medecin.id === row.medecinId)) };
}
