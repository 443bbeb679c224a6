import { inArray } from "drizzle-orm";
import type { Database } from "@/db/client";
import { consultationAddenda, type consultations, staffUsers } from "@/db/schema";
import type { Addendum, ConsultationNote, ConsultationSummary, Examination } from "@/schemas/consultation";
import type { StaffRef } from "@/schemas/staff-user";

/** A note's row and its JSON: the whole note (doctors) or its summary (everyone else). One mapper for every reader. */

export type ConsultationRow = typeof consultations.$inferSelect;
export type AddendumRow = typeof consultationAddenda.$inferSelect;

/** The staff accounts named by these ids (deleted ones too: they signed what they signed). */
export async function staffRefsById(db: Database, ids: Iterable<number | null>): Promise<Map<number, StaffRef>> {
  const wanted = [...new Set([...ids].filter((id): id is number => id !== null))];
  if (wanted.length === 0) return new Map();
  const rows = await db.select({ id: staffUsers.id, nom: staffUsers.nom, prenom: staffUsers.prenom }).from(staffUsers).where(inArray(staffUsers.id, wanted));
  return new Map(rows.map((row) => [row.id, row]));
}

const unknownStaff = (id: number): StaffRef => ({ id, nom: "", prenom: "" });

export function toSummary(row: ConsultationRow, staff: Map<number, StaffRef>): ConsultationSummary {
  return {
    id: row.id,
    patientId: row.patientId,
    rendezVousId: row.appointmentId,
    medecin: staff.get(row.medecinId) ?? unknownStaff(row.medecinId),
    statut: row.statut,
    creeLe: row.createdAt.toISOString(),
    signeLe: row.signedAt?.toISOString() ?? null,
    contenuVisible: false,
  };
}

/** The examinations as stored (jsonb written only through the schema's input), read defensively. */
export function examinationsOf(row: Pick<ConsultationRow, "examens">): Examination[] {
  return Array.isArray(row.examens) ? (row.examens as Examination[]) : [];
}

export function toNote(row: ConsultationRow, staff: Map<number, StaffRef>, addenda: AddendumRow[]): ConsultationNote {
  return {
    ...toSummary(row, staff),
    contenuVisible: true,
    motif: row.motif,
    antecedents: row.antecedents,
    histoire: row.histoire,
    examens: examinationsOf(row),
    douleur: row.douleur,
    imagerie: row.imagerie,
    diagnostic: row.diagnostic,
    conduite: row.conduite,
    modifieLe: row.updatedAt.toISOString(),
    signePar: row.signedBy === null ? null : (staff.get(row.signedBy) ?? unknownStaff(row.signedBy)),
    addenda: addenda
      .filter((addendum) => addendum.consultationId === row.id)
      .map(
        (addendum): Addendum => ({
          id: addendum.id,
          texte: addendum.texte,
          medecin: staff.get(addendum.medecinId) ?? unknownStaff(addendum.medecinId),
          creeLe: addendum.createdAt.toISOString(),
        }),
      ),
  };
}

/** Whole notes, with their addenda and the names they carry, in the rows' order. */
export async function notesOf(db: Database, rows: ConsultationRow[]): Promise<ConsultationNote[]> {
  if (rows.length === 0) return [];
  const addenda = await db
    .select()
    .from(consultationAddenda)
    .where(
      inArray(
        consultationAddenda.consultationId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(consultationAddenda.createdAt, consultationAddenda.id);
  const staff = await staffRefsById(db, [...rows.flatMap((row) => [row.medecinId, row.signedBy]), ...addenda.map((addendum) => addendum.medecinId)]);
  return rows.map((row) => toNote(row, staff, addenda));
}

export async function summariesOf(db: Database, rows: ConsultationRow[]): Promise<ConsultationSummary[]> {
  const staff = await staffRefsById(
    db,
    rows.map((row) => row.medecinId),
  );
  return rows.map((row) => toSummary(row, staff));
}
