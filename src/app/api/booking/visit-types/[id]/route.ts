import { updateVisitType } from "@/domain/booking/visit-types";
import { json, withApi } from "@/server/http";
import { bookingCalls } from "@/server/openapi/booking";

/** Replaces a visit type (ADMIN). */
export const PUT = withApi(bookingCalls.updateVisitType, async ({ db, params, body, audit }) => json(await updateVisitType(db, params.id, body, audit)));
