import { appointmentInput } from "@/schemas/appointment";
import type { Operation } from "@/server/openapi";
import { accessEventPageResponse, auditActorResponse, auditEventQuery } from "@/schemas/audit";
import { contactMessageListQuery, contactMessageUpdate, inboxMessageResponse, inboxPageResponse } from "@/schemas/contact-message";
import { duplicateCheckInput, duplicateConflictResponse, duplicateListResponse } from "@/schemas/patient";
import { pageQuery } from "@/schemas/paging";
import { requestStatusInput, requestTriageQuery, triagedRequestPageResponse, triagedRequestResponse } from "@/schemas/appointment-request";
import { alertCountsResponse } from "@/schemas/alerts";
import { staffRefResponse } from "@/schemas/staff-user";

/** The front desk's calls (docs/decisions/009) in GET /api/openapi.json, from the same zod schemas. */

export const frontDeskComponents = {
  RequestStatusInput: requestStatusInput,
  DuplicateCheckInput: duplicateCheckInput,
  ContactMessageUpdate: contactMessageUpdate,
  TriagedRequest: triagedRequestResponse,
  TriagedRequestPage: triagedRequestPageResponse,
  DuplicateList: duplicateListResponse,
  DuplicateConflict: duplicateConflictResponse,
  InboxMessage: inboxMessageResponse,
  InboxPage: inboxPageResponse,
  AccessEventPage: accessEventPageResponse,
  AuditActor: auditActorResponse,
  AlertCounts: alertCountsResponse,
  StaffRef: staffRefResponse,
  // The conversion takes POST /api/appointments' payload.
  ConversionInput: appointmentInput,
};

export const frontDeskInputs = ["RequestStatusInput", "DuplicateCheckInput", "ContactMessageUpdate", "ConversionInput"];

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const idPath = (description: string) => [{ name: "id", description, schema: { type: "string", pattern: "^[1-9][0-9]{0,9}$" } }];
const badBody = {
  400: "Malformed JSON, unknown field, or a value a validation rule refuses (`errors` names each field)",
  413: "Body over 32 KB",
  415: "Body not sent as application/json",
};
const unauthenticated = { 401: "No bearer token, or a malformed, expired or forged one, or its account no longer exists" };
const badId = { 400: "The id is not a whole number" };

