import { formatInstant } from "@/client/practice-dates";
import { StaffTable, tdClasses, tdTextClasses, thClasses } from "@/components/staff/staff-table";
import { appointmentMessages, type Appointment } from "@/schemas/appointment";

/** A patient's appointments: Date, Motif, Observation, Médecin (spec §2). `null` while loading. */
export function AppointmentList({ appointments, timeZone }: { appointments: Appointment[] | null; timeZone: string }) {
  if (appointments === null) {
    return <p className="text-sm text-ink-500" aria-busy="true">Chargement des rendez-vous…</p>;
  }
  if (appointments.length === 0) {
    return <p className="rounded-xl border border-dashed border-ink-200 bg-ink-50 px-4 py-6 text-center text-ink-600">{appointmentMessages.none}</p>;
  }
  return (
    <StaffTable label="Rendez-vous du patient">
      <thead>
        <tr>
          <th scope="col" className={thClasses}>Date</th>
          <th scope="col" className={thClasses}>Motif</th>
          <th scope="col" className={thClasses}>Observation</th>
          <th scope="col" className={thClasses}>Médecin</th>
        </tr>
      </thead>
      <tbody>
        {appointments.map((appointment) => (
          <tr key={appointment.id} className="hover:bg-primary-50/50">
            <td className={`${tdClasses} font-semibold text-ink-900 tabular-nums`}>{formatInstant(appointment.dateHeure, timeZone)}</td>
            <td className={tdTextClasses}>{appointment.motif}</td>
            <td className={tdTextClasses}>{appointment.observation ?? ""}</td>
            <td className={tdClasses}>{appointment.medecin?.nom ?? ""}</td>
          </tr>
        ))}
      </tbody>
    </StaffTable>
  );
}
