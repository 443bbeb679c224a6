import clsx from "clsx";
import { type RequestStatus, requestStatusLabels } from "@/schemas/appointment-request";

const tones: Record<RequestStatus, string> = {
  nouvelle: "bg-accent-100 text-accent-800 ring-accent-200",
  contactee: "bg-primary-50 text-primary-800 ring-primary-200",
  planifiee: "bg-success-50 text-success-700 ring-primary-200",
  refusee: "bg-danger-50 text-danger-700 ring-danger-600/25",
  annulee: "bg-ink-100 text-ink-700 ring-ink-200",
};

/** A request's status as a coloured label; the colour repeats the word, never replaces it. */
export function RequestStatusBadge({ status, className }: { status: RequestStatus; className?: string }) {
  return (
    <span
      className={clsx(
        "inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset",
        tones[status],
        className,
      )}
    >
      <span className="size-1.5 rounded-full bg-current" aria-hidden="true" />
      {requestStatusLabels[status]}
    </span>
  );
}
