import { eq, sql } from "drizzle-orm";
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
import { GET as searchPatients, POST as postPatient } from "@/app/api/patients/route";
import { queryRows } from "@/db/client";
import { appointmentRequests, staffUsers } from "@/db/schema";
import { signStaffToken } from "@/server/auth";
import { duplicateCases } from "../support/duplicate-cases";
import { ADMIN_ONLY_MESSAGE, badAuthorizationHeaders, badTokenCases } from "../support/staff-tokens";
import { insertMessage, insertPatient, insertRequest, insertStaff } from "../support/row-fixtures";
import { withTestDatabase } from "../support/test-database";
import type { DuplicateCandidate } from "@/schemas/patient";
import type { TriagedRequest } from "@/schemas/appointment-request";

const database = withTestDatabase();
const db = () => database().db;

type Handler = (request: Request, context: { params: Promise<Record<string, string>> }) => Promise<Response>;
type Staff = Awaited<ReturnType<typeof insertStaff>>;

async function call(
  handler: Handler,
  options: {
    path: string;
    method?: string;
    as?: Staff | null;
    body?: unknown;
    params?: Record<string, string>;
    token?: string;
    headers?: Record<string, string>;
  },
) {
  const headers = new Headers(options.headers);
  const token = options.token ?? (options.as ? await signStaffToken(options.as) : undefined);
  if (token) headers.set("Authorization", `Bearer ${token}`);
  if (options.body !== undefined) headers.set("Content-Type", "application/json");
  const request = new Request(`http://cabinet.test${options.path}`, {
    method: options.method ?? "GET",
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const response = await handler(request, { params: Promise.resolve(options.params ?? {}) });
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as unknown) : null };
}

let assistant: Staff;
let medecin: Staff;
let admin: Staff;

beforeAll(async () => {
  const { db } = database();
  assistant = await insertStaff(db, "ASSISTANT", { nom: "Tazi", prenom: "Hind" });
  medecin = await insertStaff(db, "MEDECIN", { nom: "Alaoui", prenom: "Yassine" });
  admin = await insertStaff(db, "ADMIN", { nom: "Admin", prenom: "Compte" });
});

describe("staff only", () => {
  type Route = { name: string; handler: Handler; options: { path: string; method?: string; body?: unknown; params?: Record<string, string> }; adminOnly?: boolean };
  const protectedRoutes: Route[] = [
    { name: "GET /api/front-desk/requests", handler: getRequests, options: { path: "/api/front-desk/requests" } },
    { name: "GET /api/front-desk/requests/{id}", handler: getRequest, options: { path: "/api/front-desk/requests/1", params: { id: "1" } } },
    { name: "GET /api/front-desk/counts", handler: getCounts, options: { path: "/api/front-desk/counts" } },
    { name: "GET /api/front-desk/doctors", handler: getDoctors, options: { path: "/api/front-desk/doctors" } },
    {
      name: "PATCH /api/appointment-requests/{id}/status",
      handler: patchStatus,
      options: { path: "/api/appointment-requests/1/status", method: "PATCH", body: { status: "contactee" }, params: { id: "1" } },
    },
    {
      name: "POST /api/appointment-requests/{id}/convert",
      handler: postConvert,
      options: { path: "/api/appointment-requests/1/convert", method: "POST", body: {}, params: { id: "1" } },
    },
    { name: "POST /api/patients/duplicates", handler: postDuplicates, options: { path: "/api/patients/duplicates", method: "POST", body: { nom: "A", prenom: "B" } } },
    { name: "GET /api/patients/{id}/access-history", handler: getAccessHistory, options: { path: "/api/patients/1/access-history", params: { id: "1" } } },
    { name: "GET /api/contact-messages", handler: getMessages, options: { path: "/api/contact-messages" } },
    { name: "GET /api/contact-messages/{id}", handler: getMessage, options: { path: "/api/contact-messages/1", params: { id: "1" } } },
    {
      name: "PATCH /api/contact-messages/{id}",
      handler: patchMessage,
      options: { path: "/api/contact-messages/1", method: "PATCH", body: { read: true }, params: { id: "1" } },
    },
    { name: "GET /api/audit-events", handler: getAuditEvents, options: { path: "/api/audit-events" }, adminOnly: true },
    { name: "GET /api/audit-events/actors", handler: getAuditActors, options: { path: "/api/audit-events/actors" }, adminOnly: true },
  ];

  /** Issued before its account was deleted. */
  let deletedToken: string;
  beforeAll(async () => {
    const { db } = database();
    const gone = await insertStaff(db, "ADMIN");
    deletedToken = await signStaffToken(gone);
    await db.update(staffUsers).set({ deletedAt: new Date() }).where(eq(staffUsers.id, gone.id));
  });
  const badTokens = badTokenCases(() => admin, () => deletedToken);

  describe.each(protectedRoutes)("$name", ({ handler, options, adminOnly }) => {
    it.each(badTokens)("answers 401 for %s", async (_case, makeToken, message) => {
      expect(await call(handler, { ...options, token: await makeToken() })).toEqual({ status: 401, body: { message } });
    });

    it.each(badAuthorizationHeaders)("answers 401 for the header %j", async (header) => {
      expect((await call(handler, { ...options, headers: { Authorization: header } })).status).toBe(401);
    });

    if (adminOnly) {
      it("answers 403 to an assistant and a doctor, and opens to an admin", async () => {
        for (const as of [assistant, medecin]) {
          expect(await call(handler, { ...options, as })).toEqual({ status: 403, body: { message: ADMIN_ONLY_MESSAGE } });
        }
        expect((await call(handler, { ...options, as: admin })).status).toBe(200);
      });
    } else {
      it("lets every active staff role through the guard", async () => {
        for (const as of [assistant, medecin, admin]) {
          expect([401, 403]).not.toContain((await call(handler, { ...options, as })).status);
        }
      });
    }
  });
});

