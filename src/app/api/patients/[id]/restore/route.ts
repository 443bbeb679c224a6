import { restorePatient } from "@/domain/patients/patient-records";
import { requireStaff } from "@/server/auth";
import { getDatabase } from "@/server/db";
import { json, withApi } from "@/server/http";
import { parseIdParam } from "@/server/request-params";

export const dynamic = "force-dynamic";

/** Brings an archived file back into the searches (any staff member); 409 for a merged file. */
export const POST = withApi<{ id: string }>(async ({ request, params, requestId }) => {
  const actor = await requireStaff(request);
  const id = parseIdParam(params.id);
  const { db } = await getDatabase();
  return json(await restorePatient(db, id, { actorId: actor.id, requestId }));
});
