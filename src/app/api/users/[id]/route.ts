import { updateStaffAccount } from "@/domain/staff/staff-accounts";
import { deleteStaffUser } from "@/domain/staff/staff-users";
import { staffUserUpdateInput } from "@/schemas/staff-user";
import { requireRole, requireStaff } from "@/server/auth";
import { getDatabase } from "@/server/db";
import { json, readJson, withApi } from "@/server/http";
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

/** Changes an account's names, e-mail or role (ADMIN only); a role change ends the person's sessions. */
export const PATCH = withApi<{ id: string }>(async ({ request, params, requestId }) => {
  const actor = await requireStaff(request);
  requireRole(actor, "ADMIN");
  const id = parseIdParam(params.id);
  const changes = await readJson(request, staffUserUpdateInput);
  const { db } = await getDatabase();
  return json(await updateStaffAccount(db, id, changes, { actorId: actor.id, requestId }));
});
