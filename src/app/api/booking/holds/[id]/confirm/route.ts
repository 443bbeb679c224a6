import { confirmHold } from "@/domain/booking/bookings";
import { bookingContext } from "@/server/booking";
import { json, withApi } from "@/server/http";
import { bookingCalls } from "@/server/openapi/booking";

/** The person's details for one's own hold: 202 with how the code was sent, or with the booking waiting for the front desk. */
export const POST = withApi(bookingCalls.confirmHold, async ({ db, params, body, request, requestId }) => {
  const outcome = await confirmHold(db, params.id, body, bookingContext(request, requestId));
  return outcome.kind === "answered" ? json(outcome.answer, 202) : json(outcome.conflict, 409);
});
