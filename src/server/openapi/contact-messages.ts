import { clientAddress, publicFormLimits } from "@/server/rate-limit";
import { contactMessageInput, contactMessageListQuery, contactMessageUpdate } from "@/schemas/contact-message";
import { badBody, badId, badQuery, idPath, type Operation, rateLimited, ref, unauthenticated } from "@/server/openapi/operation";

/** Contact messages: the public form, and the staff inbox (docs/decisions/009). */
export const contactMessageCalls = {
  send: {
    method: "post",
    path: "/api/contact",
    summary: "Send a message (public contact form)",
    tag: "Public",
    access: "public",
    limits: (request: Request) => [publicFormLimits("contact", clientAddress(request))],
    body: { name: "ContactMessageInput", schema: contactMessageInput },
    success: { status: 201, description: "The stored message", schema: ref("ContactMessage") },
    errors: { ...badBody, ...rateLimited },
  },
  list: {
    method: "get",
    path: "/api/contact-messages",
    summary: "The contact messages, newest first, all or read/unread only",
    tag: "Front desk",
    access: "staff",
    query: contactMessageListQuery,
    success: { status: 200, description: "A page of messages, the total and the unread count", schema: ref("InboxPage") },
    errors: { ...badQuery, ...unauthenticated },
  },
  read: {
    method: "get",
    path: "/api/contact-messages/{id}",
    summary: "One contact message in full (reading does not mark it read)",
    tag: "Front desk",
    access: "staff",
    pathParams: idPath("The message's id"),
    success: { status: 200, description: "The message", schema: ref("InboxMessage") },
    errors: { ...badId, ...unauthenticated, 404: "Message non trouvé" },
  },
  markRead: {
    method: "patch",
    path: "/api/contact-messages/{id}",
    summary: "Mark a contact message read (by whom, when) or unread again",
    tag: "Front desk",
    access: "staff",
    pathParams: idPath("The message's id"),
    body: { name: "ContactMessageUpdate", schema: contactMessageUpdate },
    success: { status: 200, description: "The message", schema: ref("InboxMessage") },
    errors: { ...badBody, ...unauthenticated, 404: "Message non trouvé" },
  },
} satisfies Record<string, Operation>;
