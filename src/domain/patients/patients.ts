import { asc, eq, or, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Database } from "@/db/client";
import { patients } from "@/db/schema";
import { recordAuditEvent, type AuditContext } from "@/domain/audit/audit-log";
import { invalid, notFound } from "@/domain/errors";
import { normalizePhone } from "@/domain/patients/phone";
import { phoneMatches } from "@/domain/patients/phone-search";
import { searchKeyContains } from "@/domain/search";
import { todayIn } from "@/domain/time/practice-time";
import { type Patient, PATIENT_SEARCH_DEFAULT_LIMIT, type patientInput, patientMessages, type patientSearchQuery as patientSearchParams } from "@/schemas/patient";

type PatientRow = typeof patients.$inferSelect;

export function toPatient(row: PatientRow): Patient {
  return {
    id: row.id,
    nom: row.nom,
    prenom: row.prenom,
    dateNaissance: row.dateNaissance,
    gender: row.gender === "F" ? "F" : "H",
    telephone: row.telephone,
    email: row.email,
    adresse: row.adresse,
    mutuelle: row.mutuelle,
    compagnie: row.compagnie,
    dateCreation: row.dateCreation.toISOString(),
  };
}

export type NewPatient = z.output<typeof patientInput>;

/** GET /api/patients?nom=&limit=&offset=, as parsed. */
export type PatientSearch = z.output<typeof patientSearchParams>;

/** The oldest birth date accepted: anything earlier is a typing mistake. */
const EARLIEST_BIRTH_DATE = "1900-01-01";

/** POST /api/patients. The birth date is a real date, not in the future (in the practice's time zone). */
export async function createPatient(
  db: Database,
  input: NewPatient,
  context: AuditContext & { timeZone: string },
): Promise<Patient> {
  if (input.dateNaissance > todayIn(context.timeZone)) {
    throw invalid("Données invalides.", { dateNaissance: "La date de naissance ne peut pas être dans le futur." });
  }
  if (input.dateNaissance < EARLIEST_BIRTH_DATE) {
    throw invalid("Données invalides.", { dateNaissance: "La date de naissance doit être postérieure au 01/01/1900." });
  }
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(patients)
      .values({
        nom: input.nom,
        prenom: input.prenom,
        dateNaissance: input.dateNaissance,
        gender: input.gender,
        telephone: input.telephone,
        // The same canonical digits the front desk searches and compares numbers by.
        telephoneDigits: normalizePhone(input.telephone).slice(0, 20),
        email: input.email,
        adresse: input.adresse,
        mutuelle: input.mutuelle,
        compagnie: input.compagnie,
        createdBy: context.actorId,
      })
      .returning();
    await recordAuditEvent(tx, context, { action: "patient.create", targetType: "patient", targetId: row!.id });
    return toPatient(row!);
  });
}

/**
 * GET /api/patients?nom=: patients whose nom or prenom contains the text, ignoring case and
 * accents, or whose phone number is the one written (in any format), sorted by name. The
 * search text itself is never written to the audit trail.
 */
export async function searchPatients(
  db: Database,
  query: PatientSearch,
  audit: AuditContext,
): Promise<Patient[]> {
  const rows = await patientSearchQuery(db, query);
  await recordAuditEvent(db, audit, {
    action: "patient.search",
    details: { results: rows.length, patientIds: rows.map((row) => row.id) },
  });
  return rows.map(toPatient);
}

/**
 * The search's statement. Built apart so that a test can check that the baseline server of
 * `npm run bench` sends this very statement (scripts/perf/support/baseline-sql.ts).
 */
export function patientSearchQuery(db: Database, query: PatientSearch) {
  return (
    db
      .select()
      .from(patients)
      // A phone number in any format (0612345678, +212 6 12 34 56 78...) finds the patient too.
      .where(or(searchKeyContains(patients.nomKey, query.nom), searchKeyContains(patients.prenomKey, query.nom), phoneMatches(patients.telephoneDigits, query.nom)))
      // A byte order on the folded names: the same result on every server, whatever its collation.
      .orderBy(sql`${patients.nomKey} collate "C"`, sql`${patients.prenomKey} collate "C"`, asc(patients.id))
      .limit(query.limit ?? PATIENT_SEARCH_DEFAULT_LIMIT)
      .offset(query.offset ?? 0)
  );
}

/** GET /api/patients/{id} */
export async function getPatient(db: Database, id: number, audit: AuditContext): Promise<Patient> {
  const [row] = await db.select().from(patients).where(eq(patients.id, id)).limit(1);
  if (!row) throw notFound(patientMessages.notFound);
  await recordAuditEvent(db, audit, { action: "patient.read", targetType: "patient", targetId: row.id });
  return toPatient(row);
}
