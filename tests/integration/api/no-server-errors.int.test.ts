import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import * as unknownApiRoute from "@/app/api/[...path]/route";
import { POST as convertRequestRoute } from "@/app/api/appointment-requests/[id]/convert/route";
import { PATCH as requestStatusRoute } from "@/app/api/appointment-requests/[id]/status/route";
import { GET as listRequestsRoute, POST as createRequestRoute } from "@/app/api/appointment-requests/route";
import { PATCH as updateAppointmentRoute } from "@/app/api/appointments/[id]/route";
import { GET as listAppointmentsRoute } from "@/app/api/appointments/patient/[id]/route";
import { GET as agendaRoute, POST as createAppointmentRoute } from "@/app/api/appointments/route";
import { GET as auditActorsRoute } from "@/app/api/audit-events/actors/route";
import { GET as auditTrailRoute } from "@/app/api/audit-events/route";
import { POST as loginRoute } from "@/app/api/auth/login/route";
import { POST as totpDisableRoute } from "@/app/api/auth/totp/disable/route";
import { POST as totpConfirmRoute } from "@/app/api/auth/totp/enrolment/confirm/route";
import { POST as totpEnrolmentRoute } from "@/app/api/auth/totp/enrolment/route";
import { POST as totpRecoveryCodesRoute } from "@/app/api/auth/totp/recovery-codes/route";
import { GET as totpStatusRoute } from "@/app/api/auth/totp/route";
import { DELETE as totpResetRoute } from "@/app/api/users/[id]/totp/route";
import { GET as messageRoute, PATCH as markMessageRoute } from "@/app/api/contact-messages/[id]/route";
import { GET as inboxRoute } from "@/app/api/contact-messages/route";
import { POST as contactRoute } from "@/app/api/contact/route";
import { GET as alertCountsRoute } from "@/app/api/front-desk/counts/route";
import { GET as doctorsRoute } from "@/app/api/front-desk/doctors/route";
import { GET as triagedRequestRoute } from "@/app/api/front-desk/requests/[id]/route";
import { GET as triagedRequestsRoute } from "@/app/api/front-desk/requests/route";
import { GET as healthRoute } from "@/app/api/health/route";
import { GET as practiceHoursRoute, PUT as savePracticeHoursRoute } from "@/app/api/practice/hours/route";
import { GET as openApiRoute } from "@/app/api/openapi.json/route";
import { GET as accessHistoryRoute } from "@/app/api/patients/[id]/access-history/route";
import { POST as duplicatesRoute } from "@/app/api/patients/duplicates/route";
import { POST as archivePatientRoute } from "@/app/api/patients/[id]/archive/route";
import { POST as mergePatientRoute } from "@/app/api/patients/[id]/merge/route";
import { POST as restorePatientRoute } from "@/app/api/patients/[id]/restore/route";
import { GET as getPatientRoute, PATCH as updatePatientRoute } from "@/app/api/patients/[id]/route";
import { GET as listPatientsRoute } from "@/app/api/patients/list/route";
import { GET as searchPatientsRoute, POST as createPatientRoute } from "@/app/api/patients/route";
import { POST as restoreUserRoute } from "@/app/api/users/[id]/restore/route";
import { DELETE as deleteUserRoute, PATCH as updateUserRoute } from "@/app/api/users/[id]/route";
import { GET as userByEmailRoute } from "@/app/api/users/email/[email]/route";
import { GET as listUsersRoute, POST as createUserRoute } from "@/app/api/users/route";
import { patients } from "@/db/schema";
import { defaultPracticeHours } from "@/calendar/default-hours";
import { insertMessage, insertRequest } from "../../support/row-fixtures";
import { fixedClockInFile } from "../../support/fixed-clock";
import { withTestDatabase } from "../../support/test-database";
import { createStaff, practiceDate, seedStaff, type StaffFixtures } from "./api-test-kit";

/**
 * Property: whatever a client sends — any body, content type, token, id, query or forwarded
 * address — no endpoint answers 5xx, and every error is a JSON { message } body.
 */

const database = withTestDatabase();
fixedClockInFile();
let staff: StaffFixtures;
let patientId: number;
let requestId: number;
let messageId: number;
const disposableIds: number[] = [];

