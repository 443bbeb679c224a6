import { readManagedAppointment } from "@/domain/booking/manage-appointment";
import { linkClock, withPracticeContact } from "@/server/appointment-link-api";
import { json, withApi } from "@/server/http";
import { appointmentLinkCalls } from "@/server/openapi/appointment-links";

/** The appointment a patient's link opens (decision 050); the same 404 for every link that opens nothing. */
export const GET = withApi(appointmentLinkCalls.read, async ({ db, params, requestId }) => {
  return json(withPracticeContact(await readManagedAppointment(db, params.token, linkClock(), requestId)));
});