describe("triage through the API", () => {
  it("walks a request through the workflow, refusing forbidden steps with 409", async () => {
    const { db } = database();
    const request = await insertRequest(db, { nom: "Workflow", prenom: "Rim" });
    const params = { id: String(request.id) };
    const patch = (status: string, as: Staff = assistant) =>
      call(patchStatus, { path: `/api/appointment-requests/${request.id}/status`, method: "PATCH", body: { status }, params, as });

    const contacted = await patch("contactee");
    expect(contacted.status).toBe(200);
    expect(contacted.body).toMatchObject({
      id: request.id,
      status: "contactee",
      statusChangedBy: { id: assistant.id, nom: "Tazi", prenom: "Hind" },
      transitions: ["planifiee", "refusee", "annulee"],
    });
    expect(await patch("nouvelle")).toEqual({
      status: 409,
      body: { message: "Une demande « contactée » ne peut pas passer à « nouvelle »." },
    });
    expect((await patch("refusee", medecin)).body).toMatchObject({ status: "refusee", statusChangedBy: { id: medecin.id } });
    expect((await patch("annulee")).status).toBe(409);
    expect(await patch("planifiee")).toMatchObject({ status: 409 });
  });

  it("validates the status, the body and the id", async () => {
    const { db } = database();
    const request = await insertRequest(db);
    const path = `/api/appointment-requests/${request.id}/status`;
    const params = { id: String(request.id) };
    expect(await call(patchStatus, { path, method: "PATCH", body: { status: "perdue" }, params, as: assistant })).toMatchObject({
      status: 400,
      body: { errors: { status: "Le statut doit être nouvelle, contactee, planifiee, refusee ou annulee." } },
    });
    expect((await call(patchStatus, { path, method: "PATCH", body: { status: "contactee", extra: 1 }, params, as: assistant })).status).toBe(400);
    expect(await call(patchStatus, { path, method: "PATCH", body: { status: "planifiee" }, params, as: assistant })).toMatchObject({
      status: 400,
      body: { message: "Une demande planifiée doit être liée à un rendez-vous : utilisez « Planifier »." },
    });
    expect((await call(patchStatus, { path: "/x", method: "PATCH", body: { status: "contactee" }, params: { id: "abc" }, as: assistant })).status).toBe(400);
    expect(
      await call(patchStatus, { path: "/x", method: "PATCH", body: { status: "contactee" }, params: { id: "999999" }, as: assistant }),
    ).toEqual({ status: 404, body: { message: "Demande non trouvée" } });
  });

  it("lists by status and finds a request by name without accents or by phone in another format", async () => {
    const { db } = database();
    const request = await insertRequest(db, { nom: "Benaïssa", prenom: "Ghita", telephone: "06 77 88 99 00" });
    const list = async (query: string) =>
      ((await call(getRequests, { path: `/api/front-desk/requests?${query}`, as: assistant })).body as { items: TriagedRequest[]; total: number });

    expect((await list("q=benaissa")).items.map((item) => item.id)).toEqual([request.id]);
    for (const phone of ["0677889900", "+212 6 77 88 99 00", "00212677889900", "88 99 00"]) {
      expect((await list(`q=${encodeURIComponent(phone)}`)).items.map((item) => item.id), phone).toEqual([request.id]);
    }
    expect((await list("status=nouvelle&q=benaissa")).total).toBe(1);
    expect((await list("status=refusee&q=benaissa")).total).toBe(0);
    expect((await call(getRequests, { path: "/api/front-desk/requests?status=perdue", as: assistant })).status).toBe(400);
    expect((await call(getRequests, { path: "/api/front-desk/requests?limit=0", as: assistant })).status).toBe(400);
  });

  it("converts a request: the appointment exists and the request is planifiée, linked to both", async () => {
    const { db } = database();
    const patient = await insertPatient(db, { nom: "Conversion", prenom: "Amal" });
    const request = await insertRequest(db, { nom: "Conversion", prenom: "Amal" });
    const converted = await call(postConvert, {
      path: `/api/appointment-requests/${request.id}/convert`,
      method: "POST",
      params: { id: String(request.id) },
      as: assistant,
      body: { dateHeure: "2099-06-15T10:30", motif: "Douleur au genou", observation: "", patient: { id: patient.id }, medecin: { id: medecin.id } },
    });
    expect(converted.status).toBe(201);
    const { request: planned, appointment } = converted.body as { request: TriagedRequest; appointment: { id: number } };
    expect(appointment).toMatchObject({ motif: "Douleur au genou", patient: { id: patient.id }, medecin: { id: medecin.id, nom: "Alaoui" } });
    expect(planned).toMatchObject({ status: "planifiee", patientId: patient.id, appointmentId: appointment.id });

    const [row] = await db.select().from(appointmentRequests).where(eq(appointmentRequests.id, request.id));
    expect(row).toMatchObject({ status: "planifiee", appointmentId: appointment.id, statusChangedBy: assistant.id });

    const again = await call(postConvert, {
      path: `/api/appointment-requests/${request.id}/convert`,
      method: "POST",
      params: { id: String(request.id) },
      as: assistant,
      body: { dateHeure: "2099-06-15T10:30", motif: "Genou", patient: { id: patient.id }, medecin: { id: medecin.id } },
    });
    expect(again).toEqual({ status: 409, body: { message: "Cette demande est déjà planifiée." } });
  });

  it("refuses a conversion with a bad appointment and leaves the request untouched", async () => {
    const { db } = database();
    const request = await insertRequest(db);
    const convert = (body: unknown) =>
      call(postConvert, { path: "/x", method: "POST", params: { id: String(request.id) }, as: assistant, body });
    expect((await convert({ dateHeure: "demain", motif: "Genou", patient: { id: 1 }, medecin: { id: medecin.id } })).status).toBe(400);
    expect((await convert({ dateHeure: "2099-06-15T10:30", motif: "", patient: { id: 1 }, medecin: { id: medecin.id } })).status).toBe(400);
    expect((await convert({ dateHeure: "2099-06-15T10:30", motif: "Genou", patient: { id: 999999 }, medecin: { id: medecin.id } })).status).toBe(404);
    const [row] = await db.select().from(appointmentRequests).where(eq(appointmentRequests.id, request.id));
    expect(row).toMatchObject({ status: "nouvelle", appointmentId: null });
  });

  it("reads one request, and records each access in the audit trail", async () => {
    const { db } = database();
    const request = await insertRequest(db);
    const response = await call(getRequest, { path: "/x", params: { id: String(request.id) }, as: medecin });
    expect(response).toMatchObject({ status: 200, body: { id: request.id, status: "nouvelle" } });
    const rows = (await db.execute(
      sql`select action from audit_events where actor_id = ${medecin.id} and target_type = 'appointment_request' and target_id = ${String(request.id)}`,
    )) as unknown as { rows: { action: string }[] };
    expect(rows.rows.map((r) => r.action)).toEqual(["appointment_request.read"]);
  });
});