type Handler = (request: Request, context?: { params: Promise<Record<string, string | string[] | undefined>> }) => Promise<Response>;

type Endpoint = {
  name: string;
  method: string;
  path: string;
  handler: Handler;
  /** A payload the endpoint accepts, for fuzzing one field at a time. */
  valid?: () => Record<string, unknown>;
  param?: "id" | "email" | "path";
  /** The query parameters it reads, fuzzed with others ("x"). */
  query?: readonly string[];
  runs?: number;
  /** The one status the endpoint answers, whatever it is sent. */
  always?: number;
  /** Its ids aim at throw-away accounts, as deletions do: it changes the account it names. */
  changesAccounts?: boolean;
  /** Sent with every request (an opt-in check). */
  headers?: Record<string, string>;
};

/** The spec's lists and search, and the calls that read no query at all. */
const nomQuery = ["nom", "limit", "offset", "nom[]"];

const endpoints: Endpoint[] = [
  {
    name: "POST /api/appointment-requests",
    method: "POST",
    path: "/api/appointment-requests",
    handler: createRequestRoute,
    valid: () => ({ nom: "A", prenom: "B", telephone: "0612345678", datePreferee: practiceDate(1), heurePreferee: "10:00", motif: "x" }),
  },
  { name: "GET /api/appointment-requests", method: "GET", path: "/api/appointment-requests", handler: listRequestsRoute, query: nomQuery },
  {
    name: "POST /api/contact",
    method: "POST",
    path: "/api/contact",
    handler: contactRoute,
    valid: () => ({ nomComplet: "A B", email: "a@b.ma", sujet: "S", message: "M" }),
  },
  {
    name: "POST /api/auth/login",
    method: "POST",
    path: "/api/auth/login",
    handler: loginRoute,
    valid: () => ({ email: "admin@cabinet.ma", password: "x" }),
    runs: 60,
  },
  // Two-factor login (decision 024): the login's second step, the enrolment calls, an admin's reset.
  {
    name: "POST /api/auth/login with a code",
    method: "POST",
    path: "/api/auth/login",
    handler: loginRoute,
    valid: () => ({ email: "admin@cabinet.ma", password: "x", code: "123456" }),
    runs: 30,
  },
  { name: "GET /api/auth/totp", method: "GET", path: "/api/auth/totp", handler: totpStatusRoute, runs: 20 },
  { name: "POST /api/auth/totp/enrolment", method: "POST", path: "/api/auth/totp/enrolment", handler: totpEnrolmentRoute, runs: 20 },
  { name: "POST /api/auth/totp/enrolment/confirm", method: "POST", path: "/api/auth/totp/enrolment/confirm", handler: totpConfirmRoute, valid: () => ({ code: "123456" }), runs: 40 },
  { name: "POST /api/auth/totp/recovery-codes", method: "POST", path: "/api/auth/totp/recovery-codes", handler: totpRecoveryCodesRoute, valid: () => ({ password: "x" }), runs: 30 },
  { name: "POST /api/auth/totp/disable", method: "POST", path: "/api/auth/totp/disable", handler: totpDisableRoute, valid: () => ({ code: "123456" }), runs: 30 },
  { name: "DELETE /api/users/{id}/totp", method: "DELETE", path: "/api/users", handler: totpResetRoute, param: "id", runs: 30 },
  { name: "GET /api/users/email/{email}", method: "GET", path: "/api/users/email", handler: userByEmailRoute, param: "email" },
  {
    name: "POST /api/users",
    method: "POST",
    path: "/api/users",
    handler: createUserRoute,
    valid: () => ({ username: "fuzz", password: "mot-de-passe-long", role: "MEDECIN", nom: "F", prenom: "Z", email: "fuzz@cabinet.ma" }),
    runs: 80,
  },
  { name: "DELETE /api/users/{id}", method: "DELETE", path: "/api/users", handler: deleteUserRoute, param: "id" },
  { name: "GET /api/users", method: "GET", path: "/api/users", handler: listUsersRoute, query: nomQuery, runs: 30 },
  {
    name: "PATCH /api/users/{id}",
    method: "PATCH",
    path: "/api/users",
    handler: updateUserRoute,
    param: "id",
    changesAccounts: true,
    valid: () => ({ nom: "F", prenom: "Z", email: "fuzz.patch@cabinet.ma", role: "MEDECIN" }),
    runs: 80,
  },
  { name: "POST /api/users/{id}/restore", method: "POST", path: "/api/users", handler: restoreUserRoute, param: "id", changesAccounts: true, runs: 60 },
  {
    name: "POST /api/patients",
    method: "POST",
    path: "/api/patients",
    handler: createPatientRoute,
    valid: () => ({
      nom: "N",
      prenom: "P",
      dateNaissance: "1990-01-01",
      gender: "F",
      telephone: "0612345678",
      email: "p@example.ma",
      adresse: "Rabat",
      mutuelle: false,
      compagnie: null,
    }),
  },
  { name: "GET /api/patients", method: "GET", path: "/api/patients", handler: searchPatientsRoute, query: nomQuery },
  { name: "GET /api/patients/{id}", method: "GET", path: "/api/patients", handler: getPatientRoute, param: "id" },
  { name: "GET /api/appointments/patient/{id}", method: "GET", path: "/api/appointments/patient", handler: listAppointmentsRoute, param: "id" },
  {
    name: "POST /api/appointments",
    method: "POST",
    path: "/api/appointments",
    handler: createAppointmentRoute,
    valid: () => ({ dateHeure: "2025-07-15T10:30", motif: "M", observation: null, patient: { id: patientId }, medecin: { id: staff.medecin.id } }),
  },
  {
    name: "POST /api/appointments with X-Conflict-Check: reject",
    method: "POST",
    path: "/api/appointments",
    handler: createAppointmentRoute,
    headers: { "x-conflict-check": "reject" },
    valid: () => ({
      dateHeure: "2025-07-15T10:30",
      motif: "M",
      observation: null,
      patient: { id: patientId },
      medecin: { id: staff.medecin.id },
      dureeMinutes: 45,
      forcer: false,
    }),
    runs: 80,
  },
  {
    name: "GET /api/appointments?du=&au=",
    method: "GET",
    path: "/api/appointments",
    handler: agendaRoute,
    query: ["du", "au", "medecinId", "status"],
    runs: 80,
  },
  {
    name: "PATCH /api/appointments/{id}",
    method: "PATCH",
    path: "/api/appointments",
    handler: updateAppointmentRoute,
    param: "id",
    valid: () => ({
      dateHeure: "2025-07-16T11:00",
      dureeMinutes: 20,
      medecin: { id: staff.medecin.id },
      motif: "M",
      observation: null,
      status: "annule",
      motifAnnulation: "Empêchement",
      annulePar: "cabinet",
      forcer: true,
    }),
    runs: 80,
  },
  { name: "GET /api/openapi.json", method: "GET", path: "/api/openapi.json", handler: openApiRoute, query: nomQuery, runs: 30 },
  { name: "GET /api/health", method: "GET", path: "/api/health", handler: healthRoute, query: nomQuery, runs: 30, always: 200 },
  ...(["GET", "POST", "PUT", "PATCH", "DELETE"] as const).map((method) => ({
    name: `${method} on any unknown /api path`,
    method,
    path: "/api",
    handler: unknownApiRoute[method],
    param: "path" as const,
    query: nomQuery,
    runs: 30,
    always: 404,
  })),
  {
    name: "GET /api/front-desk/requests",
    method: "GET",
    path: "/api/front-desk/requests",
    handler: triagedRequestsRoute,
    query: ["status", "q", "limit", "offset"],
    runs: 60,
  },
  { name: "GET /api/front-desk/requests/{id}", method: "GET", path: "/api/front-desk/requests", handler: triagedRequestRoute, param: "id", runs: 60 },
  {
    name: "PATCH /api/appointment-requests/{id}/status",
    method: "PATCH",
    path: "/api/appointment-requests",
    handler: requestStatusRoute,
    param: "id",
    valid: () => ({ status: "contactee", appointmentId: 1 }),
    runs: 60,
  },
  {
    name: "POST /api/appointment-requests/{id}/convert",
    method: "POST",
    path: "/api/appointment-requests",
    handler: convertRequestRoute,
    param: "id",
    valid: () => ({ dateHeure: "2099-06-15T10:30", motif: "M", observation: null, patient: { id: patientId }, medecin: { id: staff.medecin.id } }),
    runs: 60,
  },
  {
    name: "POST /api/patients/duplicates",
    method: "POST",
    path: "/api/patients/duplicates",
    handler: duplicatesRoute,
    valid: () => ({ nom: "Benali", prenom: "Mohamed", dateNaissance: "1980-01-01", telephone: "0612345678" }),
    runs: 60,
  },
  {
    name: "GET /api/patients/{id}/access-history",
    method: "GET",
    path: "/api/patients",
    handler: accessHistoryRoute,
    param: "id",
    query: ["limit", "offset"],
    runs: 60,
  },
  // Patient files that can be maintained (decision 025).
  {
    name: "PATCH /api/patients/{id} with X-Duplicate-Check: reject",
    method: "PATCH",
    path: "/api/patients",
    handler: updatePatientRoute,
    param: "id",
    headers: { "x-duplicate-check": "reject" },
    valid: () => ({ nom: "N", telephone: "0612345678", dateNaissance: "1990-01-01", compagnie: null }),
    runs: 60,
  },
  { name: "POST /api/patients/{id}/archive", method: "POST", path: "/api/patients", handler: archivePatientRoute, param: "id", runs: 40 },
  { name: "POST /api/patients/{id}/restore", method: "POST", path: "/api/patients", handler: restorePatientRoute, param: "id", runs: 40 },
  // fromId names no file: the fuzzing never merges the fixtures' patient away.
  { name: "POST /api/patients/{id}/merge", method: "POST", path: "/api/patients", handler: mergePatientRoute, param: "id", valid: () => ({ fromId: 999_999 }), runs: 40 },
  { name: "GET /api/patients/list", method: "GET", path: "/api/patients/list", handler: listPatientsRoute, query: ["q", "tri", "archives", "limit", "offset"], runs: 60 },
  { name: "GET /api/contact-messages", method: "GET", path: "/api/contact-messages", handler: inboxRoute, query: ["read", "limit", "offset"], runs: 60 },
  { name: "GET /api/contact-messages/{id}", method: "GET", path: "/api/contact-messages", handler: messageRoute, param: "id", runs: 60 },
  {
    name: "PATCH /api/contact-messages/{id}",
    method: "PATCH",
    path: "/api/contact-messages",
    handler: markMessageRoute,
    param: "id",
    valid: () => ({ read: true }),
    runs: 60,
  },
  { name: "GET /api/front-desk/counts", method: "GET", path: "/api/front-desk/counts", handler: alertCountsRoute, runs: 60 },
  { name: "GET /api/front-desk/doctors", method: "GET", path: "/api/front-desk/doctors", handler: doctorsRoute, runs: 60 },
  {
    name: "GET /api/audit-events",
    method: "GET",
    path: "/api/audit-events",
    handler: auditTrailRoute,
    query: ["actorId", "from", "to", "limit", "offset"],
    runs: 60,
  },
  { name: "GET /api/audit-events/actors", method: "GET", path: "/api/audit-events/actors", handler: auditActorsRoute, runs: 60 },
  {
    name: "POST /api/appointment-requests with X-Closed-Day-Check: reject",
    method: "POST",
    path: "/api/appointment-requests",
    handler: createRequestRoute,
    headers: { "x-closed-day-check": "reject" },
    valid: () => ({ nom: "A", prenom: "B", telephone: "0612345678", datePreferee: practiceDate(1), heurePreferee: "10:00", motif: "x" }),
    runs: 60,
  },
  { name: "GET /api/practice/hours", method: "GET", path: "/api/practice/hours", handler: practiceHoursRoute, query: nomQuery, runs: 30, always: 200 },
  {
    name: "PUT /api/practice/hours",
    method: "PUT",
    path: "/api/practice/hours",
    handler: savePracticeHoursRoute,
    valid: () => {
      const { misAJourLe: _, ...document } = defaultPracticeHours({ years: 1 });
      return document;
    },
    runs: 80,
  },
];

