import { clientAddress, publicFormLimits } from "@/server/rate-limit";
import { appointmentInput } from "@/schemas/appointment";
import { appointmentRequestInput, appointmentRequestListQuery, requestStatusInput, requestTriageQuery } from "@/schemas/appointment-request";
import { badBody, badId, badQuery, idPath, listOf, type Operation, rateLimited, ref, unauthenticated } from "@/server/openapi/operation";

/** Appointment requests: the public booking form, the spec's list, and their triage (docs/decisions/009). */
export const appointmentRequestCalls = {
  send: {
    method: "post",
    path: "/api/appointment-requests",
    summary: "Send an appointment request (public booking form)",
    tag: "Public",
    access: "public",
    limits: (request: Request) => [publicFormLimits("appointment-request", clientAddress(request))],
    accessNote:
      "With the header `X-Closed-Day-Check: reject`, a datePreferee on which the practice is closed (a confirmed closure, or a day without hours; never an estimated holiday) is answered 400 with `errors.datePreferee`; without it, the spec's behaviour (such a request is flagged `jourFerme` in triage).",
    body: { name: "AppointmentRequestInput", schema: appointmentRequestInput },
    success: { status: 201, description: "The stored request", schema: ref("AppointmentRequest") },
    errors: { ...badBody, ...rateLimited },
  },
  list: {
    method: "get",
    path: "/api/appointment-requests",
    summary: "List appointment requests (external patients), newest first: all of them unless limit is given",
    tag: "Staff",
    access: "staff",
    query: appointmentRequestListQuery,
    success: {
      status: 200,
      description: "Every matching request, newest first (only a page of them when limit or offset is given)",
      schema: listOf("AppointmentRequest"),
      headers: { "X-Total-Count": { description: "Number of requests matching the filter", schema: { type: "integer" } } },
    },
    errors: { ...badQuery, ...unauthenticated },
  },
  listTriaged: {
    method: "get",
    path: "/api/front-desk/requests",
    summary: "Appointment requests with their triage, newest first; by status, by name (accents ignored) or phone (any format)",
    tag: "Front desk",
    access: "staff",
    query: requestTriageQuery,
    success: { status: 200, description: "A page of requests and the total", schema: ref("TriagedRequestPage") },
    errors: { ...badQuery, ...unauthenticated },
  },
  readTriaged: {
    method: "get",
    path: "/api/front-desk/requests/{id}",
    summary: "One appointment request with its triage",
    tag: "Front desk",
    access: "staff",
    pathParams: idPath("The request's id"),
    success: { status: 200, description: "The request", schema: ref("TriagedRequest") },
    errors: { ...badId, ...unauthenticated, 404: "Demande non trouvée" },
  },
  changeStatus: {
    method: "patch",
    path: "/api/appointment-requests/{id}/status",
    summary: "Move a request along its workflow (nouvelle → contactee → planifiee | refusee | annulee)",
    tag: "Front desk",
    access: "staff",
    accessNote:
      "'planifiee' needs the appointmentId it was planned as; who and when are recorded. 'annulee' on a planned request with `annulerRendezVous: true` cancels its appointment too ('annule', by the patient), in the same transaction.",
    pathParams: idPath("The request's id"),
    body: { name: "RequestStatusInput", schema: requestStatusInput },
    success: { status: 200, description: "The request after the change", schema: ref("TriagedRequest") },
    errors: { ...badBody, ...unauthenticated, 404: "No such request, or no such appointment", 409: "A step the workflow does not allow" },
  },
  convert: {
    method: "post",
    path: "/api/appointment-requests/{id}/convert",
    summary: "Create the appointment for a request and plan the request, in one transaction",
    tag: "Front desk",
    access: "staff",
    accessNote:
      "Always checked as the agenda's booking is (decision 040): an overlap in the doctor's agenda or a time the practice is closed is answered 409 {message, conflits, fermeture?} (unless `forcer`) and the request stays as it was; the medecin must be a doctor (400 errors.medecin). `X-Conflict-Check: reject` is accepted and changes nothing.",
    pathParams: idPath("The request's id"),
    body: { name: "ConversionInput", schema: appointmentInput },
    success: {
      status: 201,
      description: "The planned request and the appointment",
      schema: { type: "object", properties: { request: ref("TriagedRequest"), appointment: ref("Appointment") }, required: ["request", "appointment"] },
    },
    errors: {
      ...badBody,
      ...unauthenticated,
      404: "No such request or patient",
      409: "The request is already planned, refused or cancelled; or the appointment overlaps the doctor's others or falls when the practice is closed (AppointmentConflict)",
    },
    errorBodies: { 409: "AppointmentConflict" },
  },
} satisfies Record<string, Operation>;
