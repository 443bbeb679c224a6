import { listBookingsToConfirm } from "@/domain/booking/bookings-to-confirm";
import { json, withApi } from "@/server/http";
import { bookingsToConfirmCalls } from "@/server/openapi/bookings-to-confirm";

/** The online bookings waiting for the front desk (any staff member), soonest first. */
export const GET = withApi(bookingsToConfirmCalls.list, async ({ db, audit }) => json(await listBookingsToConfirm(db, audit)));
