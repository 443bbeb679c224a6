import { archivePatient } from "@/domain/patients/patient-records";
import { requireStaff } from "@/server/auth";
import { getDatabase } from "@/server/db";
import { json, withApi } from "@/server/http";
import { parseIdParam } from "@/server/request-params";

export const dynamic = "force-dynamic";

/** Archives a patient's file (any staff member): it leaves the searches and stays readable. */
export const POST = withApi<{ id: string }>(async ({ request, params, requestId }) => {
  const actor = await requireStaff(request);
  const id = parseIdParam(params.id);
  const { db } = await getDatabase();
  return json(await archivePatient(db, id, { actorId: actor.id, requestId }));
});
