import { and, desc, eq, isNotNull, sql } from "drizzle-orm";
import type { Database } from "@/db/client";
import { appointments, consultationAddenda, consultations, patients } from "@/db/schema";
import { recordAuditEvent, type AuditContext } from "@/domain/audit/audit-log";
import { conflict, forbidden, invalid, notFound } from "@/domain/errors";
import { examinationsOf, notesOf, summariesOf, type ConsultationRow } from "@/domain/consultations/consultation-json";
import { isDoctor } from "@/domain/staff/doctors";
import {
  consultationMessages,
  needsSide,
  type ConsultationDraft,
  type ConsultationListItem,
  type ConsultationNote,
  type DiagnosisFavourites,
  type Region,
} from "@/schemas/consultation";
import { patientMessages } from "@/schemas/patient";
import type { StaffRole } from "@/schemas/staff-user";

/**
 * The consultation note (issue 34, decision 054). Doctors write and read it; the rest of the staff
 * learn only that it exists. A draft changes as the doctor types (autosave); signing locks it, and
 * a correction is an addendum below it. Every read of its content is in the patient's access
 * history (an event aimed at the patient, naming the notes read).
 */

export type Actor = { id: number; role: StaffRole; estMedecin?: boolean | null };

/** An editing session: one doctor's changes to a draft with no pause longer than this. One audit event each. */
export const EDITING_SESSION_MINUTES = 30;

/** How many favourite diagnoses a doctor is offered. */
const FAVOURITES = 8;

/** Common diagnoses of an orthopaedic practice: the favourites of a doctor who has written few notes yet. */
export const COMMON_DIAGNOSES = [
  "Gonarthrose",
  "Lésion méniscale",
  "Rupture du ligament croisé antérieur",
  "Tendinopathie de la coiffe des rotateurs",
  "Coxarthrose",
  "Lombalgie commune",
  "Syndrome du canal carpien",
  "Entorse de la cheville",
];

async function patientForNotes(db: Database, patientId: number, write: boolean) {
  const [patient] = await db
    .select({ id: patients.id, mergedIntoId: patients.mergedIntoId, anonymisedAt: patients.anonymisedAt })
    .from(patients)
    .where(eq(patients.id, patientId));
  if (!patient) throw notFound(patientMessages.notFound);
  if (write && patient.mergedIntoId !== null) throw conflict(consultationMessages.mergedFile);
  return patient;
}

/** The content read, recorded on the patient's history: which notes, from which screen. */
async function recordContentRead(db: Database, audit: AuditContext, patientId: number, consultationIds: number[], vue: "note" | "liste" | "parcours") {
  await recordAuditEvent(db, audit, { action: "consultation.read", targetType: "patient", targetId: patientId, details: { consultationIds, vue } });
}

/**
 * GET /api/patients/{id}/consultations: newest first. Doctors get the notes (a region keeps those
 * that examined it); the rest of the staff their summaries, and may not filter by region (a
 * region would tell them what the note says).
 */
export async function listConsultations(db: Database, patientId: number, filter: { region?: Region }, actor: Actor, audit: AuditContext): Promise<ConsultationListItem[]> {
  await patientForNotes(db, patientId, false);
  const doctor = isDoctor(actor);
  if (filter.region && !doctor) throw forbidden(consultationMessages.doctorsOnly);
  const rows = await db
    .select()
    .from(consultations)
    .where(
      and(
        eq(consultations.patientId, patientId),
        filter.region ? sql`${consultations.examens} @> ${JSON.stringify([{ region: filter.region }])}::jsonb` : undefined,
      ),
    )
    .orderBy(desc(consultations.createdAt), desc(consultations.id));
  const ids = rows.map((row) => row.id);
  if (!doctor) {
    await recordAuditEvent(db, audit, { action: "consultation.list", targetType: "patient", targetId: patientId, details: { consultationIds: ids } });
    return summariesOf(db, rows);
  }
  await recordContentRead(db, audit, patientId, ids, "liste");
  return notesOf(db, rows);
}

