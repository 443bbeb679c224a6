import { restorePatient } from "@/domain/patients/patient-records";
import { json, withApi } from "@/server/http";
import { patientCalls } from "@/server/openapi/patients";

/** Brings an archived file back into the searches (any staff member); 409 for a merged file. */
export const POST = withApi(patientCalls.restore, async ({ db, params, audit }) => json(await restorePatient(db, params.id, audit)));
