/**
 * Links into the agenda (decision 040). Only ids and dates go in an address, never a patient's name.
 */

/** The agenda's booking dialog opened for this patient (`?reserver={patient id}`), from the patient file. */
export function agendaBookingHref(patientId: number): string {
  return `/responsable/agenda?reserver=${patientId}`;
}

/** The agenda on an appointment's day, in its doctor's column. */
export function agendaDayHref(day: string, medecinId: number): string {
  return `/responsable/agenda?jour=${day}&medecin=${medecinId}`;
}
