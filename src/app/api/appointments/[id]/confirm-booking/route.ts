import { confirmBooking } from "@/domain/booking/bookings-to-confirm";
import { json, withApi } from "@/server/http";
import { bookingsToConfirmCalls } from "@/server/openapi/bookings-to-confirm";

/** Confirms an online booking waiting for the front desk (any staff member): planifié or confirmé; the person is told. */
export const POST = withApi(bookingsToConfirmCalls.confirm, async ({ db, params, body, audit }) => json(await confirmBooking(db, params.id, body.status, audit)));
