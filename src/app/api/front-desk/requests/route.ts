import { listTriagedRequests } from "@/domain/appointment-requests/triage";
import { json, withApi } from "@/server/http";
import { appointmentRequestCalls } from "@/server/openapi/appointment-requests";

/** The 'Demandes' screen (any staff member): requests with their triage, newest first. */
export const GET = withApi(appointmentRequestCalls.listTriaged, async ({ db, query, audit }) => json(await listTriagedRequests(db, query, audit)));
