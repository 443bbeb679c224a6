import { type AccessEvent, auditActionLabels, patientHistoryActionLabels } from "@/schemas/audit";

const roleLabels: Record<string, string> = { ADMIN: "Administrateur", MEDECIN: "Médecin", ASSISTANT: "Assistant" };

export function roleLabel(role: string): string {
  return roleLabels[role] ?? role;
}

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
