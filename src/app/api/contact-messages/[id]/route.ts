import { getInboxMessage, setMessageRead } from "@/domain/contact-messages/inbox";
import { eraseContactMessage } from "@/domain/data-protection/erasure";
import { json, noContent, withApi } from "@/server/http";
import { contactMessageCalls } from "@/server/openapi/contact-messages";
import { dataProtectionCalls } from "@/server/openapi/data-protection";

/** One message in full (any staff member). Reading it does not mark it read: PATCH does. */
export const GET = withApi(contactMessageCalls.read, async ({ db, params, audit }) => json(await getInboxMessage(db, params.id, audit)));

/** Marks a message read (by whom, when) or unread again (any staff member). */
export const PATCH = withApi(contactMessageCalls.markRead, async ({ db, params, body, audit }) => json(await setMessageRead(db, params.id, body.read, audit)));

/** Erases a message on demand (ADMIN; law 09-08, decision 034): 204. */
export const DELETE = withApi(dataProtectionCalls.eraseMessage, async ({ db, params, audit }) => {
  await eraseContactMessage(db, params.id, audit);
  return noContent();
});
