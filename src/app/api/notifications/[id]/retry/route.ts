import { retryNotification } from "@/domain/notifications/outbox";
import { requireRole, requireStaff } from "@/server/auth";
import { getDatabase } from "@/server/db";
import { json, withApi } from "@/server/http";
import { parseIdParam } from "@/server/request-params";

export const dynamic = "force-dynamic";

/** Sends a failed message again: back in the outbox, due now (ADMIN only); 409 unless it failed. */
export const POST = withApi<{ id: string }>(async ({ request, params, requestId }) => {
  const actor = await requireStaff(request);
  requireRole(actor, "ADMIN");
  const id = parseIdParam(params.id);
  const { db } = await getDatabase();
  return json(await retryNotification(db, id, { actorId: actor.id, requestId }));
});
