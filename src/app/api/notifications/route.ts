import { listNotifications } from "@/domain/notifications/outbox";
import { notificationListQuery } from "@/schemas/notification";
import { requireRole, requireStaff } from "@/server/auth";
import { getDatabase } from "@/server/db";
import { json, withApi } from "@/server/http";
import { parseQuery } from "@/server/request-params";

export const dynamic = "force-dynamic";

/** Every message of the outbox, newest first, by state, channel and type (ADMIN only). */
export const GET = withApi(async ({ request, requestId }) => {
  const actor = await requireStaff(request);
  requireRole(actor, "ADMIN");
  const query = parseQuery(request, notificationListQuery);
  const { db } = await getDatabase();
  return json(await listNotifications(db, query, { actorId: actor.id, requestId }));
});
