import { createPatient, searchPatients } from "@/domain/patients/patients";
import { patientSearchQuery } from "@/schemas/api-params";
import { patientInput } from "@/schemas/patient";
import { requireStaff } from "@/server/auth";
import { getDatabase } from "@/server/db";
import { env } from "@/server/env";
import { json, readJson, withApi } from "@/server/http";
import { parseQuery } from "@/server/request-params";

export const dynamic = "force-dynamic";

/** Registers a patient (any staff member). */
export const POST = withApi(async ({ request, requestId }) => {
  const actor = await requireStaff(request);
  const input = await readJson(request, patientInput);
  const { db } = await getDatabase();
  const patient = await createPatient(db, input, { actorId: actor.id, requestId, timeZone: env().PRACTICE_TIME_ZONE });
  return json(patient, 201);
});

/** Patients by name (any staff member): always a list, sorted by name, at most `limit`. */
export const GET = withApi(async ({ request, requestId }) => {
  const actor = await requireStaff(request);
  const query = parseQuery(request, patientSearchQuery);
  const { db } = await getDatabase();
  return json(await searchPatients(db, query, { actorId: actor.id, requestId }));
});
