import { readConsents, saveConsents } from "@/domain/notifications/outbox";
import { json, withApi } from "@/server/http";
import { notificationCalls } from "@/server/openapi/notifications";

/** The channels the patient agreed to be written to on, with the date each was agreed (any staff member). */
export const GET = withApi(notificationCalls.readConsents, async ({ db, params, audit }) => json(await readConsents(db, params.id, audit)));

/** Records the channels agreed (all three, true or false); a withdrawn channel's pending messages are not sent. */
export const PUT = withApi(notificationCalls.saveConsents, async ({ db, params, body, audit }) => json(await saveConsents(db, params.id, body, audit)));
