import { findFreeSlots } from "@/domain/booking/free-slots";
import { holdClientKey } from "@/domain/booking/holds";
import { env } from "@/server/env";
import { json, withApi } from "@/server/http";
import { bookingCalls } from "@/server/openapi/booking";
import { clientAddress } from "@/server/rate-limit";

/** The free slots of a visit type over at most 31 days (anyone); the visitor's own hold does not hide its slot. */
export const GET = withApi(bookingCalls.slots, async ({ db, query, request }) => {
  const slots = await findFreeSlots(
    db,
    { typeId: query.type, du: query.du, au: query.au, medecinId: query.medecinId },
    { now: new Date(), timeZone: env().PRACTICE_TIME_ZONE, clientKey: holdClientKey(clientAddress(request)) },
  );
  return json(slots);
});
