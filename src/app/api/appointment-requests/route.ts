import { createAppointmentRequest, listAppointmentRequests } from "@/domain/appointment-requests/appointment-requests";
import { CLOSED_DAY_CHECK_HEADER, CLOSED_DAY_CHECK_VALUE } from "@/schemas/appointment-request";
import { env } from "@/server/env";
import { json, withApi } from "@/server/http";
import { appointmentRequestCalls } from "@/server/openapi/appointment-requests";

/**
 * The public booking forms (anyone, rate-limited per address). With X-Closed-Day-Check: reject,
 * a request for a day the practice is closed is refused (400, errors.datePreferee).
 */
export const POST = withApi(appointmentRequestCalls.send, async ({ db, body, request }) => {
  const rejectClosedDays = request.headers.get(CLOSED_DAY_CHECK_HEADER)?.trim().toLowerCase() === CLOSED_DAY_CHECK_VALUE;
  const created = await createAppointmentRequest(db, body, { timeZone: env().PRACTICE_TIME_ZONE, rejectClosedDays });
  return json(created, 201);
});

/** The "external patients" (any staff member): newest first, optionally filtered by nom. */
export const GET = withApi(appointmentRequestCalls.list, async ({ db, query, audit }) => {
  const { items, total } = await listAppointmentRequests(db, query, audit);
  return json(items, 200, { "X-Total-Count": String(total) });
});
