import { beforeAll, describe, expect, it } from "vitest";
import { POST as convertRoute } from "@/app/api/appointment-requests/[id]/convert/route";
import { PATCH as requestStatusRoute } from "@/app/api/appointment-requests/[id]/status/route";
import { POST as createRequestRoute } from "@/app/api/appointment-requests/route";
import { POST as createAppointmentRoute } from "@/app/api/appointments/route";
import { POST as loginRoute } from "@/app/api/auth/login/route";
import { PATCH as messageRoute } from "@/app/api/contact-messages/[id]/route";
import { POST as contactRoute } from "@/app/api/contact/route";
import { POST as duplicatesRoute } from "@/app/api/patients/duplicates/route";
import { POST as createPatientRoute } from "@/app/api/patients/route";
import { POST as createUserRoute } from "@/app/api/users/route";
import { MAX_BODY_BYTES } from "@/server/http";
import { insertMessage, insertPatient, insertRequest } from "../../support/row-fixtures";
import { fixedClockInFile } from "../../support/fixed-clock";
import { withTestDatabase } from "../../support/test-database";
import { nextAddress, practiceDate, seedStaff, STAFF_PASSWORD, type StaffFixtures } from "./api-test-kit";

/**
 * Every endpoint that reads a JSON body treats it the same way: 413 over 32 KB (whether the body
 * really is that big or only says so in Content-Length), 415 for anything but JSON, 400 for
 * malformed JSON — each with its French message.
 */

const database = withTestDatabase();
fixedClockInFile();
let staff: StaffFixtures;
let sequence = 0;

type Handler = (request: Request, context: { params: Promise<Record<string, string>> }) => Promise<Response>;

type Endpoint = {
  name: string;
  handler: Handler;
  method: "POST" | "PATCH";
  /** Path, route params and a payload the endpoint accepts, built afresh for each call. */
  target: () => Promise<{ path: string; params?: Record<string, string>; payload: unknown }>;
  token?: () => string;
  success: number;
};

const endpoints: Endpoint[] = [
  {
    name: "POST /api/appointment-requests",
    handler: createRequestRoute,
    method: "POST",
    target: async () => ({
      path: "/api/appointment-requests",
      payload: { nom: "Taille", prenom: "Corps", telephone: "0612345678", datePreferee: practiceDate(3), heurePreferee: "10:30", motif: "Genou" },
    }),
    success: 201,
  },
  {
    name: "POST /api/contact",
    handler: contactRoute,
    method: "POST",
    target: async () => ({ path: "/api/contact", payload: { nomComplet: "Taille Corps", email: "taille@exemple.ma", sujet: "Question", message: "Bonjour" } }),
    success: 201,
  },
  {
    name: "POST /api/auth/login",
    handler: loginRoute,
    method: "POST",
    target: async () => ({ path: "/api/auth/login", payload: { email: staff.assistant.email, password: STAFF_PASSWORD } }),
    success: 200,
  },
  {
    name: "POST /api/patients",
    handler: createPatientRoute,
    method: "POST",
    target: async () => ({
      path: "/api/patients",
      payload: { nom: "Taille", prenom: "Corps", dateNaissance: "1990-01-01", gender: "F", telephone: "0612345678", email: "p@exemple.ma", adresse: "Rabat" },
    }),
    token: () => staff.assistant.token,
    success: 201,
  },
  {
    name: "POST /api/appointments",
    handler: createAppointmentRoute,
    method: "POST",
    target: async () => {
      const patient = await insertPatient(database().db, { nom: "Taille", prenom: "Corps" });
      return {
        path: "/api/appointments",
        payload: { dateHeure: "2099-07-15T10:30", motif: "Contrôle", patient: { id: patient.id }, medecin: { id: staff.medecin.id } },
      };
    },
    token: () => staff.assistant.token,
    success: 201,
  },
  {
    name: "POST /api/users",
    handler: createUserRoute,
    method: "POST",
    target: async () => {
      const n = ++sequence;
      return {
        path: "/api/users",
        payload: { username: `taille${n}`, password: "mot-de-passe-long", role: "MEDECIN", nom: "Taille", prenom: "Corps", email: `taille${n}@cabinet.ma` },
      };
    },
    token: () => staff.admin.token,
    success: 201,
  },
  {
    name: "POST /api/appointment-requests/{id}/convert",
    handler: convertRoute,
    method: "POST",
    target: async () => {
      const { db } = database();
      const request = await insertRequest(db, { nom: "Taille", prenom: "Corps" });
      const patient = await insertPatient(db, { nom: "Taille", prenom: "Corps" });
      return {
        path: `/api/appointment-requests/${request.id}/convert`,
        params: { id: String(request.id) },
        payload: { dateHeure: "2099-07-15T11:30", motif: "Genou", patient: { id: patient.id }, medecin: { id: staff.medecin.id } },
      };
    },
    token: () => staff.assistant.token,
    success: 201,
  },
  {
    name: "PATCH /api/appointment-requests/{id}/status",
    handler: requestStatusRoute,
    method: "PATCH",
    target: async () => {
      const request = await insertRequest(database().db);
      return { path: `/api/appointment-requests/${request.id}/status`, params: { id: String(request.id) }, payload: { status: "contactee" } };
    },
    token: () => staff.assistant.token,
    success: 200,
  },
  {
    name: "PATCH /api/contact-messages/{id}",
    handler: messageRoute,
    method: "PATCH",
    target: async () => {
      const message = await insertMessage(database().db);
      return { path: `/api/contact-messages/${message.id}`, params: { id: String(message.id) }, payload: { read: true } };
    },
    token: () => staff.assistant.token,
    success: 200,
  },
  {
    name: "POST /api/patients/duplicates",
    handler: duplicatesRoute,
    method: "POST",
    target: async () => ({ path: "/api/patients/duplicates", payload: { nom: "Taille", prenom: "Corps", dateNaissance: "1990-01-01" } }),
    token: () => staff.medecin.token,
    success: 200,
  },
];

