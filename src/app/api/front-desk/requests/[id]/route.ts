import { getTriagedRequest } from "@/domain/appointment-requests/triage";
import { requireStaff } from "@/server/auth";
import { getDatabase } from "@/server/db";
import { json, withApi } from "@/server/http";
import { parseIdParam } from "@/server/request-params";

export const dynamic = "force-dynamic";

/** One request with its triage (any staff member), for the conversion screen. */
export const GET = withApi<{ id: string }>(async ({ request, params, requestId }) => {
  const actor = await requireStaff(request);
  const id = parseIdParam(params.id);
  const { db } = await getDatabase();
  return json(await getTriagedRequest(db, id, { actorId: actor.id, requestId }));
});
