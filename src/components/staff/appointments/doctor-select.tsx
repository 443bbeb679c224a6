import { inputClasses } from "@/components/ui/field";
import type { StaffRef } from "@/schemas/staff-user";

/** The doctor of an appointment, among the doctors given ("Dr Prénom Nom"). */
export function DoctorSelect({ doctors, ...props }: React.ComponentProps<"select"> & { doctors: readonly StaffRef[] }) {
  return (
    <select required className={inputClasses} {...props}>
      {doctors.map((doctor) => (
        <option key={doctor.id} value={doctor.id}>
          Dr {doctor.prenom} {doctor.nom}
        </option>
      ))}
    </select>
  );
}
