import { z } from "zod";
import { appointmentInput, appointmentResponse } from "@/schemas/appointment";
import { appointmentRequestInput, appointmentRequestListQuery, appointmentRequestResponse } from "@/schemas/appointment-request";
import { loginInput, loginResponse } from "@/schemas/auth";
import { contactMessageInput, contactMessageResponse } from "@/schemas/contact-message";
import { patientInput, patientResponse, patientSearchQuery } from "@/schemas/patient";
import { staffUserInput, staffUserResponse } from "@/schemas/staff-user";
import { MAX_BODY_BYTES } from "@/server/http";
import { frontDeskComponents, frontDeskInputs, frontDeskOperations } from "@/server/openapi-front-desk";
import { apiErrorResponse } from "@/schemas/api-error";

/**
 * The OpenAPI 3.1 description of the API, generated from the very zod schemas the handlers
 * validate with and answer from, so it cannot drift from them. Served at GET /api/openapi.json.
 */

type JsonSchema = Record<string, unknown>;
type Access = "public" | "staff" | "admin";

export type Operation = {
  method: "get" | "post" | "patch" | "delete";
  path: string;
  summary: string;
  tag: string;
  access: Access;
  /** Extra words on who may call it, beyond `access`. */
  accessNote?: string;
  pathParams?: { name: string; description: string; schema: JsonSchema }[];
  query?: z.ZodObject;
  body?: string;
  success: { status: number; description: string; schema?: JsonSchema; headers?: Record<string, unknown> };
  errors: Record<number, string>;
};

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
  ...frontDeskComponents,
};

const inputs = new Set(["AppointmentRequestInput", "ContactMessageInput", "LoginInput", "PatientInput", "AppointmentInput", "StaffUserInput", ...frontDeskInputs]);

function jsonSchema(schema: z.ZodType, io: "input" | "output"): JsonSchema {
  const { $schema: _ignored, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: "any", target: "draft-2020-12" });
  return rest;
}

const ref = (name: string): JsonSchema => ({ $ref: `#/components/schemas/${name}` });
const listOf = (name: string): JsonSchema => ({ type: "array", items: ref(name) });

const idPath = (description: string) => [
  { name: "id", description, schema: { type: "string", pattern: "^[1-9][0-9]{0,9}$" } },
];

const badBody = {
  400: "Malformed JSON, unknown field, or a value a validation rule refuses (`errors` names each field)",
  413: `Body over ${MAX_BODY_BYTES / 1024} KB`,
  415: "Body not sent as application/json",
};
const unauthenticated = { 401: "No bearer token, or a malformed, expired or forged one, or its account no longer exists" };
const adminOnly = { 403: "The account is not an ADMIN" };
const rateLimited = { 429: "Too many attempts from this address (or for this e-mail): see Retry-After" };