/** Printable ASCII: what a Headers object accepts. */
const headerText = fc.string({ unit: fc.integer({ min: 0x20, max: 0x7e }).map((c) => String.fromCharCode(c)), maxLength: 80 });

const idLike = fc.oneof(
  fc.string(),
  fc.string({ unit: "binary", maxLength: 20 }),
  fc.integer().map(String),
  fc.bigInt().map(String),
  fc.double().map(String),
  fc.constantFrom("0", "-1", "1e3", "0x1F", "NaN", "Infinity", "2147483648", "99999999999999999999", " 1", "1 ", "١٢", "%00", "1;drop table patients"),
  fc.nat({ max: 2_147_483_647 }).map(String),
);
/**
 * Mostly a plausible id (so that requests reach the database), sometimes anything. Deletions
 * aim at throw-away accounts (and the admin's own), so the seeded tokens keep working.
 */
const idParam = (endpoint: Endpoint) =>
  fc.oneof(
    {
      arbitrary:
        endpoint.method === "DELETE" || endpoint.changesAccounts
          ? fc.constantFrom(...disposableIds, staff.admin.id, staff.deleted.id).map(String)
          : fc.constantFrom(String(patientId), String(requestId), String(messageId), "1", "2", "3"),
      weight: 3,
    },
    { arbitrary: idLike, weight: 2 },
  );

