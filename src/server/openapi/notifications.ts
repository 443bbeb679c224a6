import { consentsInput, notificationListQuery } from "@/schemas/notification";
import { adminOnly, badBody, badId, badQuery, idPath, listOf, type Operation, ref, unauthenticated } from "@/server/openapi/operation";

const patientPath = idPath("The patient's id");

/** Notifications (issue 24, decision 030): consents per channel, the messages of a patient, the admins' outbox. */
export const notificationCalls = {
  readConsents: {
    method: "get",
    path: "/api/patients/{id}/consentements",
    summary: "The channels the patient agreed to be written to on, with the instant each was agreed",
    tag: "Notifications",
    access: "staff",
    accessNote: "Audited as a read of the patient's file.",
    pathParams: patientPath,
    success: { status: 200, description: "email, sms, whatsapp: the instant agreed (UTC), null when not agreed; the preferred channel and the language of the messages", schema: ref("Consents") },
    errors: { ...badId, ...unauthenticated, 404: "Patient non trouvé" },
  },
  saveConsents: {
    method: "put",
    path: "/api/patients/{id}/consentements",
    summary: "Record which channels the patient agrees to",
    tag: "Notifications",
    access: "staff",
    accessNote:
      "All three channels, true or false; `canalPrefere` and `langue` optional (kept when absent; decision 043). A channel newly agreed gets now's date, one already agreed keeps its date, a withdrawn one becomes null and its pending messages fail with `Consentement retiré` instead of going out. Audited with the channels changed, never contact data.",
    pathParams: patientPath,
    body: { name: "ConsentsInput", schema: consentsInput },
    success: { status: 200, description: "The consents after the change", schema: ref("Consents") },
    errors: { ...badBody, ...badId, ...unauthenticated, 404: "Patient non trouvé" },
  },
  listOfPatient: {
    method: "get",
    path: "/api/patients/{id}/notifications",
    summary: "The messages to this patient (confirmations, moves, cancellations, reminders), newest first, with their state",
    tag: "Notifications",
    access: "staff",
    accessNote: "Audited as a read of the patient's file.",
    pathParams: patientPath,
    success: { status: 200, description: "Every message of the patient, newest first", schema: listOf("Notification") },
    errors: { ...badId, ...unauthenticated, 404: "Patient non trouvé" },
  },
  list: {
    method: "get",
    path: "/api/notifications",
    summary: "Every message of the outbox, newest first, by state, channel and type",
    tag: "Notifications",
    access: "admin",
    accessNote: "The staff's grouped alerts (`alerte_personnel`) have no patient. 50 a page by default, at most 200. Audited with the patients shown.",
    query: notificationListQuery,
    success: { status: 200, description: "A page of messages and the total", schema: ref("NotificationPage") },
    errors: { ...badQuery, ...unauthenticated, ...adminOnly },
  },
  retry: {
    method: "post",
    path: "/api/notifications/{id}/retry",
    summary: "Send a failed (or not sent) message again",
    tag: "Notifications",
    access: "admin",
    accessNote: "No body. The message goes back to `en_attente`, due now, with its attempts counted afresh.",
    pathParams: idPath("The message's id"),
    success: { status: 200, description: "The message, pending again", schema: ref("Notification") },
    errors: { ...badId, ...unauthenticated, ...adminOnly, 404: "Message non trouvé", 409: "The message is neither in `echec` nor in `non_envoye`" },
  },
} satisfies Record<string, Operation>;
