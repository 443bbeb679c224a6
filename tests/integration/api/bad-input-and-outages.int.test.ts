import { type AddressInfo, createServer, type Server } from "node:net";
import path from "node:path";
import pg from "pg";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { GET as searchPatientsRoute } from "@/app/api/patients/route";
import { POST as sendRequestRoute } from "@/app/api/appointment-requests/route";
import { openPostgres, type DatabaseHandle } from "@/db/client";
import { patients } from "@/db/schema";
import { setDatabaseForTests } from "@/server/db";
import { documentedCalls } from "@/server/openapi/document";
import { withDatabase } from "../../support/database-template";
import { fixedClockInFile } from "../../support/fixed-clock";
import { withTestDatabase } from "../../support/test-database";
import { call, createStaff, practiceDate, type StaffFixture } from "./api-test-kit";

/**
 * The server under bad input (issue 32): query parameters at the edge of what their types hold
 * answer 400, never 500, on every documented call that reads a query; a database that refuses
 * connections answers 503 with Retry-After, never 500.
 */

const database = withTestDatabase();
fixedClockInFile();
let admin: StaffFixture;
let patientId: number;

beforeAll(async () => {
  const { db } = database();
  // An admin who consults: every access a call may ask for (staff, admin, doctor, ADMIN or MEDECIN).
  admin = await createStaff(db, { username: "dr.admin.q", email: "dr.admin.q@cabinet.ma", role: "ADMIN", estMedecin: true });
  const [row] = await db
    .insert(patients)
    .values({ nom: "Bord", prenom: "Limite", dateNaissance: "1990-01-01", gender: "F", telephone: "0600000000", email: "bord@example.ma", adresse: "Rabat" })
    .returning({ id: patients.id });
  patientId = row!.id;
});

type Handler = Parameters<typeof call>[0];

/** The route handler of a documented call, from its route file. */
async function handlerOf(method: string, apiPath: string): Promise<Handler> {
  const file = path.join(process.cwd(), "src", "app", apiPath.replace(/\{(\w+)\}/g, "[$1]"), "route.ts");
  const mod = (await import(/* @vite-ignore */ file)) as Record<string, Handler>;
  return mod[method.toUpperCase()]!;
}

/** Values at the edge of what a day, an id or a count holds, and beyond. */
const edgeValues = ["9999-12-31", "9999-12-30", "0001-01-01", "0000-01-01", "275760-09-13", "2147483648", "2147483647", "99999999999", "-1", "0", "1e309", "2147483648,1"];

describe("query parameters at the edge of their types", () => {
  const calls = documentedCalls().filter((call) => call.query);

  it("are read by at least the agenda, the audit trail and the export", () => {
    expect(calls.map((call) => `${call.method.toUpperCase()} ${call.path}`)).toEqual(
      expect.arrayContaining(["GET /api/appointments", "GET /api/audit-events", "GET /api/patients/{id}/export"]),
    );
  });

  for (const documented of documentedCalls().filter((call) => call.query)) {
    const names = Object.keys(documented.query!.shape);
    it(`${documented.method.toUpperCase()} ${documented.path}: no 5xx for ${names.join(", ")} at the edge, alone or together`, async () => {
      const handler = await handlerOf(documented.method, documented.path);
      const target = documented.path.replace("{id}", String(patientId));
      const queries = edgeValues.flatMap((value) => [...names.map((name) => ({ [name]: value })), Object.fromEntries(names.map((name) => [name, value]))]);
      for (const query of queries) {
        const search = new URLSearchParams(query).toString();
        const { status, body } = await call(handler, { path: `${target}?${search}`, params: { id: String(patientId) }, token: admin.token });
        expect(status, `${search}: ${JSON.stringify(body)}`).toBeLessThan(500);
        if (status >= 400) expect(body, search).toMatchObject({ message: expect.any(String) });
      }
    }, 60_000);
  }

  it("GET /api/patients/{id}/export?messages=2147483648: 400, the id is out of range", async () => {
    const handler = await handlerOf("get", "/api/patients/{id}/export");
    const { status, body } = await call(handler, { path: `/api/patients/${patientId}/export?messages=2147483648`, params: { id: String(patientId) }, token: admin.token });
    expect(status).toBe(400);
    expect(body).toMatchObject({ errors: { messages: "Le paramètre messages doit être une liste d'identifiants séparés par des virgules." } });
  });

  it("GET /api/appointments?du=9999-12-30&au=9999-12-31: 400, with the days the agenda takes", async () => {
    const handler = await handlerOf("get", "/api/appointments");
    const { status, body } = await call(handler, { path: "/api/appointments?du=9999-12-30&au=9999-12-31", token: admin.token });
    expect(status).toBe(400);
    expect(body).toMatchObject({
      errors: {
        du: "La date de début doit être comprise entre le 01/01/1900 et le 31/12/2199.",
        au: "La date de fin doit être comprise entre le 01/01/1900 et le 31/12/2199.",
      },
    });
    // The days inside the range still answer.
    expect((await call(handler, { path: "/api/appointments?du=2199-12-01&au=2199-12-31", token: admin.token })).status).toBe(200);
  });

  it("GET /api/audit-events?to=9999-12-31: 400", async () => {
    const handler = await handlerOf("get", "/api/audit-events");
    const { status, body } = await call(handler, { path: "/api/audit-events?to=9999-12-31", token: admin.token });
    expect(status).toBe(400);
    expect(body).toMatchObject({ message: "La date de fin doit être comprise entre le 01/01/1900 et le 31/12/2199." });
    expect((await call(handler, { path: "/api/audit-events?from=1900-01-01&to=2199-12-31", token: admin.token })).status).toBe(200);
  });
});

