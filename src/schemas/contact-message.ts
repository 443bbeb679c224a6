import { z } from "zod";
import { answer, emailField, requiredText } from "@/schemas/fields";
import { limitParam, offsetParam } from "@/schemas/paging";
import { staffRefResponse } from "@/schemas/staff-user";

/** Messages of the spec's §8 for the public form, word for word (kept zod-free for the browser). */
export { contactMessages } from "@/schemas/public-form-messages";

/** POST /api/contact */
export const contactMessageInput = z.strictObject({
  nomComplet: requiredText("Le nom complet", 150),
  email: emailField(),
  sujet: requiredText("Le sujet", 200),
  message: requiredText("Le message", 5000),
});
export type ContactMessageInput = z.input<typeof contactMessageInput>;

/** GET /api/contact-messages?read=&limit=&offset= */
export const contactMessageListQuery = z.object({
  read: z.enum(["true", "false"], { error: "read doit valoir true ou false." }).optional(),
  limit: limitParam,
  offset: offsetParam,
});

/** PATCH /api/contact-messages/{id} */
export const contactMessageUpdate = z.strictObject({
  read: z.boolean({ error: "read doit être vrai ou faux." }),
});

/** What POST /api/contact answers. */
export const contactMessageResponse = z.object({
  id: answer.id,
  nomComplet: z.string(),
  email: z.string(),
  sujet: z.string(),
  message: z.string(),
  createdAt: answer.instant,
});
export type ContactMessage = z.infer<typeof contactMessageResponse>;

/** A message as the staff inbox shows it: who read it, and when. */
export const inboxMessageResponse = contactMessageResponse
  .extend({ readAt: answer.instant.nullable(), readBy: staffRefResponse.nullable() })
  .meta({ id: "InboxMessage" });
export type InboxMessage = z.infer<typeof inboxMessageResponse>;

export const inboxPageResponse = z
  .object({ items: z.array(inboxMessageResponse), total: z.number().int(), unread: z.number().int() })
  .meta({ id: "InboxPage" });
export type InboxPage = z.infer<typeof inboxPageResponse>;

export const inboxMessages = {
  messagesFailed: "Impossible de récupérer les messages.",
  noMessages: "Aucun message.",
  messageNotFound: "Message non trouvé",
  openFailed: "Impossible d'ouvrir le message.",
  updateFailed: "Erreur lors de la mise à jour du message.",
} as const;
