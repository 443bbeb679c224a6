import { recordAuditEvent } from "@/domain/audit/audit-log";
import { revokeToken } from "@/domain/staff/sessions";
import { requireStaffSession } from "@/server/auth";
import { getDatabase } from "@/server/db";
import { withApi } from "@/server/http";

export const dynamic = "force-dynamic";

/**
 * Ends the session of the token the call is made with (204): every instance refuses that token
 * from now on. Also open to a token that must first change its password: logging out is not using the account.
 */
export const POST = withApi(async ({ request, requestId }) => {
  const { user, token } = await requireStaffSession(request, { duringPasswordChange: true });
  const { db } = await getDatabase();
  await revokeToken(db, { jti: token.jti, staffUserId: user.id, expiresAt: token.expiresAt });
  await recordAuditEvent(db, { actorId: user.id, requestId }, { action: "auth.logout", targetType: "staff_user", targetId: user.id });
  return new Response(null, { status: 204 });
});
