import { registerPatient } from "@/domain/patients/duplicates";
import { searchPatients } from "@/domain/patients/patients";
import { patientInput, patientSearchQuery } from "@/schemas/patient";
import { requireStaff } from "@/server/auth";
import { getDatabase } from "@/server/db";
import { env } from "@/server/env";
import { json, readJson, withApi } from "@/server/http";
import { duplicatesResponse, wantsDuplicateCheck } from "@/server/patient-outcome";
import { parseQuery } from "@/server/request-params";

export const dynamic = "force-dynamic";

/**
 * Registers a patient (any staff member). With `X-Duplicate-Check: reject`, a likely duplicate
 * is answered 409 {message, duplicates} instead of being created; without it, the spec's call.
 */
export const POST = withApi(async ({ request, requestId }) => {
  const actor = await requireStaff(request);
  const input = await readJson(request, patientInput);
  const { db } = await getDatabase();
  const context = { actorId: actor.id, requestId, timeZone: env().PRACTICE_TIME_ZONE };
  const outcome = await registerPatient(db, input, context, { rejectDuplicates: wantsDuplicateCheck(request) });
  if (outcome.kind === "duplicates") return duplicatesResponse(outcome.duplicates);
  return json(outcome.patient, 201);
});

/** Patients by name (any staff member): always a list, sorted by name, at most `limit`; archived files only with `archives=1`. */
export const GET = withApi(async ({ request, requestId }) => {
  const actor = await requireStaff(request);
  const query = parseQuery(request, patientSearchQuery);
  const { db } = await getDatabase();
  return json(await searchPatients(db, query, { actorId: actor.id, requestId }));
});
