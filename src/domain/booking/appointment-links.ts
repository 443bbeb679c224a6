import { createHash, randomBytes, randomUUID } from "node:crypto";
import { and, eq, gt, lt } from "drizzle-orm";
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

/** The absolute address of a link, for a message: the Arabic page (/ar/…) for a message in Arabic. */
export function appointmentLinkUrl(siteUrl: string, token: string, langue: "fr" | "ar" = "fr"): string {
  return `${siteUrl.replace(/\/$/, "")}${langue === "ar" ? "/ar" : ""}${APPOINTMENT_LINK_PATH}/${token}`;
}

/** Forgets a link whose message did not leave (never sent, to be tried again): nobody holds it. */
export async function revokeAppointmentLink(db: Database, token: string): Promise<void> {
  await db.delete(appointmentLinks).where(eq(appointmentLinks.tokenHash, hashLinkToken(token)));
}

/** The appointment's links now last until its new end (a move by the patient or the staff). */
export async function extendAppointmentLinks(db: Database, appointmentId: number, validUntil: Date): Promise<void> {
  await db.update(appointmentLinks).set({ expiresAt: validUntil }).where(eq(appointmentLinks.appointmentId, appointmentId));
}

/** Deletes the links expired before `before` (the cleanup job): they open nothing any more. */
export async function deleteExpiredAppointmentLinks(db: Database, before: Date): Promise<number> {
  const deleted = await db.delete(appointmentLinks).where(lt(appointmentLinks.expiresAt, before)).returning({ id: appointmentLinks.id });
  return deleted.length;
}
