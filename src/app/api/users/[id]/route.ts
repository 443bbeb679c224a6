import { deleteStaffUser } from "@/domain/staff/staff-users";
import { requireRole, requireStaff } from "@/server/auth";
import { getDatabase } from "@/server/db";
import { withApi } from "@/server/http";
import { parseIdParam } from "@/server/request-params";

export const dynamic = "force-dynamic";

/** Soft-deletes a staff account (ADMIN only): 204, and its tokens stop working at once. */
export const DELETE = withApi<{ id: string }>(async ({ request, params, requestId }) => {
  const actor = await requireStaff(request);
  requireRole(actor, "ADMIN");
  const id = parseIdParam(params.id);
  const { db } = await getDatabase();
  await deleteStaffUser(db, id, { actorId: actor.id, requestId });
  return new Response(null, { status: 204 });
});
