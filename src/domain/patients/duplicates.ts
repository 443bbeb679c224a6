import { and, asc, eq, isNull, ne, or, sql, type SQL } from "drizzle-orm";
import type { Database } from "@/db/client";
import { patients } from "@/db/schema";
import { recordAuditEvent, type AuditContext } from "@/domain/audit/audit-log";
import { transliterationMatch } from "@/domain/names/name-search";
import { duplicateReasons, type PersonIdentity } from "@/domain/patients/duplicate-rules";
import { MIN_PHONE_DIGITS, normalizePhone } from "@/domain/patients/phone";
import { createPatient, type NewPatient } from "@/domain/patients/patients";
import type { DuplicateCandidate, DuplicateReason, Patient } from "@/schemas/patient";

/** More candidates than this is not a warning any more; the strongest come first. */
export const MAX_DUPLICATE_CANDIDATES = 10;

/** Rows the database hands over for the exact comparison in code. */
const PREFILTER_LIMIT = 500;

const reasonWeight: Record<DuplicateReason, number> = { "nom-date-naissance": 3, cin: 3, telephone: 2, nom: 1 };

/**
 * The database narrows the field with what its indexes serve — the same phone digits, the same
 * birth date, or (without a birth date) a name close by trigrams — and the name rules in code
 * (src/domain/patients/names.ts) decide. Keeping the rules in code keeps them testable and
 * lets them improve without recomputing stored keys.
 */
function prefilter(probe: PersonIdentity): SQL | undefined {
  const conditions: SQL[] = [];
  const digits = probe.telephone ? normalizePhone(probe.telephone) : "";
  if (digits.length >= MIN_PHONE_DIGITS) conditions.push(eq(patients.telephoneDigits, digits));
  if (probe.cin) conditions.push(eq(patients.cin, probe.cin));
  if (probe.dateNaissance) {
    conditions.push(eq(patients.dateNaissance, probe.dateNaissance));
  } else {
    // Served by the trigram index on nom_key (search_key(nom)); nom and prenom may be swapped.
    for (const text of [probe.nom, probe.prenom]) {
      conditions.push(sql`${patients.nomKey} % search_key(${text})`);
    }
    // The same name in the other script (decision 042): served by the trigram index on translit_key.
    const other = transliterationMatch(patients.translitKey, `${probe.nom} ${probe.prenom}`);
    if (other) conditions.push(other);
  }
  return or(...conditions);
}

/** Who not to offer: the file being edited, when the probe is an existing file's new identity. */
export type DuplicateOptions = { excludeId?: number };

/**
 * Registered patients who are likely the same person, strongest first; never more than 10.
 * Archived files are offered (flagged `archive`: restore rather than register again); files
 * merged into another are not, as the file they were merged into is the one to offer.
 */
export async function findDuplicateCandidates(db: Database, probe: PersonIdentity, options: DuplicateOptions = {}): Promise<DuplicateCandidate[]> {
  const candidates = prefilter(probe);
  if (!candidates) return [];
  const where = and(candidates, isNull(patients.mergedIntoId), options.excludeId === undefined ? undefined : ne(patients.id, options.excludeId));
  const rows = await db
    .select({
      id: patients.id,
      nom: patients.nom,
      prenom: patients.prenom,
      dateNaissance: patients.dateNaissance,
      telephone: patients.telephone,
      cin: patients.cin,
      archivedAt: patients.archivedAt,
    })
    .from(patients)
    .where(where)
    .orderBy(asc(patients.id))
    .limit(PREFILTER_LIMIT);
  const score = (reasons: DuplicateReason[]) => reasons.reduce((sum, reason) => sum + reasonWeight[reason], 0);
  return rows
    .map(({ archivedAt, cin, ...row }) => ({ ...row, reasons: duplicateReasons(probe, { ...row, cin }), archive: archivedAt !== null }))
    .filter((candidate) => candidate.reasons.length > 0)
    .sort((a, b) => score(b.reasons) - score(a.reasons) || a.id - b.id)
    .slice(0, MAX_DUPLICATE_CANDIDATES);
}

/** POST /api/patients/duplicates: the same, written to the audit trail (the candidates are patient data shown). */
export async function checkDuplicates(
  db: Database,
  probe: PersonIdentity,
  audit: AuditContext,
  options: DuplicateOptions = {},
): Promise<DuplicateCandidate[]> {
  const candidates = await findDuplicateCandidates(db, probe, options);
  await recordAuditEvent(db, audit, {
    action: "patient.duplicates.check",
    details: { results: candidates.length, patientIds: candidates.map((candidate) => candidate.id) },
  });
  return candidates;
}

export type Registration = { kind: "created"; patient: Patient } | { kind: "duplicates"; duplicates: DuplicateCandidate[] };

/**
 * POST /api/patients with the opt-in duplicate check (header X-Duplicate-Check: reject): the
 * likely duplicates instead of a new file when there are any, otherwise the spec's creation.
 */
export async function registerPatient(
  db: Database,
  input: NewPatient,
  context: AuditContext & { timeZone: string },
  options: { rejectDuplicates: boolean },
): Promise<Registration> {
  if (options.rejectDuplicates) {
    const duplicates = await checkDuplicates(db, input, context);
    if (duplicates.length > 0) return { kind: "duplicates", duplicates };
  }
  return { kind: "created", patient: await createPatient(db, input, context) };
}
