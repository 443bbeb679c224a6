import { createAppointmentRequest, listAppointmentRequests } from "@/domain/appointment-requests/appointment-requests";
import { appointmentRequestInput, appointmentRequestListQuery, CLOSED_DAY_CHECK_HEADER, CLOSED_DAY_CHECK_VALUE } from "@/schemas/appointment-request";
import { requireStaff } from "@/server/auth";
import { getDatabase } from "@/server/db";
import { env } from "@/server/env";
import { json, readJson, withApi } from "@/server/http";
import { clientAddress, hitRateLimits, publicFormLimits } from "@/server/rate-limit";
import { parseQuery } from "@/server/request-params";

export const dynamic = "force-dynamic";

/**
 * The public booking forms (anyone, rate-limited per address). With X-Closed-Day-Check: reject,
 * a request for a day the practice is closed is refused (400, errors.datePreferee).
 */
export const POST = withApi(async ({ request }) => {
  const { db } = await getDatabase();
  await hitRateLimits(db, publicFormLimits("appointment-request", clientAddress(request)));
  const input = await readJson(request, appointmentRequestInput);
  const rejectClosedDays = request.headers.get(CLOSED_DAY_CHECK_HEADER)?.trim().toLowerCase() === CLOSED_DAY_CHECK_VALUE;
  const created = await createAppointmentRequest(db, input, { timeZone: env().PRACTICE_TIME_ZONE, rejectClosedDays });
  return json(created, 201);
});

/** The "external patients" (any staff member): newest first, optionally filtered by nom. */
export const GET = withApi(async ({ request, requestId }) => {
  const actor = await requireStaff(request);
  const query = parseQuery(request, appointmentRequestListQuery);
  const { db } = await getDatabase();
  const { items, total } = await listAppointmentRequests(db, query, { actorId: actor.id, requestId });
  return json(items, 200, { "X-Total-Count": String(total) });
});
