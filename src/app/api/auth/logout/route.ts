import { recordAuditEvent } from "@/domain/audit/audit-log";
import { revokeToken } from "@/domain/staff/sessions";
import { noContent, withApi } from "@/server/http";
import { authCalls } from "@/server/openapi/auth";

/**
 * Ends the session of the token the call is made with (204): every instance refuses that token
 * from now on. Also open to a token that must first change its password (the declaration's
 * `session`): logging out is not using the account.
 */
export const POST = withApi(authCalls.logout, async ({ db, actor, session, audit }) => {
  await revokeToken(db, { jti: session.token.jti, staffUserId: actor.id, expiresAt: session.token.expiresAt });
  await recordAuditEvent(db, audit, { action: "auth.logout", targetType: "staff_user", targetId: actor.id });
  return noContent();
});
