import { holdClientKey, placeHold } from "@/domain/booking/holds";
import { env } from "@/server/env";
import { json, withApi } from "@/server/http";
import { bookingCalls } from "@/server/openapi/booking";
import { clientAddress } from "@/server/rate-limit";

/** Holds a free slot for 10 minutes (201 {id, expiresAt}), or 409 {message, suivants} when it is no longer free. */
export const POST = withApi(bookingCalls.hold, async ({ db, body, request }) => {
  const outcome = await placeHold(db, body, { now: new Date(), timeZone: env().PRACTICE_TIME_ZONE, clientKey: holdClientKey(clientAddress(request)) });
  return outcome.kind === "held" ? json(outcome.hold, 201) : json(outcome.conflict, 409);
});
