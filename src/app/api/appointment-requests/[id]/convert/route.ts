import { convertRequest } from "@/domain/appointment-requests/triage";
import { outcomeResponse, wantsConflictCheck } from "@/server/appointment-outcome";
import { env } from "@/server/env";
import { withApi } from "@/server/http";
import { appointmentRequestCalls } from "@/server/openapi/appointment-requests";

/**
 * The last step of a conversion (any staff member): the same payload as POST /api/appointments;
 * the appointment is created and the request becomes 'planifiée', linked to it — 201. With
 * `X-Conflict-Check: reject`, an overlap in the doctor's agenda answers 409 {message, conflits}
 * (unless `forcer`) and leaves the request as it was.
 */
export const POST = withApi(appointmentRequestCalls.convert, async ({ db, params, body, audit, request }) => {
  const outcome = await convertRequest(db, params.id, body, { ...audit, timeZone: env().PRACTICE_TIME_ZONE }, { checkConflicts: wantsConflictCheck(request) });
  return outcomeResponse(outcome, 201);
});
