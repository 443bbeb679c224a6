import { and, desc, eq, or, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { z } from "zod";
import type { Database } from "@/db/client";
import { appointmentRequests, appointments, staffUsers } from "@/db/schema";
import { allowedTransitions, assertTransition } from "@/domain/appointment-requests/request-status";
import { createAppointment, type NewAppointment } from "@/domain/appointments/appointments";
import { recordAuditEvent, type AuditContext } from "@/domain/audit/audit-log";
import { DomainError, invalid, notFound } from "@/domain/errors";
import { phoneMatches } from "@/domain/patients/phone-search";
import { nameContains } from "@/domain/search";
import type { Appointment } from "@/schemas/appointment";
import { requestMessages, type requestStatusInput, type RequestTriageQuery, type TriagedRequest, type TriagedRequestPage } from "@/schemas/appointment-request";
import { PAGE_SIZE } from "@/schemas/paging";

const changedBy = alias(staffUsers, "status_changed_by_user");

const triageColumns = {
  request: appointmentRequests,
  changedById: changedBy.id,
  changedByNom: changedBy.nom,
  changedByPrenom: changedBy.prenom,
};

type TriageRow = Awaited<ReturnType<typeof selectTriaged>>[number];

function toTriagedRequest({ request, changedById, changedByNom, changedByPrenom }: TriageRow): TriagedRequest {
  return {
    id: request.id,
    nom: request.nom,
    prenom: request.prenom,
    telephone: request.telephone,
    datePreferee: request.datePreferee,
    heurePreferee: request.heurePreferee,
    motif: request.motif,
    createdAt: request.createdAt.toISOString(),
    status: request.status,
    statusChangedAt: request.statusChangedAt?.toISOString() ?? null,
    statusChangedBy:
      changedById === null ? null : { id: changedById, nom: changedByNom ?? "", prenom: changedByPrenom ?? "" },
    patientId: request.patientId,
    appointmentId: request.appointmentId,
    transitions: [...allowedTransitions(request.status)],
  };
}

function selectTriaged(db: Database) {
  return db
    .select(triageColumns)
    .from(appointmentRequests)
    .leftJoin(changedBy, eq(changedBy.id, appointmentRequests.statusChangedBy));
}

/** A name (nom or prenom, case and accents ignored) or a phone number in any format. */
function matchesSearch(q: string): SQL | undefined {
  const phone = phoneMatches(sql`phone_digits(${appointmentRequests.telephone})`, q);
  return phone ?? or(nameContains(appointmentRequests.nom, q), nameContains(appointmentRequests.prenom, q));
}

/** The 'Demandes' screen: newest first, by status, by name or phone; with the total for paging. */
export async function listTriagedRequests(
  db: Database,
  query: Partial<RequestTriageQuery>,
  audit: AuditContext,
): Promise<TriagedRequestPage> {
  const where = and(
    query.status ? eq(appointmentRequests.status, query.status) : undefined,
    query.q ? matchesSearch(query.q) : undefined,
  );
  const [rows, total] = await Promise.all([
    selectTriaged(db)
      .where(where)
      .orderBy(desc(appointmentRequests.createdAt), desc(appointmentRequests.id))
      .limit(query.limit ?? PAGE_SIZE)
      .offset(query.offset ?? 0),
    db.$count(appointmentRequests, where),
  ]);
  await recordAuditEvent(db, audit, {
    action: "appointment_request.list",
    details: { results: rows.length, requestIds: rows.map(({ request }) => request.id) },
  });
  return { items: rows.map(toTriagedRequest), total };
}

async function findTriaged(db: Database, id: number): Promise<TriagedRequest> {
  const [row] = await selectTriaged(db).where(eq(appointmentRequests.id, id)).limit(1);
  if (!row) throw notFound(requestMessages.requestNotFound);
  return toTriagedRequest(row);
}

export async function getTriagedRequest(db: Database, id: number, audit: AuditContext): Promise<TriagedRequest> {
  const request = await findTriaged(db, id);
  await recordAuditEvent(db, audit, { action: "appointment_request.read", targetType: "appointment_request", targetId: id });
  return request;
}

/** The request, locked until the transaction ends: two people triaging it at once take turns. */
async function lockRequest(tx: Database, id: number) {
  const [row] = await tx
    .select({ status: appointmentRequests.status })
    .from(appointmentRequests)
    .where(eq(appointmentRequests.id, id))
    .for("update");
  if (!row) throw notFound(requestMessages.requestNotFound);
  return row;
}

/**
 * Moves a request along the workflow (request-status.ts), recording who
 * and when. 'planifiee' names the existing appointment it became; the conversion below creates one.
 */
export async function changeRequestStatus(
  db: Database,
  id: number,
  change: z.output<typeof requestStatusInput>,
  audit: AuditContext,
): Promise<TriagedRequest> {
  await db.transaction(async (tx) => {
    const { status: from } = await lockRequest(tx, id);
    assertTransition(from, change.status);
    let link: { appointmentId: number; patientId: number } | undefined;
    if (change.status === "planifiee") {
      if (change.appointmentId === undefined) {
        throw invalid(requestMessages.plannedNeedsAppointment, { appointmentId: requestMessages.plannedNeedsAppointment });
      }
      const [appointment] = await tx
        .select({ id: appointments.id, patientId: appointments.patientId })
        .from(appointments)
        .where(eq(appointments.id, change.appointmentId));
      if (!appointment) throw notFound("Rendez-vous non trouvé");
      link = { appointmentId: appointment.id, patientId: appointment.patientId };
    } else if (change.appointmentId !== undefined) {
      throw invalid("Données invalides.", { appointmentId: "Seule une demande planifiée est liée à un rendez-vous." });
    }
    await tx
      .update(appointmentRequests)
      .set({ status: change.status, statusChangedAt: sql`now()`, statusChangedBy: audit.actorId, ...link })
      .where(eq(appointmentRequests.id, id));
    await recordAuditEvent(tx, audit, {
      action: "appointment_request.status",
      targetType: "appointment_request",
      targetId: id,
      details: { from, to: change.status, ...(link ?? {}) },
    });
  });
  return findTriaged(db, id);
}

/**
 * The last step of converting a request: the appointment for the chosen patient is created and
 * the request becomes 'planifiée', linked to both — all or nothing.
 */
export async function convertRequest(
  db: Database,
  id: number,
  input: NewAppointment,
  context: AuditContext & { timeZone: string },
): Promise<{ request: TriagedRequest; appointment: Appointment }> {
  const appointment = await db.transaction(async (tx) => {
    const { status: from } = await lockRequest(tx, id);
    if (from === "planifiee") throw new DomainError("CONFLICT", "Cette demande est déjà planifiée.");
    assertTransition(from, "planifiee");
    const created = await createAppointment(tx, input, context);
    await tx
      .update(appointmentRequests)
      .set({
        status: "planifiee",
        statusChangedAt: sql`now()`,
        statusChangedBy: context.actorId,
        patientId: input.patient.id,
        appointmentId: created.id,
      })
      .where(eq(appointmentRequests.id, id));
    await recordAuditEvent(tx, context, {
      action: "appointment_request.convert",
      targetType: "appointment_request",
      targetId: id,
      details: { from, to: "planifiee", patientId: input.patient.id, appointmentId: created.id },
    });
    return created;
  });
  return { request: await findTriaged(db, id), appointment };
}
