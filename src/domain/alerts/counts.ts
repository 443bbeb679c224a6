import { eq, isNull } from "drizzle-orm";
import type { Database } from "@/db/client";
import { appointmentRequests, contactMessages } from "@/db/schema";
import type { AlertCounts } from "@/schemas/alerts";

/**
 * The staff header's alerts: requests nobody has looked at and unread messages. Counts only, no
 * personal data, asked for on every staff screen: not written to the audit trail, which would
 * drown real accesses in polling.
 */
export async function alertCounts(db: Database): Promise<AlertCounts> {
  const [newRequests, unreadMessages] = await Promise.all([
    db.$count(appointmentRequests, eq(appointmentRequests.status, "nouvelle")),
    db.$count(contactMessages, isNull(contactMessages.readAt)),
  ]);
  return { newRequests, unreadMessages };
}
