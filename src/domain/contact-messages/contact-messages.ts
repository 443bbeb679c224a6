import type { z } from "zod";
import type { Database } from "@/db/client";
import { contactMessages } from "@/db/schema";
import { recordStaffAlertEvent } from "@/domain/notifications/staff-alerts";
import type { ContactMessage, contactMessageInput } from "@/schemas/contact-message";

export type NewContactMessage = z.output<typeof contactMessageInput>;

/** POST /api/contact (public): kept for the practice to read. */
export async function createContactMessage(db: Database, input: NewContactMessage): Promise<ContactMessage> {
  const row = await db.transaction(async (tx) => {
    const [created] = await tx.insert(contactMessages).values(input).returning();
    // Counted in the staff's next grouped e-mail (decision 030).
    await recordStaffAlertEvent(tx, "contact_message");
    return created;
  });
  return {
    id: row!.id,
    nomComplet: row!.nomComplet,
    email: row!.email,
    sujet: row!.sujet,
    message: row!.message,
    createdAt: row!.createdAt.toISOString(),
  };
}
