import { getTriagedRequest } from "@/domain/appointment-requests/triage";
import { json, withApi } from "@/server/http";
import { appointmentRequestCalls } from "@/server/openapi/appointment-requests";

/** One request with its triage (any staff member), for the conversion screen. */
export const GET = withApi(appointmentRequestCalls.readTriaged, async ({ db, params, audit }) => json(await getTriagedRequest(db, params.id, audit)));
