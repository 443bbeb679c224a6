import { restoreStaffAccount } from "@/domain/staff/staff-accounts";
import { requireRole, requireStaff } from "@/server/auth";
import { getDatabase } from "@/server/db";
import { json, withApi } from "@/server/http";
import { parseIdParam } from "@/server/request-params";

export const dynamic = "force-dynamic";

/** Reactivates a deactivated staff account (ADMIN only). */
export const POST = withApi<{ id: string }>(async ({ request, params, requestId }) => {
  const actor = await requireStaff(request);
  requireRole(actor, "ADMIN");
  const id = parseIdParam(params.id);
  const { db } = await getDatabase();
  return json(await restoreStaffAccount(db, id, { actorId: actor.id, requestId }));
});
