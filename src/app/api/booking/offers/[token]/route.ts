import { readOffer } from "@/domain/booking/waitlist-offers";
import { env } from "@/server/env";
import { json, withApi } from "@/server/http";
import { waitlistCalls } from "@/server/openapi/booking";

/** What an offer's link holds (anyone with the link). */
export const GET = withApi(waitlistCalls.readOffer, async ({ db, params }) =>
  json(await readOffer(db, params.token, { now: new Date(), timeZone: env().PRACTICE_TIME_ZONE })),
);
