import type { Outcome } from "@/domain/appointments/appointments";
import { appointmentMessages, CONFLICT_CHECK_HEADER, CONFLICT_CHECK_VALUE, type AppointmentConflict } from "@/schemas/appointment";
import { json } from "@/server/http";

/** Whether the client asked for overlaps to be refused (`X-Conflict-Check: reject`). */
export function wantsConflictCheck(request: Request): boolean {
  return request.headers.get(CONFLICT_CHECK_HEADER)?.trim().toLowerCase() === CONFLICT_CHECK_VALUE;
}

/**
 * A booking or change that went through (`status`), or 409 {message, conflits[, fermeture]}: the
 * doctor's overlapping appointments and/or why the practice is closed then, to confirm with `forcer`.
 */
export function outcomeResponse<T>(outcome: Outcome<T>, status = 200): Response {
  if (outcome.kind === "conflicts") {
    const message = outcome.conflicts.length > 0 ? appointmentMessages.conflict : appointmentMessages.closedSlot;
    const body: AppointmentConflict = { message, conflits: outcome.conflicts, ...(outcome.fermeture ? { fermeture: outcome.fermeture } : {}) };
    return json(body, 409);
  }
  return json(outcome.value, status);
}
