import { listTriagedRequests } from "@/domain/appointment-requests/triage";
import { requireStaff } from "@/server/auth";
import { getDatabase } from "@/server/db";
import { json, withApi } from "@/server/http";
import { parseQuery } from "@/server/request-params";
import { requestTriageQuery } from "@/schemas/appointment-request";

export const dynamic = "force-dynamic";

/** The 'Demandes' screen (any staff member): requests with their triage, newest first. */
export const GET = withApi(async ({ request, requestId }) => {
  const actor = await requireStaff(request);
  const query = parseQuery(request, requestTriageQuery);
  const { db } = await getDatabase();
  return json(await listTriagedRequests(db, query, { actorId: actor.id, requestId }));
});
