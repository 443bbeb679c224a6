import type { Database } from "@/db/client";
import { auditEvents } from "@/db/schema";
import type { AuditContext } from "@/domain/audit/audit-log";

export type FrontDeskAuditAction =
  | "appointment_request.list"
  | "appointment_request.read"
  | "appointment_request.status"
  | "appointment_request.convert"
  | "patient.duplicates.check"
  | "patient.access-history.read"
  | "contact_message.list"
  | "contact_message.read"
  | "contact_message.update"
  | "audit.read";

export type FrontDeskAuditEvent = {
  action: FrontDeskAuditAction;
  targetType?: "appointment_request" | "contact_message" | "patient";
  targetId?: number;
  /** Counts, ids and status codes only: never a name, a search text or a message. */
  details?: Record<string, number | number[] | boolean | string>;
};

/**
 * The front desk's entries in the same audit trail as the API's (src/domain/audit/audit-log.ts),
 * with its own actions and targets. Changes call it inside their transaction.
 */
export async function recordFrontDeskEvent(db: Database, context: AuditContext, event: FrontDeskAuditEvent) {
  await db.insert(auditEvents).values({
    actorId: context.actorId,
    action: event.action,
    targetType: event.targetType ?? null,
    targetId: event.targetId === undefined ? null : String(event.targetId),
    requestId: context.requestId,
    details: event.details ?? null,
  });
}
