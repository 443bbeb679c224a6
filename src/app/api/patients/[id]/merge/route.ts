import { mergePatients } from "@/domain/patients/patient-records";
import { patientMergeInput } from "@/schemas/patient";
import { requireRole, requireStaff } from "@/server/auth";
import { getDatabase } from "@/server/db";
import { json, readJson, withApi } from "@/server/http";
import { parseIdParam } from "@/server/request-params";

export const dynamic = "force-dynamic";

/** Merges the file `fromId` into this one (ADMIN or MEDECIN): its appointments and requests move here, it is archived. */
export const POST = withApi<{ id: string }>(async ({ request, params, requestId }) => {
  const actor = await requireStaff(request);
  requireRole(actor, "ADMIN", "MEDECIN");
  const id = parseIdParam(params.id);
  const { fromId } = await readJson(request, patientMergeInput);
  const { db } = await getDatabase();
  return json(await mergePatients(db, id, fromId, { actorId: actor.id, requestId }));
});
