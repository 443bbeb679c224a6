import { auditActionLabels, patientHistoryActionLabels, type AccessEvent } from "@/schemas/audit";

/** "a consulté le dossier", or the action's code when it has no label yet. */
export function actionLabel(action: string): string {
  return auditActionLabels[action] ?? action;
}

/** The same, as read on the patient's own access history. */
export function patientHistoryLabel(action: string): string {
  return patientHistoryActionLabels[action] ?? actionLabel(action);
}

/** Who did it: "Hind Tazi", or "Système" for events without a staff member (failed logins). */
export function actorName(event: AccessEvent): string {
  return event.actor ? `${event.actor.prenom} ${event.actor.nom}` : "Système";
}
