import { and, desc, eq, not, or, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { z } from "zod";
import type { Database } from "@/db/client";
import { appointmentRequests, appointments, patients, staffUsers } from "@/db/schema";
import { assertTransition } from "@/domain/appointment-requests/request-status";
import { cancelAppointmentWithin } from "@/domain/appointments/appointment-changes";
import { createAppointment, type NewAppointment, type Outcome } from "@/domain/appointments/appointments";
import { readHoursForChecks } from "@/domain/appointments/slot-warnings";
import { toTriagedRequest } from "@/domain/appointment-requests/request-json";
import { recordAuditEvent, type AuditContext } from "@/domain/audit/audit-log";
import { DomainError, invalid, notFound } from "@/domain/errors";
import { transliterationMatch } from "@/domain/names/name-search";
import { phoneMatches } from "@/domain/patients/phone-search";
import { readPracticeHours } from "@/domain/practice-hours/practice-hours";
import { nameContains } from "@/domain/search";
import { type Appointment, appointmentMessages } from "@/schemas/appointment";
import { requestMessages, type requestStatusInput, type RequestTriageQuery, type TriagedRequest, type TriagedRequestPage } from "@/schemas/appointment-request";
import { PAGE_SIZE } from "@/schemas/paging";
import { type PracticeHours } from "@/schemas/practice-hours";
import { isConfirmedClosedDay } from "@/calendar/opening-hours";

const changedBy = alias(staffUsers, "status_changed_by_user");

const triageColumns = {
  request: appointmentRequests,
  changedById: changedBy.id,
  changedByNom: changedBy.nom,
  changedByPrenom: changedBy.prenom,
};

type TriageRow = Awaited<ReturnType<typeof selectTriaged>>[number];

/** What the mapper needs of the opening hours: `jourFerme` is judged against the hours as they are now. */
type HoursDocument = Pick<PracticeHours, "semaine" | "periodes" | "fermetures">;

function triaged({ request, changedById, changedByNom, changedByPrenom }: TriageRow, hours: HoursDocument): TriagedRequest {
  const changedBy = changedById === null ? null : { id: changedById, nom: changedByNom ?? "", prenom: changedByPrenom ?? "" };
  return toTriagedRequest(request, changedBy, isConfirmedClosedDay(hours, request.datePreferee).closed);
}

function selectTriaged(db: Database) {
  return db
    .select(triageColumns)
    .from(appointmentRequests)
    .leftJoin(changedBy, eq(changedBy.id, appointmentRequests.statusChangedBy));
}

/**
 * A name (nom or prenom, case and accents ignored; or the same name in the other script or another
 * usual spelling: "Alami" finds "العلمي", decision 042) or a phone number in any format.
 */
function matchesSearch(q: string): SQL | undefined {
  const phone = phoneMatches(sql`phone_digits(${appointmentRequests.telephone})`, q);
  return phone ?? or(nameContains(appointmentRequests.nom, q), nameContains(appointmentRequests.prenom, q), transliterationMatch(appointmentRequests.translitKey, q));
}

/**
 * The requests the spec's external search does not show but are the same name in another
 * spelling or script: the transliteration key matches, the nom does not contain the text.
 * Nothing when the text has no name word (a phone number...).
 */
function otherSpellingsOf(q: string): SQL {
  const other = transliterationMatch(appointmentRequests.translitKey, q);
  return other ? and(other, not(nameContains(appointmentRequests.nom, q)))! : sql`false`;
}

/** The 'Demandes' screen: newest first, by status, by name or phone; with the total for paging. */
export async function listTriagedRequests(
  db: Database,
  query: Partial<RequestTriageQuery>,
  audit: AuditContext,
): Promise<TriagedRequestPage> {
  const where = and(
    query.status ? eq(appointmentRequests.status, query.status) : undefined,
    query.q ? (query.autresOrthographes ? otherSpellingsOf(query.q) : matchesSearch(query.q)) : undefined,
  );
  const [rows, total, hours] = await Promise.all([
    selectTriaged(db)
      .where(where)
      .orderBy(desc(appointmentRequests.createdAt), desc(appointmentRequests.id))
      .limit(query.limit ?? PAGE_SIZE)
      .offset(query.offset ?? 0),
    db.$count(appointmentRequests, where),
    readPracticeHours(db),
  ]);
  await recordAuditEvent(db, audit, {
    action: "appointment_request.list",
    details: { results: rows.length, requestIds: rows.map(({ request }) => request.id) },
  });
  return { items: rows.map((row) => triaged(row, hours)), total };
}

async function findTriaged(db: Database, id: number): Promise<TriagedRequest> {
  const [[row], hours] = await Promise.all([selectTriaged(db).where(eq(appointmentRequests.id, id)).limit(1), readPracticeHours(db)]);
  if (!row) throw notFound(requestMessages.requestNotFound);
  return triaged(row, hours);
}

export async function getTriagedRequest(db: Database, id: number, audit: AuditContext): Promise<TriagedRequest> {
  const request = await findTriaged(db, id);
  await recordAuditEvent(db, audit, { action: "appointment_request.read", targetType: "appointment_request", targetId: id });
  return request;
}

/** The request, locked until the transaction ends: two people triaging it at once take turns. */
async function lockRequest(tx: Database, id: number) {
  const [row] = await tx
    .select({
      status: appointmentRequests.status,
      appointmentId: appointmentRequests.appointmentId,
      consentementRappelsLe: appointmentRequests.consentementRappelsLe,
      langue: appointmentRequests.langue,
    })
    .from(appointmentRequests)
    .where(eq(appointmentRequests.id, id))
    .for("update");
  if (!row) throw notFound(requestMessages.requestNotFound);
  return row;
}

/** Sets the SMS and WhatsApp agreements a patient does not have yet, keeping an earlier date. */
async function agreeToReminders(tx: Database, patientId: number, agreedAt: Date) {
  await tx
    .update(patients)
    .set({
      consentSmsAt: sql`coalesce(${patients.consentSmsAt}, ${agreedAt})`,
      consentWhatsappAt: sql`coalesce(${patients.consentWhatsappAt}, ${agreedAt})`,
    })
    .where(eq(patients.id, patientId));
}

const cancelOnlyPlanned = "Seule une demande planifiée qu'on annule a un rendez-vous à annuler.";

/**
 * Moves a request along the workflow (request-status.ts), recording who
 * and when. 'planifiee' names the existing appointment it became; the conversion below creates one.
 * 'annulee' on a planned request with `annulerRendezVous` cancels its appointment too (by the
 * patient), in the same transaction: all or nothing.
 */
export async function changeRequestStatus(
  db: Database,
  id: number,
  change: z.output<typeof requestStatusInput>,
  audit: AuditContext,
): Promise<TriagedRequest> {
  await db.transaction(async (tx) => {
    const { status: from, appointmentId: plannedAppointmentId } = await lockRequest(tx, id);
    assertTransition(from, change.status);
    const cascade = change.annulerRendezVous === true;
    if (cascade && (change.status !== "annulee" || from !== "planifiee" || plannedAppointmentId === null)) {
      throw invalid("Données invalides.", { annulerRendezVous: cancelOnlyPlanned });
    }
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
      details: { from, to: change.status, ...(link ?? {}), ...(cascade ? { appointmentCancelled: true } : {}) },
    });
    if (cascade && plannedAppointmentId !== null) {
      await cancelAppointmentWithin(
        tx,
        plannedAppointmentId,
        { motifAnnulation: appointmentMessages.cancelledByRequest, annulePar: "patient", requestId: id },
        audit,
      );
    }
  });
  return findTriaged(db, id);
}