const operations: Operation[] = [
  {
    method: "post",
    path: "/api/appointment-requests",
    summary: "Send an appointment request (public booking form)",
    tag: "Public",
    access: "public",
    body: "AppointmentRequestInput",
    success: { status: 201, description: "The stored request", schema: ref("AppointmentRequest") },
    errors: { ...badBody, 429: rateLimited[429] },
  },
  {
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
    errors: { 400: "A query parameter is invalid", ...unauthenticated },
  },
  {
    method: "post",
    path: "/api/contact",
    summary: "Send a message (public contact form)",
    tag: "Public",
    access: "public",
    body: "ContactMessageInput",
    success: { status: 201, description: "The stored message", schema: ref("ContactMessage") },
    errors: { ...badBody, 429: rateLimited[429] },
  },
  {
    method: "post",
    path: "/api/auth/login",
    summary: "Log in: answers the token as a JSON string",
    tag: "Auth",
    access: "public",
    body: "LoginInput",
    success: { status: 200, description: "The JWT (HS256, 8 hours), as a JSON string", schema: ref("Token") },
    errors: {
      ...badBody,
      401: "E-mail ou mot de passe incorrect. (the same whether or not the e-mail exists)",
      429: rateLimited[429],
    },
  },
  {
    method: "get",
    path: "/api/users/email/{email}",
    summary: "A staff account by e-mail",
    tag: "Staff accounts",
    access: "staff",
    accessNote: "A staff member may read only their own account; an ADMIN any account.",
    pathParams: [{ name: "email", description: "The account's e-mail, URL-encoded", schema: { type: "string" } }],
    success: { status: 200, description: "The account (never its password)", schema: ref("StaffUser") },
    errors: { ...unauthenticated, 403: "Another staff member's account, asked by a non-ADMIN", 404: "No active account with this e-mail" },
  },
  {
    method: "post",
    path: "/api/users",
    summary: "Create a staff account",
    tag: "Staff accounts",
    access: "admin",
    body: "StaffUserInput",
    success: { status: 201, description: "The account, without its password", schema: ref("StaffUser") },
    errors: { ...badBody, ...unauthenticated, ...adminOnly, 409: "An active account already has this e-mail or username" },
  },
  {
    method: "delete",
    path: "/api/users/{id}",
    summary: "Delete a staff account (soft delete): its tokens stop working at once",
    tag: "Staff accounts",
    access: "admin",
    pathParams: idPath("The account's id"),
    success: { status: 204, description: "Deleted" },
    errors: {
      400: "The id is not a whole number",
      ...unauthenticated,
      ...adminOnly,
      404: "No active account with this id",
      409: "One's own account, or the last active ADMIN",
    },
  },
  {
    method: "post",
    path: "/api/patients",
    summary: "Register a patient",
    tag: "Patients",
    access: "staff",
    accessNote:
      "With the header `X-Duplicate-Check: reject`, a likely duplicate (same phone in any format, or same name and birth date) is answered 409 instead of being created; without it, the spec's behaviour.",
    body: "PatientInput",
    success: { status: 201, description: "The stored patient", schema: ref("Patient") },
    errors: { ...badBody, ...unauthenticated, 409: "Only with X-Duplicate-Check: reject — likely duplicates: { message, duplicates } (DuplicateConflict)" },
  },
  {
    method: "get",
    path: "/api/patients",
    summary: "Search patients by name (nom or prenom; case and accents ignored) or by phone number in any format, sorted by name",
    tag: "Patients",
    access: "staff",
    query: patientSearchQuery,
    success: { status: 200, description: "Always a list (possibly empty)", schema: listOf("Patient") },
    errors: { 400: "nom missing or blank, or limit/offset invalid", ...unauthenticated },
  },
  {
    method: "get",
    path: "/api/patients/{id}",
    summary: "A patient",
    tag: "Patients",
    access: "staff",
    pathParams: idPath("The patient's id"),
    success: { status: 200, description: "The patient", schema: ref("Patient") },
    errors: { 400: "The id is not a whole number", ...unauthenticated, 404: "Patient non trouvé" },
  },
  {
    method: "get",
    path: "/api/appointments/patient/{id}",
    summary: "A patient's appointments, newest first",
    tag: "Appointments",
    access: "staff",
    pathParams: idPath("The patient's id"),
    success: { status: 200, description: "The appointments, newest first", schema: listOf("Appointment") },
    errors: { 400: "The id is not a whole number", ...unauthenticated, 404: "Patient non trouvé" },
  },
  {
    method: "post",
    path: "/api/appointments",
    summary: "Record an appointment (dateHeure without offset = wall-clock time in the practice's time zone)",
    tag: "Appointments",
    access: "staff",
    body: "AppointmentInput",
    success: { status: 201, description: "The stored appointment, dateHeure as a UTC instant", schema: ref("Appointment") },
    errors: { ...badBody, ...unauthenticated, 404: "Patient non trouvé" },
  },
];

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
    responses[status] =
      status === "429"
        ? { ...errorResponse(description), headers: { "Retry-After": { description: "Seconds to wait", schema: { type: "integer" } } } }
        : errorResponse(description);
  }
  responses["500"] = errorResponse("Unexpected error (no details are given)");
  responses["503"] = errorResponse("Database unreachable: retry after Retry-After seconds");

  const parameters = [
    ...(op.pathParams ?? []).map((p) => ({ name: p.name, in: "path", required: true, description: p.description, schema: p.schema })),
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
  for (const op of [...operations, ...frontDeskOperations]) {
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
      schemas: Object.fromEntries(
        Object.entries(components).map(([name, schema]) => [name, jsonSchema(schema, inputs.has(name) ? "input" : "output")]),
      ),
    },
  };
  return cached;
}

/** Method and path of every documented call, e.g. "POST /api/patients" (tests compare them with the route files). */
export function documentedOperations(): string[] {
  const doc = openApiDocument() as { paths: Record<string, Record<string, unknown>> };
  return Object.entries(doc.paths).flatMap(([path, methods]) => Object.keys(methods).map((m) => `${m.toUpperCase()} ${path}`));
}
