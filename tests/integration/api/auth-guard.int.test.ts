import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { POST as convertRequestRoute } from "@/app/api/appointment-requests/[id]/convert/route";
import { PATCH as requestStatusRoute } from "@/app/api/appointment-requests/[id]/status/route";
import { GET as listRequestsRoute } from "@/app/api/appointment-requests/route";
import { GET as readAppointmentRoute, PATCH as updateAppointmentRoute } from "@/app/api/appointments/[id]/route";
import { GET as agendaWeekRoute } from "@/app/api/appointments/agenda/route";
import { GET as listAppointmentsRoute } from "@/app/api/appointments/patient/[id]/route";
import { GET as agendaRoute, POST as createAppointmentRoute } from "@/app/api/appointments/route";
import { GET as auditActorsRoute } from "@/app/api/audit-events/actors/route";
import { GET as auditTrailRoute } from "@/app/api/audit-events/route";
import { GET as messageRoute, PATCH as markMessageRoute } from "@/app/api/contact-messages/[id]/route";
import { GET as inboxRoute } from "@/app/api/contact-messages/route";
import { GET as alertCountsRoute } from "@/app/api/front-desk/counts/route";
import { GET as doctorsRoute } from "@/app/api/front-desk/doctors/route";
import { GET as triagedRequestRoute } from "@/app/api/front-desk/requests/[id]/route";
import { GET as triagedRequestsRoute } from "@/app/api/front-desk/requests/route";
import { GET as accessHistoryRoute } from "@/app/api/patients/[id]/access-history/route";
import { POST as duplicatesRoute } from "@/app/api/patients/duplicates/route";
import { GET as getPatientRoute } from "@/app/api/patients/[id]/route";
import { GET as searchPatientsRoute, POST as createPatientRoute } from "@/app/api/patients/route";
import { PUT as savePracticeHoursRoute } from "@/app/api/practice/hours/route";
import { DELETE as deleteUserRoute } from "@/app/api/users/[id]/route";
import { GET as userByEmailRoute } from "@/app/api/users/email/[email]/route";
import { POST as createUserRoute } from "@/app/api/users/route";
import { appointments, patients, staffUsers } from "@/db/schema";
import { defaultPracticeHours } from "@/calendar/default-hours";
import { insertMessage, insertRequest } from "../../support/row-fixtures";
import { ADMIN_ONLY_MESSAGE, badAuthorizationHeaders, badTokenCases } from "../../support/staff-tokens";
import { withTestDatabase } from "../../support/test-database";
import { call, seedStaff, type CallOptions, type StaffFixture, type StaffFixtures } from "./api-test-kit";

/** Every protected call, against every way a token can be wrong. */

const database = withTestDatabase();
let staff: StaffFixtures;
let patientId: number;
let requestId: number;
let messageId: number;
let appointmentId: number;
/** A request of its own for each account's call that moves one along: moving the same one twice is refused (409). */
const requestToMove = { status: new Map<number, number>(), convert: new Map<number, number>() };

type Endpoint = {
  name: string;
  handler: Parameters<typeof call>[0];
  /** The request, as `member` would send it (their own e-mail for the account look-up). */
  request: (member?: StaffFixture) => Omit<CallOptions, "token">;
  adminOnly: boolean;
};

const patientBody = () => ({
  nom: "Garde",
  prenom: "Test",
  dateNaissance: "1990-01-01",
  gender: "H",
  telephone: "0612345678",
  email: "garde@example.ma",
  adresse: "Rabat",
});

