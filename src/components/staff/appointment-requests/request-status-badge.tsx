import { StatusBadge } from "@/components/staff/shell/status-badge";
import { requestStatusLabels, type RequestStatus } from "@/schemas/appointment-request";

const tones: Record<RequestStatus, string> = {
  nouvelle: "bg-accent-100 text-accent-800 ring-accent-200",
  contactee: "bg-primary-50 text-primary-800 ring-primary-200",
  planifiee: "bg-success-50 text-success-700 ring-primary-200",
  refusee: "bg-danger-50 text-danger-700 ring-danger-600/25",
  annulee: "bg-ink-100 text-ink-700 ring-ink-200",
};

export function RequestStatusBadge({ status, className }: { status: RequestStatus; className?: string }) {
  return <StatusBadge label={requestStatusLabels[status]} tone={tones[status]} className={className} />;
}
