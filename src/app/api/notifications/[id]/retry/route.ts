import { retryNotification } from "@/domain/notifications/outbox";
import { json, withApi } from "@/server/http";
import { notificationCalls } from "@/server/openapi/notifications";

/** Sends a failed message again: back in the outbox, due now (ADMIN only); 409 unless it failed. */
export const POST = withApi(notificationCalls.retry, async ({ db, params, audit }) => json(await retryNotification(db, params.id, audit)));
