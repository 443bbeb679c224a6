import fc from "fast-check";
import { GET as getAuditActors } from "@/app/api/audit-events/actors/route";
import { GET as getAuditEvents } from "@/app/api/audit-events/route";
import { POST as postConvert } from "@/app/api/appointment-requests/[id]/convert/route";
import { PATCH as patchStatus } from "@/app/api/appointment-requests/[id]/status/route";
import { GET as getMessage, PATCH as patchMessage } from "@/app/api/contact-messages/[id]/route";
import { GET as getMessages } from "@/app/api/contact-messages/route";
import { GET as getCounts } from "@/app/api/front-desk/counts/route";
import { GET as getDoctors } from "@/app/api/front-desk/doctors/route";
import { GET as getRequest } from "@/app/api/front-desk/requests/[id]/route";
import { GET as getRequests } from "@/app/api/front-desk/requests/route";
import { GET as getAccessHistory } from "@/app/api/patients/[id]/access-history/route";
import { POST as postDuplicates } from "@/app/api/patients/duplicates/route";
import { signStaffToken } from "@/server/auth";
import { insertMessage, insertPatient, insertRequest, insertStaff } from "../support/row-fixtures";
import { withTestDatabase } from "../support/test-database";

/**
 * Property: whatever a client sends to the front desk's calls — any body, id, query or token —
 * none answers 5xx, and every error is a JSON { message } body.
 */

const database = withTestDatabase();

type Handler = (request: Request, context: { params: Promise<Record<string, string>> }) => Promise<Response>;
type Endpoint = { name: string; method: string; handler: Handler; id?: boolean; valid?: () => Record<string, unknown>; query?: string[] };

let tokens: string[] = [];
let ids: string[] = [];
let patientId = 0;
let medecinId = 0;

const endpoints: Endpoint[] = [
  { name: "GET /api/front-desk/requests", method: "GET", handler: getRequests, query: ["status", "q", "limit", "offset"] },
  { name: "GET /api/front-desk/requests/{id}", method: "GET", handler: getRequest, id: true },
  { name: "GET /api/front-desk/counts", method: "GET", handler: getCounts },
  { name: "GET /api/front-desk/doctors", method: "GET", handler: getDoctors },
  { name: "PATCH status", method: "PATCH", handler: patchStatus, id: true, valid: () => ({ status: "contactee", appointmentId: 1 }) },
  {
    name: "POST convert",
    method: "POST",
    handler: postConvert,
    id: true,
    valid: () => ({ dateHeure: "2099-06-15T10:30", motif: "M", observation: null, patient: { id: patientId }, medecin: { id: medecinId } }),
  },
  {
    name: "POST /api/patients/duplicates",
    method: "POST",
    handler: postDuplicates,
    valid: () => ({ nom: "Benali", prenom: "Mohamed", dateNaissance: "1980-01-01", telephone: "0612345678" }),
  },
  { name: "GET access history", method: "GET", handler: getAccessHistory, id: true, query: ["limit", "offset"] },
  { name: "GET /api/contact-messages", method: "GET", handler: getMessages, query: ["read", "limit", "offset"] },
  { name: "GET /api/contact-messages/{id}", method: "GET", handler: getMessage, id: true },
  { name: "PATCH /api/contact-messages/{id}", method: "PATCH", handler: patchMessage, id: true, valid: () => ({ read: true }) },
  { name: "GET /api/audit-events", method: "GET", handler: getAuditEvents, query: ["actorId", "from", "to", "limit", "offset"] },
  { name: "GET /api/audit-events/actors", method: "GET", handler: getAuditActors },
];

const scalar = fc.oneof(
  fc.string(),
  fc.string({ unit: "binary" }),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.constantFrom("", " ", "<script>alert(1)</script>", "'; drop table patients; --", "2025-02-30", "+212 (0)6", "\u0000", "9".repeat(400), "%_\\"),
);
const jsonish = fc.oneof(scalar, fc.jsonValue({ maxDepth: 3 }), fc.dictionary(fc.string(), scalar, { maxKeys: 3 }));

