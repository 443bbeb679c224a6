import { AGENDA_MAX_DAYS, agendaQuery } from "@/schemas/appointment";
import { badId, idPath, type Operation, ref, unauthenticated } from "@/server/openapi/operation";

/**
 * The agenda's own calls (decision 041): a week as its grid and list show it, small, and one
 * appointment in full when it is opened. GET /api/appointments keeps its answer.
 */
export const agendaCalls = {
  week: {
    method: "get",
    path: "/api/appointments/agenda",
    summary: `The agenda's screen: what its grid and list show of the appointments starting on the days du…au (practice time zone, both included, at most ${AGENDA_MAX_DAYS} days), and their holders`,
    tag: "Appointments",
    access: "staff",
    accessNote:
      "Every status unless `status` narrows it. Each appointment carries only its time, length, status, motif, patient (name and phone) and holder's id; GET /api/appointments/{id} gives the rest; `enLigne: true` marks an appointment the patient booked online. `reservationsEnCours` are the visitors' live holds on those days (online booking in progress, decision 047): a doctor and a time, never a person; they lapse by themselves and staff may book over them. Compressed (br or gzip) when the client accepts it. Recorded in the audit trail as a read of patient data, as GET /api/appointments is.",
    query: agendaQuery,
    success: { status: 200, description: "The appointments by time, and each account holding one of them", schema: ref("AgendaWeek") },
    errors: { 400: `du or au missing or not a date, du after au, a range over ${AGENDA_MAX_DAYS} days, or medecinId/status invalid`, ...unauthenticated },
  },
  read: {
    method: "get",
    path: "/api/appointments/{id}",
    summary: "One appointment, as the agenda opens it: every field, with the patient's name and phone",
    tag: "Appointments",
    access: "staff",
    accessNote: "Recorded in the audit trail as a read of the patient's appointments.",
    pathParams: idPath("The appointment's id"),
    success: { status: 200, description: "The appointment", schema: ref("AgendaAppointment") },
    errors: { ...badId, ...unauthenticated, 404: "Rendez-vous non trouvé" },
  },
} satisfies Record<string, Operation>;