async function rowOf(db: Database, id: number, lock = false): Promise<ConsultationRow> {
  const query = db.select().from(consultations).where(eq(consultations.id, id));
  const [row] = lock ? await query.for("update") : await query;
  if (!row) throw notFound(consultationMessages.notFound);
  return row;
}

async function noteOf(db: Database, row: ConsultationRow): Promise<ConsultationNote> {
  return (await notesOf(db, [row]))[0]!;
}

/** GET /api/consultations/{id} (doctors). */
export async function readConsultation(db: Database, id: number, audit: AuditContext): Promise<ConsultationNote> {
  const row = await rowOf(db, id);
  await recordContentRead(db, audit, row.patientId, [row.id], "note");
  return noteOf(db, row);
}

/**
 * POST /api/patients/{id}/consultations (doctors): a new draft by the caller, for one of the
 * patient's appointments or none. An appointment has one note: opening it again answers the note
 * it already has (`created: false`). The motif comes from the appointment, the antecedents from
 * the patient's last note that has some: the doctor corrects rather than retypes.
 */
export async function openConsultation(
  db: Database,
  patientId: number,
  input: { rendezVousId: number | null },
  actor: Actor,
  audit: AuditContext,
  now: Date,
): Promise<{ note: ConsultationNote; created: boolean }> {
  const patient = await patientForNotes(db, patientId, true);
  if (patient.anonymisedAt !== null) throw conflict(consultationMessages.anonymisedFile);
  return db.transaction(async (tx) => {
    let motif: string | null = null;
    if (input.rendezVousId !== null) {
      const [appointment] = await tx
        .select({ id: appointments.id, patientId: appointments.patientId, motif: appointments.motif })
        .from(appointments)
        .where(eq(appointments.id, input.rendezVousId))
        .for("update");
      if (!appointment || appointment.patientId !== patientId) {
        throw invalid(consultationMessages.appointmentElsewhere, { rendezVousId: consultationMessages.appointmentElsewhere });
      }
      const [existing] = await tx.select().from(consultations).where(eq(consultations.appointmentId, appointment.id));
      if (existing) {
        await recordContentRead(tx, audit, patientId, [existing.id], "note");
        return { note: await noteOf(tx, existing), created: false };
      }
      motif = appointment.motif;
    }
    const [previous] = await tx
      .select({ antecedents: consultations.antecedents })
      .from(consultations)
      .where(and(eq(consultations.patientId, patientId), isNotNull(consultations.antecedents)))
      .orderBy(desc(consultations.createdAt), desc(consultations.id))
      .limit(1);
    const [row] = await tx
      .insert(consultations)
      .values({
        patientId,
        appointmentId: input.rendezVousId,
        medecinId: actor.id,
        motif,
        antecedents: previous?.antecedents ?? null,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    await recordAuditEvent(tx, audit, {
      action: "consultation.create",
      targetType: "patient",
      targetId: patientId,
      details: { consultationId: row!.id, ...(input.rendezVousId !== null ? { appointmentId: input.rendezVousId } : {}) },
    });
    return { note: await noteOf(tx, row!), created: true };
  });
}

function assertAuthor(row: ConsultationRow, actor: Actor, action: string) {
  if (row.medecinId !== actor.id) throw forbidden(`Seul le médecin qui rédige cette consultation peut la ${action}.`);
}

/**
 * PATCH /api/consultations/{id} (its doctor): the fields the form changed. A signed note answers
 * 409. The audit trail gets one `consultation.update` per editing session — the first change
 * after a pause of EDITING_SESSION_MINUTES, or after another account's — not one per keystroke.
 */
export async function saveDraft(db: Database, id: number, changes: ConsultationDraft, actor: Actor, audit: AuditContext, now: Date): Promise<ConsultationNote> {
  return db.transaction(async (tx) => {
    const row = await rowOf(tx, id, true);
    if (row.statut === "signe") throw conflict(consultationMessages.signed);
    assertAuthor(row, actor, "modifier");
    const sessionOpen = row.editedBy === actor.id && now.getTime() - row.updatedAt.getTime() < EDITING_SESSION_MINUTES * 60_000;
    if (!sessionOpen) {
      await recordAuditEvent(tx, audit, {
        action: "consultation.update",
        targetType: "patient",
        targetId: row.patientId,
        details: { consultationId: row.id, champs: Object.keys(changes).sort() },
      });
    }
    const [saved] = await tx
      .update(consultations)
      .set({ ...changes, updatedAt: now, editedBy: actor.id })
      .where(eq(consultations.id, id))
      .returning();
    return noteOf(tx, saved!);
  });
}

/** What a note must have to be signed: some content, and a side wherever the region has one. */
function signingErrors(row: ConsultationRow): Record<string, string> {
  const errors: Record<string, string> = {};
  const exams = examinationsOf(row);
  exams.forEach((exam, index) => {
    if (needsSide(exam.region) && !exam.cote) errors[`examens.${index}.cote`] = consultationMessages.sideRequired;
  });
  const written = [row.motif, row.histoire, row.diagnostic, row.conduite, ...exams.map((exam) => exam.constatations)].some((text) => text);
  if (!written) errors._ = consultationMessages.emptyNote;
  return errors;
}

/** POST /api/consultations/{id}/sign (its doctor): the note is locked from now on. */
export async function signConsultation(db: Database, id: number, actor: Actor, audit: AuditContext, now: Date): Promise<ConsultationNote> {
  return db.transaction(async (tx) => {
    const row = await rowOf(tx, id, true);
    if (row.statut === "signe") throw conflict("Cette consultation est déjà signée.");
    assertAuthor(row, actor, "signer");
    const errors = signingErrors(row);
    if (Object.keys(errors).length > 0) throw invalid(errors._ ?? "Précisez le côté de chaque région examinée.", errors);
    const [signed] = await tx
      .update(consultations)
      .set({ statut: "signe", signedAt: now, signedBy: actor.id })
      .where(eq(consultations.id, id))
      .returning();
    await recordAuditEvent(tx, audit, { action: "consultation.sign", targetType: "patient", targetId: row.patientId, details: { consultationId: row.id } });
    return noteOf(tx, signed!);
  });
}

/** POST /api/consultations/{id}/addenda (any doctor): a signed note's correction, below it; the note stays as signed. */
export async function addAddendum(db: Database, id: number, texte: string, actor: Actor, audit: AuditContext, now: Date): Promise<ConsultationNote> {
  return db.transaction(async (tx) => {
    const row = await rowOf(tx, id, true);
    if (row.statut !== "signe") throw conflict(consultationMessages.notSigned);
    const [addendum] = await tx.insert(consultationAddenda).values({ consultationId: id, medecinId: actor.id, texte, createdAt: now }).returning({ id: consultationAddenda.id });
    await recordAuditEvent(tx, audit, {
      action: "consultation.addendum",
      targetType: "patient",
      targetId: row.patientId,
      details: { consultationId: row.id, addendumId: addendum!.id },
    });
    return noteOf(tx, row);
  });
}

/**
 * The doctor's favourite diagnoses: those they wrote most (signed notes), then the common ones
 * they have not written, up to FAVOURITES. Their own texts only: no other doctor's notes, no patient.
 */
export async function diagnosisFavourites(db: Database, doctorId: number): Promise<DiagnosisFavourites> {
  const rows = await db
    .select({ diagnostic: consultations.diagnostic, uses: sql<number>`count(*)::int` })
    .from(consultations)
    .where(and(eq(consultations.medecinId, doctorId), eq(consultations.statut, "signe"), isNotNull(consultations.diagnostic)))
    .groupBy(consultations.diagnostic)
    .orderBy(desc(sql`count(*)`), consultations.diagnostic)
    .limit(FAVOURITES);
  const own = rows.map((row) => row.diagnostic!).filter(Boolean);
  const known = new Set(own.map((text) => text.toLowerCase()));
  const common = COMMON_DIAGNOSES.filter((text) => !known.has(text.toLowerCase()));
  return { diagnostics: [...own, ...common].slice(0, FAVOURITES) };
}
