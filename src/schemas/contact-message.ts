import { z } from "zod";
import { emailField, requiredText } from "@/schemas/fields";

/** POST /api/contact */
export const contactMessageInput = z.strictObject({
  nomComplet: requiredText("Le nom complet", 150),
  email: emailField(),
  sujet: requiredText("Le sujet", 200),
  message: requiredText("Le message", 5000),
});
export type ContactMessageInput = z.input<typeof contactMessageInput>;

export { contactMessages } from "@/schemas/public-form-messages";
