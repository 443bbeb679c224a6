import { eq, sql } from "drizzle-orm";
import type { Database } from "@/db/client";
import { appointments } from "@/db/schema";
import { findAppointment } from "@/domain/appointments/appointment-rows";
import { assertMovable, assertTransition, occupiesSlot } from "@/domain/appointments/appointment-status";
import { assertVisitTypeInUse, forcedDetails, readDateHeure, type Outcome } from "@/domain/appointments/appointments";
import { findConflicts, lockDoctor, recordConflictsShown } from "@/domain/appointments/conflicts";
import { closedSlotOf, readHoursForChecks } from "@/domain/appointments/slot-warnings";
import { recordAuditEvent, type AuditContext } from "@/domain/audit/audit-log";
import { invalid, notFound } from "@/domain/errors";
import { enqueueAppointmentNotice } from "@/domain/notifications/outbox";
import {
  type Appointment,
  appointmentMessages,
  type AppointmentStatus,
  type AppointmentUpdate,
  type CancellationSide,
  statusTooEarly,
} from "@/schemas/appointment";
import { todayIn, wallClockIn } from "@/calendar/zone";

/** The appointment, locked until the transaction ends: two people changing it take turns. */
async function lockAppointment(tx: Database, id: number) {
  const [row] = await tx
    .select({
      id: appointments.id,
      patientId: appointments.patientId,
      medecinId: appointments.medecinId,
      dateHeure: appointments.dateHeure,
      dureeMinutes: appointments.dureeMinutes,
      motif: appointments.motif,
      observation: appointments.observation,
      status: appointments.status,
      motifAnnulation: appointments.motifAnnulation,
      annulePar: appointments.annulePar,
      visitTypeId: appointments.visitTypeId,
    })
    .from(appointments)
    .where(eq(appointments.id, id))
    .for("update");
  if (!row) throw notFound(appointmentMessages.notFound);
  return row;
}

type Changes = Partial<{
  dateHeure: Date;
  dureeMinutes: number;
  medecinId: number;
  motif: string;
  observation: string | null;
  status: AppointmentStatus;
  motifAnnulation: string | null;
  annulePar: CancellationSide | null;
  visitTypeId: number | null;
}>;

/** The API's names of the changed columns, for the audit trail (names only, never values). */
const fieldNames: Record<keyof Changes, string | null> = {
  dateHeure: "dateHeure",
  dureeMinutes: "dureeMinutes",
  medecinId: "medecin",
  motif: "motif",
  observation: "observation",
  // Recorded by appointment.status.
  status: null,
  motifAnnulation: "motifAnnulation",
  annulePar: "annulePar",
  visitTypeId: "visitTypeId",
};

/**
 * PATCH /api/appointments/{id}. What the body leaves out stays as it is; a value equal to the
 * current one is no change. Rules (docs/decisions/019):
 * - a status change must be a step of the lifecycle (appointment-status.ts), else 409; it records
 *   who and when. Cancelling says why and who; leaving 'annule' clears both.
 * - the date, length and doctor follow the creation rules (practice time, an active doctor) and
 *   may change only while the appointment ends up planned, confirmed or arrived (409 otherwise):
 *   reopening a missed or cancelled appointment and moving it can be one call.
 * - a move, or a return from absent/annule to the agenda, is checked for overlaps with the
 *   doctor's other appointments, and a new date or length for the opening hours (`fermeture`):
 *   held back with them unless `forcer`, which is audited.
 * - "arrivé" and "vu" are set from the appointment's day on (practice date at `now`), never
 *   before (400 with the French reason); a move of an arrived or seen appointment to a later day
 *   is refused the same way. A past appointment may always be marked.
 */
