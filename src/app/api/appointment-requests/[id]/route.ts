import { eraseAppointmentRequest } from "@/domain/data-protection/erasure";
import { noContent, withApi } from "@/server/http";
import { dataProtectionCalls } from "@/server/openapi/data-protection";

/** Erases a public request on demand (ADMIN; law 09-08, decision 034): 204. */
export const DELETE = withApi(dataProtectionCalls.eraseRequest, async ({ db, params, audit }) => {
  await eraseAppointmentRequest(db, params.id, audit);
  return noContent();
});
