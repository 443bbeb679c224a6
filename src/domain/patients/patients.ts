import { and, asc, eq, isNull, or, sql, type SQL } from "drizzle-orm";
import type { z } from "zod";
import type { Database } from "@/db/client";
import { patients } from "@/db/schema";
import { recordAuditEvent, type AuditContext } from "@/domain/audit/audit-log";
import { invalid, notFound } from "@/domain/errors";
import { transliterationMatch } from "@/domain/names/name-search";
import { transliterationKey } from "@/domain/names/transliteration";
import { normalizePhone } from "@/domain/patients/phone";
import { phoneMatches } from "@/domain/patients/phone-search";
import { searchKeyContains } from "@/domain/search";
import { todayIn } from "@/calendar/zone";
import {
  CIN_PATTERN,
  type IncompleteField,
  type Patient,
  PATIENT_SEARCH_DEFAULT_LIMIT,
  type patientInput,
  patientMessages,
  type PatientRecord,
  type patientSearchQuery as patientSearchParams,
} from "@/schemas/patient";

/**
 * The columns a patient's answers are made of: the spec's fields, then the file's state. Named
 * rather than every column, so that a column added later changes no statement (the bench's
 * baseline sends the search's statement as written here: scripts/perf/support/baseline-sql.ts).
 */
export const patientColumns = {
  id: patients.id,
  nom: patients.nom,
  prenom: patients.prenom,
  dateNaissance: patients.dateNaissance,
  gender: patients.gender,
  telephone: patients.telephone,
  email: patients.email,
  adresse: patients.adresse,
  mutuelle: patients.mutuelle,
  compagnie: patients.compagnie,
  dateCreation: patients.dateCreation,
};

export const patientRecordColumns = {
  ...patientColumns,
  archivedAt: patients.archivedAt,
  mergedIntoId: patients.mergedIntoId,
  anonymisedAt: patients.anonymisedAt,
  cin: patients.cin,
  creeEnLigneAt: patients.creeEnLigneAt,
  verifieAt: patients.verifieAt,
};

type PatientRow = { [K in keyof typeof patientColumns]: (typeof patients.$inferSelect)[K] };
export type PatientRecordRow = { [K in keyof typeof patientRecordColumns]: (typeof patients.$inferSelect)[K] };

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

/**
 * The fields a product registration left blank (decision 042): an e-mail or address the front desk
 * did not have. An anonymised file has none on purpose: nothing is left to complete.
 */
export function incompleteFieldsOf(row: Pick<PatientRecordRow, "email" | "adresse" | "anonymisedAt">): IncompleteField[] {
  if (row.anonymisedAt !== null) return [];
  const missing: IncompleteField[] = [];
  if (!row.email.trim()) missing.push("email");
  if (!row.adresse.trim()) missing.push("adresse");
  return missing;
}

/** A file with its state: `mergedIds` are the files merged into it (see mergedIdsOf). */
export function toPatientRecord(row: PatientRecordRow, mergedIds: number[]): PatientRecord {
  return {
    ...toPatient(row),
    dateArchivage: row.archivedAt?.toISOString() ?? null,
    fusionneDans: row.mergedIntoId,
    dossiersFusionnes: mergedIds,
    dateAnonymisation: row.anonymisedAt?.toISOString() ?? null,
    cin: row.cin,
    aCompleter: incompleteFieldsOf(row),
    creeEnLigneLe: row.creeEnLigneAt?.toISOString() ?? null,
    verifieLe: row.verifieAt?.toISOString() ?? null,
  };
}

/** The files merged straight into this one, oldest id first. */
export async function mergedIdsOf(db: Database, id: number): Promise<number[]> {
  const rows = await db.select({ id: patients.id }).from(patients).where(eq(patients.mergedIntoId, id)).orderBy(asc(patients.id));
  return rows.map((row) => row.id);
}

/** Leaves archived (and merged) files out, unless they were asked for (`archives=1`). */
export function activeUnless(archives: boolean | undefined): SQL | undefined {
  return archives ? undefined : isNull(patients.archivedAt);
}

/** The spec's registration, or the product's (decision 042): e-mail and address may then be blank, and a CIN given. */
export type NewPatient = z.output<typeof patientInput> & { cin?: string | null };

/** GET /api/patients?nom=&limit=&offset=[&archives=1], as parsed (archived files are left out unless `archives`). */
export type PatientSearch = Omit<z.output<typeof patientSearchParams>, "archives"> & { archives?: boolean };