export async function updateAppointment(
  db: Database,
  id: number,
  update: AppointmentUpdate,
  context: AuditContext & { timeZone: string; now?: Date },
): Promise<Outcome<Appointment>> {
  const dateHeure = update.dateHeure === undefined ? undefined : readDateHeure(update.dateHeure, context.timeZone);
  const now = context.now ?? new Date();
  // Read before the transaction (it may fill a year's holidays): only a new date or length is checked against them.
  const hours = update.dateHeure !== undefined || update.dureeMinutes !== undefined ? await readHoursForChecks(db, context.timeZone, now) : null;

  return db.transaction(async (tx): Promise<Outcome<Appointment>> => {
    const current = await lockAppointment(tx, id);
    const changes: Changes = {};

    const status = update.status ?? current.status;
    if (status !== current.status) {
      assertTransition(current.status, status);
      changes.status = status;
    }

    if (status === "annule") {
      if (update.motifAnnulation !== undefined && update.motifAnnulation !== current.motifAnnulation) {
        changes.motifAnnulation = update.motifAnnulation;
      }
      if (update.annulePar !== undefined && update.annulePar !== current.annulePar) changes.annulePar = update.annulePar;
    } else {
      const misplaced = (["motifAnnulation", "annulePar"] as const).filter((key) => update[key] !== undefined);
      if (misplaced.length > 0) {
        throw invalid(
          appointmentMessages.cancellationOnly,
          Object.fromEntries(misplaced.map((key) => [key, appointmentMessages.cancellationOnly])),
        );
      }
      if (current.status === "annule") {
        changes.motifAnnulation = null;
        changes.annulePar = null;
      }
    }

    if (dateHeure !== undefined && dateHeure.getTime() !== current.dateHeure.getTime()) changes.dateHeure = dateHeure;
    if (update.dureeMinutes !== undefined && update.dureeMinutes !== current.dureeMinutes) changes.dureeMinutes = update.dureeMinutes;
    if (update.medecin !== undefined && update.medecin.id !== current.medecinId) changes.medecinId = update.medecin.id;
    if (update.motif !== undefined && update.motif !== current.motif) changes.motif = update.motif;
    if (update.observation !== undefined && update.observation !== current.observation) changes.observation = update.observation;
    if (update.visitTypeId !== undefined && update.visitTypeId !== current.visitTypeId) {
      if (update.visitTypeId !== null) await assertVisitTypeInUse(tx, update.visitTypeId);
      changes.visitTypeId = update.visitTypeId;
    }

    const moved = changes.dateHeure !== undefined || changes.dureeMinutes !== undefined || changes.medecinId !== undefined;
    if (moved) assertMovable(status);

    // Going back from seen to arrived undoes a click: never held back by the day.
    const undo = current.status === "vu" && changes.status === "arrive";
    if ((changes.status !== undefined && !undo) || changes.dateHeure !== undefined) {
      const day = wallClockIn(changes.dateHeure ?? current.dateHeure, context.timeZone).date;
      const tooEarly = statusTooEarly(status, day, todayIn(context.timeZone, now));
      if (tooEarly) throw invalid(tooEarly, { [changes.status !== undefined ? "status" : "dateHeure"]: tooEarly });
    }

    const medecinId = changes.medecinId ?? current.medecinId;
    let forced: Record<string, boolean | number[]> = {};
    const backOnTheAgenda = !occupiesSlot(current.status) && occupiesSlot(status);
    if (occupiesSlot(status) && (moved || backOnTheAgenda)) {
      // A new doctor must be an active account and a doctor; the current one keeps their appointments
      // even if since deleted, or not a doctor (the agenda's "Autres": they can be given a doctor).
      await lockDoctor(tx, medecinId, { active: changes.medecinId !== undefined, doctor: changes.medecinId !== undefined });
      const slot = { start: changes.dateHeure ?? current.dateHeure, minutes: changes.dureeMinutes ?? current.dureeMinutes };
      const conflicts = await findConflicts(tx, { ...slot, medecinId, excludeId: id });
      const retimed = changes.dateHeure !== undefined || changes.dureeMinutes !== undefined;
      const fermeture = hours && retimed ? closedSlotOf(hours, slot, context.timeZone) : null;
      if ((conflicts.length > 0 || fermeture) && !update.forcer) {
        if (conflicts.length > 0) await recordConflictsShown(tx, context, conflicts);
        return { kind: "conflicts", conflicts, fermeture };
      }
      forced = forcedDetails(conflicts, fermeture);
    } else if (changes.medecinId !== undefined) {
      await lockDoctor(tx, medecinId, { active: true, doctor: true });
    }

    if (Object.keys(changes).length === 0) return { kind: "done", value: await findAppointment(tx, id) };

    await tx
      .update(appointments)
      .set({
        ...changes,
        ...(changes.status === undefined ? {} : { statusChangedAt: sql`now()`, statusChangedBy: context.actorId }),
        updatedAt: sql`now()`,
        updatedBy: context.actorId,
      })
      .where(eq(appointments.id, id));

    const target = { targetType: "patient" as const, targetId: current.patientId };
    // Cancelling sets the reason and the side, reinstating clears them: part of the status step.
    const statusFields = new Set<keyof Changes>(changes.status === undefined ? ["status"] : ["status", "motifAnnulation", "annulePar"]);
    const fields = (Object.keys(changes) as (keyof Changes)[]).filter((key) => !statusFields.has(key)).flatMap((key) => fieldNames[key] ?? []);
    if (fields.length > 0) {
      await recordAuditEvent(tx, context, {
        action: "appointment.update",
        ...target,
        details: { appointmentId: id, fields, ...(moved ? forced : {}) },
      });
    }
    if (changes.status !== undefined) {
      await recordAuditEvent(tx, context, {
        action: "appointment.status",
        ...target,
        details: {
          appointmentId: id,
          from: current.status,
          to: changes.status,
          ...(changes.annulePar ? { annulePar: changes.annulePar } : {}),
          ...(moved ? {} : forced),
        },
      });
    }
    await noticeOfChange(tx, current, changes, status);
    return { kind: "done", value: await findAppointment(tx, id) };
  });
}