const TOO_LARGE = { message: "Le corps de la requête dépasse la taille maximale autorisée (32 Ko)." };
const NOT_JSON = { message: "Le corps de la requête doit être au format JSON (application/json)." };
const MALFORMED = { message: "Le corps de la requête n'est pas un JSON valide." };
const TOO_DEEP = { message: "Le corps de la requête est trop imbriqué (32 niveaux au plus)." };

/** The payload with one more field holding `levels` nested arrays (levels + 1 in all, with the payload's own object). */
async function nestedPayload(endpoint: Endpoint, levels: number): Promise<string> {
  const json = JSON.stringify((await endpoint.target()).payload);
  return `${json.slice(0, -1)},"profond":${"[".repeat(levels)}${"]".repeat(levels)}}`;
}

/** Sends a body with exactly the content type `headers` give (none when they give none). */
async function send(endpoint: Endpoint, body: string, headers: Record<string, string> = { "content-type": "application/json" }) {
  const { path, params } = await endpoint.target();
  const all = new Headers(headers);
  all.set("x-forwarded-for", nextAddress());
  if (endpoint.token) all.set("authorization", `Bearer ${endpoint.token()}`);
  // A string body makes Request add "text/plain" when no content type is given: send bytes instead.
  const request = new Request(`http://cabinet.test${path}`, {
    method: endpoint.method,
    headers: all,
    body: all.has("content-type") ? body : new TextEncoder().encode(body),
  });
  const response = await endpoint.handler(request, { params: Promise.resolve(params ?? {}) });
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as unknown) : null };
}

/** A payload the endpoint accepts, followed by JSON whitespace up to `bytes` bytes in all. */
async function paddedPayload(endpoint: Endpoint, bytes: number): Promise<string> {
  const json = JSON.stringify((await endpoint.target()).payload);
  return json + " ".repeat(bytes - Buffer.byteLength(json));
}

beforeAll(async () => {
  staff = await seedStaff(database().db);
});

describe.each(endpoints)("$name", (endpoint) => {
  it("accepts a valid payload of exactly 32 KB", async () => {
    const body = await paddedPayload(endpoint, MAX_BODY_BYTES);
    expect(Buffer.byteLength(body)).toBe(32 * 1024);
    expect((await send(endpoint, body)).status).toBe(endpoint.success);
  });

  it("answers 413 with a French message to a body one byte over 32 KB, valid as it may be", async () => {
    expect(await send(endpoint, await paddedPayload(endpoint, MAX_BODY_BYTES + 1))).toEqual({ status: 413, body: TOO_LARGE });
  });

  it("answers 413 to a large body made of one long field", async () => {
    const { payload } = await endpoint.target();
    const body = JSON.stringify({ ...(payload as Record<string, unknown>), padding: "é".repeat(20_000) });
    expect(await send(endpoint, body)).toEqual({ status: 413, body: TOO_LARGE });
  });

  it("answers 413 before reading a body whose declared Content-Length is over 32 KB", async () => {
    const { payload } = await endpoint.target();
    const response = await send(endpoint, JSON.stringify(payload), { "content-type": "application/json", "content-length": String(MAX_BODY_BYTES + 1) });
    expect(response).toEqual({ status: 413, body: TOO_LARGE });
  });

  it.each([
    ["text/plain", { "content-type": "text/plain" }],
    ["a form", { "content-type": "application/x-www-form-urlencoded" }],
    ["multipart", { "content-type": "multipart/form-data; boundary=x" }],
    ["XML", { "content-type": "application/xml" }],
    ["no content type", {}],
  ] as const)("answers 415 with a French message to a valid JSON payload sent as %s", async (_case, headers) => {
    const { payload } = await endpoint.target();
    expect(await send(endpoint, JSON.stringify(payload), headers)).toEqual({ status: 415, body: NOT_JSON });
  });

  it("answers 400 with a French message to a 32 KB body nested 16,000 levels deep (issue 32)", async () => {
    const body = "[".repeat(16_000) + "]".repeat(16_000);
    expect(await send(endpoint, body)).toEqual({ status: 400, body: TOO_DEEP });
    const objects = '{"a":'.repeat(5_000) + "1" + "}".repeat(5_000); // 30 KB
    expect(await send(endpoint, objects)).toEqual({ status: 400, body: TOO_DEEP });
  });

  it("refuses 33 levels as too deep and reads 32 as any payload, for its schema to judge", async () => {
    expect(await send(endpoint, await nestedPayload(endpoint, 32))).toEqual({ status: 400, body: TOO_DEEP });
    const { status, body } = await send(endpoint, await nestedPayload(endpoint, 31));
    expect(status).toBeLessThan(500);
    expect(body).not.toEqual(TOO_DEEP);
  });

  it.each(["", "{", '{"nom": "x",', "{nom: 'x'}", "[1, 2", "undefined", '{"a": 1}}'])(
    "answers 400 with a French message to the malformed JSON %j",
    async (body) => {
      expect(await send(endpoint, body)).toEqual({ status: 400, body: MALFORMED });
    },
  );
});
