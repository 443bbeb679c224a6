import { patientCancelInput, patientMoveInput, patientSlotsQuery } from "@/schemas/appointment-link";
import { badBody, badQuery, listOf, type Operation, rateLimited, ref } from "@/server/openapi/operation";
import { bookingLimits, clientAddress } from "@/server/rate-limit";

/**
 * The patient's own link to an appointment (issue 33, decision 050), for the page's scripts and
 * any other client: the token of a message's link is the only credential. Masked in the access log.
 */

const tokenPath = [
  {
    name: "token",
    description: "The token of the patient's personal link (43 characters, base64url), as /rendez-vous/gerer/{token} carries it (masked in the access log)",
    schema: { type: "string" },
    personal: true,
  },
] as const;

const invalidLink = { 404: "Ce lien n'est pas valide ou a expiré (unknown, malformed and expired tokens and appointments already over all get this one answer)" };
const readLimits = (request: Request) => [bookingLimits("read", clientAddress(request))];
const changeLimits = (request: Request) => [bookingLimits("hold", clientAddress(request))];
const cutOffNote =
  "Until the cut-off of the booking rules (delaiAnnulationMinutes, by default 2 hours before); after it, 409 with the message to call the practice. Audited with no actor and the appointment's id only; the staff see it in the agenda, the patient file and their alerts.";

export const appointmentLinkCalls = {
  read: {
    method: "get",
    path: "/api/booking/appointments/{token}",
    summary: "The appointment a patient's link opens: day, time, doctor, type, status, and what the patient may still do",
    tag: "Public",
    access: "public",
    pathParams: tokenPath,
    limits: readLimits,
    accessNote: "Nothing else about the patient is given. Audited as appointment_link.read.",
    success: { status: 200, description: "The appointment", schema: ref("ManagedAppointment") },
    errors: { ...invalidLink, ...rateLimited },
  },
  slots: {
    method: "get",
    path: "/api/booking/appointments/{token}/slots",
    summary: "The free slots the appointment may move to (its visit type, the appointment itself not in the way)",
    tag: "Public",
    access: "public",
    pathParams: tokenPath,
    limits: readLimits,
    query: patientSlotsQuery,
    accessNote: "As GET /api/booking/slots for the appointment's visit type; empty when the link may not move it (past the cut-off, a type not offered online).",
    success: { status: 200, description: "The free slots", schema: listOf("FreeSlot") },
    errors: { ...badQuery, ...invalidLink, ...rateLimited },
  },
  confirm: {
    method: "post",
    path: "/api/booking/appointments/{token}/confirm",
    summary: "The patient confirms they will come (planifie → confirme)",
    tag: "Public",
    access: "public",
    pathParams: tokenPath,
    limits: changeLimits,
    accessNote: "Until the appointment starts; an appointment already confirmed is answered as it is. Audited as appointment_link.confirm.",
    success: { status: 200, description: "The appointment, confirmed", schema: ref("ManagedAppointment") },
    errors: { ...invalidLink, 409: "Ce rendez-vous ne peut pas être confirmé en ligne", ...rateLimited },
  },
  cancel: {
    method: "post",
    path: "/api/booking/appointments/{token}/cancel",
    summary: "The patient cancels the appointment, with a reason from a short list (status annule, annulePar patient)",
    tag: "Public",
    access: "public",
    pathParams: tokenPath,
    limits: changeLimits,
    body: { name: "PatientCancelInput", schema: patientCancelInput },
    accessNote: `${cutOffNote} The slot is free at once; the patient gets the cancellation notice.`,
    success: { status: 200, description: "The appointment, cancelled", schema: ref("ManagedAppointment") },
    errors: { ...badBody, ...invalidLink, 409: "Il est trop tard pour modifier ce rendez-vous en ligne : appelez le cabinet (or it is no longer planned)", ...rateLimited },
  },
  move: {
    method: "post",
    path: "/api/booking/appointments/{token}/move",
    summary: "The patient moves the appointment to another free slot of the same visit type",
    tag: "Public",
    access: "public",
    pathParams: tokenPath,
    limits: changeLimits,
    body: { name: "PatientMoveInput", schema: patientMoveInput },
    accessNote: `${cutOffNote} Checked again under the doctor's lock, as every booking: a slot no longer free is a 409 with the next 3 free slots (\`suivants\`). The patient gets the move notice with a fresh link.`,
    success: { status: 200, description: "The appointment at its new time", schema: ref("ManagedAppointment") },
    errors: {
      ...badBody,
      ...invalidLink,
      409: "Ce créneau vient d'être pris (with `suivants`), or too late to change it online, or its type is not offered online",
      ...rateLimited,
    },
    errorBodies: { 409: "PatientMoveConflict" },
  },
} satisfies Record<string, Operation>;
