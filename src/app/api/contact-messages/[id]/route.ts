import { getInboxMessage, setMessageRead } from "@/domain/contact-messages/inbox";
import { requireStaff } from "@/server/auth";
import { getDatabase } from "@/server/db";
import { json, readJson, withApi } from "@/server/http";
import { parseIdParam } from "@/server/request-params";
import { contactMessageUpdate } from "@/schemas/contact-message";

export const dynamic = "force-dynamic";

/** One message in full (any staff member). Reading it does not mark it read: PATCH does. */
export const GET = withApi<{ id: string }>(async ({ request, params, requestId }) => {
  const actor = await requireStaff(request);
  const id = parseIdParam(params.id);
  const { db } = await getDatabase();
  return json(await getInboxMessage(db, id, { actorId: actor.id, requestId }));
});

/** Marks a message read (by whom, when) or unread again (any staff member). */
export const PATCH = withApi<{ id: string }>(async ({ request, params, requestId }) => {
  const actor = await requireStaff(request);
  const id = parseIdParam(params.id);
  const { read } = await readJson(request, contactMessageUpdate);
  const { db } = await getDatabase();
  return json(await setMessageRead(db, id, read, { actorId: actor.id, requestId }));
});
