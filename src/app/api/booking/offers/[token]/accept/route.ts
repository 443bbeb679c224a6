import { acceptOffer } from "@/domain/booking/waitlist-offers";
import { bookingCodeChannels } from "@/server/booking";
import { env } from "@/server/env";
import { json, withApi } from "@/server/http";
import { waitlistCalls } from "@/server/openapi/booking";

/** Takes the offered slot: 201 with the booking (its confirmation with the personal link sent at once), or 409 when it is gone or the offer closed. */
export const POST = withApi(waitlistCalls.acceptOffer, async ({ db, params, requestId }) => {
  const outcome = await acceptOffer(db, params.token, { now: new Date(), timeZone: env().PRACTICE_TIME_ZONE, requestId, channels: bookingCodeChannels() });
  return outcome.kind === "accepted" ? json(outcome.answer, 201) : json({ message: outcome.message }, 409);
});
