import { listAgenda } from "@/domain/appointments/agenda";
import { createAppointment } from "@/domain/appointments/appointments";
import { outcomeResponse, wantsConflictCheck } from "@/server/appointment-outcome";
import { env } from "@/server/env";
import { json, withApi } from "@/server/http";
import { appointmentCalls } from "@/server/openapi/appointments";

/**
 * Records an appointment (any staff member); a dateHeure without offset is practice time. With
 * `X-Conflict-Check: reject`, an overlap with the doctor's other appointments answers 409
 * {message, conflits} unless the body says `forcer: true`, and a medecin who is not a doctor 400;
 * without it, the spec's call.
 */
export const POST = withApi(appointmentCalls.create, async ({ db, body, audit, request }) => {
  const productPath = wantsConflictCheck(request);
  const outcome = await createAppointment(db, body, { ...audit, timeZone: env().PRACTICE_TIME_ZONE }, { checkConflicts: productPath, requireDoctor: productPath });
  return outcomeResponse(outcome, 201);
});

/** The agenda (any staff member): appointments starting on the days du…au (practice time zone), by time then doctor. */
export const GET = withApi(appointmentCalls.agenda, async ({ db, query, audit }) =>
  json(await listAgenda(db, query, { ...audit, timeZone: env().PRACTICE_TIME_ZONE })),
);
