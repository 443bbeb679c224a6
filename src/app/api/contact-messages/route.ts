import { listInbox } from "@/domain/contact-messages/inbox";
import { json, withApi } from "@/server/http";
import { contactMessageCalls } from "@/server/openapi/contact-messages";

/** The messages inbox (any staff member): newest first, all, read or unread. */
export const GET = withApi(contactMessageCalls.list, async ({ db, query: { read, ...page }, audit }) =>
  json(await listInbox(db, { ...page, read: read === undefined ? undefined : read === "true" }, audit)),
);
