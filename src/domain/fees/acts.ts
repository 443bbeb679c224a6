import { and, asc, eq, ne, sql } from "drizzle-orm";
import type { Database } from "@/db/client";
import { acts, feeSettings } from "@/db/schema";
import { recordAuditEvent, type AuditContext } from "@/domain/audit/audit-log";
import { conflict, notFound } from "@/domain/errors";
import { defaultActs } from "@/domain/fees/default-acts";
import { type Act, actMessages, type ActPatchValues, type ActValues } from "@/schemas/act";

/**
 * The catalogue of acts (issue 35, decision 055): staff read it (billing will price with it);
 * admins add and change acts. An act is never deleted, only made inactive, so bills keep what
 * they were. The default orthopaedic acts are written on the first read, once, each "à vérifier":
 * a migrated database holds none (a restore needs it empty, decision 047) and an admin's changes
 * are never undone. Two instances reading first at once take turns on the settings row's lock.
 */

type Row = typeof acts.$inferSelect;

function toAct(row: Row): Act {
  return {
    id: row.id,
    code: row.code,
    libelle: row.libelle,
    lettreCle: row.lettreCle,
    coefficient: row.coefficient,
    tarifCentimes: row.tarifCentimes,
    tarifReferenceCentimes: row.tarifReferenceCentimes,
    actif: row.actif,
    aVerifier: row.aVerifier,
    ordre: row.ordre,
    misAJourLe: row.updatedAt?.toISOString() ?? null,
  };
}

/** Writes the default acts unless they were written once already. */
async function prefillActs(db: Database): Promise<void> {
  const [row] = await db.select().from(feeSettings).where(eq(feeSettings.id, 1)).limit(1);
  if (row?.actesPreremplis) return;
  await db.transaction(async (tx) => {
    await tx.insert(feeSettings).values({ id: 1 }).onConflictDoNothing();
    const [locked] = await tx.select().from(feeSettings).where(eq(feeSettings.id, 1)).for("update");
    if (locked!.actesPreremplis) return;
    // An act an admin created meanwhile under the same code is kept, not doubled.
    await tx.insert(acts).values(defaultActs).onConflictDoNothing();
    await tx.update(feeSettings).set({ actesPreremplis: true }).where(eq(feeSettings.id, 1));
  });
}

/** GET /api/acts (staff): every act, inactive ones included, in the catalogue's order. */
export async function listActs(db: Database): Promise<Act[]> {
  await prefillActs(db);
  const rows = await db.select().from(acts).orderBy(asc(acts.ordre), asc(acts.id));
  return rows.map(toAct);
}

async function checkCodeFree(db: Database, code: string, exceptId?: number): Promise<void> {
  const [taken] = await db
    .select({ id: acts.id })
    .from(acts)
    .where(and(sql`lower(${acts.code}) = lower(${code})`, exceptId === undefined ? undefined : ne(acts.id, exceptId)))
    .limit(1);
  if (taken) throw conflict(actMessages.codeTaken, { code: actMessages.codeTaken });
}

/** POST /api/acts (ADMIN): a new act, confirmed since an admin wrote it. Audited as act.create. */
export async function createAct(db: Database, values: ActValues, context: AuditContext & { now?: Date }): Promise<Act> {
  await prefillActs(db); // the defaults first, so an admin's code is checked against them
  return db.transaction(async (tx) => {
    await checkCodeFree(tx, values.code);
    const [row] = await tx
      .insert(acts)
      .values({ ...values, aVerifier: false, updatedAt: context.now ?? new Date(), updatedBy: context.actorId })
      .returning();
    await recordAuditEvent(tx, context, { action: "act.create", targetType: "act", targetId: row!.id, details: { code: row!.code } });
    return toAct(row!);
  });
}

/**
 * PATCH /api/acts/{id} (ADMIN): changes the fields given. Audited with the names of the fields
 * changed: as act.confirm when it takes the "à vérifier" mark off, act.update otherwise.
 */
export async function updateAct(db: Database, id: number, patch: ActPatchValues, context: AuditContext & { now?: Date }): Promise<Act> {
  return db.transaction(async (tx) => {
    const [existing] = await tx.select().from(acts).where(eq(acts.id, id)).for("update");
    if (!existing) throw notFound(actMessages.notFound);
    if (patch.code !== undefined) await checkCodeFree(tx, patch.code, id);
    const changes = Object.fromEntries(Object.entries(patch).filter(([, value]) => value !== undefined)) as Partial<ActValues & { aVerifier: boolean }>;
    const before = toAct(existing);
    const fields = (Object.keys(changes) as (keyof typeof changes)[]).filter((key) => before[key] !== changes[key]);
    if (fields.length === 0) return before;
    const [row] = await tx
      .update(acts)
      .set({ ...changes, updatedAt: context.now ?? new Date(), updatedBy: context.actorId })
      .where(eq(acts.id, id))
      .returning();
    const confirmed = existing.aVerifier && changes.aVerifier === false;
    await recordAuditEvent(tx, context, { action: confirmed ? "act.confirm" : "act.update", targetType: "act", targetId: id, details: { fields } });
    return toAct(row!);
  });
}
