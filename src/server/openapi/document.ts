import type { z } from "zod";
import { agendaAppointmentResponse, appointmentConflictResponse, appointmentResponse, appointmentWarningsResponse } from "@/schemas/appointment";
import { agendaWeekResponse } from "@/schemas/agenda";
import { bookingToConfirmResponse } from "@/schemas/bookings-to-confirm";
import { alertCountsResponse } from "@/schemas/alerts";
import { documentList, documentListItem, documentTemplateResponse, favouriteResponse, issuedDocumentResponse } from "@/schemas/document";
import { backupFileResponse, backupOverviewResponse } from "@/schemas/backup";
import { managedAppointmentResponse, patientMoveConflictResponse } from "@/schemas/appointment-link";
import {
  bookingDoneResponse,
  bookingSettingsResponse,
  bookingTypeResponse,
  confirmHoldResponse,
  freeSlotResponse,
  holdConflictResponse,
  holdResponse,
  visitTypeResponse,
} from "@/schemas/booking";
import { patientExportResponse, rightsRequestPage, rightsRequestResponse } from "@/schemas/data-protection";
import { apiErrorResponse } from "@/schemas/api-error";
import { appointmentRequestResponse, triagedRequestPageResponse, triagedRequestResponse } from "@/schemas/appointment-request";
import { accessEventPageResponse, auditActorResponse } from "@/schemas/audit";
import { loginResponse, passwordChangeResponse, passwordResetResponse } from "@/schemas/auth";
import { contactMessageResponse, inboxMessageResponse, inboxPageResponse } from "@/schemas/contact-message";
import { duplicateConflictResponse, duplicateListResponse, patientPageResponse, patientRecordResponse, patientResponse } from "@/schemas/patient";
import { consentsAnswer, notificationAnswer, notificationListItem, notificationPage } from "@/schemas/notification";
import { practiceHoursAnswer } from "@/schemas/practice-hours";
import { offerAcceptedResponse, offerDeclinedResponse, offerResponse, waitlistEntryResponse, waitlistJoinResponse, waitlistVerifiedResponse } from "@/schemas/waitlist";
import { recoveryCodesResponse, totpEnrolmentRequiredResponse, totpEnrolmentResponse, totpRequiredResponse, twoFactorStatusResponse } from "@/schemas/two-factor";
import { staffAccountResponse, staffRefResponse, staffUserResponse } from "@/schemas/staff-user";
import { agendaCalls } from "@/server/openapi/agenda";
import { alertCalls } from "@/server/openapi/alerts";
import { backupCalls } from "@/server/openapi/backups";
import { bookingCalls, waitlistCalls } from "@/server/openapi/booking";
import { bookingsToConfirmCalls } from "@/server/openapi/bookings-to-confirm";
import { appointmentLinkCalls } from "@/server/openapi/appointment-links";
import { dataProtectionCalls } from "@/server/openapi/data-protection";
import { documentCalls } from "@/server/openapi/documents";
import { appointmentRequestCalls } from "@/server/openapi/appointment-requests";
import { Components } from "@/server/openapi/components";
import { appointmentCalls } from "@/server/openapi/appointments";
import { auditCalls } from "@/server/openapi/audit";
import { authCalls } from "@/server/openapi/auth";
import { contactMessageCalls } from "@/server/openapi/contact-messages";
import { notificationCalls } from "@/server/openapi/notifications";
import { type Access, type JsonSchema, type Operation, ref } from "@/server/openapi/operation";
import { patientCalls } from "@/server/openapi/patients";
import { practiceHoursCalls } from "@/server/openapi/practice-hours";
import { staffUserCalls } from "@/server/openapi/staff-users";
import { twoFactorCalls } from "@/server/openapi/two-factor";
import { consultationCalls } from "@/server/openapi/consultations";
import { actCalls } from "@/server/openapi/acts";
import { fileCalls } from "@/server/openapi/files";
import { patientFileListResponse, patientFileResponse, phoneUploadResponse, uploadLinkCreatedResponse, uploadLinkStatusResponse } from "@/schemas/patient-file";
import { actResponse } from "@/schemas/act";
import { invoiceResponse, issuedInvoiceResponse, patientInvoicesResponse, toBillResponse, unpaidResponse } from "@/schemas/invoice";
import { cashDayResponse } from "@/schemas/cash-day";
import { invoiceCalls } from "@/server/openapi/invoices";
import { claimFormCalls } from "@/server/openapi/claim-form";
import { claimFormLayoutResponse } from "@/schemas/claim-form";
import { reportCalls } from "@/server/openapi/reports";
import { revenueResponse } from "@/schemas/revenue";
import { dashboardResponse } from "@/schemas/dashboard";
import { insurerResponse } from "@/schemas/insurer";
import {
  consultationListResponse,
  consultationNoteResponse,
  diagnosisFavouritesResponse,
  infiltrationConflictResponse,
  infiltrationRegisterResponse,
  infiltrationResponse,
  lotSearchItemResponse,
  timelineResponse,
} from "@/schemas/consultation";