/**
 * The last step of converting a request: the appointment for the chosen patient is created and
 * the request becomes 'planifiée', linked to both — all or nothing. The conversion is the
 * product's own path, so it is always checked as the agenda's booking is (issue 32): an overlap
 * in the doctor's agenda or a time the practice is closed leaves the request as it was and
 * answers them (`conflits`, `fermeture`) until `forcer`; the doctor must be a doctor.
 */
export async function convertRequest(
  db: Database,
  id: number,
  input: NewAppointment,
  context: AuditContext & { timeZone: string; now?: Date },
): Promise<Outcome<{ request: TriagedRequest; appointment: Appointment }>> {
  // Read before the transaction: reading them may fill a year's holidays.
  const hours = await readHoursForChecks(db, context.timeZone, context.now);
  const outcome = await db.transaction(async (tx): Promise<Outcome<Appointment>> => {
    const { status: from, consentementRappelsLe, langue } = await lockRequest(tx, id);
    if (from === "planifiee") throw new DomainError("CONFLICT", "Cette demande est déjà planifiée.");
    assertTransition(from, "planifiee");
    // The reminders box ticked on the public form becomes the patient's SMS and WhatsApp agreements,
    // dated from the form (decision 034), before the booking sends its confirmation.
    if (consentementRappelsLe) await agreeToReminders(tx, input.patient.id, consentementRappelsLe);
    // A person who wrote from the Arabic pages gets Arabic messages (decision 043): the patient's
    // language becomes Arabic (a French request leaves it: French is also what calls without a
    // language record), and the appointment keeps the request's language.
    if (langue === "ar") await tx.update(patients).set({ langue }).where(eq(patients.id, input.patient.id));
    const booking = await createAppointment(tx, input, context, { checkConflicts: true, requireDoctor: true, hours, langue });
    if (booking.kind === "conflicts") return booking;
    const created = booking.value;
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
    return booking;
  });
  if (outcome.kind === "conflicts") return outcome;
  return { kind: "done", value: { request: await findTriaged(db, id), appointment: outcome.value } };
}
