import { asc, desc, eq, inArray, sql } from "drizzle-orm";
import type { PlainDate } from "@/calendar/plain-date";
import type { Database } from "@/db/client";
import { consultations, infiltrations, patients } from "@/db/schema";
import { recordAuditEvent, type AuditContext } from "@/domain/audit/audit-log";
import { conflict, invalid, notFound } from "@/domain/errors";
import { staffRefsById } from "@/domain/consultations/consultation-json";
import { infiltrationWarnings, injectionsInYearBefore, sameJoint, type InjectionAt } from "@/domain/consultations/infiltration-rules";
import type { Actor } from "@/domain/consultations/consultations";
import {
  consultationMessages,
  type Infiltration,
  type InfiltrationRegister,
  type InfiltrationWarning,
  type JointRecord,
  type LotSearchItem,
} from "@/schemas/consultation";
import { patientMessages } from "@/schemas/patient";
import type { StaffRef } from "@/schemas/staff-user";

/**
 * The register of infiltrations (issue 34, decision 054): each one with its joint, product, dose,
 * batch and doctor. Recording one that the rules warn of (a fourth in 12 months, or under 6 weeks
 * after the last) needs the doctor's confirmation (`forcer`); a batch recall finds every patient
 * given a batch. Clinical content: doctors read the register; admins may search a batch.
 */

type InfiltrationRow = typeof infiltrations.$inferSelect;

function toInfiltration(row: InfiltrationRow, staff: Map<number, StaffRef>): Infiltration {
  return {
    id: row.id,
    patientId: row.patientId,
    consultationId: row.consultationId,
    medecin: staff.get(row.medecinId) ?? { id: row.medecinId, nom: "", prenom: "" },
    articulation: row.articulation,
    cote: row.cote,
    produit: row.produit,
    dose: row.dose,
    lot: row.lot,
    date: row.date,
    creeLe: row.createdAt.toISOString(),
  };
}

async function infiltrationsOf(db: Database, patientId: number): Promise<InfiltrationRow[]> {
  return db.select().from(infiltrations).where(eq(infiltrations.patientId, patientId)).orderBy(desc(infiltrations.date), desc(infiltrations.id));
}

async function existingPatient(db: Database, patientId: number) {
  const [patient] = await db.select({ id: patients.id, mergedIntoId: patients.mergedIntoId }).from(patients).where(eq(patients.id, patientId));
  if (!patient) throw notFound(patientMessages.notFound);
  return patient;
}

/** Each joint injected: its last injection, the count in the 12 months to `today`, and what a new one today would be warned of. */
export function jointRecords(rows: readonly InjectionAt[], today: PlainDate): JointRecord[] {
  const joints: JointRecord[] = [];
  for (const row of rows) {
    if (joints.some((joint) => joint.articulation === row.articulation && joint.cote === row.cote)) continue;
    const next = { articulation: row.articulation, cote: row.cote, date: today };
    const same = rows.filter((other) => sameJoint(other, next));
    joints.push({
      articulation: row.articulation,
      cote: row.cote,
      derniere: same.map((other) => other.date).sort().at(-1)!,
      nombre12Mois: injectionsInYearBefore(rows, next).length,
      alertesProchaine: infiltrationWarnings(rows, next),
    });
  }
  return joints;
}

/** GET /api/patients/{id}/infiltrations (doctors): the register, newest first, with the joints' warnings as of `today` and the batches given. */
export async function infiltrationRegister(db: Database, patientId: number, today: PlainDate, audit: AuditContext): Promise<InfiltrationRegister> {
  await existingPatient(db, patientId);
  const rows = await infiltrationsOf(db, patientId);
  const staff = await staffRefsById(
    db,
    rows.map((row) => row.medecinId),
  );
  const lots = new Map<string, { lot: string; produit: string; dates: string[] }>();
  for (const row of rows) {
    const key = `${row.lot.toLowerCase()}\u0000${row.produit}`;
    const entry = lots.get(key) ?? { lot: row.lot, produit: row.produit, dates: [] };
    entry.dates.push(row.date);
    lots.set(key, entry);
  }
  await recordAuditEvent(db, audit, { action: "infiltration.read", targetType: "patient", targetId: patientId, details: { infiltrationIds: rows.map((row) => row.id) } });
  return {
    aujourdHui: today,
    infiltrations: rows.map((row) => toInfiltration(row, staff)),
    articulations: jointRecords(rows, today),
    lots: [...lots.values()],
  };
}

