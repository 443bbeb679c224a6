import { readBookingSettings } from "@/domain/booking/booking-settings";
import { bookableTypes, toBookingType } from "@/domain/booking/visit-types";
import { json, withApi } from "@/server/http";
import { bookingCalls } from "@/server/openapi/booking";

/** The visit types bookable online (anyone; none while online booking is off). */
export const GET = withApi(bookingCalls.types, async ({ db }) => {
  const settings = await readBookingSettings(db);
  const types = settings.reservationEnLigne ? (await bookableTypes(db)).map(toBookingType) : [];
  return json(types, 200, { "Cache-Control": "public, max-age=60" });
});
