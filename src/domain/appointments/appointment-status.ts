import { DomainError } from "@/domain/errors";
import { type AppointmentStatus, appointmentStatusLabels } from "@/schemas/appointment";

/**
 * The life of an appointment (docs/decisions/019):
 *
 *   planifie ◄──► confirme ──► arrive ◄──► vu
 *      │ ▲  │        │  │        ▲
 *      │ │  └────────┼──┼────────┘ (arrived without confirming)
 *      │ │           │  │
 *      │ └─ absent ◄─┴──┤    absent ──► planifie (reopened: the patient called, or a mistake)
 *      └──► annule ◄────┘    annule ──► planifie (reinstated; the overlap check runs again)
 *
 * An online booking the practice could not verify starts as a_confirmer: the front desk confirms
 * it (→ planifie or confirme) or refuses it (→ annule, which frees the slot).
 *
 * Going back one step undoes a click made too soon (arrive → confirme, vu → arrive, confirme →
 * planifie). Once seen, an appointment is never absent or cancelled; once absent or cancelled it
 * only comes back as planned, never straight to arrived or seen.
 */
const TRANSITIONS: Record<AppointmentStatus, readonly AppointmentStatus[]> = {
  a_confirmer: ["planifie", "confirme", "annule"],
  planifie: ["confirme", "arrive", "absent", "annule"],
  confirme: ["planifie", "arrive", "absent", "annule"],
  arrive: ["vu", "confirme"],
  vu: ["arrive"],
  absent: ["planifie"],
  annule: ["planifie"],
};

export function allowedTransitions(from: AppointmentStatus): readonly AppointmentStatus[] {
  return TRANSITIONS[from];
}

export function canTransition(from: AppointmentStatus, to: AppointmentStatus): boolean {
  return TRANSITIONS[from].includes(to);
}

/** Whether the appointment holds its slot: cancelled and missed ones never overlap anything. */
export function occupiesSlot(status: AppointmentStatus): boolean {
  return status !== "annule" && status !== "absent";
}

/** Whether its date, length or doctor may still change: not once seen, missed or cancelled. */
export function canBeMoved(status: AppointmentStatus): boolean {
  return status === "a_confirmer" || status === "planifie" || status === "confirme" || status === "arrive";
}

/** Throws the French explanation (409) when `from → to` is not a step of the lifecycle. */
export function assertTransition(from: AppointmentStatus, to: AppointmentStatus): void {
  if (!canTransition(from, to)) {
    throw new DomainError(
      "CONFLICT",
      `Un rendez-vous « ${appointmentStatusLabels[from]} » ne peut pas passer à « ${appointmentStatusLabels[to]} ».`,
    );
  }
}

/** Throws the French explanation (409) when an appointment in this status may not be moved. */
export function assertMovable(status: AppointmentStatus): void {
  if (canBeMoved(status)) return;
  const reopen = canTransition(status, "planifie") ? ` : remettez-le d'abord à « ${appointmentStatusLabels.planifie} »` : "";
  throw new DomainError(
    "CONFLICT",
    `Un rendez-vous « ${appointmentStatusLabels[status]} » ne peut pas être déplacé (date, durée ou médecin)${reopen}.`,
  );
}

/** Where an appointment sits in time: from its start, for its length. */
export type Slot = { start: Date; minutes: number };

export function slotEnd(slot: Slot): Date {
  return new Date(slot.start.getTime() + slot.minutes * 60_000);
}

/**
 * Two slots overlap when [start, end) intersect: one ending at 10:30 and the other starting at
 * 10:30 only touch. The database runs the same test (findConflicts in conflicts.ts).
 */
export function slotsOverlap(a: Slot, b: Slot): boolean {
  return a.start.getTime() < slotEnd(b).getTime() && b.start.getTime() < slotEnd(a).getTime();
}
