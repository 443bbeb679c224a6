import { checkDuplicates } from "@/domain/patients/duplicates";
import { json, withApi } from "@/server/http";
import { patientCalls } from "@/server/openapi/patients";

/**
 * Likely duplicates of a person about to be registered (any staff member). A POST because the
 * names and phone number are patient data: they stay out of URLs and access logs.
 */
export const POST = withApi(patientCalls.findDuplicates, async ({ db, body, audit }) => json({ duplicates: await checkDuplicates(db, body, audit) }));
