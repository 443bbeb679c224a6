import { eq } from "drizzle-orm";
import type { z } from "zod";
import type { Database } from "@/db/client";
import { patients } from "@/db/schema";
import type { AuditContext } from "@/domain/audit/audit-log";
import { registerPatient } from "@/domain/patients/duplicates";
import { patientRecordColumns, toPatientRecord } from "@/domain/patients/patients";
import type { DuplicateCandidate, PatientRecord, patientQuickInput } from "@/schemas/patient";

export type ArrivingPatient = z.output<typeof patientQuickInput>;

export type ArrivalOutcome = { kind: "created"; patient: PatientRecord } | { kind: "duplicates"; duplicates: DuplicateCandidate[] };

/**
 * POST /api/front-desk/patients (decision 042): a patient registered as they arrive — at the desk
 * without an appointment, or from a request sent with a phone number only. The spec's registration
 * under the product's rules: e-mail and address may be blank (the file then reads « à compléter »),
 * a CIN may be given. With `rejectDuplicates`, likely duplicates (the same phone, CIN, or name and
 * birth date, in either script) are answered instead. The answer is the whole file.
 */
export async function registerArrivingPatient(
  db: Database,
  input: ArrivingPatient,
  context: AuditContext & { timeZone: string },
  options: { rejectDuplicates: boolean },
): Promise<ArrivalOutcome> {
  const outcome = await registerPatient(db, input, context, options);
  if (outcome.kind === "duplicates") return outcome;
  const [row] = await db.select(patientRecordColumns).from(patients).where(eq(patients.id, outcome.patient.id));
  return { kind: "created", patient: toPatientRecord(row!, []) };
}