const scalar = fc.oneof(
  fc.string(),
  fc.string({ unit: "binary" }),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.constantFrom("", " ", "<script>alert(1)</script>", "'; drop table patients; --", "2025-02-30", "24:00", "\u0000", "9".repeat(400)),
);
const jsonish = fc.oneof(scalar, fc.jsonValue({ maxDepth: 3 }), fc.array(scalar, { maxLength: 3 }), fc.dictionary(fc.string(), scalar, { maxKeys: 3 }));

function bodyFor(endpoint: Endpoint) {
  const options: fc.Arbitrary<string | undefined>[] = [
    fc.constant(undefined),
    fc.string({ unit: "binary", maxLength: 200 }),
    fc.jsonValue({ maxDepth: 4 }).map((v) => JSON.stringify(v)),
    fc.nat({ max: 40_000 }).map((n) => JSON.stringify({ nom: "x".repeat(n) })),
  ];
  if (endpoint.valid) {
    const valid = endpoint.valid;
    // One or more fields replaced by anything, maybe an extra field: reaches the deep rules.
    return fc.oneof(
      { arbitrary: fc.oneof(...options), weight: 1 },
      {
        weight: 4,
        arbitrary: fc
        .record({
          replace: fc.dictionary(fc.constantFrom(...Object.keys(valid())), jsonish, { maxKeys: 3 }),
          extra: fc.option(fc.dictionary(fc.string({ maxLength: 10 }), jsonish, { maxKeys: 1 }), { nil: undefined }),
          drop: fc.subarray(Object.keys(valid()), { maxLength: Math.min(2, Object.keys(valid()).length) }),
        })
        .map(({ replace, extra, drop }) => {
          const body: Record<string, unknown> = { ...valid(), ...replace, ...extra };
          for (const key of drop) delete body[key];
          return JSON.stringify(body);
        }),
      },
    );
  }
  return fc.oneof(...options);
}

