/**
 * The agenda's own answer (GET /api/appointments/agenda, decision 041) for the staff components'
 * tests, made from full appointments as staff-fixtures.ts writes them.
 */
import type { AgendaWeek } from "@/schemas/agenda";
import type { AgendaAppointment } from "@/schemas/appointment";

/** What the agenda's answer carries of `appointments`; the holders in `notDoctors` are not active doctors. */
export function anAgendaWeek(appointments: AgendaAppointment[], notDoctors: number[] = [], holds: AgendaWeek["reservationsEnCours"] = []): AgendaWeek {
  const holders = new Map(appointments.map((appointment) => [appointment.medecin.id, appointment.medecin]));
  return {
    rendezVous: appointments.map(({ id, dateHeure, dureeMinutes, status, motif, patient, medecin }) => ({ id, dateHeure, dureeMinutes, status, motif, patient, medecinId: medecin.id })),
    medecins: [...holders.values()].map((holder) => ({ ...holder, estMedecin: !notDoctors.includes(holder.id) })),
    reservationsEnCours: holds,
  };
}
