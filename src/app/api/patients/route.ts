import { registerPatient } from "@/domain/patients/duplicates";
import { searchPatients } from "@/domain/patients/patients";
import { env } from "@/server/env";
import { json, withApi } from "@/server/http";
import { patientCalls } from "@/server/openapi/patients";
import { duplicatesResponse, wantsDuplicateCheck } from "@/server/patient-outcome";

/**
 * Registers a patient (any staff member). With `X-Duplicate-Check: reject`, a likely duplicate
 * is answered 409 {message, duplicates} instead of being created; without it, the spec's call.
 */
export const POST = withApi(patientCalls.register, async ({ db, body, audit, request }) => {
  const context = { ...audit, timeZone: env().PRACTICE_TIME_ZONE };
  const outcome = await registerPatient(db, body, context, { rejectDuplicates: wantsDuplicateCheck(request) });
  if (outcome.kind === "duplicates") return duplicatesResponse(outcome.duplicates);
  return json(outcome.patient, 201);
});

/** Patients by name (any staff member): always a list, sorted by name, at most `limit`; archived files only with `archives=1`. */
export const GET = withApi(patientCalls.search, async ({ db, query, audit }) => json(await searchPatients(db, query, audit)));
