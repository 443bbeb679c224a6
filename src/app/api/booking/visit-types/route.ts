import { createVisitType, listVisitTypes } from "@/domain/booking/visit-types";
import { json, withApi } from "@/server/http";
import { bookingCalls } from "@/server/openapi/booking";

/** Every visit type (any staff member: the agenda books with them). */
export const GET = withApi(bookingCalls.listVisitTypes, async ({ db }) => json(await listVisitTypes(db)));

/** Adds a visit type (ADMIN). */
export const POST = withApi(bookingCalls.createVisitType, async ({ db, body, audit }) => json(await createVisitType(db, body, audit), 201));
