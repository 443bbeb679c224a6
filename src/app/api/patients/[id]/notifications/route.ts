import { listPatientNotifications } from "@/domain/notifications/outbox";
import { json, withApi } from "@/server/http";
import { notificationCalls } from "@/server/openapi/notifications";

/** The messages sent (or to send) to this patient, newest first, with their state (any staff member). */
export const GET = withApi(notificationCalls.listOfPatient, async ({ db, params, audit }) => json(await listPatientNotifications(db, params.id, audit)));
