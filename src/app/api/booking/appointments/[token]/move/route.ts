import { moveByPatient } from "@/domain/booking/manage-appointment";
import { linkClock, withPracticeContact } from "@/server/appointment-link-api";
import { json, withApi } from "@/server/http";
import { appointmentLinkCalls } from "@/server/openapi/appointment-links";

/** The patient moves the appointment to a free slot of its type, checked under the doctor's lock (decision 050). */
export const POST = withApi(appointmentLinkCalls.move, async ({ db, params, body, requestId }) => {
  const outcome = await moveByPatient(db, params.token, body, linkClock(), requestId);
  return outcome.kind === "moved" ? json(withPracticeContact(outcome.view)) : json(outcome.conflict, 409);
});
