import { auditActionLabels, patientHistoryActionLabels, type AccessEvent, type AuditAction } from "@/schemas/audit";

const isAuditAction = (action: string): action is AuditAction => Object.hasOwn(auditActionLabels, action);

/** "a consulté le dossier"; a code no longer written (an old event) shows as "action « code »". */
export function actionLabel(action: string): string {
  return isAuditAction(action) ? auditActionLabels[action] : `action « ${action} »`;
}

/** The same, as read on the patient's own access history. */
export function patientHistoryLabel(action: string): string {
  return (isAuditAction(action) && patientHistoryActionLabels[action]) || actionLabel(action);
}

/** Who did it: "Hind Tazi", or "Système" for events without a staff member (failed logins). */
export function actorName(event: AccessEvent): string {
  return event.actor ? `${event.actor.prenom} ${event.actor.nom}` : "Système";
}
