import type { Database } from "@/db/client";
import { auditEvents } from "@/db/schema";
import type { AuditAction } from "@/schemas/audit";

/** Who is acting, and the request it happened in (to match the audit trail with the logs). */
export type AuditContext = { actorId: number; requestId: string };

/** The actions, with their French labels, are listed in src/schemas/audit.ts: one list for the writer and the journal. */
export type { AuditAction };

export type AuditEvent = {
  action: AuditAction;
  targetType?: "patient" | "staff_user" | "appointment_request" | "contact_message" | "rights_request" | "visit_type" | "act" | "insurer";
  targetId?: number;
  /** Counts, ids and codes (a role, a status, field names) only: never a name, a search text, a message or any other free text. */
  details?: Record<string, number | number[] | boolean | string | string[]>;
};

/**
 * Writes one audit event. Health data: every staff read or change of a patient's data, of a
 * request or a message, and every change to a staff account goes through here. Changes call it
 * inside their transaction, so a change is never committed without its trace.
 */
export async function recordAuditEvent(db: Database, context: AuditContext | { actorId: null; requestId: string }, event: AuditEvent) {
  await db.insert(auditEvents).values({
    actorId: context.actorId,
    action: event.action,
    targetType: event.targetType ?? null,
    targetId: event.targetId === undefined ? null : String(event.targetId),
    requestId: context.requestId,
    details: event.details ?? null,
  });
}
