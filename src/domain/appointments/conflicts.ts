import { and, asc, eq, gt, isNull, lt, ne, notInArray, sql } from "drizzle-orm";
import type { Database } from "@/db/client";
import { appointments, staffUsers } from "@/db/schema";
import { selectAgendaAppointments, toAgendaAppointment } from "@/domain/appointments/appointment-rows";
import { type Slot, slotEnd } from "@/domain/appointments/appointment-status";
import { recordAuditEvent, type AuditContext } from "@/domain/audit/audit-log";
import { invalid } from "@/domain/errors";
import { isDoctor } from "@/domain/staff/doctors";
import { type AgendaAppointment, appointmentMessages, MAX_APPOINTMENT_MINUTES } from "@/schemas/appointment";

/**
 * Locks the doctor's account row until the transaction ends. Every booking and every move onto a
 * doctor's agenda takes this lock before looking for overlaps, so two of them for one doctor take
 * turns: the second sees the first once it gets the lock, and two bookings of one slot cannot both
 * pass the check. The account cannot be deleted half-way either. `active`: the doctor must be an
 * active account (400 otherwise), as for a new booking. `doctor`: the account must be a doctor
 * (`isDoctor`, 400 errors.medecin otherwise): the product's own paths (issue 32); the spec's bare
 * POST /api/appointments books with any account, as the spec shows.
 */
export async function lockDoctor(tx: Database, medecinId: number, options: { active: boolean; doctor?: boolean }): Promise<void> {
  const [medecin] = await tx
    .select({ role: staffUsers.role, estMedecin: staffUsers.estMedecin })
    .from(staffUsers)
    .where(and(eq(staffUsers.id, medecinId), options.active ? isNull(staffUsers.deletedAt) : undefined))
    .for("no key update");
  if (!medecin) {
    throw invalid("Données invalides.", { "medecin.id": "Le médecin doit être un compte actif du personnel." });
  }
  if (options.doctor && !isDoctor(medecin)) throw invalid(appointmentMessages.notADoctor, { medecin: appointmentMessages.notADoctor });
}

/**
 * The doctor's other appointments that overlap this slot ([start, end) intersect: touching is
 * fine), by time; cancelled and missed ones never count. An appointment lasts at most 480 minutes,
 * so only those starting in (start − 480 min, end) can overlap: a range of the
 * (medecin_id, date_heure) index.
 */
export async function findConflicts(
  db: Database,
  slot: Slot & { medecinId: number; excludeId?: number },
): Promise<AgendaAppointment[]> {
  const end = slotEnd(slot);
  const earliest = new Date(slot.start.getTime() - MAX_APPOINTMENT_MINUTES * 60_000);
  const rows = await selectAgendaAppointments(db)
    .where(
      and(
        eq(appointments.medecinId, slot.medecinId),
        gt(appointments.dateHeure, earliest),
        lt(appointments.dateHeure, end),
        sql`${appointments.dateHeure} + ${appointments.dureeMinutes} * interval '1 minute' > ${slot.start.toISOString()}::timestamptz`,
        notInArray(appointments.status, ["annule", "absent"]),
        slot.excludeId === undefined ? undefined : ne(appointments.id, slot.excludeId),
      ),
    )
    .orderBy(asc(appointments.dateHeure), asc(appointments.id));
  return rows.map(toAgendaAppointment);
}

/** A refused booking shows the conflicting appointments, patients' names included: a read of patient data. */
export async function recordConflictsShown(db: Database, audit: AuditContext, conflicts: AgendaAppointment[]) {
  await recordAuditEvent(db, audit, {
    action: "appointment.conflicts",
    details: {
      results: conflicts.length,
      conflictIds: conflicts.map((conflict) => conflict.id),
      patientIds: [...new Set(conflicts.map((conflict) => conflict.patient.id))],
    },
  });
}
