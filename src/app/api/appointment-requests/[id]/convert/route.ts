import { convertRequest } from "@/domain/appointment-requests/triage";
import { appointmentInput } from "@/schemas/appointment";
import { outcomeResponse, wantsConflictCheck } from "@/server/appointment-outcome";
import { requireStaff } from "@/server/auth";
import { getDatabase } from "@/server/db";
import { env } from "@/server/env";
import { readJson, withApi } from "@/server/http";
import { parseIdParam } from "@/server/request-params";

export const dynamic = "force-dynamic";

/**
 * The last step of a conversion (any staff member): the same payload as POST /api/appointments;
 * the appointment is created and the request becomes 'planifiée', linked to it — 201. With
 * `X-Conflict-Check: reject`, an overlap in the doctor's agenda answers 409 {message, conflits}
 * (unless `forcer`) and leaves the request as it was.
 */
export const POST = withApi<{ id: string }>(async ({ request, params, requestId }) => {
  const actor = await requireStaff(request);
  const id = parseIdParam(params.id);
  const input = await readJson(request, appointmentInput);
  const { db } = await getDatabase();
  const outcome = await convertRequest(
    db,
    id,
    input,
    { actorId: actor.id, requestId, timeZone: env().PRACTICE_TIME_ZONE },
    { checkConflicts: wantsConflictCheck(request) },
  );
  return outcomeResponse(outcome, 201);
});
