import { updateAppointment } from "@/domain/appointments/appointment-changes";
import { outcomeResponse } from "@/server/appointment-outcome";
import { env } from "@/server/env";
import { withApi } from "@/server/http";
import { appointmentCalls } from "@/server/openapi/appointments";

/**
 * Changes an appointment (any staff member): its date, length, doctor, motif, observation or
 * status. 409 for a step the lifecycle forbids, or {message, conflits} for an overlap unless `forcer`.
 */
export const PATCH = withApi(appointmentCalls.update, async ({ db, params, body, audit }) =>
  outcomeResponse(await updateAppointment(db, params.id, body, { ...audit, timeZone: env().PRACTICE_TIME_ZONE })),
);