/**
 * The OpenAPI 3.1 description of the API, generated from the very zod schemas the handlers
 * validate with and answer from, so it cannot drift from them. Served at GET /api/openapi.json.
 * Each entity's calls are described in its own module of this folder; this one puts them together.
 */

/**
 * Every documented call, in the order the document lists them (the spec's calls, then those of
 * docs/decisions/009): a call left out of this list is left out of the document.
 */
const operations: Operation[] = [
  appointmentRequestCalls.send,
  appointmentRequestCalls.list,
  contactMessageCalls.send,
  authCalls.login,
  staffUserCalls.readByEmail,
  staffUserCalls.create,
  staffUserCalls.remove,
  staffUserCalls.list,
  staffUserCalls.update,
  staffUserCalls.restore,
  // Sessions the server can end, and passwords (decision 023).
  staffUserCalls.resetPassword,
  authCalls.changePassword,
  authCalls.logout,
  authCalls.logoutAll,
  // Two-factor login (decision 024).
  twoFactorCalls.status,
  twoFactorCalls.startEnrolment,
  twoFactorCalls.confirmEnrolment,
  twoFactorCalls.regenerateRecoveryCodes,
  twoFactorCalls.disable,
  twoFactorCalls.reset,
  patientCalls.register,
  patientCalls.search,
  patientCalls.read,
  appointmentCalls.listOfPatient,
  appointmentCalls.create,
  appointmentRequestCalls.listTriaged,
  appointmentRequestCalls.readTriaged,
  appointmentRequestCalls.changeStatus,
  appointmentRequestCalls.convert,
  patientCalls.findDuplicates,
  auditCalls.patientAccessHistory,
  contactMessageCalls.list,
  contactMessageCalls.read,
  contactMessageCalls.markRead,
  alertCalls.counts,
  staffUserCalls.listDoctors,
  auditCalls.trail,
  auditCalls.actors,
  appointmentCalls.agenda,
  appointmentCalls.update,
  appointmentCalls.warnings,
  practiceHoursCalls.read,
  practiceHoursCalls.save,
  // Patient files that can be maintained (decision 025).
  patientCalls.update,
  patientCalls.archive,
  patientCalls.restore,
  patientCalls.merge,
  patientCalls.list,
  // Patients as they really arrive (decision 042).
  patientCalls.registerArriving,
  // Backups (decision 028).
  backupCalls.overview,
  backupCalls.create,
  // Law 09-08 (decision 034).
  dataProtectionCalls.exportPatient,
  dataProtectionCalls.anonymisePatient,
  dataProtectionCalls.eraseRequest,
  dataProtectionCalls.eraseMessage,
  dataProtectionCalls.listRights,
  dataProtectionCalls.createRights,
  dataProtectionCalls.updateRights,
  // Notifications (decision 030).
  notificationCalls.readConsents,
  notificationCalls.saveConsents,
  notificationCalls.listOfPatient,
  notificationCalls.list,
  notificationCalls.retry,
  // Online booking (decision 047).
  // The documents a doctor gives (issue 34, decision 053).
  documentCalls.issue,
  documentCalls.list,
  documentCalls.pdf,
  documentCalls.cancel,
  documentCalls.listTemplates,
  documentCalls.createTemplate,
  documentCalls.updateTemplate,
  documentCalls.listFavourites,
  documentCalls.addFavourite,
  documentCalls.removeFavourite,
  bookingCalls.types,
  bookingCalls.slots,
  bookingCalls.hold,
  bookingCalls.confirmHold,
  bookingCalls.verifyHold,
  bookingCalls.listVisitTypes,
  bookingCalls.createVisitType,
  bookingCalls.updateVisitType,
  bookingCalls.readSettings,
  bookingCalls.saveSettings,
  // The waiting list and its offers (decision 051).
  waitlistCalls.join,
  waitlistCalls.verify,
  waitlistCalls.readOffer,
  waitlistCalls.acceptOffer,
  waitlistCalls.declineOffer,
  waitlistCalls.list,
  waitlistCalls.remove,
  // The patient's own link (decision 050).
  appointmentLinkCalls.read,
  appointmentLinkCalls.slots,
  appointmentLinkCalls.confirm,
  appointmentLinkCalls.cancel,
  appointmentLinkCalls.move,
  // The agenda's own answer, small, and an appointment opened from it (decision 041).
  agendaCalls.week,
  agendaCalls.read,
  // The consultation: notes, timeline, infiltrations (decision 054).
  consultationCalls.list,
  consultationCalls.open,
  consultationCalls.read,
  consultationCalls.saveDraft,
  consultationCalls.sign,
  consultationCalls.addAddendum,
  consultationCalls.favourites,
  consultationCalls.timeline,
  consultationCalls.infiltrations,
  consultationCalls.recordInfiltration,
  consultationCalls.searchLot,
  // Online bookings waiting for the front desk, and files created online (decision 052).
  bookingsToConfirmCalls.list,
  bookingsToConfirmCalls.confirm,
  bookingsToConfirmCalls.refuse,
  bookingsToConfirmCalls.verifyPatient,
  // The catalogue of acts and their fees (decision 055).
  actCalls.list,
  actCalls.create,
  actCalls.update,
  actCalls.listInsurers,
  actCalls.createInsurer,
  actCalls.updateInsurer,
  // Receipts, credit notes and payments (decisions 056, 057).
  invoiceCalls.issue,
  invoiceCalls.listForPatient,
  invoiceCalls.periodPdf,
  invoiceCalls.read,
  invoiceCalls.pay,
  invoiceCalls.creditNote,
  invoiceCalls.pdf,
  invoiceCalls.toBill,
  invoiceCalls.unpaid,
  invoiceCalls.cashDay,
  invoiceCalls.cashFloat,
  invoiceCalls.closeCashDay,
  reportCalls.revenue,
  reportCalls.invoicesCsv,
  reportCalls.dashboard,
  // The feuille de soins and the attestation of fees (decision 060).
  claimFormCalls.readLayout,
  claimFormCalls.saveLayout,
  claimFormCalls.testPrint,
  claimFormCalls.claimForm,
  claimFormCalls.attestation,
  // The images and documents a patient brings, and the phone upload link (decision 061).
  fileCalls.upload,
  fileCalls.list,
  fileCalls.read,
  fileCalls.update,
  fileCalls.createLink,
  fileCalls.readLink,
  fileCalls.closeLink,
  fileCalls.phoneUpload,
];

