import { and, asc, eq } from "drizzle-orm";
import type { Database } from "@/db/client";
import { prescriptionFavourites } from "@/db/schema";
import { notFound } from "@/domain/errors";
import { documentMessages, medicineLine, type MedicineLine, type PrescriptionFavourite } from "@/schemas/document";

/**
 * A doctor's favourite prescription lines (decision 053): their own, offered when writing an
 * ordonnance. No patient data: not audited.
 */

export async function listFavourites(db: Database, doctorId: number): Promise<PrescriptionFavourite[]> {
  const rows = await db.select().from(prescriptionFavourites).where(eq(prescriptionFavourites.medecinId, doctorId)).orderBy(asc(prescriptionFavourites.id));
  return rows.map((row) => ({ id: row.id, ligne: medicineLine.parse(row.ligne) }));
}

export async function addFavourite(db: Database, doctorId: number, ligne: MedicineLine): Promise<PrescriptionFavourite> {
  const [row] = await db.insert(prescriptionFavourites).values({ medecinId: doctorId, ligne }).returning();
  return { id: row!.id, ligne };
}

/** Only the doctor's own: another doctor's favourite is not found. */
export async function removeFavourite(db: Database, doctorId: number, id: number): Promise<void> {
  const removed = await db
    .delete(prescriptionFavourites)
    .where(and(eq(prescriptionFavourites.id, id), eq(prescriptionFavourites.medecinId, doctorId)))
    .returning({ id: prescriptionFavourites.id });
  if (removed.length === 0) throw notFound(documentMessages.favouriteNotFound);
}
