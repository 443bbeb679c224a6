import { createContactMessage } from "@/domain/contact-messages/contact-messages";
import { json, withApi } from "@/server/http";
import { contactMessageCalls } from "@/server/openapi/contact-messages";

/** The public contact form (anyone, rate-limited per address). */
export const POST = withApi(contactMessageCalls.send, async ({ db, body }) => json(await createContactMessage(db, body), 201));
