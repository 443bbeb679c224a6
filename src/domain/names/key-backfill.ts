import { asc, isNull, sql } from "drizzle-orm";
import type { Database } from "@/db/client";
import { appointmentRequests, patients } from "@/db/schema";
import { transliterationKey } from "@/domain/names/transliteration";

/** Rows computed per statement: a large table is filled a batch at a time, never held in memory. */
const BATCH = 500;

type Named = { id: number; nom: string; prenom: string };

/** The rows' keys as a VALUES list (id, key), written in one statement per batch. */
const keyValues = (rows: Named[]) => sql.join(rows.map((row) => sql`(${row.id}::integer, ${transliterationKey(row.nom, row.prenom)}::text)`), sql`, `);

/** Reads a batch of rows without a key, writes their keys; repeats until none is left. */
async function fillBatches(read: () => Promise<Named[]>, write: (rows: Named[]) => Promise<unknown>): Promise<number> {
  let filled = 0;
  for (;;) {
    const rows = await read();
    if (rows.length > 0) await write(rows);
    filled += rows.length;
    if (rows.length < BATCH) return filled;
  }
}

/**
 * Computes the transliteration keys still missing (decision 042): the rows written before
 * migration 0013, and every row again after a migration that changes the rules sets them back to
 * NULL. Run at start-up, before the first request; every write path sets the key itself. Returns
 * how many rows it filled. Two instances running it at once write the same keys.
 */
export async function fillMissingNameKeys(db: Database): Promise<number> {
  const named = { id: patients.id, nom: patients.nom, prenom: patients.prenom };
  const patientsFilled = await fillBatches(
    async () => db.select(named).from(patients).where(isNull(patients.translitKey)).orderBy(asc(patients.id)).limit(BATCH),
    async (rows) => db.execute(sql`update patients set translit_key = v.key from (values ${keyValues(rows)}) as v(id, key) where patients.id = v.id`),
  );
  const requestNames = { id: appointmentRequests.id, nom: appointmentRequests.nom, prenom: appointmentRequests.prenom };
  const requestsFilled = await fillBatches(
    async () => db.select(requestNames).from(appointmentRequests).where(isNull(appointmentRequests.translitKey)).orderBy(asc(appointmentRequests.id)).limit(BATCH),
    async (rows) =>
      db.execute(sql`update appointment_requests set translit_key = v.key from (values ${keyValues(rows)}) as v(id, key) where appointment_requests.id = v.id`),
  );
  return patientsFilled + requestsFilled;
}
