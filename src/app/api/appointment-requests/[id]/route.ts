import { eraseAppointmentRequest } from "@/domain/data-protection/erasure";
import { requireRole, requireStaff } from "@/server/auth";
import { getDatabase } from "@/server/db";
import { withApi } from "@/server/http";
import { parseIdParam } from "@/server/request-params";

export const dynamic = "force-dynamic";

/** Erases a public request on demand (ADMIN; law 09-08, decision 034): 204. */
export const DELETE = withApi<{ id: string }>(async ({ request, params, requestId }) => {
  const actor = await requireStaff(request);
  requireRole(actor, "ADMIN");
  const id = parseIdParam(params.id);
  const { db } = await getDatabase();
  await eraseAppointmentRequest(db, id, { actorId: actor.id, requestId });
  return new Response(null, { status: 204 });
});
