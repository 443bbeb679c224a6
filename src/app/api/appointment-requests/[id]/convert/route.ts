import { convertRequest } from "@/domain/appointment-requests/triage";
import { outcomeResponse } from "@/server/appointment-outcome";
import { env } from "@/server/env";
import { withApi } from "@/server/http";
import { appointmentRequestCalls } from "@/server/openapi/appointment-requests";

/**
 * The last step of a conversion (any staff member): the same payload as POST /api/appointments;
 * the appointment is created and the request becomes 'planifiée', linked to it — 201. Always
 * checked as the agenda's booking is (issue 32): an overlap in the doctor's agenda or a time the
 * practice is closed answers 409 {message, conflits, fermeture} (unless `forcer`) and leaves the
 * request as it was; `X-Conflict-Check: reject` is accepted and changes nothing.
 */
export const POST = withApi(appointmentRequestCalls.convert, async ({ db, params, body, audit }) => {
  const outcome = await convertRequest(db, params.id, body, { ...audit, timeZone: env().PRACTICE_TIME_ZONE });
  return outcomeResponse(outcome, 201);
});
