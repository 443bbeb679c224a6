import { z } from "zod";
import {
  requestStatuses,
  type AccessEvent,
  type AccessEventPage,
  type AuditActor,
  type DuplicateCandidate,
  type FrontDeskCounts,
  type InboxMessage,
  type InboxPage,
  type StaffRef,
  type TriagedRequest,
  type TriagedRequestPage,
} from "@/schemas/front-desk";

/**
 * What the front desk's calls answer, as zod schemas: they document the API (GET
 * /api/openapi.json) and are checked below to match the types the screens are written against.
 */

const instant = z.string().meta({ format: "date-time", description: "ISO 8601 instant (UTC)" });
const calendarDate = z.string().meta({ format: "date", description: "Calendar date YYYY-MM-DD" });
const id = z.number().int().positive();
const status = z.enum(requestStatuses);

export const staffRefResponse = z.object({ id, nom: z.string(), prenom: z.string() }).meta({ id: "StaffRef" });

export const triagedRequestResponse = z
  .object({
    id,
    nom: z.string(),
    prenom: z.string(),
    telephone: z.string(),
    datePreferee: calendarDate,
    heurePreferee: z.string().meta({ description: "Wall-clock time HH:MM:SS" }),
    motif: z.string().nullable(),
    createdAt: instant,
    status,
    statusChangedAt: instant.nullable(),
    statusChangedBy: staffRefResponse.nullable(),
    patientId: id.nullable(),
    appointmentId: id.nullable(),
    transitions: z.array(status).meta({ description: "The statuses the request may move to next" }),
  })
  .meta({ id: "TriagedRequest" });

export const triagedRequestPageResponse = z
  .object({ items: z.array(triagedRequestResponse), total: z.number().int() })
  .meta({ id: "TriagedRequestPage" });

export const duplicateCandidateResponse = z
  .object({
    id,
    nom: z.string(),
    prenom: z.string(),
    dateNaissance: calendarDate,
    telephone: z.string(),
    reasons: z.array(z.enum(["telephone", "nom-date-naissance", "nom"])),
  })
  .meta({ id: "DuplicateCandidate" });

export const duplicateListResponse = z.object({ duplicates: z.array(duplicateCandidateResponse) }).meta({ id: "DuplicateList" });

export const duplicateConflictResponse = z
  .object({ message: z.string(), duplicates: z.array(duplicateCandidateResponse) })
  .meta({ id: "DuplicateConflict" });

export const inboxMessageResponse = z
  .object({
    id,
    nomComplet: z.string(),
    email: z.string(),
    sujet: z.string(),
    message: z.string(),
    createdAt: instant,
    readAt: instant.nullable(),
    readBy: staffRefResponse.nullable(),
  })
  .meta({ id: "InboxMessage" });

export const inboxPageResponse = z
  .object({ items: z.array(inboxMessageResponse), total: z.number().int(), unread: z.number().int() })
  .meta({ id: "InboxPage" });

export const accessEventResponse = z
  .object({
    id,
    at: instant,
    action: z.string().meta({ description: "e.g. patient.read, appointment.create, appointment_request.status" }),
    actor: staffRefResponse.extend({ role: z.string() }).nullable(),
    targetType: z.string().nullable(),
    targetId: z.string().nullable(),
    requestId: z.string().nullable(),
    details: z.record(z.string(), z.unknown()).nullable().meta({ description: "Counts, ids and status codes only" }),
  })
  .meta({ id: "AccessEvent" });

export const accessEventPageResponse = z
  .object({ items: z.array(accessEventResponse), total: z.number().int() })
  .meta({ id: "AccessEventPage" });

export const auditActorResponse = staffRefResponse.extend({ role: z.string(), deleted: z.boolean() }).meta({ id: "AuditActor" });

export const frontDeskCountsResponse = z
  .object({ newRequests: z.number().int(), unreadMessages: z.number().int() })
  .meta({ id: "FrontDeskCounts" });

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
// Compile-time check only: a drift between a schema and its type fails `tsc`.
const _responseTypesMatch: [true, true, true, true, true, true, true, true, true, true, true] = [] as unknown as [
  Same<z.infer<typeof staffRefResponse>, StaffRef>,
  Same<z.infer<typeof triagedRequestResponse>, TriagedRequest>,
  Same<z.infer<typeof triagedRequestPageResponse>, TriagedRequestPage>,
  Same<z.infer<typeof duplicateCandidateResponse>, DuplicateCandidate>,
  Same<z.infer<typeof inboxMessageResponse>, InboxMessage>,
  Same<z.infer<typeof inboxPageResponse>, InboxPage>,
  Same<z.infer<typeof accessEventResponse>, AccessEvent>,
  Same<z.infer<typeof accessEventPageResponse>, AccessEventPage>,
  Same<z.infer<typeof auditActorResponse>, AuditActor>,
  Same<z.infer<typeof frontDeskCountsResponse>, FrontDeskCounts>,
  Same<z.infer<typeof duplicateConflictResponse>, { message: string; duplicates: DuplicateCandidate[] }>,
];
