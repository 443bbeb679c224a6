import { and, asc, desc, eq, isNull, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Database } from "@/db/client";
import { patients, rightsRequests, staffUsers } from "@/db/schema";
import { recordAuditEvent, type AuditContext } from "@/domain/audit/audit-log";
import { invalid, notFound } from "@/domain/errors";
import { addDays } from "@/calendar/plain-date";
import { todayIn } from "@/calendar/zone";
import {
  dataProtectionMessages,
  type RightsRequest,
  type rightsRequestInput,
  type rightsRequestListQuery,
  type RightsRequestPage,
  type rightsRequestUpdate,
} from "@/schemas/data-protection";
import { PAGE_SIZE } from "@/schemas/paging";
import { patientMessages } from "@/schemas/patient";

/**
 * The register of rights requests (ADMIN, law 09-08, decision 034): each request a person made —
 * access, rectification, objection, erasure — when it came, its deadline (30 days by default), who
 * handled it and when it was answered. Overdue ones come first until answered.
 */

/** `now` decides "today" (deadlines, answers); the system clock unless a caller fixes it. */
type Context = AuditContext & { timeZone: string; now?: Date };

const columns = { request: rightsRequests, handlerNom: staffUsers.nom, handlerPrenom: staffUsers.prenom };

function toRightsRequest(row: { request: typeof rightsRequests.$inferSelect; handlerNom: string | null; handlerPrenom: string | null }, today: string): RightsRequest {
  const { request } = row;
  return {
    id: request.id,
    recuLe: request.recuLe,
    type: request.type,
    personne: request.personne,
    patientId: request.patientId,
    details: request.details,
    echeance: request.echeance,
    traitePar: request.traitePar === null ? null : { id: request.traitePar, nom: row.handlerNom ?? "", prenom: row.handlerPrenom ?? "" },
    reponduLe: request.reponduLe,
    reponse: request.reponse,
    enRetard: request.reponduLe === null && request.echeance < today,
  };
}

async function readOne(db: Database, id: number, today: string): Promise<RightsRequest> {
  const [row] = await db.select(columns).from(rightsRequests).leftJoin(staffUsers, eq(staffUsers.id, rightsRequests.traitePar)).where(eq(rightsRequests.id, id));
  if (!row) throw notFound(dataProtectionMessages.rightsNotFound);
  return toRightsRequest(row, today);
}

export async function listRightsRequests(db: Database, query: z.output<typeof rightsRequestListQuery>, context: Context): Promise<RightsRequestPage> {
  const where = query.ouvertes ? isNull(rightsRequests.reponduLe) : undefined;
  const [rows, total] = await Promise.all([
    db
      .select(columns)
      .from(rightsRequests)
      .leftJoin(staffUsers, eq(staffUsers.id, rightsRequests.traitePar))
      .where(where)
      // Open ones first, by deadline; then the answered ones, most recent first.
      .orderBy(sql`${rightsRequests.reponduLe} is not null`, asc(sql`case when ${rightsRequests.reponduLe} is null then ${rightsRequests.echeance} end`), desc(rightsRequests.recuLe), desc(rightsRequests.id))
      .limit(query.limit ?? PAGE_SIZE)
      .offset(query.offset ?? 0),
    db.$count(rightsRequests, where),
  ]);
  await recordAuditEvent(db, context, { action: "rights_request.list", details: { results: rows.length } });
  const today = todayIn(context.timeZone, context.now);
  return { items: rows.map((row) => toRightsRequest(row, today)), total };
}

export async function createRightsRequest(db: Database, input: z.output<typeof rightsRequestInput>, context: Context & { deadlineDays: number }): Promise<RightsRequest> {
  if (input.patientId) {
    const [patient] = await db.select({ id: patients.id }).from(patients).where(eq(patients.id, input.patientId));
    if (!patient) throw invalid("Données invalides.", { patientId: patientMessages.notFound });
  }
  const echeance = input.echeance ?? addDays(input.recuLe, context.deadlineDays);
  if (echeance < input.recuLe) throw invalid("Données invalides.", { echeance: "L'échéance ne peut pas précéder la réception." });
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(rightsRequests)
      .values({ recuLe: input.recuLe, type: input.type, personne: input.personne, patientId: input.patientId ?? null, details: input.details ?? null, echeance, createdBy: context.actorId })
      .returning({ id: rightsRequests.id });
    await recordAuditEvent(tx, context, { action: "rights_request.create", targetType: "rights_request", targetId: row!.id, details: { type: input.type, patientId: input.patientId ?? 0 } });
    return readOne(tx, row!.id, todayIn(context.timeZone, context.now));
  });
}

/** Records the answer (or a new deadline); whoever records it is the one who handled it. */
export async function updateRightsRequest(db: Database, id: number, update: z.output<typeof rightsRequestUpdate>, context: Context): Promise<RightsRequest> {
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(rightsRequests).where(eq(rightsRequests.id, id)).for("update");
    if (!current) throw notFound(dataProtectionMessages.rightsNotFound);
    if (update.reponduLe && update.reponduLe < current.recuLe) throw invalid("Données invalides.", { reponduLe: "La réponse ne peut pas précéder la réception." });
    if (update.echeance && update.echeance < current.recuLe) throw invalid("Données invalides.", { echeance: "L'échéance ne peut pas précéder la réception." });
    await tx
      .update(rightsRequests)
      .set({
        ...(update.reponduLe !== undefined ? { reponduLe: update.reponduLe } : {}),
        ...(update.reponse !== undefined ? { reponse: update.reponse ?? null } : {}),
        ...(update.echeance !== undefined ? { echeance: update.echeance } : {}),
        traitePar: context.actorId,
      })
      .where(and(eq(rightsRequests.id, id)));
    await recordAuditEvent(tx, context, {
      action: "rights_request.update",
      targetType: "rights_request",
      targetId: id,
      details: { fields: Object.keys(update).filter((key) => update[key as keyof typeof update] !== undefined) },
    });
    return readOne(tx, id, todayIn(context.timeZone, context.now));
  });
}