/**
 * What the patient is told of a change (decision 030), in its transaction: a cancellation, a
 * return to the agenda (confirmed again), or a new date or time. A new doctor or length alone is
 * not worth a message.
 */
async function noticeOfChange(
  tx: Database,
  current: { id: number; patientId: number; dateHeure: Date; status: AppointmentStatus },
  changes: Changes,
  status: AppointmentStatus,
) {
  const notice = { appointmentId: current.id, patientId: current.patientId, dateHeure: changes.dateHeure ?? current.dateHeure };
  if (changes.status === "annule") {
    await enqueueAppointmentNotice(tx, { ...notice, type: "annulation" });
  } else if ((!occupiesSlot(current.status) || current.status === "a_confirmer") && occupiesSlot(status) && changes.status !== undefined) {
    // Back on the agenda, or an online booking the front desk accepted (it was told nothing yet).
    await enqueueAppointmentNotice(tx, { ...notice, type: "confirmation" });
  } else if (changes.dateHeure !== undefined && occupiesSlot(status) && status !== "a_confirmer") {
    // A booking still waiting for the front desk was confirmed to nobody: its confirmation will say when.
    await enqueueAppointmentNotice(tx, { ...notice, type: "deplacement", ancienneDateHeure: current.dateHeure });
  }
}

/**
 * Cancels an appointment inside the caller's transaction (a planned request cancelled with its
 * appointment): status 'annule', with the reason and side given, audited with the request's id.
 * Already cancelled: left as it is. One that cannot be cancelled any more (arrived, seen,
 * missed) stops the whole change with the lifecycle's 409.
 */
export async function cancelAppointmentWithin(
  tx: Database,
  id: number,
  cancellation: { motifAnnulation: string; annulePar: CancellationSide; requestId: number },
  audit: AuditContext,
): Promise<void> {
  const current = await lockAppointment(tx, id);
  if (current.status === "annule") return;
  assertTransition(current.status, "annule");
  await tx
    .update(appointments)
    .set({
      status: "annule",
      motifAnnulation: cancellation.motifAnnulation,
      annulePar: cancellation.annulePar,
      statusChangedAt: sql`now()`,
      statusChangedBy: audit.actorId,
      updatedAt: sql`now()`,
      updatedBy: audit.actorId,
    })
    .where(eq(appointments.id, id));
  await recordAuditEvent(tx, audit, {
    action: "appointment.status",
    targetType: "patient",
    targetId: current.patientId,
    details: {
      appointmentId: id,
      from: current.status,
      to: "annule",
      annulePar: cancellation.annulePar,
      appointmentRequestId: cancellation.requestId,
    },
  });
  await enqueueAppointmentNotice(tx, { type: "annulation", appointmentId: id, patientId: current.patientId, dateHeure: current.dateHeure });
}
