import { declineOffer } from "@/domain/booking/waitlist-offers";
import { env } from "@/server/env";
import { json, withApi } from "@/server/http";
import { waitlistCalls } from "@/server/openapi/booking";

/** Lets the offered slot go to the next person; the entry stays on the list. */
export const POST = withApi(waitlistCalls.declineOffer, async ({ db, params }) =>
  json(await declineOffer(db, params.token, { now: new Date(), timeZone: env().PRACTICE_TIME_ZONE })),
);
