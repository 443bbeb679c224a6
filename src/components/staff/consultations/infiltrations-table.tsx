import { formatCalendarDate } from "@/client/practice-dates";
import { StaffTable, tdClasses, tdTextClasses } from "@/components/staff/shell/staff-table";
import { regionAndSide, type Infiltration } from "@/schemas/consultation";

/** The register's rows (date, joint and side, product, dose, batch, doctor): on the patient file and in the data-protection export. */
export function InfiltrationsTable({ infiltrations }: { infiltrations: readonly Infiltration[] }) {
  return (
    <StaffTable label="Infiltrations" columns={["Date", "Articulation", "Produit", "Dose", "Lot", "Médecin"]}>
      {infiltrations.map((injection) => (
        <tr key={injection.id}>
          <td className={tdClasses}>{formatCalendarDate(injection.date)}</td>
          <td className={tdClasses}>{regionAndSide(injection.articulation, injection.cote)}</td>
          <td className={tdTextClasses}>{injection.produit}</td>
          <td className={tdClasses}>{injection.dose}</td>
          <td className={tdClasses}>{injection.lot}</td>
          <td className={tdClasses}>
            Dr {injection.medecin.prenom} {injection.medecin.nom}
          </td>
        </tr>
      ))}
    </StaffTable>
  );
}
