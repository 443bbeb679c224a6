import { auditActors } from "@/domain/audit/access-history";
import { requireRole, requireStaff } from "@/server/auth";
import { getDatabase } from "@/server/db";
import { json, withApi } from "@/server/http";

export const dynamic = "force-dynamic";

/** Every staff account, deleted ones included, for the audit trail's person filter (ADMIN only). */
export const GET = withApi(async ({ request, requestId }) => {
  const actor = await requireStaff(request);
  requireRole(actor, "ADMIN");
  const { db } = await getDatabase();
  return json(await auditActors(db, { actorId: actor.id, requestId }));
});
