import { listPatientNotifications } from "@/domain/notifications/outbox";
import { requireStaff } from "@/server/auth";
import { getDatabase } from "@/server/db";
import { json, withApi } from "@/server/http";
import { parseIdParam } from "@/server/request-params";

export const dynamic = "force-dynamic";

/** The messages sent (or to send) to this patient, newest first, with their state (any staff member). */
export const GET = withApi<{ id: string }>(async ({ request, params, requestId }) => {
  const actor = await requireStaff(request);
  const id = parseIdParam(params.id);
  const { db } = await getDatabase();
  return json(await listPatientNotifications(db, id, { actorId: actor.id, requestId }));
});
