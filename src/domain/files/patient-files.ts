import { and, desc, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "@/db/client";
import { patientFiles, patients } from "@/db/schema";
import { recordAuditEvent, type AuditContext } from "@/domain/audit/audit-log";
import { conflict, invalid, notFound } from "@/domain/errors";
import { staffRefsById } from "@/domain/consultations/consultation-json";
import { needsSide } from "@/schemas/consultation";
import { patientMessages } from "@/schemas/patient";
import {
  type AcceptedFileType,
  type FileLabels,
  type FileUploadFields,
  type PatientFile,
  patientFileMessages,
  sideRequiredMessage,
} from "@/schemas/patient-file";
import type { StaffRef } from "@/schemas/staff-user";

/**
 * The images and documents a patient brings (issue 34, decision 061), as rows: their labels and
 * where their sealed bytes are. The bytes themselves are the server's (src/server/files): this
 * module decides who may do what and records it. Doctors only (the routes declare it); every list
 * and every read of content is in the patient's access history.
 */

export type PatientFileRow = typeof patientFiles.$inferSelect;

/** A file whose bytes are stored, about to be recorded. */
export type StoredFile = { storageKey: string; thumbnailKey: string | null; nomOriginal: string; typeMime: AcceptedFileType; taille: number; sha256: string };

/** Who sent the files: a doctor (with the audit context), or a phone through an upload link. */
export type Uploader = { kind: "staff"; audit: AuditContext } | { kind: "link"; uploadLinkId: number; requestId: string };

/** The patient a file goes to: 404 unknown; 409 a merged file (its records live in the kept one). */
export async function patientForFiles(db: Database, patientId: number, write: boolean): Promise<void> {
  const [patient] = await db.select({ id: patients.id, mergedIntoId: patients.mergedIntoId }).from(patients).where(eq(patients.id, patientId));
  if (!patient) throw notFound(patientMessages.notFound);
  if (write && patient.mergedIntoId !== null) throw conflict(patientFileMessages.mergedFile);
}

/** The side is required where the region has one (as in a note), checked on the labels as they will be. */
export function checkSide(labels: { region: string | null; cote: string | null }): void {
  if (labels.region && needsSide(labels.region as Parameters<typeof needsSide>[0]) && !labels.cote) {
    throw invalid("Données invalides.", { cote: sideRequiredMessage });
  }
}

export function toPatientFile(row: PatientFileRow, staff: Map<number, StaffRef>): PatientFile {
  return {
    id: row.id,
    patientId: row.patientId,
    nomOriginal: row.nomOriginal,
    typeMime: row.typeMime,
    taille: row.taille,
    nature: row.nature,
    region: row.region,
    cote: row.cote,
    dateExamen: row.dateExamen,
    libelle: row.libelle,
    miniature: row.thumbnailKey !== null,
    televerseLe: row.uploadedAt.toISOString(),
    televersePar: row.uploadedBy === null ? null : (staff.get(row.uploadedBy) ?? { id: row.uploadedBy, nom: "", prenom: "" }),
    viaTelephone: row.uploadLinkId !== null,
  };
}

async function filesOf(db: Database, rows: PatientFileRow[]): Promise<PatientFile[]> {
  const staff = await staffRefsById(
    db,
    rows.map((row) => row.uploadedBy),
  );
  return rows.map((row) => toPatientFile(row, staff));
}

/**
 * Records files whose bytes are stored, with the labels of the request, in one transaction with
 * its audit event (`file.upload`: the ids, and from a phone the link). Returns them in order.
 */
export async function recordFiles(db: Database, patientId: number, labels: FileUploadFields, stored: StoredFile[], uploader: Uploader, now: Date): Promise<PatientFile[]> {
  checkSide(labels);
  const rows = await db.transaction(async (tx) => {
    await patientForFiles(tx, patientId, true);
    const inserted = await tx
      .insert(patientFiles)
      .values(
        stored.map((file) => ({
          patientId,
          ...file,
          nature: labels.nature,
          region: labels.region,
          cote: labels.region ? labels.cote : null,
          dateExamen: labels.dateExamen,
          libelle: labels.libelle,
          uploadedAt: now,
          uploadedBy: uploader.kind === "staff" ? uploader.audit.actorId : null,
          uploadLinkId: uploader.kind === "link" ? uploader.uploadLinkId : null,
        })),
      )
      .returning();
    const fileIds = inserted.map((row) => row.id);
    await recordAuditEvent(tx, uploader.kind === "staff" ? uploader.audit : { actorId: null, requestId: uploader.requestId }, {
      action: "file.upload",
      targetType: "patient",
      targetId: patientId,
      details: uploader.kind === "staff" ? { fileIds } : { fileIds, uploadLinkId: uploader.uploadLinkId, viaTelephone: true },
    });
    return inserted;
  });
  return filesOf(db, rows);
}

/** Newest exam first; undated files at their upload day among them. */
const newestFirst = [desc(sql`coalesce(${patientFiles.dateExamen}::timestamp, ${patientFiles.uploadedAt} at time zone 'UTC')`), desc(patientFiles.id)];

/** GET /api/patients/{id}/files: audited as a read of the list (`file.read`, vue "liste", the ids shown). */
export async function listPatientFiles(db: Database, patientId: number, audit: AuditContext): Promise<PatientFile[]> {
  await patientForFiles(db, patientId, false);
  const rows = await db
    .select()
    .from(patientFiles)
    .where(eq(patientFiles.patientId, patientId))
    .orderBy(...newestFirst);
  await recordAuditEvent(db, audit, { action: "file.read", targetType: "patient", targetId: patientId, details: { fileIds: rows.map((row) => row.id), vue: "liste" } });
  return filesOf(db, rows);
}

async function rowOf(db: Database, id: number): Promise<PatientFileRow> {
  const [row] = await db.select().from(patientFiles).where(eq(patientFiles.id, id));
  if (!row) throw notFound(patientFileMessages.notFound);
  return row;
}

/**
 * A file about to be sent (GET /api/files/{id}): its row, and the read recorded on the patient's
 * history (`file.read`, vue "fichier"). A thumbnail is not recorded one by one: it shows what the
 * list, recorded with the ids it showed, already showed (vue "miniature" is never written).
 */
export async function fileForReading(db: Database, id: number, thumbnail: boolean, audit: AuditContext): Promise<PatientFileRow> {
  const row = await rowOf(db, id);
  if (thumbnail && row.thumbnailKey === null) throw notFound("Ce fichier n'a pas de miniature.");
  if (!thumbnail) await recordAuditEvent(db, audit, { action: "file.read", targetType: "patient", targetId: row.patientId, details: { fileIds: [row.id], vue: "fichier" } });
  return row;
}

/** PATCH /api/files/{id}: the labels changed (field names audited, never their values). */
export async function updateFileLabels(db: Database, id: number, input: FileLabels, audit: AuditContext, now: Date): Promise<PatientFile> {
  const row = await db.transaction(async (tx) => {
    const current = await rowOf(tx, id);
    const changes = Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined)) as Partial<PatientFileRow>;
    const next = { region: "region" in changes ? (changes.region ?? null) : current.region, cote: "cote" in changes ? (changes.cote ?? null) : current.cote };
    checkSide(next);
    if (!next.region) changes.cote = null;
    const [updated] = await tx
      .update(patientFiles)
      .set({ ...changes, updatedAt: now, updatedBy: audit.actorId })
      .where(eq(patientFiles.id, id))
      .returning();
    await recordAuditEvent(tx, audit, { action: "file.update", targetType: "patient", targetId: current.patientId, details: { fileId: id, champs: Object.keys(input) } });
    return updated!;
  });
  return (await filesOf(db, [row]))[0]!;
}

/** The patients' files for the timeline (doctors): every file of these patients. */
export async function filesOfPatients(db: Database, patientIds: number[]): Promise<PatientFile[]> {
  if (patientIds.length === 0) return [];
  const rows = await db
    .select()
    .from(patientFiles)
    .where(inArray(patientFiles.patientId, patientIds))
    .orderBy(...newestFirst);
  return filesOf(db, rows);
}

/** How many files came through each upload link. */
export async function filesReceivedByLink(db: Database, uploadLinkId: number): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(patientFiles)
    .where(and(eq(patientFiles.uploadLinkId, uploadLinkId)));
  return row?.count ?? 0;
}