/** The document's named schemas, from src/schemas, besides the calls' bodies (each operation names its own). */
const namedSchemas: Record<string, z.ZodType> = {
  AppointmentRequest: appointmentRequestResponse,
  ContactMessage: contactMessageResponse,
  Token: loginResponse,
  StaffUser: staffUserResponse,
  Patient: patientResponse,
  Appointment: appointmentResponse,
  Error: apiErrorResponse,
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
  IssuedDocument: issuedDocumentResponse,
  DocumentListItem: documentListItem,
  DocumentList: documentList,
  DocumentTemplate: documentTemplateResponse,
  PrescriptionFavourite: favouriteResponse,
  Act: actResponse,
  Invoice: invoiceResponse,
  IssuedInvoice: issuedInvoiceResponse,
  VisitsToBill: toBillResponse,
  UnpaidInvoices: unpaidResponse,
  PatientInvoices: patientInvoicesResponse,
  CashDay: cashDayResponse,
  Revenue: revenueResponse,
  Dashboard: dashboardResponse,
  Insurer: insurerResponse,
  ClaimFormLayout: claimFormLayoutResponse,
  StaffAccount: staffAccountResponse,
  AgendaAppointment: agendaAppointmentResponse,
  AppointmentConflict: appointmentConflictResponse,
  AppointmentWarnings: appointmentWarningsResponse,
  PracticeHoursAnswer: practiceHoursAnswer,
  PasswordChangeAnswer: passwordChangeResponse,
  PasswordResetAnswer: passwordResetResponse,
  TwoFactorStatus: twoFactorStatusResponse,
  TotpEnrolment: totpEnrolmentResponse,
  RecoveryCodes: recoveryCodesResponse,
  TotpRequired: totpRequiredResponse,
  TotpEnrolmentRequired: totpEnrolmentRequiredResponse,
  PatientRecord: patientRecordResponse,
  PatientPage: patientPageResponse,
  BackupOverview: backupOverviewResponse,
  BackupFile: backupFileResponse,
  PatientExport: patientExportResponse,
  RightsRequest: rightsRequestResponse,
  RightsRequestPage: rightsRequestPage,
  Consents: consentsAnswer,
  Notification: notificationAnswer,
  NotificationListItem: notificationListItem,
  NotificationPage: notificationPage,
  BookingType: bookingTypeResponse,
  FreeSlot: freeSlotResponse,
  BookingHold: holdResponse,
  BookingHoldConflict: holdConflictResponse,
  BookingConfirmation: confirmHoldResponse,
  BookingDone: bookingDoneResponse,
  VisitType: visitTypeResponse,
  BookingSettings: bookingSettingsResponse,
  WaitlistJoined: waitlistJoinResponse,
  WaitlistVerified: waitlistVerifiedResponse,
  WaitlistOffer: offerResponse,
  WaitlistOfferAccepted: offerAcceptedResponse,
  WaitlistOfferDeclined: offerDeclinedResponse,
  WaitlistEntry: waitlistEntryResponse,
  AgendaWeek: agendaWeekResponse,
  ConsultationNote: consultationNoteResponse,
  ConsultationList: consultationListResponse,
  DiagnosisFavourites: diagnosisFavouritesResponse,
  Timeline: timelineResponse,
  InfiltrationRegister: infiltrationRegisterResponse,
  Infiltration: infiltrationResponse,
  InfiltrationConflict: infiltrationConflictResponse,
  LotSearchItem: lotSearchItemResponse,
  BookingToConfirm: bookingToConfirmResponse,
  ManagedAppointment: managedAppointmentResponse,
  PatientMoveConflict: patientMoveConflictResponse,
  PatientFile: patientFileResponse,
  PatientFileList: patientFileListResponse,
  UploadLinkCreated: uploadLinkCreatedResponse,
  UploadLinkStatus: uploadLinkStatusResponse,
  PhoneUploadReceived: phoneUploadResponse,
};

