import { formatLongDay, timeOf } from "@/components/staff/appointments/agenda-dates";
import { holderName, place, type AgendaItem } from "@/components/staff/appointments/agenda-layout";
import { appointmentStatusLabels } from "@/schemas/appointment";
import type { StaffRef } from "@/schemas/staff-user";

type AgendaPrintListProps = { days: string[]; appointments: readonly AgendaItem[]; timeZone: string; doctor: StaffRef | undefined };

/**
 * What the browser prints of the agenda: for each day, a plain list by time (time, patient,
 * phone, motif, status — « à confirmer » and « en ligne » in words —, doctor), instead of the grid.
 * Hidden on screen.
 */
export function AgendaPrintList({ days, appointments, timeZone, doctor }: AgendaPrintListProps) {
  const placed = appointments.map((appointment) => place(appointment, timeZone)).sort((a, b) => a.start - b.start || a.item.medecin.nom.localeCompare(b.item.medecin.nom));
  return (
    <section aria-label="Liste à imprimer" className="hidden text-sm text-black print:block">
      {days.map((day) => {
        const ofDay = placed.filter((entry) => entry.day === day);
        return (
          <div key={day} className="mb-6 break-inside-avoid-page">
            <h2 className="mb-2 text-lg font-bold">
              {formatLongDay(day)}
              {doctor ? ` — Dr ${doctor.prenom} ${doctor.nom}` : ""}
            </h2>
            {ofDay.length === 0 ? (
              <p>Aucun rendez-vous.</p>
            ) : (
              <table className="w-full border-collapse text-left">
                <thead>
                  <tr>
                    {["Heure", "Patient", "Téléphone", "Motif", "Statut", ...(doctor ? [] : ["Médecin"])].map((heading) => (
                      <th key={heading} scope="col" className="border-b-2 border-black py-1 pr-3">
                        {heading}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {ofDay.map(({ item, start, end }) => (
                    <tr key={item.id} className="border-b border-gray-400">
                      <td className="py-1 pr-3 whitespace-nowrap tabular-nums">
                        {timeOf(start)}–{timeOf(end)}
                      </td>
                      <td className="py-1 pr-3">
                        {item.patient.nom} {item.patient.prenom}
                      </td>
                      <td className="py-1 pr-3 whitespace-nowrap">{item.patient.telephone}</td>
                      <td className="py-1 pr-3">{item.motif}</td>
                      <td className="py-1 pr-3">
                        {appointmentStatusLabels[item.status]}
                        {item.enLigne ? " (en ligne)" : ""}
                      </td>
                      {!doctor && <td className="py-1 pr-3 whitespace-nowrap">{holderName(item.medecin)}</td>}
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
          </div>
        );
      })}
    </section>
  );
}
