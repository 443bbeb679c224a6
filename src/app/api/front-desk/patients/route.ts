import { registerArrivingPatient } from "@/domain/patients/quick-registration";
import { env } from "@/server/env";
import { json, withApi } from "@/server/http";
import { patientCalls } from "@/server/openapi/patients";
import { duplicatesResponse, wantsDuplicateCheck } from "@/server/patient-outcome";

/**
 * A patient registered as they arrive (any staff member): e-mail and address may come later, a
 * CIN may be given (decision 042). With `X-Duplicate-Check: reject`, likely duplicates answer 409.
 */
export const POST = withApi(patientCalls.registerArriving, async ({ db, body, audit, request }) => {
  const context = { ...audit, timeZone: env().PRACTICE_TIME_ZONE };
  const outcome = await registerArrivingPatient(db, body, context, { rejectDuplicates: wantsDuplicateCheck(request) });
  if (outcome.kind === "duplicates") return duplicatesResponse(outcome.duplicates);
  return json(outcome.patient, 201);
});
