import { listPatients } from "@/domain/patients/patient-list";
import { patientListQuery } from "@/schemas/patient";
import { requireStaff } from "@/server/auth";
import { getDatabase } from "@/server/db";
import { json, withApi } from "@/server/http";
import { parseQuery } from "@/server/request-params";

export const dynamic = "force-dynamic";

/** Every patient, paged (any staff member): most recent first or by name, filtered by name, phone or birth date. */
export const GET = withApi(async ({ request, requestId }) => {
  const actor = await requireStaff(request);
  const query = parseQuery(request, patientListQuery);
  const { db } = await getDatabase();
  return json(await listPatients(db, query, { actorId: actor.id, requestId }));
});
