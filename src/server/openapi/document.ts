import { z } from "zod";
import {
  agendaAppointmentResponse,
  appointmentConflictResponse,
  appointmentInput,
  appointmentResponse,
  appointmentUpdate,
} from "@/schemas/appointment";
import { alertCountsResponse } from "@/schemas/alerts";
import { apiErrorResponse } from "@/schemas/api-error";
import { appointmentRequestInput, appointmentRequestResponse, requestStatusInput, triagedRequestPageResponse, triagedRequestResponse } from "@/schemas/appointment-request";
import { accessEventPageResponse, auditActorResponse } from "@/schemas/audit";
import { loginInput, loginResponse } from "@/schemas/auth";
import { contactMessageInput, contactMessageResponse, contactMessageUpdate, inboxMessageResponse, inboxPageResponse } from "@/schemas/contact-message";
import { duplicateCheckInput, duplicateConflictResponse, duplicateListResponse, patientInput, patientResponse } from "@/schemas/patient";
import { practiceHoursAnswer, practiceHoursInput } from "@/schemas/practice-hours";
import { staffAccountResponse, staffRefResponse, staffUserInput, staffUserResponse, staffUserUpdateInput } from "@/schemas/staff-user";
import { alertCalls } from "@/server/openapi/alerts";
import { appointmentRequestCalls } from "@/server/openapi/appointment-requests";
import { appointmentCalls } from "@/server/openapi/appointments";
import { auditCalls } from "@/server/openapi/audit";
import { authCalls } from "@/server/openapi/auth";
import { contactMessageCalls } from "@/server/openapi/contact-messages";
import { type Access, type JsonSchema, type Operation, ref } from "@/server/openapi/operation";
import { patientCalls } from "@/server/openapi/patients";
import { practiceHoursCalls } from "@/server/openapi/practice-hours";
import { staffUserCalls } from "@/server/openapi/staff-users";

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
  practiceHoursCalls.read,
  practiceHoursCalls.save,
];

/** The document's named schemas, from src/schemas. Those that are a call's body are described as inputs. */
const components: Record<string, z.ZodType> = {
  AppointmentRequestInput: appointmentRequestInput,
  ContactMessageInput: contactMessageInput,
  LoginInput: loginInput,
  PatientInput: patientInput,
  AppointmentInput: appointmentInput,
  StaffUserInput: staffUserInput,
  AppointmentRequest: appointmentRequestResponse,
  ContactMessage: contactMessageResponse,
  Token: loginResponse,
  StaffUser: staffUserResponse,
  Patient: patientResponse,
  Appointment: appointmentResponse,
  Error: apiErrorResponse,
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
  StaffUserUpdateInput: staffUserUpdateInput,
  StaffAccount: staffAccountResponse,
  AppointmentUpdate: appointmentUpdate,
  AgendaAppointment: agendaAppointmentResponse,
  AppointmentConflict: appointmentConflictResponse,
  PracticeHoursInput: practiceHoursInput,
  PracticeHoursAnswer: practiceHoursAnswer,
  // The conversion takes POST /api/appointments' payload.
  ConversionInput: appointmentInput,
};

const inputs = new Set(operations.flatMap((op) => op.body ?? []));

function jsonSchema(schema: z.ZodType, io: "input" | "output"): JsonSchema {
  const { $schema: _ignored, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: "any", target: "draft-2020-12" });
  return rest;
}

/** `#/$defs/X` (where zod puts a nested schema that has an id) → `#/components/schemas/X`, everywhere in `value`. */
function pointAtComponents(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(pointAtComponents);
  if (value === null || typeof value !== "object") return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, inner]) => [
      key,
      key === "$ref" && typeof inner === "string" && inner.startsWith("#/$defs/") ? `#/components/schemas/${inner.slice(8)}` : pointAtComponents(inner),
    ]),
  );
}

