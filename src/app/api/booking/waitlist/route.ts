import { joinWaitlist, listWaitlist } from "@/domain/booking/waitlist";
import { holdClientKey } from "@/domain/booking/holds";
import { bookingCodeChannels } from "@/server/booking";
import { env } from "@/server/env";
import { json, withApi } from "@/server/http";
import { waitlistCalls } from "@/server/openapi/booking";
import { clientAddress } from "@/server/rate-limit";

/** Joins the waiting list (anyone): 202 with where the code went. */
export const POST = withApi(waitlistCalls.join, async ({ db, body, request }) => {
  const joined = await joinWaitlist(db, body, {
    now: new Date(),
    timeZone: env().PRACTICE_TIME_ZONE,
    clientKey: holdClientKey(clientAddress(request)),
    channels: bookingCodeChannels(),
  });
  return json(joined, 202);
});

/** The waiting list with its offers (staff). */
export const GET = withApi(waitlistCalls.list, async ({ db, query, audit }) =>
  json(await listWaitlist(db, query, { ...audit, now: new Date(), timeZone: env().PRACTICE_TIME_ZONE })),
);
