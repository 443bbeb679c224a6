import { acceptOffer } from "@/domain/booking/waitlist-offers";
import { env } from "@/server/env";
import { json, withApi } from "@/server/http";
import { waitlistCalls } from "@/server/openapi/booking";

/** Takes the offered slot: 201 with the booking, or 409 when it is gone or the offer closed. */
export const POST = withApi(waitlistCalls.acceptOffer, async ({ db, params, requestId }) => {
  const outcome = await acceptOffer(db, params.token, { now: new Date(), timeZone: env().PRACTICE_TIME_ZONE, requestId });
  return outcome.kind === "accepted" ? json(outcome.answer, 201) : json({ message: outcome.message }, 409);
});
