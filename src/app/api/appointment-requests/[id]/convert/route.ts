import { convertRequest } from "@/domain/appointment-requests/triage";
import { appointmentInput } from "@/schemas/appointment";
import { requireStaff } from "@/server/auth";
import { getDatabase } from "@/server/db";
import { env } from "@/server/env";
import { json, readJson, withApi } from "@/server/http";
import { parseIdParam } from "@/server/request-params";

export const dynamic = "force-dynamic";

/**
 * The last step of a conversion (any staff member): the same payload as POST /api/appointments;
 * the appointment is created and the request becomes 'planifiée', linked to it — 201.
 */
export const POST = withApi<{ id: string }>(async ({ request, params, requestId }) => {
  const actor = await requireStaff(request);
  const id = parseIdParam(params.id);
  const input = await readJson(request, appointmentInput);
  const { db } = await getDatabase();
  const converted = await convertRequest(db, id, input, { actorId: actor.id, requestId, timeZone: env().PRACTICE_TIME_ZONE });
  return json(converted, 201);
});
