import { getInboxMessage, setMessageRead } from "@/domain/contact-messages/inbox";
import { eraseContactMessage } from "@/domain/data-protection/erasure";
import { requireRole, requireStaff } from "@/server/auth";
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

/** Erases a message on demand (ADMIN; law 09-08, decision 034): 204. */
export const DELETE = withApi<{ id: string }>(async ({ request, params, requestId }) => {
  const actor = await requireStaff(request);
  requireRole(actor, "ADMIN");
  const id = parseIdParam(params.id);
  const { db } = await getDatabase();
  await eraseContactMessage(db, id, { actorId: actor.id, requestId });
  return new Response(null, { status: 204 });
});
