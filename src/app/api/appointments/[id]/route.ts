import { findAgendaAppointment } from "@/domain/appointments/agenda";
import { updateAppointment } from "@/domain/appointments/appointment-changes";
import { outcomeResponse } from "@/server/appointment-outcome";
import { env } from "@/server/env";
import { json, withApi } from "@/server/http";
import { agendaCalls } from "@/server/openapi/agenda";
import { appointmentCalls } from "@/server/openapi/appointments";

/** One appointment as the agenda opens it (any staff member): every field, with the patient's name and phone. */
export const GET = withApi(agendaCalls.read, async ({ db, params, audit }) => json(await findAgendaAppointment(db, params.id, audit)));

/**
 * Changes an appointment (any staff member): its date, length, doctor, motif, observation or
 * status. 409 for a step the lifecycle forbids, or {message, conflits} for an overlap unless `forcer`.
 */
export const PATCH = withApi(appointmentCalls.update, async ({ db, params, body, audit }) =>
  outcomeResponse(await updateAppointment(db, params.id, body, { ...audit, timeZone: env().PRACTICE_TIME_ZONE })),
);