describe("the duplicate check through the API", () => {
  it.each(duplicateCases)("%s", async (_label, existing, probe, reasons) => {
    const { db } = database();
    const registered = await insertPatient(db, {
      nom: existing.nom,
      prenom: existing.prenom,
      dateNaissance: existing.dateNaissance ?? undefined,
      telephone: existing.telephone ?? undefined,
    });
    const response = await call(postDuplicates, {
      path: "/api/patients/duplicates",
      method: "POST",
      as: assistant,
      body: {
        nom: probe.nom,
        prenom: probe.prenom,
        ...(probe.dateNaissance ? { dateNaissance: probe.dateNaissance } : {}),
        ...(probe.telephone ? { telephone: probe.telephone } : {}),
      },
    });
    expect(response.status).toBe(200);
    const { duplicates } = response.body as { duplicates: DuplicateCandidate[] };
    expect(duplicates.find((candidate) => candidate.id === registered.id)?.reasons ?? []).toEqual(reasons);
  });

  it("validates what it is given", async () => {
    const response = await call(postDuplicates, { path: "/x", method: "POST", as: assistant, body: { nom: "", prenom: "X", dateNaissance: "2020-02-30" } });
    expect(response).toMatchObject({
      status: 400,
      body: { errors: { nom: "Le nom est obligatoire.", dateNaissance: "La date de naissance doit être une date valide (AAAA-MM-JJ)." } },
    });
  });
});

