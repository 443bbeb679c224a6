import { listNotifications } from "@/domain/notifications/outbox";
import { json, withApi } from "@/server/http";
import { notificationCalls } from "@/server/openapi/notifications";

/** Every message of the outbox, newest first, by state, channel and type (ADMIN only). */
export const GET = withApi(notificationCalls.list, async ({ db, query, audit }) => json(await listNotifications(db, query, audit)));
