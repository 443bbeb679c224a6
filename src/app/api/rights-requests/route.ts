import { createRightsRequest, listRightsRequests } from "@/domain/data-protection/rights-requests";
import { rightsRequestInput, rightsRequestListQuery } from "@/schemas/data-protection";
import { requireRole, requireStaff } from "@/server/auth";
import { getDatabase } from "@/server/db";
import { env } from "@/server/env";
import { json, readJson, withApi } from "@/server/http";
import { parseQuery } from "@/server/request-params";

export const dynamic = "force-dynamic";

/** The register of rights requests (ADMIN): open ones first, by deadline. */
export const GET = withApi(async ({ request, requestId }) => {
  const actor = await requireStaff(request);
  requireRole(actor, "ADMIN");
  const query = parseQuery(request, rightsRequestListQuery);
  const { db } = await getDatabase();
  return json(await listRightsRequests(db, query, { actorId: actor.id, requestId, timeZone: env().PRACTICE_TIME_ZONE }));
});

/** Records a request received (ADMIN): 201; its deadline defaults to RIGHTS_REQUEST_DEADLINE_DAYS after receipt. */
export const POST = withApi(async ({ request, requestId }) => {
  const actor = await requireStaff(request);
  requireRole(actor, "ADMIN");
  const input = await readJson(request, rightsRequestInput);
  const { db } = await getDatabase();
  const settings = env();
  return json(await createRightsRequest(db, input, { actorId: actor.id, requestId, timeZone: settings.PRACTICE_TIME_ZONE, deadlineDays: settings.RIGHTS_REQUEST_DEADLINE_DAYS }), 201);
});