function authorization() {
  // Mostly a real token, so that requests get past authentication.
  const valid = fc.constantFrom("admin", "admin", "medecin", "assistant").map((who) => `Bearer ${staff[who as keyof StaffFixtures].token}`);
  const invalid = fc.oneof(
    fc.constant(undefined),
    fc.constant(`Bearer ${staff.deleted.token}`),
    headerText.map((t) => `Bearer ${t}`),
    headerText,
    fc.tuple(fc.base64String(), fc.base64String(), fc.base64String()).map(([a, b, c]) => `Bearer ${a}.${b}.${c}`.replace(/[+/=]/g, "_")),
  );
  return fc.oneof({ arbitrary: valid, weight: 4 }, { arbitrary: invalid, weight: 1 });
}

const contentType = fc.oneof(
  { arbitrary: fc.constant("application/json"), weight: 6 },
  fc.constantFrom("application/json; charset=utf-8", "text/plain", "application/problem+json", "multipart/form-data; boundary=x", "APPLICATION/JSON"),
  headerText,
  fc.constant(undefined),
);

const forwardedFor = fc.oneof({ arbitrary: fc.ipV4(), weight: 6 }, fc.ipV6(), headerText, fc.constant(undefined));

const queryFor = (names: readonly string[]) =>
  fc.dictionary(
    fc.constantFrom(...names, "x"),
    fc.oneof(fc.string(), fc.nat().map(String), fc.constantFrom("", "nouvelle", "true", "2030-01-01", "2030-01-07", "planifie,annule", "06 12 34 56 78", "%", "_")),
    { maxKeys: 4 },
  );