function bodyFor(endpoint: Endpoint): fc.Arbitrary<string | undefined> {
  const anything = fc.oneof(fc.constant(undefined), fc.string({ unit: "binary", maxLength: 200 }), fc.jsonValue({ maxDepth: 4 }).map((v) => JSON.stringify(v)));
  if (!endpoint.valid) return anything;
  const valid = endpoint.valid;
  const mutated = fc
    .record({
      replace: fc.dictionary(fc.constantFrom(...Object.keys(valid())), jsonish, { maxKeys: 3 }),
      drop: fc.subarray(Object.keys(valid()), { maxLength: Math.min(2, Object.keys(valid()).length) }),
    })
    .map(({ replace, drop }) => {
      const body: Record<string, unknown> = { ...valid(), ...replace };
      for (const key of drop) delete body[key];
      return JSON.stringify(body);
    });
  return fc.oneof({ arbitrary: anything, weight: 1 }, { arbitrary: mutated, weight: 4 });
}

const idArbitrary = () =>
  fc.oneof(
    { arbitrary: fc.constantFrom(...ids), weight: 3 },
    { arbitrary: fc.oneof(fc.string(), fc.integer().map(String), fc.constantFrom("0", "-1", "1e3", "2147483648", "١٢", "%00")), weight: 2 },
  );

const queryFor = (names: string[]) =>
  fc.dictionary(
    fc.constantFrom(...names, "x"),
    fc.oneof(fc.string(), fc.nat().map(String), fc.constantFrom("", "nouvelle", "true", "2030-01-01", "06 12 34 56 78", "%", "_")),
    { maxKeys: 4 },
  );

beforeAll(async () => {
  const { db } = database();
  const admin = await insertStaff(db, "ADMIN");
  const assistant = await insertStaff(db, "ASSISTANT");
  const medecin = await insertStaff(db, "MEDECIN");
  medecinId = medecin.id;
  tokens = await Promise.all([admin, assistant, medecin].map((user) => signStaffToken(user)));
  patientId = (await insertPatient(db, { nom: "Fuzz", prenom: "Test" })).id;
  const request = await insertRequest(db);
  const message = await insertMessage(db);
  ids = [String(patientId), String(request.id), String(message.id), "1", "2"];
});

describe.each(endpoints)("$name", (endpoint) => {
  it("never answers 5xx, and answers errors as JSON { message }", async () => {
    const input = fc.record({
      body: endpoint.method === "GET" ? fc.constant(undefined) : bodyFor(endpoint),
      contentType: fc.oneof({ arbitrary: fc.constant("application/json"), weight: 5 }, fc.constantFrom("text/plain", undefined)),
      token: fc.oneof({ arbitrary: fc.constantFrom(...tokens), weight: 5 }, fc.constantFrom(undefined, "x.y.z")),
      id: endpoint.id ? idArbitrary() : fc.constant(""),
      query: endpoint.query ? queryFor(endpoint.query) : fc.constant({}),
    });
    await fc.assert(
      fc.asyncProperty(input, async ({ body, contentType, token, id, query }) => {
        const headers = new Headers();
        if (contentType) headers.set("content-type", contentType);
        if (token) headers.set("authorization", `Bearer ${token}`);
        const search = new URLSearchParams(query as Record<string, string>).toString();
        const request = new Request(`http://cabinet.test/api/fuzz${search ? `?${search}` : ""}`, { method: endpoint.method, headers, body });
        const response = await endpoint.handler(request, { params: Promise.resolve<Record<string, string>>(endpoint.id ? { id } : {}) });
        const text = await response.text();
        expect(response.status, text).toBeLessThan(500);
        if (response.status >= 400) expect(typeof (JSON.parse(text) as { message?: unknown }).message).toBe("string");
      }),
      { numRuns: 60 },
    );
  });
});
