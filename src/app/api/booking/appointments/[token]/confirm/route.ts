import { confirmByPatient } from "@/domain/booking/manage-appointment";
import { linkClock, withPracticeContact } from "@/server/appointment-link-api";
import { json, withApi } from "@/server/http";
import { appointmentLinkCalls } from "@/server/openapi/appointment-links";

/** The patient confirms they will come (decision 050). */
export const POST = withApi(appointmentLinkCalls.confirm, async ({ db, params, requestId }) => {
  return json(withPracticeContact(await confirmByPatient(db, params.token, linkClock(), requestId)));
});
