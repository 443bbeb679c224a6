import { resetStaffPassword } from "@/domain/staff/password-changes";
import { requireRole, requireStaff } from "@/server/auth";
import { getDatabase } from "@/server/db";
import { json, withApi } from "@/server/http";
import { forgetLoginFailures } from "@/server/login-throttle";
import { parseIdParam } from "@/server/request-params";

export const dynamic = "force-dynamic";

/**
 * Gives a staff account a temporary password (ADMIN only): 200 `{ "temporaryPassword": "..." }`,
 * shown once, valid 24 hours. The account's sessions end, and its failed logins are forgotten.
 */
export const POST = withApi<{ id: string }>(async ({ request, params, requestId }) => {
  const actor = await requireStaff(request);
  requireRole(actor, "ADMIN");
  const id = parseIdParam(params.id);
  const { db } = await getDatabase();
  const { temporaryPassword, email } = await resetStaffPassword(db, id, { actorId: actor.id, requestId });
  await forgetLoginFailures(db, email);
  return json({ temporaryPassword });
});
