import { refuseBooking } from "@/domain/booking/bookings-to-confirm";
import { json, withApi } from "@/server/http";
import { bookingsToConfirmCalls } from "@/server/openapi/bookings-to-confirm";

/** Refuses an online booking waiting for the front desk (any staff member): cancelled by the practice, the slot freed, the person told. */
export const POST = withApi(bookingsToConfirmCalls.refuse, async ({ db, params, body, audit }) => json(await refuseBooking(db, params.id, body.motifAnnulation, audit)));