/** The schema of every documented call's body, by component name (tests walk every field of every payload). */
export const payloadSchemas = (): Record<string, z.ZodType> => Object.fromEntries(operations.flatMap((op) => (op.body ? [[op.body.name, op.body.schema]] : [])));

const passwordChangeNote = "; 403 `passwordChangeRequired` while it must choose a new password.";

function accessText(access: Access): string {
  if (access === "public") return "Public.";
  if (access === "staff") return `Any active staff account (bearer token)${passwordChangeNote}`;
  if (access === "admin") return `ADMIN accounts only (bearer token)${passwordChangeNote}`;
  if (access === "doctor") return `Doctors only: MEDECIN accounts and ADMIN accounts marked estMedecin (bearer token)${passwordChangeNote}`;
  return `${access.join(" or ")} accounts only (bearer token)${passwordChangeNote}`;
}

function buildOperation(op: Operation, components: Components) {
  const operationId = `${op.method}${op.path.replace(/[{}]/g, "").replace(/(^|[/-])(\w)/g, (_m, _sep, c: string) => c.toUpperCase())}`;
  const errorResponse = (description: string) => ({ description, content: { "application/json": { schema: ref("Error") } } });
  const responses: Record<string, unknown> = {
    [op.success.status]: {
      description: op.success.description,
      ...(op.success.headers ? { headers: op.success.headers } : {}),
      ...(op.success.schema
        ? { content: Object.fromEntries((op.success.contentTypes ?? [op.success.contentType ?? "application/json"]).map((type) => [type, { schema: op.success.schema }])) }
        : {}),
    },
  };
  for (const [status, description] of Object.entries(op.errors)) {
    const body = op.errorBodies?.[Number(status)];
    responses[status] = body
      ? { description, content: { "application/json": { schema: { oneOf: [ref("Error"), ref(body)] } } } }
      : status === "429"
        ? { ...errorResponse(description), headers: { "Retry-After": { description: "Seconds to wait", schema: { type: "integer" } } } }
        : errorResponse(description);
  }
  responses["500"] = errorResponse("Unexpected error (no details are given)");
  responses["503"] = errorResponse("Database unreachable: retry after Retry-After seconds");

  const parameters = [
    ...(op.pathParams ?? []).map((p) => ({ name: p.name, in: "path", required: true, description: p.description, schema: p.schema })),
    ...(op.requestHeaders ?? []).map((h) => ({ name: h.name, in: "header", required: false, description: h.description, schema: h.schema })),
    ...Object.entries(op.query?.shape ?? {}).map(([name, field]) => ({
      name,
      in: "query",
      required: !(field as z.ZodType).safeParse(undefined).success,
      schema: components.convert(field as z.ZodType, "input", `${operationId}${name[0]!.toUpperCase()}${name.slice(1)}`),
    })),
  ];
  return {
    operationId,
    summary: op.summary,
    description: [accessText(op.access), op.accessNote].filter(Boolean).join(" "),
    tags: [op.tag],
    ...(op.access === "public" ? { security: [] } : {}),
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(op.body
      ? { requestBody: { required: true, content: { "application/json": { schema: ref(op.body.name) } } } }
      : op.multipart
        ? { requestBody: { required: true, content: { "multipart/form-data": { schema: op.multipart.schema, ...(op.multipart.encoding ? { encoding: op.multipart.encoding } : {}) } } } }
        : {}),
    responses,
  };
}

