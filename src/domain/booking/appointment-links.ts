import { createHash, randomBytes, randomUUID } from "node:crypto";
import { and, eq, gt } from "drizzle-orm";
import type { Database } from "@/db/client";
import { appointmentLinks } from "@/db/schema";

/**
 * The patient's personal link to an appointment, `/rendez-vous/gerer/{token}` (issue 33): 32 random
 * bytes (base64url, 43 characters), one per message that carries it, valid until the appointment's
 * end. Only the token's SHA-256 is stored, so a copy of the database opens no appointment; the
 * access log masks the token (src/server/logger.ts).
 */
export const APPOINTMENT_LINK_PATH = "/rendez-vous/gerer";

export function hashLinkToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** A new link for the appointment; returns the token, which only the message holds. */
export async function issueAppointmentLink(db: Database, appointmentId: number, validUntil: Date, now: Date): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  await db.insert(appointmentLinks).values({ id: randomUUID(), appointmentId, tokenHash: hashLinkToken(token), expiresAt: validUntil, createdAt: now });
  return token;
}

/** The appointment a link opens, or null when the token is unknown, malformed or expired. */
export async function appointmentIdForLink(db: Database, token: string, now: Date): Promise<number | null> {
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return null;
  const [row] = await db
    .select({ appointmentId: appointmentLinks.appointmentId })
    .from(appointmentLinks)
    .where(and(eq(appointmentLinks.tokenHash, hashLinkToken(token)), gt(appointmentLinks.expiresAt, now)))
    .limit(1);
  return row?.appointmentId ?? null;
}

/** The absolute address of a link, for a message. */
export function appointmentLinkUrl(siteUrl: string, token: string): string {
  return `${siteUrl.replace(/\/$/, "")}${APPOINTMENT_LINK_PATH}/${token}`;
}
