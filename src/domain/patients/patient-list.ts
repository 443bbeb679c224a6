import { and, asc, desc, eq, inArray, or, sql, type SQL } from "drizzle-orm";
import type { Database } from "@/db/client";
import { patients } from "@/db/schema";
import { recordAuditEvent, type AuditContext } from "@/domain/audit/audit-log";
import { phoneMatches } from "@/domain/patients/phone-search";
import { transliterationMatch } from "@/domain/names/name-search";
import { activeUnless, cinMatches, patientRecordColumns, toPatientRecord } from "@/domain/patients/patients";
import { searchKeyContains } from "@/domain/search";
import { PAGE_SIZE } from "@/schemas/paging";
import { type PatientListQuery, type PatientPage, readBirthDates } from "@/schemas/patient";

/**
 * The list's filter, one text as the front desk types it: birth dates written dd/mm/yyyy, then
 * either a phone number in any format (the rest read as one, as the search does) or name words,
 * each found in nom or prenom (stored folded keys: case and accents ignored, decision 016) —
 * "benani 02/04/1990" is Benani born that day, "Youssef El Amrani" finds him whichever field holds
 * which word, "العمراني" too (transliteration key), and "AB123456" the file with that CIN.
 * Everything given must match.
 */
export function patientListFilter(q: string | undefined): SQL | undefined {
  if (!q) return undefined;
  const { dates, rest } = readBirthDates(q);
  const phone = rest.length > 0 ? phoneMatches(patients.telephoneDigits, rest.join(" ")) : undefined;
  // Each word in nom or prenom, in the other script or another usual spelling (decision 042), or a CIN.
  const words = phone
    ? []
    : rest.map((word) =>
        or(searchKeyContains(patients.nomKey, word), searchKeyContains(patients.prenomKey, word), transliterationMatch(patients.translitKey, word), cinMatches(word)),
      );
  return and(...dates.map((date) => eq(patients.dateNaissance, date)), phone, ...words);
}

const orders = {
  // Served by patients_date_creation_idx, read backwards.
  recent: [desc(patients.dateCreation), desc(patients.id)],
  // The search's byte order on the folded names, served by patients_name_order_idx.
  nom: [sql`${patients.nomKey} collate "C"`, sql`${patients.prenomKey} collate "C"`, asc(patients.id)],
};

/**
 * GET /api/patients/list: every patient, a page at a time, most recent first or by name, with the
 * total; archived and merged files only with `archives`. Recorded like a search: the ids shown,
 * never the text typed.
 */
export async function listPatients(db: Database, query: Partial<PatientListQuery>, audit: AuditContext): Promise<PatientPage> {
  const where = and(patientListFilter(query.q), activeUnless(query.archives));
  const [rows, total] = await Promise.all([
    db
      .select(patientRecordColumns)
      .from(patients)
      .where(where)
      .orderBy(...orders[query.tri ?? "recent"])
      .limit(query.limit ?? PAGE_SIZE)
      .offset(query.offset ?? 0),
    db.$count(patients, where),
  ]);
  const ids = rows.map((row) => row.id);
  const merged =
    ids.length === 0
      ? []
      : await db
          .select({ id: patients.id, into: patients.mergedIntoId })
          .from(patients)
          .where(inArray(patients.mergedIntoId, ids))
          .orderBy(asc(patients.id));
  await recordAuditEvent(db, audit, { action: "patient.list", details: { results: rows.length, total, patientIds: ids } });
  return {
    items: rows.map((row) => toPatientRecord(row, merged.filter((file) => file.into === row.id).map((file) => file.id))),
    total,
  };
}
