import clsx from "clsx";

/**
 * A dense, calm data table. On narrow screens it scrolls sideways inside its own region, which
 * is keyboard-focusable so that the hidden columns stay reachable without a mouse.
 */
export function StaffTable({ label, className, children }: { label: string; className?: string; children: React.ReactNode }) {
  return (
    <div
      role="region"
      aria-label={label}
      tabIndex={0}
      className={clsx("overflow-x-auto rounded-xl border border-ink-200 bg-white", className)}
    >
      <table className="w-full border-collapse text-left text-sm">
        <caption className="sr-only">{label}</caption>
        {children}
      </table>
    </div>
  );
}

export const thClasses = "border-b border-ink-200 bg-ink-50 px-3 py-2.5 text-xs font-semibold tracking-wide text-ink-600 uppercase whitespace-nowrap";
export const tdClasses = "border-b border-ink-100 px-3 py-2.5 align-top text-ink-800 whitespace-nowrap";
/** For free text (motif, observation): wraps instead of stretching the table. */
export const tdTextClasses = "border-b border-ink-100 px-3 py-2.5 align-top text-ink-800 min-w-56 whitespace-normal break-words";
