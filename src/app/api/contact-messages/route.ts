import { listInbox } from "@/domain/contact-messages/inbox";
import { requireStaff } from "@/server/auth";
import { getDatabase } from "@/server/db";
import { json, withApi } from "@/server/http";
import { parseQuery } from "@/server/request-params";
import { contactMessageListQuery } from "@/schemas/contact-message";

export const dynamic = "force-dynamic";

/** The messages inbox (any staff member): newest first, all, read or unread. */
export const GET = withApi(async ({ request, requestId }) => {
  const actor = await requireStaff(request);
  const { read, ...page } = parseQuery(request, contactMessageListQuery);
  const { db } = await getDatabase();
  const inbox = await listInbox(db, { ...page, read: read === undefined ? undefined : read === "true" }, { actorId: actor.id, requestId });
  return json(inbox);
});
