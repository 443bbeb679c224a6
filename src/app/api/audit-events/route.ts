import { auditTrail } from "@/domain/audit/access-history";
import { requireRole, requireStaff } from "@/server/auth";
import { getDatabase } from "@/server/db";
import { env } from "@/server/env";
import { json, withApi } from "@/server/http";
import { parseQuery } from "@/server/request-params";
import { auditEventQuery } from "@/schemas/audit";

export const dynamic = "force-dynamic";

/** The whole audit trail (ADMIN only), by person and by day in the practice's time zone. */
export const GET = withApi(async ({ request, requestId }) => {
  const actor = await requireStaff(request);
  requireRole(actor, "ADMIN");
  const query = parseQuery(request, auditEventQuery);
  const { db } = await getDatabase();
  return json(await auditTrail(db, query, { actorId: actor.id, requestId, timeZone: env().PRACTICE_TIME_ZONE }));
});