/** The oldest birth date accepted: anything earlier is a typing mistake. */
const EARLIEST_BIRTH_DATE = "1900-01-01";

/** A birth date is a real date, not in the future (in the practice's time zone), nor before 1900: on creation and on every change. */
export function assertBirthDate(dateNaissance: string, timeZone: string, now: Date = new Date()): void {
  if (dateNaissance > todayIn(timeZone, now)) {
    throw invalid("Données invalides.", { dateNaissance: "La date de naissance ne peut pas être dans le futur." });
  }
  if (dateNaissance < EARLIEST_BIRTH_DATE) {
    throw invalid("Données invalides.", { dateNaissance: "La date de naissance doit être postérieure au 01/01/1900." });
  }
}

/** The canonical digits stored beside a phone number, which search and duplicate detection compare. */
export const storedPhoneDigits = (telephone: string) => normalizePhone(telephone).slice(0, 20);

/** POST /api/patients. The birth date is a real date, not in the future (in the practice's time zone). */
export async function createPatient(
  db: Database,
  input: NewPatient,
  context: AuditContext & { timeZone: string },
): Promise<Patient> {
  assertBirthDate(input.dateNaissance, context.timeZone);
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
        telephoneDigits: storedPhoneDigits(input.telephone),
        email: input.email,
        adresse: input.adresse,
        mutuelle: input.mutuelle,
        compagnie: input.compagnie,
        cin: input.cin ?? null,
        // Arabic and Latin spellings find each other (decision 042).
        translitKey: transliterationKey(input.nom, input.prenom),
        createdBy: context.actorId,
      })
      .returning(patientColumns);
    await recordAuditEvent(tx, context, { action: "patient.create", targetType: "patient", targetId: row!.id });
    return toPatient(row!);
  });
}

/**
 * GET /api/patients?nom=: patients whose nom or prenom contains each word typed ("Fatima Bennani":
 * one in her prenom, the other in her nom), ignoring case and accents; whose name is the same in
 * the other script or another usual spelling (the transliteration key, decision 042); whose CIN
 * or phone number (in any format) is the one written. Sorted by name. Archived files are left out
 * unless asked for. The search text itself is never written to the audit trail.
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

/** Each word of the text in nom or prenom (stored folded keys): one word is the spec's substring match. */
export function everyNameWord(text: string): SQL | undefined {
  const words = text.split(/\s+/).filter(Boolean);
  return and(...words.map((word) => or(searchKeyContains(patients.nomKey, word), searchKeyContains(patients.prenomKey, word))));
}

/** A CIN however written ("ab 123456"): the file with that number. Undefined when the text is no CIN. */
export function cinMatches(text: string): SQL | undefined {
  const cin = text.replace(/[\s.\-\/]/g, "").toUpperCase();
  return CIN_PATTERN.test(cin) ? eq(patients.cin, cin) : undefined;
}

/**
 * The search's statement. Built apart so that a test can check that the baseline server of
 * `npm run bench` sends this very statement (scripts/perf/support/baseline-sql.ts).
 */
export function patientSearchQuery(db: Database, query: PatientSearch) {
  return (
    db
      .select(patientColumns)
      .from(patients)
      .where(
        and(
          or(
            // Every word in nom or prenom: a person types both names (issue 32).
            everyNameWord(query.nom),
            transliterationMatch(patients.translitKey, query.nom),
            cinMatches(query.nom),
            // A phone number in any format (0612345678, +212 6 12 34 56 78...) finds the patient too.
            phoneMatches(patients.telephoneDigits, query.nom),
          ),
          activeUnless(query.archives),
        ),
      )
      // A byte order on the folded names: the same result on every server, whatever its collation.
      .orderBy(sql`${patients.nomKey} collate "C"`, sql`${patients.prenomKey} collate "C"`, asc(patients.id))
      .limit(query.limit ?? PATIENT_SEARCH_DEFAULT_LIMIT)
      .offset(query.offset ?? 0)
  );
}

/** GET /api/patients/{id}: archived and merged files too (their page says so). */
export async function getPatient(db: Database, id: number, audit: AuditContext): Promise<PatientRecord> {
  const [row] = await db.select(patientRecordColumns).from(patients).where(eq(patients.id, id)).limit(1);
  if (!row) throw notFound(patientMessages.notFound);
  await recordAuditEvent(db, audit, { action: "patient.read", targetType: "patient", targetId: row.id });
  return toPatientRecord(row, await mergedIdsOf(db, row.id));
}
