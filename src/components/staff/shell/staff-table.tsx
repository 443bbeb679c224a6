import clsx from "clsx";

type StaffTableProps = {
  label: string;
  /** The column headings, left to right. */
  columns: readonly string[];
  className?: string;
  /** The table's rows (the <tbody>'s children). */
  children: React.ReactNode;
};

/**
 * A dense, calm data table. On narrow screens it scrolls sideways inside its own region, which
 * is keyboard-focusable so that the hidden columns stay reachable without a mouse.
 */
export function StaffTable({ label, columns, className, children }: StaffTableProps) {
  return (
    <div
      role="region"
      aria-label={label}
      tabIndex={0}
      className={clsx("overflow-x-auto rounded-xl border border-ink-200 bg-white", className)}
    >
      <table className="w-full border-collapse text-left text-sm">
        <caption className="sr-only">{label}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col" className={thClasses}>
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

const thClasses = "border-b border-ink-200 bg-ink-50 px-3 py-2.5 text-xs font-semibold tracking-wide text-ink-600 uppercase whitespace-nowrap";
export const tdClasses = "border-b border-ink-100 px-3 py-2.5 align-top text-ink-800 whitespace-nowrap";
/** For free text (motif, observation): wraps instead of stretching the table. */
export const tdTextClasses = "border-b border-ink-100 px-3 py-2.5 align-top text-ink-800 min-w-56 whitespace-normal break-words";
