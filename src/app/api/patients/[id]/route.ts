import { updatePatient } from "@/domain/patients/patient-records";
import { getPatient } from "@/domain/patients/patients";
import { env } from "@/server/env";
import { json, withApi } from "@/server/http";
import { patientCalls } from "@/server/openapi/patients";
import { duplicatesResponse, wantsDuplicateCheck } from "@/server/patient-outcome";

/** One patient's file (any staff member), archived and merged ones too. */
export const GET = withApi(patientCalls.read, async ({ db, params, audit }) => json(await getPatient(db, params.id, audit)));

/**
 * Changes a patient's details (any staff member) under the registration's rules. With
 * `X-Duplicate-Check: reject`, a change that makes the file look like another one is answered
 * 409 {message, duplicates} instead. 409 for a file merged into another.
 */
export const PATCH = withApi(patientCalls.update, async ({ db, params, body, audit, request }) => {
  const context = { ...audit, timeZone: env().PRACTICE_TIME_ZONE };
  const outcome = await updatePatient(db, params.id, body, context, { rejectDuplicates: wantsDuplicateCheck(request) });
  return outcome.kind === "duplicates" ? duplicatesResponse(outcome.duplicates) : json(outcome.patient);
});
