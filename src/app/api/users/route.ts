import { listStaffAccounts } from "@/domain/staff/staff-accounts";
import { createStaffUser } from "@/domain/staff/staff-users";
import { staffUserInput } from "@/schemas/staff-user";
import { requireRole, requireStaff } from "@/server/auth";
import { getDatabase } from "@/server/db";
import { json, readJson, withApi } from "@/server/http";

export const dynamic = "force-dynamic";

/** Creates a staff account (ADMIN only). */
export const POST = withApi(async ({ request, requestId }) => {
  const actor = await requireStaff(request);
  requireRole(actor, "ADMIN");
  const input = await readJson(request, staffUserInput);
  const { db } = await getDatabase();
  return json(await createStaffUser(db, input, { actorId: actor.id, requestId }), 201);
});

/** Every staff account, active or deactivated (ADMIN only). */
export const GET = withApi(async ({ request }) => {
  const actor = await requireStaff(request);
  requireRole(actor, "ADMIN");
  const { db } = await getDatabase();
  return json(await listStaffAccounts(db));
});