/**
 * The components' JSON schemas. zod writes the schemas that carry an id (`.meta({ id })`) under
 * `$defs` with `#/$defs/…` references, which resolve against the document's root in OpenAPI: they
 * are moved to the document's components, each once, and the references pointed there.
 */
function componentSchemas(): Record<string, JsonSchema> {
  const schemas: Record<string, JsonSchema> = {};
  const nested: Record<string, JsonSchema> = {};
  for (const [name, schema] of Object.entries(components)) {
    const { $defs, ...rest } = jsonSchema(schema, inputs.has(name) ? "input" : "output") as JsonSchema & { $defs?: Record<string, JsonSchema> };
    for (const [id, definition] of Object.entries($defs ?? {})) nested[id] ??= pointAtComponents(definition) as JsonSchema;
    // A schema whose own id is its name is only a reference to its definition: the definition is the component.
    schemas[name] = rest.$ref === `#/$defs/${name}` && $defs?.[name] ? (pointAtComponents($defs[name]) as JsonSchema) : (pointAtComponents(rest) as JsonSchema);
  }
  for (const [id, definition] of Object.entries(nested)) schemas[id] ??= definition;
  return schemas;
}

const accessText: Record<Access, string> = {
  public: "Public.",
  staff: "Any active staff account (bearer token).",
  admin: "ADMIN accounts only (bearer token).",
};

function buildOperation(op: Operation) {
  const errorResponse = (description: string) => ({ description, content: { "application/json": { schema: ref("Error") } } });
  const responses: Record<string, unknown> = {
    [op.success.status]: {
      description: op.success.description,
      ...(op.success.headers ? { headers: op.success.headers } : {}),
      ...(op.success.schema ? { content: { "application/json": { schema: op.success.schema } } } : {}),
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
      schema: jsonSchema(field as z.ZodType, "input"),
    })),
  ];
  return {
    operationId: `${op.method}${op.path.replace(/[{}]/g, "").replace(/(^|[/-])(\w)/g, (_m, _sep, c: string) => c.toUpperCase())}`,
    summary: op.summary,
    description: [accessText[op.access], op.accessNote].filter(Boolean).join(" "),
    tags: [op.tag],
    ...(op.access === "public" ? { security: [] } : {}),
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(op.body
      ? { requestBody: { required: true, content: { "application/json": { schema: ref(op.body) } } } }
      : {}),
    responses,
  };
}

let cached: Record<string, unknown> | undefined;

export function openApiDocument(): Record<string, unknown> {
  if (cached) return cached;
  const paths: Record<string, Record<string, unknown>> = {};
  for (const op of operations) {
    paths[op.path] ??= {};
    paths[op.path]![op.method] = buildOperation(op);
  }
  paths["/api/health"] = {
    get: {
      operationId: "getApiHealth",
      summary: "Database reachability, for load balancers",
      description: "Public.",
      tags: ["Operations"],
      security: [],
      responses: { 200: { description: "The database answers" }, 503: { description: "The database is unreachable" } },
    },
  };
  paths["/api/openapi.json"] = {
    get: {
      operationId: "getApiOpenapiJson",
      summary: "This document",
      description: "Public.",
      tags: ["Operations"],
      security: [],
      responses: { 200: { description: "OpenAPI 3.1 document" } },
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
    security: [{ bearerAuth: [] }],
    paths,
    components: {
      securitySchemes: { bearerAuth: { type: "http", scheme: "bearer", bearerFormat: "JWT" } },
      schemas: componentSchemas(),
    },
  };
  return cached;
}

/** Method and path of every documented call, e.g. "POST /api/patients" (tests compare them with the route files). */
export function documentedOperations(): string[] {
  const doc = openApiDocument() as { paths: Record<string, Record<string, unknown>> };
  return Object.entries(doc.paths).flatMap(([path, methods]) => Object.keys(methods).map((m) => `${m.toUpperCase()} ${path}`));
}
