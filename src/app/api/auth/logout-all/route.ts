import { endAllSessions } from "@/domain/staff/sessions";
import { noContent, withApi } from "@/server/http";
import { authCalls } from "@/server/openapi/auth";

/** Signs the caller out of every device (204): every token of the account, this one included, is refused from now on. */
export const POST = withApi(authCalls.logoutAll, async ({ db, actor, audit }) => {
  await db.transaction(async (tx) => {
    await endAllSessions(tx, actor.id, audit);
  });
  return noContent();
});
