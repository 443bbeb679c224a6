import clsx from "clsx";
import { formatInstant } from "@/client/practice-dates";
import { AppointmentStatusBadge, PatientActionNote } from "@/components/staff/appointments/appointment-status";
import { appointmentAnchor } from "@/components/staff/appointments/linked-appointment";
import { Button } from "@/components/ui/button";
import { StaffTable, tdClasses, tdTextClasses } from "@/components/staff/shell/staff-table";
import { appointmentMessages, type Appointment } from "@/schemas/appointment";

type AppointmentListProps = {
  appointments: Appointment[] | null;
  timeZone: string;
  /** The appointment a link pointed at (a planned request): its row is marked, in words too, and focusable. */
  linkedId?: number | null;
  /** Opens an appointment's details and actions. */
  onOpen: (appointment: Appointment) => void;
};

/**
 * A patient's appointments: Date, Motif, Observation, Médecin (spec §2), then their status and
 * length and a button to manage each. `null` while loading. Each row carries its anchor (`rdv-{id}`).
 */
export function AppointmentList({ appointments, timeZone, linkedId = null, onOpen }: AppointmentListProps) {
  if (appointments === null) {
    return <p className="text-sm text-ink-500" aria-busy="true">Chargement des rendez-vous…</p>;
  }
  if (appointments.length === 0) {
    return <p className="rounded-xl border border-dashed border-ink-200 bg-ink-50 px-4 py-6 text-center text-ink-600">{appointmentMessages.none}</p>;
  }
  return (
    <StaffTable label="Rendez-vous du patient" columns={["Date", "Motif", "Observation", "Médecin", "Statut", "Durée", "Actions"]}>
      {appointments.map((appointment) => {
        const linked = appointment.id === linkedId;
        return (
          <tr
            key={appointment.id}
            id={appointmentAnchor(appointment.id)}
            aria-current={linked ? "true" : undefined}
            tabIndex={linked ? -1 : undefined}
            className={clsx(
              "scroll-mt-24",
              linked ? "bg-accent-50 outline-2 -outline-offset-2 outline-accent-600" : "hover:bg-primary-50/50",
            )}
          >
            <td className={`${tdClasses} font-semibold text-ink-900 tabular-nums`}>
              {formatInstant(appointment.dateHeure, timeZone)}
              {linked && <span className="mt-1 block text-xs font-semibold text-accent-700">Rendez-vous de la demande</span>}
            </td>
            <td className={tdTextClasses}>{appointment.motif}</td>
            <td className={tdTextClasses}>{appointment.observation ?? ""}</td>
            <td className={tdClasses}>{appointment.medecin?.nom ?? ""}</td>
            <td className={tdClasses}>
              <AppointmentStatusBadge status={appointment.status} />
              <PatientActionNote action={appointment.actionPatient?.action} status={appointment.status} className="mt-1 block text-xs font-semibold text-accent-800" />
            </td>
            <td className={`${tdClasses} tabular-nums`}>{appointment.dureeMinutes} min</td>
            <td className={tdClasses}>
              <Button size="sm" variant="secondary" onClick={() => onOpen(appointment)} aria-label={`Gérer le rendez-vous du ${formatInstant(appointment.dateHeure, timeZone)}`}>
                Gérer
              </Button>
            </td>
          </tr>
        );
      })}
    </StaffTable>
  );
}
