import { and, asc, eq, ne, sql } from "drizzle-orm";
import type { Database } from "@/db/client";
import { insurers } from "@/db/schema";
import { recordAuditEvent, type AuditContext } from "@/domain/audit/audit-log";
import { conflict, notFound } from "@/domain/errors";
import { type Insurer, insurerMessages, type InsurerPatchValues, type InsurerValues } from "@/schemas/insurer";

/**
 * The insurers an admin keeps (issue 35, decision 055): a list, not code, since the AMO is being
 * reorganised (CNOPS merging into CNSS) and mutuelles come and go. Staff read it; admins add and
 * change; never deleted, only made inactive.
 */

type Row = typeof insurers.$inferSelect;
const toInsurer = (row: Row): Insurer => ({ id: row.id, nom: row.nom, genre: row.genre, remarque: row.remarque, actif: row.actif });

/** GET /api/insurers (staff): every insurer, by name. */
export async function listInsurers(db: Database): Promise<Insurer[]> {
  return (await db.select().from(insurers).orderBy(asc(insurers.nom), asc(insurers.id))).map(toInsurer);
}

async function checkNameFree(db: Database, nom: string, exceptId?: number): Promise<void> {
  const [taken] = await db
    .select({ id: insurers.id })
    .from(insurers)
    .where(and(sql`lower(${insurers.nom}) = lower(${nom})`, exceptId === undefined ? undefined : ne(insurers.id, exceptId)))
    .limit(1);
  if (taken) throw conflict(insurerMessages.nameTaken, { nom: insurerMessages.nameTaken });
}

/** POST /api/insurers (ADMIN); audited as insurer.create. */
export async function createInsurer(db: Database, values: InsurerValues, context: AuditContext & { now?: Date }): Promise<Insurer> {
  return db.transaction(async (tx) => {
    await checkNameFree(tx, values.nom);
    const [row] = await tx.insert(insurers).values({ ...values, updatedAt: context.now ?? new Date(), updatedBy: context.actorId }).returning();
    await recordAuditEvent(tx, context, { action: "insurer.create", targetType: "insurer", targetId: row!.id });
    return toInsurer(row!);
  });
}

/** PATCH /api/insurers/{id} (ADMIN): the fields given change; audited as insurer.update with their names. */
export async function updateInsurer(db: Database, id: number, patch: InsurerPatchValues, context: AuditContext & { now?: Date }): Promise<Insurer> {
  return db.transaction(async (tx) => {
    const [existing] = await tx.select().from(insurers).where(eq(insurers.id, id)).for("update");
    if (!existing) throw notFound(insurerMessages.notFound);
    if (patch.nom !== undefined) await checkNameFree(tx, patch.nom, id);
    const changes = Object.fromEntries(Object.entries(patch).filter(([, value]) => value !== undefined)) as Partial<InsurerValues>;
    const before = toInsurer(existing);
    const fields = (Object.keys(changes) as (keyof InsurerValues)[]).filter((key) => before[key] !== changes[key]);
    if (fields.length === 0) return before;
    const [row] = await tx.update(insurers).set({ ...changes, updatedAt: context.now ?? new Date(), updatedBy: context.actorId }).where(eq(insurers.id, id)).returning();
    await recordAuditEvent(tx, context, { action: "insurer.update", targetType: "insurer", targetId: id, details: { fields } });
    return toInsurer(row!);
  });
}
