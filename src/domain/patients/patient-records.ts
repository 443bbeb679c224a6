import { asc, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "@/db/client";
import { appointmentRequests, appointments, consultations, infiltrations, patients } from "@/db/schema";
import { recordAuditEvent, type AuditContext } from "@/domain/audit/audit-log";
import { conflict, invalid, notFound } from "@/domain/errors";
import { dataProtectionMessages } from "@/schemas/data-protection";
import { transliterationKey } from "@/domain/names/transliteration";
import { checkDuplicates } from "@/domain/patients/duplicates";
import {
  assertBirthDate,
  mergedIdsOf,
  patientRecordColumns,
  type PatientRecordRow,
  storedPhoneDigits,
  toPatientRecord,
} from "@/domain/patients/patients";
import {
  alreadyMergedMessage,
  type DuplicateCandidate,
  mergedIntoMessage,
  type PatientField,
  patientFieldNames,
  patientMessages,
  type PatientRecord,
  type PatientUpdate,
} from "@/schemas/patient";

/**
 * Changes to a patient's file after its registration (decision 025): its details (PATCH), its
 * archiving and restoring, and the merge of a duplicate into it. Every change locks the file's
 * row for its transaction (two people take turns) and writes its audit event in it.
 */

type Context = AuditContext & { timeZone: string };

/** The file, locked until the transaction ends; 404 when there is none. */
async function lockPatient(tx: Database, id: number): Promise<PatientRecordRow> {
  const [row] = await tx.select(patientRecordColumns).from(patients).where(eq(patients.id, id)).for("update");
  if (!row) throw notFound(patientMessages.notFound);
  return row;
}

/**
 * A merged file is read only: the file it was merged into is the one to change (409). So is an
 * anonymised one (decision 034): its identity is gone on purpose.
 */
function assertNotMerged(row: PatientRecordRow): void {
  if (row.mergedIntoId !== null) throw conflict(mergedIntoMessage(row.mergedIntoId));
  if (row.anonymisedAt !== null) throw conflict(dataProtectionMessages.anonymisedReadOnly);
}

async function readRecord(tx: Database, id: number): Promise<PatientRecord> {
  const [row] = await tx.select(patientRecordColumns).from(patients).where(eq(patients.id, id));
  return toPatientRecord(row!, await mergedIdsOf(tx, id));
}

const changedByActor = (context: AuditContext) => ({ updatedAt: sql`now()`, updatedBy: context.actorId });

export type PatientChange = { kind: "done"; patient: PatientRecord } | { kind: "duplicates"; duplicates: DuplicateCandidate[] };

/** The fields that make a file look like another one (docs/decisions/009). */
const identityFields = new Set<PatientField>(["nom", "prenom", "dateNaissance", "telephone", "cin"]);

/**
 * PATCH /api/patients/{id}. The creation's rules hold for every field sent (the schema's, and the
 * birth date's here); what is left out stays as it is, and a value equal to the current one is no
 * change (200, nothing written). The stored phone digits follow the phone; the stored search keys
 * follow nom and prenom by themselves (generated columns, decision 016). With `rejectDuplicates`
 * (header X-Duplicate-Check: reject), a change of identity that makes the file look like another
 * one answers the likely duplicates instead. `patient.update` records the changed fields' names.
 */
export async function updatePatient(
  db: Database,
  id: number,
  update: PatientUpdate,
  context: Context,
  options: { rejectDuplicates: boolean },
): Promise<PatientChange> {
  if (update.dateNaissance !== undefined) assertBirthDate(update.dateNaissance, context.timeZone);
  return db.transaction(async (tx): Promise<PatientChange> => {
    const current = await lockPatient(tx, id);
    assertNotMerged(current);
    const changes: Partial<Pick<typeof patients.$inferInsert, PatientField>> = {};
    for (const field of patientFieldNames) {
      const value = update[field];
      if (value !== undefined && value !== current[field]) Object.assign(changes, { [field]: value });
    }
    const fields = patientFieldNames.filter((field) => field in changes);
    if (fields.length === 0) return { kind: "done", patient: await readRecord(tx, id) };

    if (options.rejectDuplicates && fields.some((field) => identityFields.has(field))) {
      const next = { ...current, ...changes } as PatientRecordRow;
      const probe = { nom: next.nom, prenom: next.prenom, dateNaissance: next.dateNaissance, telephone: next.telephone, cin: next.cin };
      const duplicates = await checkDuplicates(tx, probe, context, { excludeId: id });
      if (duplicates.length > 0) return { kind: "duplicates", duplicates };
    }

    await tx
      .update(patients)
      .set({
        ...changes,
        ...(typeof changes.telephone === "string" ? { telephoneDigits: storedPhoneDigits(changes.telephone) } : {}),
        // The transliteration key follows the names (decision 042).
        ...(changes.nom !== undefined || changes.prenom !== undefined ? { translitKey: transliterationKey(changes.nom ?? current.nom, changes.prenom ?? current.prenom) } : {}),
        ...changedByActor(context),
      })
      .where(eq(patients.id, id));
    await recordAuditEvent(tx, context, { action: "patient.update", targetType: "patient", targetId: id, details: { fields } });
    return { kind: "done", patient: await readRecord(tx, id) };
  });
}

/** POST /api/patients/{id}/archive: the file leaves the searches, stays readable. Archiving it again changes nothing. */
export async function archivePatient(db: Database, id: number, context: AuditContext): Promise<PatientRecord> {
  return db.transaction(async (tx) => {
    const current = await lockPatient(tx, id);
    if (current.archivedAt === null) {
      await tx
        .update(patients)
        .set({ archivedAt: sql`now()`, archivedBy: context.actorId, ...changedByActor(context) })
        .where(eq(patients.id, id));
      await recordAuditEvent(tx, context, { action: "patient.archive", targetType: "patient", targetId: id });
    }
    return readRecord(tx, id);
  });
}

/** POST /api/patients/{id}/restore: back in the searches. A merged file cannot come back (409). */
export async function restorePatient(db: Database, id: number, context: AuditContext): Promise<PatientRecord> {
  return db.transaction(async (tx) => {
    const current = await lockPatient(tx, id);
    if (current.mergedIntoId !== null) throw conflict(patientMessages.mergedCannotBeRestored);
    if (current.anonymisedAt !== null) throw conflict(dataProtectionMessages.anonymisedReadOnly);
    if (current.archivedAt !== null) {
      await tx
        .update(patients)
        .set({ archivedAt: null, archivedBy: null, ...changedByActor(context) })
        .where(eq(patients.id, id));
      await recordAuditEvent(tx, context, { action: "patient.restore", targetType: "patient", targetId: id });
    }
    return readRecord(tx, id);
  });
}

/**
 * POST /api/patients/{id}/merge {fromId}: two files of one person become one. In one transaction,
 * both rows locked (in id order: two merges of the same pair cannot deadlock): the other file's
 * appointments and linked requests move to the file kept, which keeps its own identity and the
 * older creation date; the other file is archived and points to the file kept. Appointments of
 * both files on one doctor at one time stay as they are: both were real. Audit rows are never
 * rewritten: `patient.merge` names both files (`patientIds`) and what moved, and the kept file's
 * access history reads the events of the files merged into it (access-history.ts).
 */
export async function mergePatients(db: Database, keptId: number, fromId: number, context: AuditContext): Promise<PatientRecord> {
  if (keptId === fromId) throw invalid(patientMessages.mergeWithItself, { fromId: patientMessages.mergeWithItself });
  return db.transaction(async (tx) => {
    const rows = await tx
      .select(patientRecordColumns)
      .from(patients)
      .where(inArray(patients.id, [keptId, fromId]))
      .orderBy(asc(patients.id))
      .for("update");
    const kept = rows.find((row) => row.id === keptId);
    const from = rows.find((row) => row.id === fromId);
    if (!kept || !from) throw notFound(patientMessages.notFound);
    assertNotMerged(kept);
    if (kept.archivedAt !== null) throw conflict(patientMessages.mergeIntoArchived);
    if (from.mergedIntoId !== null) {
      const message = alreadyMergedMessage(fromId, from.mergedIntoId);
      throw conflict(message, { fromId: message });
    }

    const moved = await tx
      .update(appointments)
      .set({ patientId: keptId })
      .where(eq(appointments.patientId, fromId))
      .returning({ id: appointments.id });
    const requests = await tx
      .update(appointmentRequests)
      .set({ patientId: keptId })
      .where(eq(appointmentRequests.patientId, fromId))
      .returning({ id: appointmentRequests.id });
    // The medical record follows the person (decision 054): notes and infiltrations move with the appointments.
    const notes = await tx.update(consultations).set({ patientId: keptId }).where(eq(consultations.patientId, fromId)).returning({ id: consultations.id });
    await tx.update(infiltrations).set({ patientId: keptId }).where(eq(infiltrations.patientId, fromId));
    await tx
      .update(patients)
      .set({ ...(from.dateCreation < kept.dateCreation ? { dateCreation: from.dateCreation } : {}), ...changedByActor(context) })
      .where(eq(patients.id, keptId));
    await tx
      .update(patients)
      .set({ archivedAt: sql`now()`, archivedBy: context.actorId, mergedIntoId: keptId, ...changedByActor(context) })
      .where(eq(patients.id, fromId));
    await recordAuditEvent(tx, context, {
      action: "patient.merge",
      targetType: "patient",
      targetId: keptId,
      details: {
        fromId,
        patientIds: [keptId, fromId],
        appointmentIds: moved.map((row) => row.id).sort((a, b) => a - b),
        appointmentRequestIds: requests.map((row) => row.id).sort((a, b) => a - b),
        ...(notes.length > 0 ? { consultationIds: notes.map((row) => row.id).sort((a, b) => a - b) } : {}),
      },
    });
    return readRecord(tx, keptId);
  });
}

/**
 * POST /api/patients/{id}/verify: the front desk checked a file an online booking created (issue
 * 33): it stops reading « créé en ligne — à vérifier ». A file the practice made, or one already
 * checked, is left as it is (200, nothing recorded); a merged or anonymised file is read only (409).
 */
export async function markPatientVerified(db: Database, id: number, context: AuditContext): Promise<PatientRecord> {
  return db.transaction(async (tx) => {
    const current = await lockPatient(tx, id);
    assertNotMerged(current);
    if (current.creeEnLigneAt !== null && current.verifieAt === null) {
      await tx
        .update(patients)
        .set({ verifieAt: sql`now()`, ...changedByActor(context) })
        .where(eq(patients.id, id));
      await recordAuditEvent(tx, context, { action: "patient.verify", targetType: "patient", targetId: id });
    }
    return readRecord(tx, id);
  });
}
