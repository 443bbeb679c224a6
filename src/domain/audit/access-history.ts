import { and, asc, desc, eq, gte, inArray, lt, or, sql, type SQL } from "drizzle-orm";
import type { z } from "zod";
import { type Database, queryRows } from "@/db/client";
import { auditEvents, patients, staffUsers } from "@/db/schema";
import { recordAuditEvent, type AuditContext } from "@/domain/audit/audit-log";
import { notFound } from "@/domain/errors";
import { addDays } from "@/calendar/plain-date";
import { startOfDayIn } from "@/calendar/zone";
import { patientMessages } from "@/schemas/patient";
import { PAGE_SIZE, type pageQuery } from "@/schemas/paging";
import type { AccessEvent, AccessEventPage, AuditActor, AuditEventQuery } from "@/schemas/audit";

const eventColumns = {
  event: auditEvents,
  actorId: staffUsers.id,
  actorNom: staffUsers.nom,
  actorPrenom: staffUsers.prenom,
  actorRole: staffUsers.role,
};

function selectEvents(db: Database) {
  return db.select(eventColumns).from(auditEvents).leftJoin(staffUsers, eq(staffUsers.id, auditEvents.actorId));
}

type EventRow = Awaited<ReturnType<typeof selectEvents>>[number];

function toAccessEvent({ event, actorId, actorNom, actorPrenom, actorRole }: EventRow): AccessEvent {
  return {
    id: event.id,
    at: event.at.toISOString(),
    action: event.action,
    actor: actorId === null ? null : { id: actorId, nom: actorNom ?? "", prenom: actorPrenom ?? "", role: actorRole ?? "" },
    targetType: event.targetType,
    targetId: event.targetId,
    requestId: event.requestId,
    details: event.details && typeof event.details === "object" ? (event.details as Record<string, unknown>) : null,
  };
}

async function pageOfEvents(
  db: Database,
  where: SQL | undefined,
  page: z.output<typeof pageQuery>,
): Promise<AccessEventPage> {
  const [rows, total] = await Promise.all([
    selectEvents(db)
      .where(where)
      .orderBy(desc(auditEvents.at), desc(auditEvents.id))
      .limit(page.limit ?? PAGE_SIZE)
      .offset(page.offset ?? 0),
    db.$count(auditEvents, where),
  ]);
  return { items: rows.map(toAccessEvent), total };
}

/**
 * The file and every file merged into it, however many merges ago (a file merged into one that
 * was merged in turn): audit rows keep the ids they were written with, so a history follows them.
 */
export async function fileAndMergedIds(db: Database, patientId: number): Promise<number[]> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`with recursive merged(id) as (
          select ${patientId}::integer
          union
          select ${patients.id} from ${patients} join merged on ${patients.mergedIntoId} = merged.id
        )
        select id from merged order by id`,
  );
  return rows.map((row) => Number(row.id));
}

/** The events aimed at these files, and the lists that showed them among others. */
function eventsAbout(ids: number[]): SQL | undefined {
  return or(
    and(eq(auditEvents.targetType, "patient"), inArray(auditEvents.targetId, ids.map(String))),
    ...ids.map((id) => sql`${auditEvents.details} @> ${JSON.stringify({ patientIds: [id] })}::jsonb`),
  );
}

/** The whole access history of these files, oldest first (a person's export of their data). */
export async function everyAccessEvent(db: Database, ids: number[]): Promise<AccessEvent[]> {
  const rows = await selectEvents(db).where(eventsAbout(ids)).orderBy(asc(auditEvents.at), asc(auditEvents.id));
  return rows.map(toAccessEvent);
}

/**
 * Who opened or changed this patient's file, newest first: every event aimed at the patient
 * (read, created, appointments listed or added) and every list that showed the patient among
 * others (a search, a duplicate warning) — and the same for the files merged into it.
 */
export async function patientAccessHistory(
  db: Database,
  patientId: number,
  page: z.output<typeof pageQuery>,
  audit: AuditContext,
): Promise<AccessEventPage> {
  const [patient] = await db.select({ id: patients.id }).from(patients).where(eq(patients.id, patientId));
  if (!patient) throw notFound(patientMessages.notFound);
  const where = eventsAbout(await fileAndMergedIds(db, patientId));
  // Read before this access is recorded: the history shows who came before.
  const history = await pageOfEvents(db, where, page);
  await recordAuditEvent(db, audit, {
    action: "patient.access-history.read",
    targetType: "patient",
    targetId: patientId,
    details: { results: history.items.length },
  });
  return history;
}

/** The whole audit trail (admins), by person and by day in the practice's time zone (inclusive). */
export async function auditTrail(
  db: Database,
  query: AuditEventQuery,
  context: AuditContext & { timeZone: string },
): Promise<AccessEventPage> {
  const startOf = (day: string) => startOfDayIn(day, context.timeZone);
  const where = and(
    query.actorId === undefined ? undefined : eq(auditEvents.actorId, query.actorId),
    query.from ? gte(auditEvents.at, startOf(query.from)) : undefined,
    query.to ? lt(auditEvents.at, startOf(addDays(query.to, 1))) : undefined,
  );
  const trail = await pageOfEvents(db, where, query);
  await recordAuditEvent(db, context, { action: "audit.read", details: { results: trail.items.length } });
  return trail;
}

/** Every staff account, deleted ones too, for the audit trail's "by person" filter (admins). */
export async function auditActors(db: Database, audit: AuditContext): Promise<AuditActor[]> {
  const rows = await db
    .select({
      id: staffUsers.id,
      nom: staffUsers.nom,
      prenom: staffUsers.prenom,
      role: staffUsers.role,
      deletedAt: staffUsers.deletedAt,
    })
    .from(staffUsers)
    .orderBy(asc(staffUsers.nom), asc(staffUsers.prenom), asc(staffUsers.id));
  await recordAuditEvent(db, audit, { action: "audit.read", details: { actors: rows.length } });
  return rows.map(({ deletedAt, ...actor }) => ({ ...actor, deleted: deletedAt !== null }));
}
