import { archivePatient } from "@/domain/patients/patient-records";
import { json, withApi } from "@/server/http";
import { patientCalls } from "@/server/openapi/patients";

/** Archives a patient's file (any staff member): it leaves the searches and stays readable. */
export const POST = withApi(patientCalls.archive, async ({ db, params, audit }) => json(await archivePatient(db, params.id, audit)));