/**
 * A stand-in for a PostgreSQL server that refuses every session as PostgreSQL does when its
 * database does not accept connections: an ErrorResponse, FATAL 55000, then the end of the connection.
 */
function refusingPostgres(code: string, message: string): Promise<{ url: string; close(): Promise<void> }> {
  const field = (type: string, value: string) => Buffer.concat([Buffer.from(type), Buffer.from(value), Buffer.from([0])]);
  const fields = Buffer.concat([field("S", "FATAL"), field("V", "FATAL"), field("C", code), field("M", message), Buffer.from([0])]);
  const length = Buffer.alloc(4);
  length.writeInt32BE(fields.length + 4);
  const errorResponse = Buffer.concat([Buffer.from("E"), length, fields]);
  const server: Server = createServer((socket) => {
    socket.once("data", () => socket.end(errorResponse));
    socket.on("error", () => {});
  });
  return new Promise((resolve) =>
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as AddressInfo;
      resolve({
        url: `postgres://cabinet@127.0.0.1:${port}/cabinet`,
        close: () => new Promise<void>((done) => server.close(() => done())),
      });
    }),
  );
}

/** What a client gets from a public call and a staff call while `handle` is the process's database. */
async function answersWith(handle: DatabaseHandle) {
  setDatabaseForTests(handle);
  try {
    const request = { nom: "Panne", prenom: "Base", telephone: "0612345678", datePreferee: practiceDate(1), heurePreferee: "10:00" };
    return [
      await call(sendRequestRoute, { path: "/api/appointment-requests", body: request }),
      await call(searchPatientsRoute, { path: "/api/patients?nom=bord", token: admin.token }),
    ];
  } finally {
    setDatabaseForTests(database());
  }
}

const unavailable = {
  status: 503,
  body: { message: "Service momentanément indisponible. Veuillez réessayer dans quelques instants." },
};

describe("a database that refuses connections", () => {
  it.each([
    ["55000", 'database "cabinet" is not currently accepting connections'],
    ["57P03", "the database system is starting up"],
    ["08004", "server rejected the connection"],
  ])("answers 503 with Retry-After to SQLSTATE %s, public and staff calls alike", async (code, message) => {
    const server = await refusingPostgres(code, message);
    const handle = openPostgres(server.url, { max: 1 });
    try {
      for (const answer of await answersWith(handle)) {
        expect(answer).toMatchObject(unavailable);
        expect(answer.headers.get("retry-after")).toBe("5");
      }
    } finally {
      await handle.close();
      await server.close();
    }
  });

  it.runIf(inject("databaseTemplate").kind === "postgres")(
    "answers 503 with Retry-After while PostgreSQL's database does not allow connections (ALLOW_CONNECTIONS false)",
    async () => {
      const template = inject("databaseTemplate") as { kind: "postgres"; url: string; templateName: string };
      const name = `cabinet_t_${process.ppid}_${process.pid}_refusing`;
      const admin = new pg.Client({ connectionString: template.url });
      await admin.connect();
      try {
        await admin.query(`drop database if exists ${name}`);
        await admin.query(`create database ${name} template ${template.templateName}`);
        await admin.query(`alter database ${name} allow_connections false`);
        const handle = openPostgres(withDatabase(template.url, name), { max: 1 });
        try {
          for (const answer of await answersWith(handle)) {
            expect(answer).toMatchObject(unavailable);
            expect(answer.headers.get("retry-after")).toBe("5");
          }
        } finally {
          await handle.close();
        }
      } finally {
        await admin.query(`drop database if exists ${name}`);
        await admin.end();
      }
    },
  );
});
