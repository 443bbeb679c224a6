import { exportPatientData } from "@/domain/data-protection/patient-export";
import { isDoctor } from "@/domain/staff/doctors";
import { json, withApi } from "@/server/http";
import { dataProtectionCalls } from "@/server/openapi/data-protection";
import { getPractice } from "@/server/practice";

/** Everything held about the person (ADMIN or MEDECIN; law 09-08's right of access, decision 034). */
export const GET = withApi(dataProtectionCalls.exportPatient, async ({ db, params, query, actor, audit }) => {
  // Clinical content only in a doctor's export (decision 054).
  const options = { confirmedMessageIds: query.messages, practiceName: getPractice().siteName, includeClinical: isDoctor(actor) };
  const data = await exportPatientData(db, params.id, options, audit);
  // Health data: never kept by a browser's or a proxy's cache.
  return json(data, 200, { "Cache-Control": "no-store" });
});
