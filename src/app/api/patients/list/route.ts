import { listPatients } from "@/domain/patients/patient-list";
import { json, withApi } from "@/server/http";
import { patientCalls } from "@/server/openapi/patients";

/** Every patient, paged (any staff member): most recent first or by name, filtered by name, phone or birth date. */
export const GET = withApi(patientCalls.list, async ({ db, query, audit }) => json(await listPatients(db, query, audit)));
