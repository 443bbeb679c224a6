import { listPatientAppointments } from "@/domain/appointments/appointments";
import { requireStaff } from "@/server/auth";
import { getDatabase } from "@/server/db";
import { json, withApi } from "@/server/http";
import { parseIdParam } from "@/server/request-params";

export const dynamic = "force-dynamic";

/** A patient's appointments, newest first (any staff member). */
export const GET = withApi<{ id: string }>(async ({ request, params, requestId }) => {
  const actor = await requireStaff(request);
  const patientId = parseIdParam(params.id);
  const { db } = await getDatabase();
  return json(await listPatientAppointments(db, patientId, { actorId: actor.id, requestId }));
});