describe("the doctors to book with", () => {
  it("lists active doctors only", async () => {
    const { db } = database();
    const gone = await insertStaff(db, "MEDECIN", { nom: "Parti", prenom: "Docteur" });
    await db.update(staffUsers).set({ deletedAt: new Date() }).where(eq(staffUsers.id, gone.id));
    const doctors = (await call(getDoctors, { path: "/api/front-desk/doctors", as: assistant })).body as { id: number }[];
    expect(doctors).toContainEqual({ id: medecin.id, nom: "Alaoui", prenom: "Yassine" });
    expect(doctors.map((doctor) => doctor.id)).not.toContain(gone.id);
    expect(doctors.map((doctor) => doctor.id)).not.toContain(assistant.id);
  });
});

describe("the spec's patient calls, with the front desk's additions", () => {
  const newPatient = (overrides: Record<string, unknown> = {}) => ({
    nom: "Benjelloun",
    prenom: "Mohammed",
    dateNaissance: "1970-05-05",
    gender: "H",
    telephone: "06 55 44 33 22",
    email: "m.benjelloun@exemple.ma",
    adresse: "Fès",
    mutuelle: false,
    compagnie: null,
    ...overrides,
  });

  it("finds a patient by a phone number written in any format", async () => {
    const created = await call(postPatient, { path: "/api/patients", method: "POST", as: assistant, body: newPatient({ nom: "Telephone", telephone: "06 55 44 33 11" }) });
    expect(created.status).toBe(201);
    const id = (created.body as { id: number }).id;
    for (const written of ["0655443311", "06 55 44 33 11", "+212 6 55 44 33 11", "00212655443311", "06.55.44.33.11", "44 33 11"]) {
      const found = await call(searchPatients, { path: `/api/patients?nom=${encodeURIComponent(written)}`, as: assistant });
      expect(found.status).toBe(200);
      expect((found.body as { id: number }[]).map((patient) => patient.id), written).toContain(id);
    }
    const other = await call(searchPatients, { path: `/api/patients?nom=${encodeURIComponent("06 55 44 33 10")}`, as: assistant });
    expect((other.body as { id: number }[]).map((patient) => patient.id)).not.toContain(id);
  });

  it("keeps POST /api/patients as the spec has it: a duplicate is created for a client that does not opt in", async () => {
    const first = await call(postPatient, { path: "/api/patients", method: "POST", as: assistant, body: newPatient() });
    const second = await call(postPatient, { path: "/api/patients", method: "POST", as: assistant, body: newPatient() });
    expect([first.status, second.status]).toEqual([201, 201]);
    expect(second.body).toMatchObject({ nom: "Benjelloun", prenom: "Mohammed", telephone: "06 55 44 33 22" });
  });

  it("refuses a likely duplicate with 409 and the candidates when asked to, and creates once confirmed", async () => {
    const original = await call(postPatient, {
      path: "/api/patients",
      method: "POST",
      as: assistant,
      body: newPatient({ nom: "El Khattabi", prenom: "Youssef", dateNaissance: "1991-11-11", telephone: "0600112233" }),
    });
    const id = (original.body as { id: number }).id;
    const again = newPatient({ nom: "Alkhattabi", prenom: "Yusuf", dateNaissance: "1991-11-11", telephone: "0700000001" });

    const refused = await call(postPatient, { path: "/api/patients", method: "POST", as: assistant, body: again, headers: { "X-Duplicate-Check": "reject" } });
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({
      message: "Un patient semblable existe déjà.",
      duplicates: [{ id, nom: "El Khattabi", prenom: "Youssef", dateNaissance: "1991-11-11", telephone: "0600112233", reasons: ["nom-date-naissance"] }],
    });
    expect(await queryRows(db(), sql`select id from patients where nom = 'Alkhattabi'`)).toEqual([]);

    const confirmed = await call(postPatient, { path: "/api/patients", method: "POST", as: assistant, body: again });
    expect(confirmed.status).toBe(201);

    const someoneElse = await call(postPatient, {
      path: "/api/patients",
      method: "POST",
      as: assistant,
      body: newPatient({ nom: "Nouveau", prenom: "Patient", telephone: "0700000002" }),
      headers: { "X-Duplicate-Check": "reject" },
    });
    expect(someoneElse.status).toBe(201);
  });
});

