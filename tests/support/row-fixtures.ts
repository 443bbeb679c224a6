import { sql } from "drizzle-orm";
import type { Database } from "@/db/client";
import { appointmentRequests, contactMessages, patients, staffUsers } from "@/db/schema";
import { transliterationKey } from "@/domain/names/transliteration";
import { normalizePhone } from "@/domain/patients/phone";
import type { StaffRole } from "@/schemas/staff-user";

/** Rows inserted straight into the database, for tests of what reads and changes them (requests, messages, patients, the audit trail). */

let sequence = 0;
const next = () => ++sequence;

export async function insertStaff(db: Database, role: StaffRole = "ASSISTANT", name: Partial<{ nom: string; prenom: string }> = {}) {
  const n = next();
  const [row] = await db
    .insert(staffUsers)
    .values({
      username: `staff${n}_${role.toLowerCase()}`,
      email: `staff${n}@cabinet.test`,
      // Never verified in these tests: no need to pay for argon2.
      passwordHash: "not-a-real-hash",
      role,
      nom: name.nom ?? `Nom${n}`,
      prenom: name.prenom ?? `Prenom${n}`,
    })
    .returning();
  return row!;
}

export type PatientFields = {
  nom: string;
  prenom: string;
  dateNaissance?: string;
  telephone?: string;
  gender?: "H" | "F";
  email?: string;
  adresse?: string;
  cin?: string | null;
};

export async function insertPatient(db: Database, fields: PatientFields) {
  const telephone = fields.telephone ?? `06${String(10_000_000 + next()).slice(-8)}`;
  const [row] = await db
    .insert(patients)
    .values({
      nom: fields.nom,
      prenom: fields.prenom,
      dateNaissance: fields.dateNaissance ?? "1980-01-01",
      gender: fields.gender ?? "H",
      telephone,
      telephoneDigits: normalizePhone(telephone),
      email: fields.email ?? `patient${next()}@exemple.ma`,
      adresse: fields.adresse ?? "1 rue de l'Exemple, Rabat",
      cin: fields.cin ?? null,
      // As every write path does (decision 042).
      translitKey: transliterationKey(fields.nom, fields.prenom),
    })
    .returning();
  return row!;
}

export async function insertRequest(
  db: Database,
  fields: Partial<{ nom: string; prenom: string; telephone: string; motif: string | null; createdAt: Date }> = {},
) {
  const [row] = await db
    .insert(appointmentRequests)
    .values({
      nom: fields.nom ?? "Benali",
      prenom: fields.prenom ?? "Mohamed",
      telephone: fields.telephone ?? "06 12 34 56 78",
      datePreferee: "2099-06-15",
      heurePreferee: "10:30:00",
      motif: fields.motif === undefined ? "Douleur au genou" : fields.motif,
      translitKey: transliterationKey(fields.nom ?? "Benali", fields.prenom ?? "Mohamed"),
      ...(fields.createdAt ? { createdAt: fields.createdAt } : {}),
    })
    .returning();
  return row!;
}

export async function insertMessage(db: Database, fields: Partial<{ sujet: string; createdAt: Date }> = {}) {
  const n = next();
  const [row] = await db
    .insert(contactMessages)
    .values({
      nomComplet: `Expéditeur ${n}`,
      email: `expediteur${n}@exemple.ma`,
      sujet: fields.sujet ?? `Sujet ${n}`,
      message: `Bonjour, message numéro ${n}.`,
      ...(fields.createdAt ? { createdAt: fields.createdAt } : {}),
    })
    .returning();
  return row!;
}

export async function auditActions(db: Database, requestId: string) {
  const result = (await db.execute(
    sql`select action, target_type as "targetType", target_id as "targetId", actor_id as "actorId", details from audit_events where request_id = ${requestId} order by id`,
  )) as unknown as { rows: { action: string; targetType: string | null; targetId: string | null; actorId: number | null; details: unknown }[] };
  return result.rows;
}
