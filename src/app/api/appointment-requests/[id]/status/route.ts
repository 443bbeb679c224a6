import { changeRequestStatus } from "@/domain/appointment-requests/triage";
import { requireStaff } from "@/server/auth";
import { getDatabase } from "@/server/db";
import { json, readJson, withApi } from "@/server/http";
import { parseIdParam } from "@/server/request-params";
import { requestStatusInput } from "@/schemas/appointment-request";

export const dynamic = "force-dynamic";

/** Moves a request along its workflow (any staff member); 409 for a step the workflow forbids. */
export const PATCH = withApi<{ id: string }>(async ({ request, params, requestId }) => {
  const actor = await requireStaff(request);
  const id = parseIdParam(params.id);
  const input = await readJson(request, requestStatusInput);
  const { db } = await getDatabase();
  return json(await changeRequestStatus(db, id, input, { actorId: actor.id, requestId }));
});