const endpoints: Endpoint[] = [
  { name: "GET /api/appointment-requests", handler: listRequestsRoute, request: () => ({ path: "/api/appointment-requests" }), adminOnly: false },
  {
    name: "GET /api/users/email/{email}",
    handler: userByEmailRoute,
    request: (member = staff.admin) => ({
      path: `/api/users/email/${encodeURIComponent(member.email)}`,
      params: { email: member.email },
    }),
    adminOnly: false,
  },
  {
    name: "POST /api/users",
    handler: createUserRoute,
    request: () => ({
      path: "/api/users",
      body: { username: "garde", password: "mot-de-passe-long", role: "ADMIN", nom: "G", prenom: "G", email: "garde@cabinet.ma" },
    }),
    adminOnly: true,
  },
  {
    name: "DELETE /api/users/{id}",
    handler: deleteUserRoute,
    request: () => ({ method: "DELETE", path: `/api/users/${staff.medecin.id}`, params: { id: String(staff.medecin.id) } }),
    adminOnly: true,
  },
  { name: "POST /api/patients", handler: createPatientRoute, request: () => ({ path: "/api/patients", body: patientBody() }), adminOnly: false },
  { name: "GET /api/patients?nom=", handler: searchPatientsRoute, request: () => ({ path: "/api/patients?nom=garde" }), adminOnly: false },
  {
    name: "GET /api/patients/{id}",
    handler: getPatientRoute,
    request: () => ({ path: `/api/patients/${patientId}`, params: { id: String(patientId) } }),
    adminOnly: false,
  },
  {
    name: "GET /api/appointments/patient/{id}",
    handler: listAppointmentsRoute,
    request: () => ({ path: `/api/appointments/patient/${patientId}`, params: { id: String(patientId) } }),
    adminOnly: false,
  },
  {
    name: "POST /api/appointments",
    handler: createAppointmentRoute,
    request: () => ({
      path: "/api/appointments",
      body: { dateHeure: "2025-07-15T10:30", motif: "Garde", patient: { id: patientId }, medecin: { id: staff.medecin.id } },
    }),
    adminOnly: false,
  },
  {
    name: "POST /api/appointments with X-Conflict-Check: reject",
    handler: createAppointmentRoute,
    request: () => ({
      path: "/api/appointments",
      headers: { "x-conflict-check": "reject" },
      body: { dateHeure: "2025-07-15T10:30", motif: "Garde", patient: { id: patientId }, medecin: { id: staff.medecin.id }, forcer: true },
    }),
    adminOnly: false,
  },
  { name: "GET /api/appointments?du=&au=", handler: agendaRoute, request: () => ({ path: "/api/appointments?du=2025-07-14&au=2025-07-20" }), adminOnly: false },
  { name: "GET /api/appointments/agenda", handler: agendaWeekRoute, request: () => ({ path: "/api/appointments/agenda?du=2025-07-14&au=2025-07-20" }), adminOnly: false },
  {
    name: "GET /api/appointments/{id}",
    handler: readAppointmentRoute,
    request: () => ({ path: `/api/appointments/${appointmentId}`, params: { id: String(appointmentId) } }),
    adminOnly: false,
  },
  {
    name: "PATCH /api/appointments/{id}",
    handler: updateAppointmentRoute,
    request: (member = staff.admin) => ({
      method: "PATCH",
      path: `/api/appointments/${appointmentId}`,
      params: { id: String(appointmentId) },
      body: { observation: `Vu par ${member.username}` },
    }),
    adminOnly: false,
  },
  { name: "GET /api/front-desk/requests", handler: triagedRequestsRoute, request: () => ({ path: "/api/front-desk/requests" }), adminOnly: false },
  {
    name: "GET /api/front-desk/requests/{id}",
    handler: triagedRequestRoute,
    request: () => ({ path: `/api/front-desk/requests/${requestId}`, params: { id: String(requestId) } }),
    adminOnly: false,
  },
  {
    name: "PATCH /api/appointment-requests/{id}/status",
    handler: requestStatusRoute,
    request: (member = staff.admin) => {
      const id = String(requestToMove.status.get(member.id));
      return { method: "PATCH", path: `/api/appointment-requests/${id}/status`, params: { id }, body: { status: "contactee" } };
    },
    adminOnly: false,
  },
  {
    name: "POST /api/appointment-requests/{id}/convert",
    handler: convertRequestRoute,
    request: (member = staff.admin) => {
      const id = String(requestToMove.convert.get(member.id));
      return {
        path: `/api/appointment-requests/${id}/convert`,
        params: { id },
        // Every role converts at the same time with the same doctor: the conversion's overlap check (decision 040) is forced past.
        body: { dateHeure: "2099-06-15T10:30", motif: "Garde", patient: { id: patientId }, medecin: { id: staff.medecin.id }, forcer: true },
      };
    },
    adminOnly: false,
  },
  {
    name: "POST /api/patients/duplicates",
    handler: duplicatesRoute,
    request: () => ({ path: "/api/patients/duplicates", body: { nom: "Garde", prenom: "Test" } }),
    adminOnly: false,
  },
  {
    name: "GET /api/patients/{id}/access-history",
    handler: accessHistoryRoute,
    request: () => ({ path: `/api/patients/${patientId}/access-history`, params: { id: String(patientId) } }),
    adminOnly: false,
  },
  { name: "GET /api/contact-messages", handler: inboxRoute, request: () => ({ path: "/api/contact-messages" }), adminOnly: false },
  {
    name: "GET /api/contact-messages/{id}",
    handler: messageRoute,
    request: () => ({ path: `/api/contact-messages/${messageId}`, params: { id: String(messageId) } }),
    adminOnly: false,
  },
  {
    name: "PATCH /api/contact-messages/{id}",
    handler: markMessageRoute,
    request: () => ({ method: "PATCH", path: `/api/contact-messages/${messageId}`, params: { id: String(messageId) }, body: { read: true } }),
    adminOnly: false,
  },
  { name: "GET /api/front-desk/counts", handler: alertCountsRoute, request: () => ({ path: "/api/front-desk/counts" }), adminOnly: false },
  { name: "GET /api/front-desk/doctors", handler: doctorsRoute, request: () => ({ path: "/api/front-desk/doctors" }), adminOnly: false },
  { name: "GET /api/audit-events", handler: auditTrailRoute, request: () => ({ path: "/api/audit-events" }), adminOnly: true },
  { name: "GET /api/audit-events/actors", handler: auditActorsRoute, request: () => ({ path: "/api/audit-events/actors" }), adminOnly: true },
  {
    name: "PUT /api/practice/hours",
    handler: savePracticeHoursRoute,
    request: () => {
      const { misAJourLe: _, ...document } = defaultPracticeHours({ years: 1 });
      return { method: "PUT", path: "/api/practice/hours", body: document };
    },
    adminOnly: true,
  },
];

