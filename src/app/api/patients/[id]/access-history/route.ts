import { patientAccessHistory } from "@/domain/audit/access-history";
import { requireStaff } from "@/server/auth";
import { getDatabase } from "@/server/db";
import { json, withApi } from "@/server/http";
import { parseIdParam, parseQuery } from "@/server/request-params";
import { pageQuery } from "@/schemas/paging";

export const dynamic = "force-dynamic";

/** Who opened or changed this patient's file, newest first (any staff member). */
export const GET = withApi<{ id: string }>(async ({ request, params, requestId }) => {
  const actor = await requireStaff(request);
  const id = parseIdParam(params.id);
  const page = parseQuery(request, pageQuery);
  const { db } = await getDatabase();
  return json(await patientAccessHistory(db, id, page, { actorId: actor.id, requestId }));
});
