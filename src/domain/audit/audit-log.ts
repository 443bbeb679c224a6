import type { Database } from "@/db/client";
import { auditEvents } from "@/db/schema";

/** Who is acting, and the request it happened in (to match the audit trail with the logs). */
export type AuditContext = { actorId: number; requestId: string };

export type AuditAction =
  | "patient.create"
  | "patient.read"
  | "patient.search"
  | "patient.duplicates.check"
  | "patient.access-history.read"
  /** Patient files maintained (decision 025): details changed (field names only), archived, restored, merged; the paged list. */
  | "patient.update"
  | "patient.archive"
  | "patient.restore"
  | "patient.merge"
  | "patient.list"
  /** Notifications (decision 030): a patient's consents read or changed (channel names only), their messages read. */
  | "patient.consents.read"
  | "patient.consents.update"
  | "patient.notifications.read"
  /** The admins' list of every message (the patients shown, by id), and a failed message sent again. */
  | "notification.list"
  | "notification.retry"
  | "appointment.create"
  | "appointment.list"
  /** The agenda: appointments of a few days, with their patients. */
  | "appointment.agenda"
  /** A booking or a change refused for overlaps: the conflicting appointments were shown. */
  | "appointment.conflicts"
  | "appointment.update"
  | "appointment.status"
  | "appointment_request.list"
  | "appointment_request.read"
  | "appointment_request.status"
  | "appointment_request.convert"
  | "contact_message.list"
  | "contact_message.read"
  | "contact_message.update"
  | "audit.read"
  | "user.create"
  | "user.delete"
  /** An admin changed an account's names, e-mail or role (the names of the fields changed). */
  | "user.update"
  /** An admin reactivated a deactivated account. */
  | "user.restore"
  /** An admin's password reset (and role set to ADMIN) from the shell: `npm run admin:create`. */
  | "user.reset"
  /** An admin saved the opening hours and closures (counts only). */
  | "practice_hours.update"
  | "auth.login"
  | "auth.login_failed"
  /** Every session of an account was ended (src/domain/staff/sessions.ts, decision 023). */
  | "auth.sessions_end"
  | "auth.logout"
  | "auth.logout_all"
  | "auth.password_change"
  /** An admin gave an account a temporary password (POST /api/users/{id}/password-reset). */
  | "user.password_reset"
  /** Many failed logins on one account, from any addresses: someone may be guessing its password. */
  | "auth.login_guessing"
  /** Two-factor login (decision 024): turned on (first code confirmed), off by its owner, off by an admin, new recovery codes. */
  | "user.totp_enable"
  | "user.totp_disable"
  | "user.totp_reset"
  | "user.recovery_codes_regenerate"
  /** A login's second step refused (a wrong or replayed code, a wrong or used recovery code), or passed with a recovery code. */
  | "auth.second_factor_failed"
  | "auth.recovery_code_used"
  /** An admin had the running server write a backup now (a whole copy of the data: counts only). */
  | "backup.create"
  /** The daily retention purge, or `npm run purge` (decision 033): how many rows of each kind were deleted, counts only. */
  | "retention.purge"
  /** Law 09-08 (decision 034): a person's data exported; a file anonymised; a request or message erased; the register of rights requests. */
  | "patient.export"
  | "patient.anonymise"
  | "appointment_request.erase"
  | "contact_message.erase"
  | "rights_request.list"
  | "rights_request.create"
  | "rights_request.update"
  /** Online booking (decision 047): an admin added or changed a visit type, or changed the booking rules (field names only). */
  | "visit_type.create"
  | "visit_type.update"
  | "booking_settings.update";

export type AuditEvent = {
  action: AuditAction;
  targetType?: "patient" | "staff_user" | "appointment_request" | "contact_message" | "rights_request" | "visit_type";
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
