import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { POST as postConvert } from "@/app/api/appointment-requests/[id]/convert/route";
import { PATCH as patchStatus } from "@/app/api/appointment-requests/[id]/status/route";
import { GET as getRequest } from "@/app/api/front-desk/requests/[id]/route";
import { GET as getRequests } from "@/app/api/front-desk/requests/route";
import { appointmentRequests } from "@/db/schema";
import type { TriagedRequest } from "@/schemas/appointment-request";
import { insertPatient, insertRequest } from "../../support/row-fixtures";
import { withTestDatabase } from "../../support/test-database";
import { call, seedStaff, type StaffFixture, type StaffFixtures } from "./api-test-kit";

/** The triage of appointment requests (docs/decisions/009): the workflow, the list, one request, the conversion. */

const database = withTestDatabase();
let staff: StaffFixtures;

beforeAll(async () => {
  staff = await seedStaff(database().db);
});

describe("triage through the API", () => {
  it("walks a request through the workflow, refusing forbidden steps with 409", async () => {
    const { db } = database();
    const request = await insertRequest(db, { nom: "Workflow", prenom: "Rim" });
    const params = { id: String(request.id) };
    const patch = (status: string, as: StaffFixture = staff.assistant) =>
      call(patchStatus, { path: `/api/appointment-requests/${request.id}/status`, method: "PATCH", body: { status }, params, token: as.token });

    const contacted = await patch("contactee");
    expect(contacted.status).toBe(200);
    expect(contacted.body).toMatchObject({
      id: request.id,
      status: "contactee",
      statusChangedBy: { id: staff.assistant.id, nom: "Tazi", prenom: "Nadia" },
      transitions: ["planifiee", "refusee", "annulee"],
    });
    const backToNew = await patch("nouvelle");
    expect({ status: backToNew.status, body: backToNew.body }).toEqual({
      status: 409,
      body: { message: "Une demande « contactée » ne peut pas passer à « nouvelle »." },
    });
    expect((await patch("refusee", staff.medecin)).body).toMatchObject({ status: "refusee", statusChangedBy: { id: staff.medecin.id } });
    expect((await patch("annulee")).status).toBe(409);
    expect(await patch("planifiee")).toMatchObject({ status: 409 });
  });

  it("validates the status, the body and the id", async () => {
    const { db } = database();
    const request = await insertRequest(db);
    const path = `/api/appointment-requests/${request.id}/status`;
    const params = { id: String(request.id) };
    const token = staff.assistant.token;
    expect(await call(patchStatus, { path, method: "PATCH", body: { status: "perdue" }, params, token })).toMatchObject({
      status: 400,
      body: { errors: { status: "Le statut doit être nouvelle, contactee, planifiee, refusee ou annulee." } },
    });
    expect((await call(patchStatus, { path, method: "PATCH", body: { status: "contactee", extra: 1 }, params, token })).status).toBe(400);
    expect(await call(patchStatus, { path, method: "PATCH", body: { status: "planifiee" }, params, token })).toMatchObject({
      status: 400,
      body: { message: "Une demande planifiée doit être liée à un rendez-vous : utilisez « Planifier »." },
    });
    expect((await call(patchStatus, { path: "/x", method: "PATCH", body: { status: "contactee" }, params: { id: "abc" }, token })).status).toBe(400);
    const unknown = await call(patchStatus, { path: "/x", method: "PATCH", body: { status: "contactee" }, params: { id: "999999" }, token });
    expect({ status: unknown.status, body: unknown.body }).toEqual({ status: 404, body: { message: "Demande non trouvée" } });
  });

  it("lists by status and finds a request by name without accents or by phone in another format", async () => {
    const { db } = database();
    const request = await insertRequest(db, { nom: "Benaïssa", prenom: "Ghita", telephone: "06 77 88 99 00" });
    const list = async (query: string) =>
      (await call(getRequests, { path: `/api/front-desk/requests?${query}`, token: staff.assistant.token })).body as { items: TriagedRequest[]; total: number };

    expect((await list("q=benaissa")).items.map((item) => item.id)).toEqual([request.id]);
    for (const phone of ["0677889900", "+212 6 77 88 99 00", "00212677889900", "88 99 00"]) {
      expect((await list(`q=${encodeURIComponent(phone)}`)).items.map((item) => item.id), phone).toEqual([request.id]);
    }
    expect((await list("status=nouvelle&q=benaissa")).total).toBe(1);
    expect((await list("status=refusee&q=benaissa")).total).toBe(0);
    expect((await call(getRequests, { path: "/api/front-desk/requests?status=perdue", token: staff.assistant.token })).status).toBe(400);
    expect((await call(getRequests, { path: "/api/front-desk/requests?limit=0", token: staff.assistant.token })).status).toBe(400);
  });

  it("converts a request: the appointment exists and the request is planifiée, linked to both", async () => {
    const { db } = database();
    const patient = await insertPatient(db, { nom: "Conversion", prenom: "Amal" });
    const request = await insertRequest(db, { nom: "Conversion", prenom: "Amal" });
    const converted = await call(postConvert, {
      path: `/api/appointment-requests/${request.id}/convert`,
      method: "POST",
      params: { id: String(request.id) },
      token: staff.assistant.token,
      body: { dateHeure: "2099-06-15T10:30", motif: "Douleur au genou", observation: "", patient: { id: patient.id }, medecin: { id: staff.medecin.id } },
    });
    expect(converted.status).toBe(201);
    const { request: planned, appointment } = converted.body as { request: TriagedRequest; appointment: { id: number } };
    expect(appointment).toMatchObject({ motif: "Douleur au genou", patient: { id: patient.id }, medecin: { id: staff.medecin.id, nom: "Bennani" } });
    expect(planned).toMatchObject({ status: "planifiee", patientId: patient.id, appointmentId: appointment.id });

    const [row] = await db.select().from(appointmentRequests).where(eq(appointmentRequests.id, request.id));
    expect(row).toMatchObject({ status: "planifiee", appointmentId: appointment.id, statusChangedBy: staff.assistant.id });

    const again = await call(postConvert, {
      path: `/api/appointment-requests/${request.id}/convert`,
      method: "POST",
      params: { id: String(request.id) },
      token: staff.assistant.token,
      body: { dateHeure: "2099-06-15T10:30", motif: "Genou", patient: { id: patient.id }, medecin: { id: staff.medecin.id } },
    });
    expect({ status: again.status, body: again.body }).toEqual({ status: 409, body: { message: "Cette demande est déjà planifiée." } });
  });

  it("refuses a conversion with a bad appointment and leaves the request untouched", async () => {
    const { db } = database();
    const request = await insertRequest(db);
    const convert = (body: unknown) =>
      call(postConvert, { path: "/x", method: "POST", params: { id: String(request.id) }, token: staff.assistant.token, body });
    expect((await convert({ dateHeure: "demain", motif: "Genou", patient: { id: 1 }, medecin: { id: staff.medecin.id } })).status).toBe(400);
    expect((await convert({ dateHeure: "2099-06-15T10:30", motif: "", patient: { id: 1 }, medecin: { id: staff.medecin.id } })).status).toBe(400);
    expect((await convert({ dateHeure: "2099-06-15T10:30", motif: "Genou", patient: { id: 999999 }, medecin: { id: staff.medecin.id } })).status).toBe(404);
    const [row] = await db.select().from(appointmentRequests).where(eq(appointmentRequests.id, request.id));
    expect(row).toMatchObject({ status: "nouvelle", appointmentId: null });
  });

  it("reads one request, and records each access in the audit trail", async () => {
    const { db } = database();
    const request = await insertRequest(db);
    const response = await call(getRequest, { path: "/x", params: { id: String(request.id) }, token: staff.medecin.token });
    expect(response).toMatchObject({ status: 200, body: { id: request.id, status: "nouvelle" } });
    const rows = (await db.execute(
      sql`select action from audit_events where actor_id = ${staff.medecin.id} and target_type = 'appointment_request' and target_id = ${String(request.id)}`,
    )) as unknown as { rows: { action: string }[] };
    expect(rows.rows.map((r) => r.action)).toEqual(["appointment_request.read"]);
  });
});
