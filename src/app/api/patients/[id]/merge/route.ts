import { mergePatients } from "@/domain/patients/patient-records";
import { json, withApi } from "@/server/http";
import { patientCalls } from "@/server/openapi/patients";

/** Merges the file `fromId` into this one (ADMIN or MEDECIN): its appointments and requests move here, it is archived. */
export const POST = withApi(patientCalls.merge, async ({ db, params, body, audit }) => json(await mergePatients(db, params.id, body.fromId, audit)));