export type InfiltrationRecord = {
  articulation: InfiltrationRow["articulation"];
  cote: InfiltrationRow["cote"];
  produit: string;
  dose: string;
  lot: string;
  date: PlainDate;
  consultationId: number | null;
  forcer?: boolean;
};

/** The refusal of an injection the rules warn of, unless confirmed: the route answers 409 with them. */
export class InfiltrationWarningsError extends Error {
  constructor(readonly alertes: InfiltrationWarning[]) {
    super("Cette infiltration demande confirmation.");
    this.name = "InfiltrationWarningsError";
  }
}

/**
 * POST /api/patients/{id}/infiltrations (doctors): recorded under the caller's name. Checked under
 * the patient's row lock, so that two injections recorded at once both see each other.
 */
export async function recordInfiltration(db: Database, patientId: number, input: InfiltrationRecord, actor: Actor, audit: AuditContext): Promise<Infiltration> {
  return db.transaction(async (tx) => {
    const [patient] = await tx.select({ id: patients.id, mergedIntoId: patients.mergedIntoId }).from(patients).where(eq(patients.id, patientId)).for("update");
    if (!patient) throw notFound(patientMessages.notFound);
    if (patient.mergedIntoId !== null) throw conflict(consultationMessages.mergedFile);
    if (input.consultationId !== null) {
      const [note] = await tx.select({ patientId: consultations.patientId }).from(consultations).where(eq(consultations.id, input.consultationId));
      if (!note || note.patientId !== patientId) {
        const message = "Cette consultation n'est pas celle de ce patient.";
        throw invalid(message, { consultationId: message });
      }
    }
    const previous = await infiltrationsOf(tx, patientId);
    const alertes = infiltrationWarnings(previous, input);
    if (alertes.length > 0 && !input.forcer) throw new InfiltrationWarningsError(alertes);
    const [row] = await tx
      .insert(infiltrations)
      .values({
        patientId,
        consultationId: input.consultationId,
        medecinId: actor.id,
        articulation: input.articulation,
        cote: input.cote,
        produit: input.produit,
        dose: input.dose,
        lot: input.lot,
        date: input.date,
        createdBy: actor.id,
      })
      .returning();
    await recordAuditEvent(tx, audit, {
      action: "infiltration.create",
      targetType: "patient",
      targetId: patientId,
      details: { infiltrationId: row!.id, alertes: alertes.map((alerte) => alerte.code) },
    });
    return toInfiltration(row!, await staffRefsById(tx, [row!.medecinId]));
  });
}

/**
 * GET /api/infiltrations?lot= (doctors and admins): every injection of a batch (case ignored), by
 * date, with whom to call. Each patient shown is in their access history; the batch number is not
 * recorded (only ids are).
 */
export async function searchLot(db: Database, lot: string, audit: AuditContext): Promise<LotSearchItem[]> {
  const rows = await db
    .select({ infiltration: infiltrations, patient: { id: patients.id, nom: patients.nom, prenom: patients.prenom, telephone: patients.telephone } })
    .from(infiltrations)
    .innerJoin(patients, eq(patients.id, infiltrations.patientId))
    .where(eq(sql`lower(${infiltrations.lot})`, lot.toLowerCase()))
    .orderBy(asc(infiltrations.date), asc(infiltrations.id))
    .limit(500);
  const staff = await staffRefsById(
    db,
    rows.map((row) => row.infiltration.medecinId),
  );
  await recordAuditEvent(db, audit, {
    action: "infiltration.lot_search",
    details: { results: rows.length, patientIds: [...new Set(rows.map((row) => row.patient.id))].sort((a, b) => a - b) },
  });
  return rows.map((row) => ({ ...toInfiltration(row.infiltration, staff), patient: row.patient }));
}

/** The infiltrations of these files, for the timeline and the export. */
export async function infiltrationsOfFiles(db: Database, patientIds: number[]): Promise<Infiltration[]> {
  if (patientIds.length === 0) return [];
  const rows = await db.select().from(infiltrations).where(inArray(infiltrations.patientId, patientIds)).orderBy(desc(infiltrations.date), desc(infiltrations.id));
  const staff = await staffRefsById(
    db,
    rows.map((row) => row.medecinId),
  );
  return rows.map((row) => toInfiltration(row, staff));
}
