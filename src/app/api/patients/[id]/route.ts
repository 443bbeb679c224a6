import { updatePatient } from "@/domain/patients/patient-records";
import { getPatient } from "@/domain/patients/patients";
import { patientUpdate } from "@/schemas/patient";
import { requireStaff } from "@/server/auth";
import { getDatabase } from "@/server/db";
import { env } from "@/server/env";
import { json, readJson, withApi } from "@/server/http";
import { duplicatesResponse, wantsDuplicateCheck } from "@/server/patient-outcome";
import { parseIdParam } from "@/server/request-params";

export const dynamic = "force-dynamic";

/** One patient's file (any staff member), archived and merged ones too. */
export const GET = withApi<{ id: string }>(async ({ request, params, requestId }) => {
  const actor = await requireStaff(request);
  const id = parseIdParam(params.id);
  const { db } = await getDatabase();
  return json(await getPatient(db, id, { actorId: actor.id, requestId }));
});

/**
 * Changes a patient's details (any staff member) under the registration's rules. With
 * `X-Duplicate-Check: reject`, a change that makes the file look like another one is answered
 * 409 {message, duplicates} instead. 409 for a file merged into another.
 */
export const PATCH = withApi<{ id: string }>(async ({ request, params, requestId }) => {
  const actor = await requireStaff(request);
  const id = parseIdParam(params.id);
  const input = await readJson(request, patientUpdate);
  const { db } = await getDatabase();
  const context = { actorId: actor.id, requestId, timeZone: env().PRACTICE_TIME_ZONE };
  const outcome = await updatePatient(db, id, input, context, { rejectDuplicates: wantsDuplicateCheck(request) });
  return outcome.kind === "duplicates" ? duplicatesResponse(outcome.duplicates) : json(outcome.patient);
});