beforeAll(async () => {
  const { db } = database();
  staff = await seedStaff(db);
  // Accounts the fuzzer may delete, so that the seeded ones keep their meaning.
  for (let i = 0; i < 3; i++) {
    disposableIds.push((await createStaff(db, { username: `jetable${i}`, email: `jetable${i}@cabinet.ma`, role: "ASSISTANT" })).id);
  }
  const [row] = await db
    .insert(patients)
    .values({ nom: "Fuzz", prenom: "Test", dateNaissance: "1990-01-01", gender: "H", telephone: "0600000000", email: "f@example.ma", adresse: "Rabat" })
    .returning({ id: patients.id });
  patientId = row!.id;
  requestId = (await insertRequest(db)).id;
  messageId = (await insertMessage(db)).id;
});

describe.each(endpoints)("$name", (endpoint) => {
  it("never answers 5xx, and answers errors as JSON { message }", async () => {
    const request = fc.record({
      body: endpoint.method === "GET" || endpoint.method === "DELETE" ? fc.constant(undefined) : bodyFor(endpoint),
      contentType,
      authorization: authorization(),
      forwardedFor,
      requestId: fc.option(headerText, { nil: undefined }),
      param:
        endpoint.param === "email"
          ? fc.oneof(fc.constantFrom("admin@cabinet.ma", "bennani@cabinet.ma", "ADMIN@cabinet.ma"), fc.emailAddress(), fc.string(), fc.string({ unit: "binary" }))
          : endpoint.param === "path"
            ? fc.array(fc.oneof(fc.constantFrom("patients", "users", "health", "..", "%2e%2e", "api"), idLike), { minLength: 1, maxLength: 4 })
            : idParam(endpoint),
      query: endpoint.query ? queryFor(endpoint.query) : fc.constant({}),
    });
    await fc.assert(
      fc.asyncProperty(request, async (input) => {
        const headers = new Headers(endpoint.headers);
        if (input.contentType !== undefined) headers.set("content-type", input.contentType);
        if (input.authorization !== undefined) headers.set("authorization", input.authorization);
        if (input.forwardedFor !== undefined) headers.set("x-forwarded-for", input.forwardedFor);
        if (input.requestId !== undefined) headers.set("x-request-id", input.requestId);
        const search = new URLSearchParams(input.query as Record<string, string>).toString();
        const segments = Array.isArray(input.param) ? input.param : [input.param];
        const url = `http://cabinet.test${endpoint.path}${endpoint.param ? segments.map((s) => `/${encodeURIComponent(s)}`).join("") : ""}${search ? `?${search}` : ""}`;
        const params = endpoint.param === "path" ? { path: segments } : endpoint.param ? { [endpoint.param]: input.param } : {};
        const response = await endpoint.handler(new Request(url, { method: endpoint.method, headers, body: input.body }), {
          params: Promise.resolve(params),
        });
        const text = await response.text();
        expect(response.status, text).toBeLessThan(500);
        if (endpoint.always !== undefined) expect(response.status, text).toBe(endpoint.always);
        if (response.status >= 400) {
          const body = JSON.parse(text) as { message?: unknown };
          expect(typeof body.message).toBe("string");
        }
      }),
      { numRuns: endpoint.runs ?? 120 },
    );
  });
});
