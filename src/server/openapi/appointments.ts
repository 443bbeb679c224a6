import { AGENDA_MAX_DAYS, agendaQuery, appointmentInput, appointmentUpdate, CONFLICT_CHECK_HEADER, CONFLICT_CHECK_VALUE } from "@/schemas/appointment";
import { badBody, badId, idPath, listOf, type Operation, ref, unauthenticated } from "@/server/openapi/operation";

/** The opt-in overlap check of a booking (docs/decisions/019). */
export const conflictCheckHeader = {
  name: CONFLICT_CHECK_HEADER,
  description: `\`${CONFLICT_CHECK_VALUE}\`: hold back (409 AppointmentConflict) a booking that overlaps another appointment of the same doctor or falls when the practice is closed (\`fermeture\`), unless the body says \`forcer: true\`. Without it, the spec's behaviour: no check.`,
  schema: { type: "string", enum: [CONFLICT_CHECK_VALUE] },
};

const conflict409 =
  "Overlaps other appointments of the same doctor (cancelled and missed ones never count), or falls when the practice is closed — a closure, a day without hours, outside the day's hours, a holiday's estimated date: { message, conflits, fermeture? } (AppointmentConflict); send `forcer: true` to book anyway (audited)";

/** Appointments: a patient's, recording one, the agenda, and changing one (its lifecycle). */
export const appointmentCalls = {
  listOfPatient: {
    method: "get",
    path: "/api/appointments/patient/{id}",
    summary: "A patient's appointments, newest first",
    tag: "Appointments",
    access: "staff",
    pathParams: idPath("The patient's id"),
    success: { status: 200, description: "The appointments, newest first, every status", schema: listOf("Appointment") },
    errors: { ...badId, ...unauthenticated, 404: "Patient non trouvé" },
  },
  create: {
    method: "post",
    path: "/api/appointments",
    summary: "Record an appointment (dateHeure without offset = wall-clock time in the practice's time zone)",
    tag: "Appointments",
    access: "staff",
    accessNote: `With the header \`${CONFLICT_CHECK_HEADER}: ${CONFLICT_CHECK_VALUE}\`, an overlap with the doctor's other appointments or a time the practice is closed is answered 409 unless \`forcer\` is true, and a medecin who is not a doctor 400 (\`errors.medecin\`); without it, the spec's behaviour. The doctor's bookings take turns, so two bookings of one slot cannot both pass the check.`,
    requestHeaders: [conflictCheckHeader],
    body: { name: "AppointmentInput", schema: appointmentInput },
    success: { status: 201, description: "The stored appointment ('planifie'), dateHeure as a UTC instant", schema: ref("Appointment") },
    errors: { ...badBody, ...unauthenticated, 404: "Patient non trouvé", 409: `Only with ${CONFLICT_CHECK_HEADER}: ${CONFLICT_CHECK_VALUE} — ${conflict409}` },
    errorBodies: { 409: "AppointmentConflict" },
  },
  agenda: {
    method: "get",
    path: "/api/appointments",
    summary: `The agenda: appointments starting on the days du…au (practice time zone, both included, at most ${AGENDA_MAX_DAYS} days), by time then doctor`,
    tag: "Appointments",
    access: "staff",
    accessNote: "Every status unless `status` narrows it. Recorded in the audit trail as a read of patient data.",
    query: agendaQuery,
    success: { status: 200, description: "The appointments with their patients (possibly none)", schema: listOf("AgendaAppointment") },
    errors: { 400: `du or au missing or not a date, du after au, a range over ${AGENDA_MAX_DAYS} days, or medecinId/status invalid`, ...unauthenticated },
  },
  update: {
    method: "patch",
    path: "/api/appointments/{id}",
    summary: "Change an appointment: date, length, doctor, motif, observation, or status (planifie → confirme → arrive → vu; absent; annule)",
    tag: "Appointments",
    access: "staff",
    accessNote:
      "Fields left out stay as they are. A status change must be a step of the lifecycle (decision 019) and records who and when; 'annule' needs motifAnnulation and annulePar; 'arrive' and 'vu' only from the appointment's day on (practice time zone), 400 `errors.status` before. Date, length and doctor change only while the appointment is (or becomes) planifie, confirme or arrive. A move, or a return from absent/annule, is checked for overlaps with the doctor's other appointments, and a new date or length for the opening hours (decision 040).",
    pathParams: idPath("The appointment's id"),
    body: { name: "AppointmentUpdate", schema: appointmentUpdate },
    success: { status: 200, description: "The appointment after the change", schema: ref("Appointment") },
    errors: {
      ...badBody,
      ...badId,
      400: `${badId[400]}; ${badBody[400]}; or 'arrive'/'vu' before the appointment's day, or an arrived appointment moved to a later day (errors.status / errors.dateHeure), with the French reason`,
      ...unauthenticated,
      404: "Rendez-vous non trouvé",
      409: `A step the lifecycle does not allow, or a move of a seen, missed or cancelled appointment ({ message }); or — ${conflict409}`,
    },
    errorBodies: { 409: "AppointmentConflict" },
  },
  warnings: {
    method: "get",
    path: "/api/appointments/{id}/warnings",
    summary: "What an appointment, as booked, overlaps in its doctor's agenda and whether the practice is closed then",
    tag: "Appointments",
    access: "staff",
    accessNote:
      "For the note under the patient's appointments after the spec's bare booking (decision 040). A cancelled or missed appointment holds no slot: nothing to say. Showing overlaps is recorded in the audit trail (appointment.conflicts).",
    pathParams: idPath("The appointment's id"),
    success: { status: 200, description: "The overlapping appointments (possibly none) and why the practice is closed then (null when open)", schema: ref("AppointmentWarnings") },
    errors: { ...badId, ...unauthenticated, 404: "Rendez-vous non trouvé" },
  },
} satisfies Record<string, Operation>;
