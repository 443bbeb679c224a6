import { updateRightsRequest } from "@/domain/data-protection/rights-requests";
import { rightsRequestUpdate } from "@/schemas/data-protection";
import { requireRole, requireStaff } from "@/server/auth";
import { getDatabase } from "@/server/db";
import { env } from "@/server/env";
import { json, readJson, withApi } from "@/server/http";
import { parseIdParam } from "@/server/request-params";

export const dynamic = "force-dynamic";

/** Records the answer to a rights request, or a new deadline (ADMIN): the caller becomes its handler. */
export const PATCH = withApi<{ id: string }>(async ({ request, params, requestId }) => {
  const actor = await requireStaff(request);
  requireRole(actor, "ADMIN");
  const id = parseIdParam(params.id);
  const update = await readJson(request, rightsRequestUpdate);
  const { db } = await getDatabase();
  return json(await updateRightsRequest(db, id, update, { actorId: actor.id, requestId, timeZone: env().PRACTICE_TIME_ZONE }));
});
