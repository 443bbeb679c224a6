import { updateAppointment } from "@/domain/appointments/appointment-changes";
import { appointmentUpdate } from "@/schemas/appointment";
import { outcomeResponse } from "@/server/appointment-outcome";
import { requireStaff } from "@/server/auth";
import { getDatabase } from "@/server/db";
import { env } from "@/server/env";
import { readJson, withApi } from "@/server/http";
import { parseIdParam } from "@/server/request-params";

export const dynamic = "force-dynamic";

/**
 * Changes an appointment (any staff member): its date, length, doctor, motif, observation or
 * status. 409 for a step the lifecycle forbids, or {message, conflits} for an overlap unless `forcer`.
 */
export const PATCH = withApi<{ id: string }>(async ({ request, params, requestId }) => {
  const actor = await requireStaff(request);
  const id = parseIdParam(params.id);
  const input = await readJson(request, appointmentUpdate);
  const { db } = await getDatabase();
  return outcomeResponse(await updateAppointment(db, id, input, { actorId: actor.id, requestId, timeZone: env().PRACTICE_TIME_ZONE }));
});
