"use client";

import { Table2 } from "lucide-react";
import { useId, useState } from "react";
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { Button } from "@/components/ui/button";

/**
 * One dashboard chart and its data (decision 059). recharts is imported here and in nothing but
 * the dashboard, so that no other page loads it. The chart is an image for assistive technology
 * (role="img", its summary as label); its table is always in the document — read by screen
 * readers, shown on demand, and printed in place of nothing.
 */

/** The theme's colours (globals.css), each at least 3:1 against white, told apart by their order in the table too. */
export const chartColours = {
  primary: "#1a60a3", // primary-600
  accent: "#178173", // accent-600
  danger: "#c62828", // danger-600
  deep: "#17416c", // primary-800
  grid: "#dde4ec", // ink-200
  axis: "#4b5a6d", // ink-600
} as const;

export type Series<Row> = { key: keyof Row & string; label: string; colour: string };
export type Column<Row> = { label: string; value: (row: Row) => string; numeric?: boolean };

type Props<Row extends Record<string, unknown>> = {
  /** What the chart shows, in one sentence with its figures (the image's label). */
  summary: string;
  caption: string;
  rows: Row[];
  /** The x axis: the row's short label. */
  label: (row: Row) => string;
  series: Series<Row>[];
  /** Formats a value on the y axis and in the tooltip. */
  format?: (value: number) => string;
  columns: Column<Row>[];
  yMax?: number;
  /** Said in place of the chart when every value is zero. */
  emptyMessage?: string;
};

export function ChartWithTable<Row extends Record<string, unknown>>({ summary, caption, rows, label, series, format = String, columns, yMax, emptyMessage = "Pas encore de données sur cette période." }: Props<Row>) {
  const [showTable, setShowTable] = useState(false);
  const tableId = useId();
  const data = rows.map((row) => ({ ...row, etiquette: label(row) }));
  const empty = rows.every((row) => series.every((serie) => !Number(row[serie.key])));
  return (
    <div className="flex flex-col gap-3">
      {empty ? (
        <p className="grid h-40 place-items-center rounded-lg border border-dashed border-ink-300 bg-ink-50 px-4 text-center text-sm text-ink-600 print:h-auto print:py-3">
          {emptyMessage}
        </p>
      ) : (
        <div role="img" aria-label={summary} className="h-56 w-full break-inside-avoid print:h-48 sm:h-64">
          <ResponsiveContainer width="100%" height="100%">
            <BarChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: 0 }} accessibilityLayer={false}>
              <CartesianGrid vertical={false} stroke={chartColours.grid} />
              <XAxis dataKey="etiquette" tick={{ fill: chartColours.axis, fontSize: 12 }} tickLine={false} axisLine={{ stroke: chartColours.grid }} interval="preserveStartEnd" minTickGap={8} />
              <YAxis
                tick={{ fill: chartColours.axis, fontSize: 12 }}
                tickLine={false}
                axisLine={false}
                width={format === String ? 32 : 64}
                allowDecimals={false}
                domain={yMax === undefined ? [0, "auto"] : [0, yMax]}
                tickFormatter={(value: number) => format(value)}
              />
              <Tooltip formatter={(value) => format(Number(value))} cursor={{ fill: "#eef2f6" }} isAnimationActive={false} />
              {series.length > 1 && <Legend wrapperStyle={{ fontSize: 12, color: chartColours.axis }} iconType="square" />}
              {series.map((serie) => (
                <Bar key={serie.key} dataKey={(row: Row) => Number(row[serie.key] ?? 0)} name={serie.label} fill={serie.colour} radius={[3, 3, 0, 0]} maxBarSize={40} isAnimationActive={false} />
              ))}
            </BarChart>
          </ResponsiveContainer>
        </div>
      )}
      <div className="print:hidden">
        <Button variant="ghost" size="sm" aria-expanded={showTable} aria-controls={tableId} onClick={() => setShowTable((shown) => !shown)}>
          <Table2 className="size-4" aria-hidden="true" />
          {showTable ? "Masquer les données" : "Afficher les données"}
        </Button>
      </div>
      <div id={tableId} className={showTable ? "overflow-x-auto" : "sr-only print:not-sr-only"}>
        <table className="w-full text-left text-sm">
          <caption className="sr-only print:not-sr-only print:mb-1 print:text-left print:font-semibold">{caption}</caption>
          <thead className="border-b border-ink-200 text-ink-600">
            <tr>
              {columns.map((column) => (
                <th key={column.label} scope="col" className={`py-1.5 pe-3 font-semibold ${column.numeric ? "text-right" : ""}`}>
                  {column.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row, index) => (
              <tr key={index} className="border-t border-ink-100">
                {columns.map((column, position) =>
                  position === 0 ? (
                    <th key={column.label} scope="row" className="py-1.5 pe-3 font-normal whitespace-nowrap">
                      {column.value(row)}
                    </th>
                  ) : (
                    <td key={column.label} className={`py-1.5 pe-3 whitespace-nowrap ${column.numeric ? "text-right tabular-nums" : ""}`}>
                      {column.value(row)}
                    </td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
