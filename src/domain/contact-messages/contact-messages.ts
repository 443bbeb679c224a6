import type { z } from "zod";
import type { Database } from "@/db/client";
import { contactMessages } from "@/db/schema";
import type { ContactMessage, contactMessageInput } from "@/schemas/contact-message";

export type NewContactMessage = z.output<typeof contactMessageInput>;

/** POST /api/contact (public): kept for the practice to read. */
export async function createContactMessage(db: Database, input: NewContactMessage): Promise<ContactMessage> {
  const [row] = await db.insert(contactMessages).values(input).returning();
  return {
    id: row!.id,
    nomComplet: row!.nomComplet,
    email: row!.email,
    sujet: row!.sujet,
    message: row!.message,
    createdAt: row!.createdAt.toISOString(),
  };
}