/** A call that only reads: safe to make as an ADMIN too. */
const isRead = (request: Omit<CallOptions, "token">) => request.method === undefined && request.body === undefined;

const badTokens = badTokenCases(() => staff.admin, () => staff.deleted.token);

beforeAll(async () => {
  const { db } = database();
  staff = await seedStaff(db);
  const [row] = await db.insert(patients).values(patientBody()).returning({ id: patients.id });
  patientId = row!.id;
  requestId = (await insertRequest(db)).id;
  messageId = (await insertMessage(db)).id;
  const [appointment] = await db
    .insert(appointments)
    .values({ dateHeure: new Date("2025-07-15T09:30:00Z"), motif: "Garde", patientId, medecinId: staff.medecin.id })
    .returning({ id: appointments.id });
  appointmentId = appointment!.id;
  for (const member of [staff.admin, staff.medecin, staff.assistant]) {
    requestToMove.status.set(member.id, (await insertRequest(db)).id);
    requestToMove.convert.set(member.id, (await insertRequest(db)).id);
  }
});

describe.each(endpoints)("$name", (endpoint) => {
  it.each(badTokens)("answers 401 for %s", async (_case, makeToken, message) => {
    const value = await makeToken();
    const options = endpoint.request();
    const { status, body } = await call(endpoint.handler, { ...options, token: value });
    expect(status).toBe(401);
    expect(body).toEqual({ message });
  });

  it.each(badAuthorizationHeaders)("answers 401 for the header %j", async (header) => {
    const { status } = await call(endpoint.handler, { ...endpoint.request(), headers: { authorization: header } });
    expect(status).toBe(401);
  });

  if (endpoint.adminOnly) {
    it("answers 403 to MEDECIN and ASSISTANT accounts", async () => {
      for (const member of [staff.medecin, staff.assistant]) {
        const { status, body } = await call(endpoint.handler, { ...endpoint.request(), token: member.token });
        expect(status).toBe(403);
        expect(body).toEqual({ message: ADMIN_ONLY_MESSAGE });
      }
      if (isRead(endpoint.request())) expect((await call(endpoint.handler, { ...endpoint.request(), token: staff.admin.token })).status).toBe(200);
    });
  } else {
    it("is open to every active staff role", async () => {
      for (const member of [staff.medecin, staff.assistant, staff.admin]) {
        const { status } = await call(endpoint.handler, { ...endpoint.request(member), token: member.token });
        expect(status).toBeLessThan(300);
      }
    });
  }
});

describe("the account behind a token", () => {
  it("is re-read on each request: a demoted admin loses admin rights at once, whatever the token says", async () => {
    const { db } = database();
    const adminToken = staff.admin.token;
    await db.update(staffUsers).set({ role: "ASSISTANT" }).where(eq(staffUsers.id, staff.admin.id));
    try {
      const { status } = await call(createUserRoute, { ...endpoints[2]!.request(), token: adminToken });
      expect(status).toBe(403);
    } finally {
      await db.update(staffUsers).set({ role: "ADMIN" }).where(eq(staffUsers.id, staff.admin.id));
    }
  });

  it("changes nothing when refused", async () => {
    const { db } = database();
    const before = await db.$count(patients);
    await call(createPatientRoute, { path: "/api/patients", body: patientBody(), token: staff.deleted.token });
    await call(createPatientRoute, { path: "/api/patients", body: patientBody() });
    expect(await db.$count(patients)).toBe(before);
  });
});
