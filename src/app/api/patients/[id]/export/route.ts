import { exportPatientData } from "@/domain/data-protection/patient-export";
import { patientExportQuery } from "@/schemas/data-protection";
import { requireRole, requireStaff } from "@/server/auth";
import { getDatabase } from "@/server/db";
import { json, withApi } from "@/server/http";
import { getPractice } from "@/server/practice";
import { parseIdParam, parseQuery } from "@/server/request-params";

export const dynamic = "force-dynamic";

/** Everything held about the person (ADMIN or MEDECIN; law 09-08's right of access, decision 034). */
export const GET = withApi<{ id: string }>(async ({ request, params, requestId }) => {
  const actor = await requireStaff(request);
  requireRole(actor, "ADMIN", "MEDECIN");
  const id = parseIdParam(params.id);
  const { messages } = parseQuery(request, patientExportQuery);
  const { db } = await getDatabase();
  const data = await exportPatientData(db, id, { confirmedMessageIds: messages, practiceName: getPractice().siteName }, { actorId: actor.id, requestId });
  // Health data: never kept by a browser's or a proxy's cache.
  return json(data, 200, { "Cache-Control": "no-store" });
});
