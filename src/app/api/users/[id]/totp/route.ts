import { resetTwoFactor } from "@/domain/two-factor/two-factor";
import { requireRole, requireStaff } from "@/server/auth";
import { getDatabase } from "@/server/db";
import { withApi } from "@/server/http";
import { parseIdParam } from "@/server/request-params";

export const dynamic = "force-dynamic";

/** An admin turns another account's two-factor login off (a lost phone): 204, audited. */
export const DELETE = withApi<{ id: string }>(async ({ request, params, requestId }) => {
  const actor = await requireStaff(request);
  requireRole(actor, "ADMIN");
  const id = parseIdParam(params.id);
  const { db } = await getDatabase();
  await resetTwoFactor(db, id, { actorId: actor.id, requestId });
  return new Response(null, { status: 204 });
});