describe("the inbox and the alerts through the API", () => {
  it("lists messages newest first, opens one, marks it read, and the counts follow", async () => {
    const { db } = database();
    const before = (await call(getCounts, { path: "/api/front-desk/counts", as: assistant })).body as { newRequests: number; unreadMessages: number };
    const message = await insertMessage(db, { sujet: "Question sur les horaires" });
    await insertRequest(db);
    expect((await call(getCounts, { path: "/api/front-desk/counts", as: assistant })).body).toEqual({
      newRequests: before.newRequests + 1,
      unreadMessages: before.unreadMessages + 1,
    });

    const inbox = (await call(getMessages, { path: "/api/contact-messages?read=false", as: assistant })).body as {
      items: { id: number }[];
      unread: number;
    };
    expect(inbox.items[0]!.id).toBe(message.id);

    const opened = await call(getMessage, { path: "/x", params: { id: String(message.id) }, as: assistant });
    expect(opened.body).toMatchObject({ sujet: "Question sur les horaires", message: message.message, readAt: null });
    const read = await call(patchMessage, { path: "/x", method: "PATCH", params: { id: String(message.id) }, as: assistant, body: { read: true } });
    expect(read.body).toMatchObject({ readBy: { id: assistant.id, nom: "Tazi" } });
    expect(((await call(getCounts, { path: "/api/front-desk/counts", as: medecin })).body as { unreadMessages: number }).unreadMessages).toBe(
      before.unreadMessages,
    );

    expect((await call(patchMessage, { path: "/x", method: "PATCH", params: { id: String(message.id) }, as: assistant, body: { read: "oui" } })).status).toBe(400);
    expect((await call(getMessages, { path: "/api/contact-messages?read=peut-etre", as: assistant })).status).toBe(400);
    expect((await call(getMessage, { path: "/x", params: { id: "999999" }, as: assistant })).status).toBe(404);
  });
});

describe("access history and audit trail through the API", () => {
  it("shows a patient's accesses to any staff member, and the whole trail to admins filtered by person", async () => {
    const { db } = database();
    const patient = await insertPatient(db, { nom: "Suivi", prenom: "Acces" });
    await call(postDuplicates, { path: "/x", method: "POST", as: medecin, body: { nom: "Suivi", prenom: "Acces", dateNaissance: "1980-01-01" } });

    const history = await call(getAccessHistory, { path: "/x", params: { id: String(patient.id) }, as: assistant });
    expect(history.status).toBe(200);
    expect((history.body as { items: { action: string; actor: { id: number } }[] }).items).toEqual([
      expect.objectContaining({ action: "patient.duplicates.check", actor: expect.objectContaining({ id: medecin.id, role: "MEDECIN" }) }),
    ]);
    expect((await call(getAccessHistory, { path: "/x", params: { id: "999999" }, as: assistant })).status).toBe(404);

    const trail = await call(getAuditEvents, { path: `/api/audit-events?actorId=${medecin.id}`, as: admin });
    const actions = (trail.body as { items: { actor: { id: number } }[] }).items;
    expect(actions.length).toBeGreaterThan(0);
    expect(actions.every((event) => event.actor.id === medecin.id)).toBe(true);
    expect((await call(getAuditEvents, { path: "/api/audit-events?from=2030-01-02&to=2030-01-01", as: admin })).status).toBe(400);
    expect((await call(getAuditEvents, { path: "/api/audit-events?actorId=abc", as: admin })).status).toBe(400);
  });
});
