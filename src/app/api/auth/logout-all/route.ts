import { endAllSessions } from "@/domain/staff/sessions";
import { requireStaff } from "@/server/auth";
import { getDatabase } from "@/server/db";
import { withApi } from "@/server/http";

export const dynamic = "force-dynamic";

/** Signs the caller out of every device (204): every token of the account, this one included, is refused from now on. */
export const POST = withApi(async ({ request, requestId }) => {
  const user = await requireStaff(request);
  const { db } = await getDatabase();
  await db.transaction(async (tx) => {
    await endAllSessions(tx, user.id, { actorId: user.id, requestId });
  });
  return new Response(null, { status: 204 });
});