/** GET /api/health's answer. */
const healthAnswer = (status: string[], db: string[]): JsonSchema => ({
  type: "object",
  required: ["status", "db"],
  properties: {
    status: { type: "string", enum: status },
    db: { type: "string", enum: db },
    ...(status.includes("error") ? { message: { type: "string", description: "What is wrong, in French" } } : {}),
  },
});

let cached: Record<string, unknown> | undefined;

export function openApiDocument(): Record<string, unknown> {
  if (cached) return cached;
  const components = new Components();
  for (const [name, schema] of Object.entries(payloadSchemas())) components.addNamed(name, schema, "input");
  for (const [name, schema] of Object.entries(namedSchemas)) components.addNamed(name, schema, "output");
  const paths: Record<string, Record<string, unknown>> = {};
  for (const op of operations) {
    paths[op.path] ??= {};
    paths[op.path]![op.method] = buildOperation(op, components);
  }
  paths["/api/health"] = {
    get: {
      operationId: "getApiHealth",
      summary: "Database reachability, for load balancers",
      description: "Public.",
      tags: ["Operations"],
      security: [],
      responses: {
        200: { description: "The database answers", content: { "application/json": { schema: healthAnswer(["ok"], ["ok"]) } } },
        503: { description: "The database is unreachable", content: { "application/json": { schema: healthAnswer(["error"], ["unreachable"]) } } },
      },
    },
  };
  paths["/api/openapi.json"] = {
    get: {
      operationId: "getApiOpenapiJson",
      summary: "This document",
      description: "Public.",
      tags: ["Operations"],
      security: [],
      responses: {
        200: {
          description: "OpenAPI 3.1 document",
          content: {
            "application/json": {
              schema: {
                type: "object",
                required: ["openapi", "info", "paths", "components"],
                properties: { openapi: { type: "string", const: "3.1.0" }, info: { type: "object" }, paths: { type: "object" }, components: { type: "object" } },
              },
            },
          },
        },
      },
    },
  };
  cached = {
    openapi: "3.1.0",
    info: {
      title: "Cabinet d'orthopédie — API",
      version: "1.0.0",
      description:
        "REST API of the practice's website and staff area. Errors are JSON `{ message, errors? }` in French. " +
        "Protected calls take `Authorization: Bearer <token>` from POST /api/auth/login; the account is re-checked on every call.",
    },
    jsonSchemaDialect: "https://json-schema.org/draft/2020-12/schema",
    // Relative: the paths are those of the site that serves this document.
    servers: [{ url: "/", description: "The site serving this document" }],
    security: [{ bearerAuth: [] }],
    paths,
    components: {
      securitySchemes: { bearerAuth: { type: "http", scheme: "bearer", bearerFormat: "JWT" } },
      schemas: components.schemas,
    },
  };
  return cached;
}

/** Method and path of every documented call, e.g. "POST /api/patients" (tests compare them with the route files). */
export function documentedOperations(): string[] {
  const doc = openApiDocument() as { paths: Record<string, Record<string, unknown>> };
  return Object.entries(doc.paths).flatMap(([path, methods]) => Object.keys(methods).map((m) => `${m.toUpperCase()} ${path}`));
}

/** Every documented call as declared (its access, path and query schemas): for the tests that probe them all. */
export function documentedCalls(): readonly Operation[] {
  return operations;
}
