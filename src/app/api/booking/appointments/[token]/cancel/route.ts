import { cancelByPatient } from "@/domain/booking/manage-appointment";
import { linkClock, withPracticeContact } from "@/server/appointment-link-api";
import { json, withApi } from "@/server/http";
import { appointmentLinkCalls } from "@/server/openapi/appointment-links";

/** The patient cancels, with a reason from the list, until the cut-off (decision 050). */
export const POST = withApi(appointmentLinkCalls.cancel, async ({ db, params, body, requestId }) => {
  return json(withPracticeContact(await cancelByPatient(db, params.token, body, linkClock(), requestId)));
});
