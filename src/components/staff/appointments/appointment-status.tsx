import { StatusBadge } from "@/components/staff/shell/status-badge";
import { appointmentStatusLabels, type AppointmentStatus, type PatientAction, patientActionLabels } from "@/schemas/appointment";

/**
 * Badge tones, and the agenda block's colours, of each status (the word is always shown too). An
 * online booking waiting for the front desk is also drawn dashed, so it reads without colour.
 */
export const appointmentStatusTones: Record<AppointmentStatus, { badge: string; block: string }> = {
  a_confirmer: {
    badge: "bg-amber-50 text-amber-900 ring-0 border border-dashed border-amber-700",
    block: "border-amber-700 bg-amber-50 text-amber-950",
  },
  planifie: { badge: "bg-primary-50 text-primary-800 ring-primary-200", block: "border-primary-500 bg-primary-50 text-primary-900" },
  confirme: { badge: "bg-success-50 text-success-700 ring-primary-200", block: "border-success-600 bg-success-50 text-ink-900" },
  arrive: { badge: "bg-accent-100 text-accent-800 ring-accent-200", block: "border-accent-600 bg-accent-50 text-ink-900" },
  vu: { badge: "bg-ink-100 text-ink-700 ring-ink-200", block: "border-ink-400 bg-ink-100 text-ink-700" },
  absent: { badge: "bg-danger-50 text-danger-700 ring-danger-600/25", block: "border-danger-600 bg-danger-50 text-danger-700" },
  annule: { badge: "bg-ink-100 text-ink-600 ring-ink-200", block: "border-ink-300 bg-white text-ink-600 line-through" },
};

export function AppointmentStatusBadge({ status, className }: { status: AppointmentStatus; className?: string }) {
  return <StatusBadge label={appointmentStatusLabels[status]} tone={appointmentStatusTones[status].badge} className={className} />;
}

/** The button that moves an appointment from `from` to `to`, as the front desk says it. */
export function appointmentActionLabel(from: AppointmentStatus, to: AppointmentStatus): string {
  switch (to) {
    case "a_confirmer":
      return "À confirmer";
    case "planifie":
      return from === "a_confirmer" ? "Accepter la réservation" : from === "annule" ? "Rétablir" : from === "absent" ? "Rouvrir" : "Retirer la confirmation";
    case "confirme":
      return from === "arrive" ? "Pas encore arrivé" : from === "a_confirmer" ? "Confirmer la réservation" : "Confirmer";
    case "arrive":
      return from === "vu" ? "Pas encore vu" : "Arrivé";
    case "vu":
      return "Vu";
    case "absent":
      return "Absent";
    case "annule":
      return from === "a_confirmer" ? "Refuser la réservation" : "Annuler le rendez-vous";
  }
}

/**
 * What the patient did from their personal link (decision 050), beside the status: "Annulé par
 * le patient (lien)". Shown only while it still describes the appointment (a patient's
 * cancellation the front desk since reinstated says nothing any more).
 */
export function patientActionNote(action: PatientAction | null | undefined, status: AppointmentStatus): string | null {
  if (!action) return null;
  if (action === "annule" && status !== "annule") return null;
  if (action === "confirme" && status !== "confirme") return null;
  if (action === "deplace" && (status === "annule" || status === "absent")) return null;
  return patientActionLabels[action];
}

export function PatientActionNote({ action, status, className }: { action: PatientAction | null | undefined; status: AppointmentStatus; className?: string }) {
  const note = patientActionNote(action, status);
  if (!note) return null;
  return <span className={className ?? "text-xs font-semibold text-accent-800"}>{note}</span>;
}
