import { verifyHold } from "@/domain/booking/bookings";
import { bookingContext } from "@/server/booking";
import { json, withApi } from "@/server/http";
import { bookingCalls } from "@/server/openapi/booking";

/** The code: 201 with the booked day, time and doctor, or 409 with the next free slots when the slot was taken meanwhile. */
export const POST = withApi(bookingCalls.verifyHold, async ({ db, params, body, request, requestId }) => {
  const outcome = await verifyHold(db, params.id, body.code, bookingContext(request, requestId));
  return outcome.kind === "booked" ? json(outcome.booking, 201) : json(outcome.conflict, 409);
});
