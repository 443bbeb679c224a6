/** A record's fields as label / value rows (a patient's details): a table, so each value is read with its label. */
export function LabelValueTable({ caption, rows }: { caption: string; rows: [string, string][] }) {
  return (
    <table className="w-full border-collapse text-left text-[15px]">
      <caption className="sr-only">{caption}</caption>
      <tbody>
        {rows.map(([label, value]) => (
          <tr key={label} className="border-b border-ink-100 last:border-0">
            <th scope="row" className="w-2/5 py-2.5 pr-4 align-top text-sm font-semibold text-ink-500">
              {label}
            </th>
            <td className="py-2.5 align-top break-words text-ink-900">{value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
