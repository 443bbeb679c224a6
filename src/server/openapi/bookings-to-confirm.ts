import { bookingConfirmationInput, bookingRefusalInput } from "@/schemas/bookings-to-confirm";
import { badBody, badId, idPath, listOf, type Operation, ref, unauthenticated } from "@/server/openapi/operation";

/** The front desk's side of online booking (issue 33, decision 052): bookings waiting for it, and files created online. */
export const bookingsToConfirmCalls = {
  list: {
    method: "get",
    path: "/api/appointments/to-confirm",
    summary: "Online bookings waiting for the front desk (status a_confirmer), soonest first, with why each waits",
    tag: "Front desk",
    access: "staff",
    accessNote: "Recorded in the audit trail as a read of those patients' data (appointment.to_confirm.list, their ids only). The staff header counts them (`reservationsAConfirmer` of GET /api/front-desk/counts).",
    success: { status: 200, description: "The bookings (possibly none)", schema: listOf("BookingToConfirm") },
    errors: { ...unauthenticated },
  },
  confirm: {
    method: "post",
    path: "/api/appointments/{id}/confirm-booking",
    summary: "Confirm an online booking waiting for the front desk: a_confirmer → planifie (default) or confirme",
    tag: "Front desk",
    access: "staff",
    accessNote: "The person gets the usual confirmation on the channels they agreed to. Audited as appointment.booking_confirm.",
    pathParams: idPath("The appointment's id"),
    body: { name: "BookingConfirmationInput", schema: bookingConfirmationInput },
    success: { status: 200, description: "The appointment after the change", schema: ref("Appointment") },
    errors: { ...badId, ...badBody, ...unauthenticated, 404: "Rendez-vous non trouvé", 409: "Cette réservation n'est plus à confirmer" },
  },
  refuse: {
    method: "post",
    path: "/api/appointments/{id}/refuse-booking",
    summary: "Refuse an online booking waiting for the front desk: annule by the practice, with the reason; the slot is free again",
    tag: "Front desk",
    access: "staff",
    accessNote:
      "The person is told by their channel when there is one (the cancellation message, in the language of the booking). Audited as appointment.booking_refuse.",
    pathParams: idPath("The appointment's id"),
    body: { name: "BookingRefusalInput", schema: bookingRefusalInput },
    success: { status: 200, description: "The cancelled appointment", schema: ref("Appointment") },
    errors: { ...badId, ...badBody, ...unauthenticated, 404: "Rendez-vous non trouvé", 409: "Cette réservation n'est plus à confirmer" },
  },
  verifyPatient: {
    method: "post",
    path: "/api/patients/{id}/verify",
    summary: "Mark a file created by an online booking as checked by the front desk (no longer « créé en ligne — à vérifier »)",
    tag: "Patients",
    access: "staff",
    accessNote: "No body. A file made by the practice, or already checked, is left as it is (200). Audited as patient.verify.",
    pathParams: idPath("The patient's id"),
    success: { status: 200, description: "The file", schema: ref("PatientRecord") },
    errors: { ...badId, ...unauthenticated, 404: "Patient non trouvé", 409: "The file was merged into another, or anonymised" },
  },
} satisfies Record<string, Operation>;
