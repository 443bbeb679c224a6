import { changeRequestStatus } from "@/domain/appointment-requests/triage";
import { json, withApi } from "@/server/http";
import { appointmentRequestCalls } from "@/server/openapi/appointment-requests";

/** Moves a request along its workflow (any staff member); 409 for a step the workflow forbids. */
export const PATCH = withApi(appointmentRequestCalls.changeStatus, async ({ db, params, body, audit }) =>
  json(await changeRequestStatus(db, params.id, body, audit)),
);
