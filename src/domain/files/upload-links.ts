import { createHash, randomBytes } from "node:crypto";
import { and, eq, isNull } from "drizzle-orm";
import type { Database } from "@/db/client";
import { uploadLinks } from "@/db/schema";
import { recordAuditEvent, type AuditContext } from "@/domain/audit/audit-log";
import { gone, notFound } from "@/domain/errors";
import { filesReceivedByLink, patientForFiles } from "@/domain/files/patient-files";
import { patientFileMessages, UPLOAD_LINK_MINUTES, UPLOAD_PAGE_PATH, type UploadLinkStatus } from "@/schemas/patient-file";

/**
 * The phone upload link (issue 34, decision 061): a doctor opens it on a patient's file and shows
 * it as a QR code; for 10 minutes, or until the doctor closes it, the phone that opens it sends
 * photos into that file and no other, without a login, and sees nothing of the patient. The token
 * is 32 random bytes (256 bits, base64url); only its SHA-256 is stored, so a copy of the database
 * opens no link.
 */

export function hashUploadToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

export const isUploadTokenShape = (token: string) => /^[A-Za-z0-9_-]{43}$/.test(token);

export function uploadLinkUrl(siteUrl: string, token: string): string {
  return `${siteUrl.replace(/\/$/, "")}${UPLOAD_PAGE_PATH}/${token}`;
}

type LinkRow = typeof uploadLinks.$inferSelect;

const isOpen = (row: LinkRow, now: Date) => row.closedAt === null && row.expiresAt > now;

/** POST /api/patients/{id}/upload-links (doctors): a new link; the token is returned once. */
export async function createUploadLink(db: Database, patientId: number, audit: AuditContext, now: Date): Promise<{ id: number; token: string; expiresAt: Date }> {
  await patientForFiles(db, patientId, true);
  const token = randomBytes(32).toString("base64url");
  const expiresAt = new Date(now.getTime() + UPLOAD_LINK_MINUTES * 60_000);
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(uploadLinks).values({ patientId, tokenHash: hashUploadToken(token), createdBy: audit.actorId, createdAt: now, expiresAt }).returning({ id: uploadLinks.id });
    await recordAuditEvent(tx, audit, { action: "upload_link.create", targetType: "patient", targetId: patientId, details: { uploadLinkId: row!.id } });
    return { id: row!.id, token, expiresAt };
  });
}

async function linkRow(db: Database, id: number): Promise<LinkRow> {
  const [row] = await db.select().from(uploadLinks).where(eq(uploadLinks.id, id));
  if (!row) throw notFound(patientFileMessages.linkNotFound);
  return row;
}

/** GET /api/upload-links/{id} (doctors): open or not, and how many files came (the staff screen polls it). */
export async function uploadLinkStatus(db: Database, id: number, now: Date): Promise<UploadLinkStatus> {
  const row = await linkRow(db, id);
  return { id: row.id, ouvert: isOpen(row, now), expireLe: row.expiresAt.toISOString(), fichiers: await filesReceivedByLink(db, row.id) };
}

/** DELETE /api/upload-links/{id} (doctors): closed from now on (closing a closed or expired link changes nothing). */
export async function closeUploadLink(db: Database, id: number, audit: AuditContext, now: Date): Promise<void> {
  const row = await linkRow(db, id);
  if (row.closedAt !== null) return;
  await db.transaction(async (tx) => {
    await tx
      .update(uploadLinks)
      .set({ closedAt: now, closedBy: audit.actorId })
      .where(and(eq(uploadLinks.id, id), isNull(uploadLinks.closedAt)));
    await recordAuditEvent(tx, audit, { action: "upload_link.close", targetType: "patient", targetId: row.patientId, details: { uploadLinkId: id } });
  });
}

/**
 * The link a token opens, for the public page and its upload: 404 for a token that opens nothing
 * (unknown or malformed), 410 once the link is closed or expired. The patient's id stays on the
 * server: the page shows nothing of the patient.
 */
export async function openUploadLink(db: Database, token: string, now: Date): Promise<{ id: number; patientId: number; expiresAt: Date }> {
  if (!isUploadTokenShape(token)) throw notFound(patientFileMessages.linkNotFound);
  const [row] = await db.select().from(uploadLinks).where(eq(uploadLinks.tokenHash, hashUploadToken(token)));
  if (!row) throw notFound(patientFileMessages.linkNotFound);
  if (!isOpen(row, now)) throw gone(patientFileMessages.linkClosed);
  return { id: row.id, patientId: row.patientId, expiresAt: row.expiresAt };
}

/** The public page's state: open (until when, files received), closed or expired, or unknown. */
export async function uploadPageState(db: Database, token: string, now: Date): Promise<{ state: "ouvert"; expiresAt: Date; received: number } | { state: "ferme" } | { state: "inconnu" }> {
  if (!isUploadTokenShape(token)) return { state: "inconnu" };
  const [row] = await db.select().from(uploadLinks).where(eq(uploadLinks.tokenHash, hashUploadToken(token)));
  if (!row) return { state: "inconnu" };
  if (!isOpen(row, now)) return { state: "ferme" };
  return { state: "ouvert", expiresAt: row.expiresAt, received: await filesReceivedByLink(db, row.id) };
}
