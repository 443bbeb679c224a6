import clsx from "clsx";

type StaffTableProps = {
  label: string;
  /** The column headings, left to right. */
  columns: readonly string[];
  className?: string;
  /**
   * Keeps the first column in view while the table scrolls sideways on a tablet, so a row's
   * actions at the far end still show whose row it is. Its cells take `stickyTdClasses`.
   */
  stickyFirstColumn?: boolean;
  /** The table's rows (the <tbody>'s children). */
  children: React.ReactNode;
};

/**
 * A dense, calm data table. On narrow screens it scrolls sideways inside its own region, which
 * is keyboard-focusable so that the hidden columns stay reachable without a mouse.
 */
export function StaffTable({ label, columns, className, stickyFirstColumn = false, children }: StaffTableProps) {
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
            {columns.map((column, index) => (
              <th key={column} scope="col" className={clsx(thClasses, stickyFirstColumn && index === 0 && stickyEdge)}>
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
// From tablets up: on a phone a column kept in view would leave too little room for the others.
const stickyEdge = "sm:sticky sm:left-0 sm:z-[1] sm:shadow-[1px_0_0_var(--color-ink-200)]";
/**
 * A first-column cell of a table with `stickyFirstColumn`. It takes its row's background, which
 * must be opaque (bg-white...) so that the cells scrolling under it do not show through.
 */
export const stickyTdClasses = clsx(tdClasses, stickyEdge, "bg-inherit");