export const frontDeskOperations: Operation[] = [
  {
    method: "get",
    path: "/api/front-desk/requests",
    summary: "Appointment requests with their triage, newest first; by status, by name (accents ignored) or phone (any format)",
    tag: "Front desk",
    access: "staff",
    query: requestTriageQuery,
    success: { status: 200, description: "A page of requests and the total", schema: ref("TriagedRequestPage") },
    errors: { 400: "A query parameter is invalid", ...unauthenticated },
  },
  {
    method: "get",
    path: "/api/front-desk/requests/{id}",
    summary: "One appointment request with its triage",
    tag: "Front desk",
    access: "staff",
    pathParams: idPath("The request's id"),
    success: { status: 200, description: "The request", schema: ref("TriagedRequest") },
    errors: { ...badId, ...unauthenticated, 404: "Demande non trouvée" },
  },
  {
    method: "patch",
    path: "/api/appointment-requests/{id}/status",
    summary: "Move a request along its workflow (nouvelle → contactee → planifiee | refusee | annulee)",
    tag: "Front desk",
    access: "staff",
    accessNote: "'planifiee' needs the appointmentId it was planned as; who and when are recorded.",
    pathParams: idPath("The request's id"),
    body: "RequestStatusInput",
    success: { status: 200, description: "The request after the change", schema: ref("TriagedRequest") },
    errors: { ...badBody, ...unauthenticated, 404: "No such request, or no such appointment", 409: "A step the workflow does not allow" },
  },
  {
    method: "post",
    path: "/api/appointment-requests/{id}/convert",
    summary: "Create the appointment for a request and plan the request, in one transaction",
    tag: "Front desk",
    access: "staff",
    pathParams: idPath("The request's id"),
    body: "ConversionInput",
    success: {
      status: 201,
      description: "The planned request and the appointment",
      schema: { type: "object", properties: { request: ref("TriagedRequest"), appointment: ref("Appointment") }, required: ["request", "appointment"] },
    },
    errors: { ...badBody, ...unauthenticated, 404: "No such request or patient", 409: "The request is already planned, refused or cancelled" },
  },
  {
    method: "post",
    path: "/api/patients/duplicates",
    summary: "Likely duplicates of a person: same phone (any format), or same name (transliterations included) and birth date",
    tag: "Front desk",
    access: "staff",
    body: "DuplicateCheckInput",
    success: { status: 200, description: "The candidates, strongest first (at most 10)", schema: ref("DuplicateList") },
    errors: { ...badBody, ...unauthenticated },
  },
  {
    method: "get",
    path: "/api/patients/{id}/access-history",
    summary: "Who opened or changed a patient's file, newest first",
    tag: "Front desk",
    access: "staff",
    pathParams: idPath("The patient's id"),
    query: pageQuery,
    success: { status: 200, description: "A page of audit events", schema: ref("AccessEventPage") },
    errors: { ...badId, ...unauthenticated, 404: "Patient non trouvé" },
  },
  {
    method: "get",
    path: "/api/contact-messages",
    summary: "The contact messages, newest first, all or read/unread only",
    tag: "Front desk",
    access: "staff",
    query: contactMessageListQuery,
    success: { status: 200, description: "A page of messages, the total and the unread count", schema: ref("InboxPage") },
    errors: { 400: "A query parameter is invalid", ...unauthenticated },
  },
  {
    method: "get",
    path: "/api/contact-messages/{id}",
    summary: "One contact message in full (reading does not mark it read)",
    tag: "Front desk",
    access: "staff",
    pathParams: idPath("The message's id"),
    success: { status: 200, description: "The message", schema: ref("InboxMessage") },
    errors: { ...badId, ...unauthenticated, 404: "Message non trouvé" },
  },
  {
    method: "patch",
    path: "/api/contact-messages/{id}",
    summary: "Mark a contact message read (by whom, when) or unread again",
    tag: "Front desk",
    access: "staff",
    pathParams: idPath("The message's id"),
    body: "ContactMessageUpdate",
    success: { status: 200, description: "The message", schema: ref("InboxMessage") },
    errors: { ...badBody, ...unauthenticated, 404: "Message non trouvé" },
  },
  {
    method: "get",
    path: "/api/front-desk/counts",
    summary: "The staff header's alerts: new requests and unread messages",
    tag: "Front desk",
    access: "staff",
    success: { status: 200, description: "The counts", schema: ref("AlertCounts") },
    errors: unauthenticated,
  },
  {
    method: "get",
    path: "/api/front-desk/doctors",
    summary: "Active MEDECIN accounts, to book an appointment with",
    tag: "Front desk",
    access: "staff",
    success: { status: 200, description: "The doctors, by name", schema: { type: "array", items: ref("StaffRef") } },
    errors: unauthenticated,
  },
  {
    method: "get",
    path: "/api/audit-events",
    summary: "The whole audit trail, newest first, by person and by day (practice time zone, both ends included)",
    tag: "Front desk",
    access: "admin",
    query: auditEventQuery,
    success: { status: 200, description: "A page of audit events", schema: ref("AccessEventPage") },
    errors: { 400: "A query parameter is invalid", ...unauthenticated, 403: "The account is not an ADMIN" },
  },
  {
    method: "get",
    path: "/api/audit-events/actors",
    summary: "Every staff account, deleted ones included, for the audit trail's person filter",
    tag: "Front desk",
    access: "admin",
    success: { status: 200, description: "The accounts", schema: { type: "array", items: ref("AuditActor") } },
    errors: { ...unauthenticated, 403: "The account is not an ADMIN" },
  },
];
