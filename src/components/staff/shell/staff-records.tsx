"use client";

import clsx from "clsx";
import { Fragment } from "react";
import { StaffTable } from "@/components/staff/shell/staff-table";
import { useWideScreen, type WideFrom } from "@/components/staff/shell/use-wide-screen";

type StaffRecordsProps<T> = {
  /** Names the table, or the list of cards. */
  label: string;
  /** The table's column headings, left to right (a spec's table keeps the spec's words). */
  columns: readonly string[];
  items: readonly T[];
  itemKey: (item: T) => string | number;
  /** One item as a table row (a <tr>), on a wide screen. */
  row: (item: T) => React.ReactNode;
  /** The same item as a card (a <StaffCard>), on a phone or a tablet: nothing is left sideways. */
  card: (item: T) => React.ReactNode;
  /** From which width the table fits: `lg` (1024 px) by default, `xl` (1280 px) for a wider table. */
  wideFrom?: WideFrom;
  stickyFirstColumn?: boolean;
};

/**
 * A list of records that is a table on a wide screen and a column of cards below it, so that
 * a row's state and actions never hide at the far end of a table scrolled sideways on a phone.
 * Only one of the two is rendered: assistive technology never reads a record twice.
 */
export function StaffRecords<T>({ label, columns, items, itemKey, row, card, wideFrom = "lg", stickyFirstColumn }: StaffRecordsProps<T>) {
  const wide = useWideScreen(wideFrom);
  if (wide) {
    return (
      <StaffTable label={label} columns={columns} stickyFirstColumn={stickyFirstColumn}>
        {items.map((item) => (
          <Fragment key={itemKey(item)}>{row(item)}</Fragment>
        ))}
      </StaffTable>
    );
  }
  return (
    // One column on a phone, two from a tablet's width.
    <ul aria-label={label} className="grid grid-cols-1 gap-3 md:grid-cols-2">
      {items.map((item) => (
        <Fragment key={itemKey(item)}>{card(item)}</Fragment>
      ))}
    </ul>
  );
}

/** A card's labelled value; `wide` takes the card's whole width (free text, an e-mail). */
export type StaffCardField = { label: string; value: React.ReactNode; wide?: boolean };

type StaffCardProps = Omit<React.HTMLAttributes<HTMLLIElement>, "title"> & {
  /** Whose or what record: the card's first line, in bold. */
  title: React.ReactNode;
  /** Under the title, smaller (a phone number, a role). */
  subtitle?: React.ReactNode;
  /** Beside the title: the record's state (a status badge). */
  badge?: React.ReactNode;
  /** The other columns, in the table's order; `false` or `null` leaves one out. */
  fields: readonly (StaffCardField | false | null | undefined)[];
  /** At the bottom: the record's actions. */
  actions?: React.ReactNode;
  /** A record set aside (deactivated, archived): a grey card. */
  muted?: boolean;
};

/** One record of a StaffRecords list on a narrow screen: its name and state, its fields, its actions. */
export function StaffCard({ title, subtitle, badge, fields, actions, muted = false, className, ...attributes }: StaffCardProps) {
  const shown = fields.filter((field): field is StaffCardField => Boolean(field));
  return (
    <li className={clsx("flex min-w-0 flex-col gap-3 rounded-xl border border-ink-200 p-4", muted ? "bg-ink-50" : "bg-white", className)} {...attributes}>
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="font-semibold break-words text-ink-900">{title}</p>
          {subtitle && <div className="text-sm break-words text-ink-600">{subtitle}</div>}
        </div>
        {badge && <div className="shrink-0">{badge}</div>}
      </div>
      {shown.length > 0 && (
        <dl className="grid grid-cols-2 gap-3 text-sm">
          {shown.map((field) => (
            <div key={field.label} className={clsx("min-w-0", field.wide && "col-span-2")}>
              <dt className="text-xs font-semibold text-ink-500 uppercase">{field.label}</dt>
              <dd className="text-ink-800 [overflow-wrap:anywhere]">{field.value}</dd>
            </div>
          ))}
        </dl>
      )}
      {actions}
    </li>
  );
}
