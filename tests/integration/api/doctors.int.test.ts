import { eq } from "drizzle-orm";
import { decodeJwt } from "jose";
import { beforeAll, describe, expect, it } from "vitest";
import { POST as convertRoute } from "@/app/api/appointment-requests/[id]/convert/route";
import { PATCH as patchRoute } from "@/app/api/appointments/[id]/route";
import { POST as createRoute } from "@/app/api/appointments/route";
import { POST as loginRoute } from "@/app/api/auth/login/route";
import { GET as doctorsRoute } from "@/app/api/front-desk/doctors/route";
import { PATCH as updateUserRoute } from "@/app/api/users/[id]/route";
import { GET as listUsersRoute } from "@/app/api/users/route";
import { GET as userByEmailRoute } from "@/app/api/users/email/[email]/route";
import { appointmentRequests, staffUsers } from "@/db/schema";
import type { StaffAccount, StaffRef } from "@/schemas/staff-user";
import { insertPatient, insertRequest } from "../../support/row-fixtures";
import { withTestDatabase } from "../../support/test-database";
import { call, createStaff, lastAudit, seedStaff, STAFF_PASSWORD, type StaffFixture, type StaffFixtures } from "./api-test-kit";

/**
 * Who is a doctor (decision 036, issue 32): a MEDECIN, or an ADMIN an admin marked `estMedecin`.
 * The product's own booking paths give appointments to doctors only; the spec's bare
 * POST /api/appointments keeps recording whichever account it is given.
 */

const database = withTestDatabase();
let staff: StaffFixtures;
let consultingAdmin: StaffFixture;
let patientId: number;
let counter = 0;

const notADoctor = { message: "Ce compte n'est pas un médecin.", errors: { medecin: "Ce compte n'est pas un médecin." } };
const CHECK = { "x-conflict-check": "reject" };

const updateUser = (id: number, body: unknown, token = staff.admin.token) =>
  call(updateUserRoute, { method: "PATCH", path: `/api/users/${id}`, params: { id: String(id) }, body, token });
const book = (medecinId: number, headers: Record<string, string> = {}) => {
  counter += 1;
  return call(createRoute, {
    path: "/api/appointments",
    headers,
    token: staff.assistant.token,
    // A slot of its own per booking, Monday to Friday from Monday 3 March 2031 during opening hours:
    // the overlap and opening-hours checks stay out of these tests.
    body: { dateHeure: `2031-03-${String(3 + Math.floor((counter % 15) / 5) * 7 + (counter % 5)).padStart(2, "0")}T${String(9 + Math.floor(counter / 15)).padStart(2, "0")}:00`, motif: "Contrôle", observation: "", patient: { id: patientId }, medecin: { id: medecinId } },
  });
};
const patchAppointment = (id: number, body: unknown) =>
  call(patchRoute, { method: "PATCH", path: `/api/appointments/${id}`, params: { id: String(id) }, body, token: staff.assistant.token });

beforeAll(async () => {
  const { db } = database();
  staff = await seedStaff(db);
  consultingAdmin = await createStaff(db, { username: "dr.admin", email: "dr.admin@cabinet.ma", role: "ADMIN", nom: "Chraibi", prenom: "Omar", estMedecin: true });
  patientId = (await insertPatient(db, { nom: "Idrissi", prenom: "Hind" })).id;
});

describe("the doctor flag (PATCH /api/users/{id} {estMedecin})", () => {
  it("marks an ADMIN as a doctor: the accounts' list shows it, the token lists both roles, the doctors' list has them", async () => {
    const admin = await createStaff(database().db, { username: "admin.consult", email: "admin.consult@cabinet.ma", role: "ADMIN", nom: "Zniber", prenom: "Kenza" });
    expect(((await call(doctorsRoute, { path: "/api/front-desk/doctors", token: staff.assistant.token })).body as StaffRef[]).map((d) => d.id)).not.toContain(admin.id);

    const { status, body } = await updateUser(admin.id, { estMedecin: true });
    expect(status).toBe(200);
    expect(body).toMatchObject({ id: admin.id, role: "ADMIN", estMedecin: true });
    expect(await lastAudit(database().db, "user.update")).toMatchObject({ targetId: String(admin.id), details: { fields: ["estMedecin"] } });
    // Its tokens listed one role: they stop working, as after a role change.
    expect((await call(listUsersRoute, { path: "/api/users", token: admin.token })).status).toBe(401);

    const accounts = (await call(listUsersRoute, { path: "/api/users", token: staff.admin.token })).body as StaffAccount[];
    expect(accounts.find((a) => a.id === admin.id)).toMatchObject({ role: "ADMIN", estMedecin: true });
    expect(accounts.find((a) => a.id === staff.admin.id)).toMatchObject({ role: "ADMIN", estMedecin: false });
    expect(accounts.find((a) => a.id === staff.assistant.id)).toMatchObject({ estMedecin: false });

    const login = await call(loginRoute, { path: "/api/auth/login", body: { email: admin.email, password: STAFF_PASSWORD } });
    expect(login.status).toBe(200);
    expect(decodeJwt(login.body as string)).toMatchObject({ role: "ADMIN", roles: ["ADMIN", "MEDECIN"] });

    const doctors = (await call(doctorsRoute, { path: "/api/front-desk/doctors", token: staff.assistant.token })).body as StaffRef[];
    expect(doctors.map((d) => d.id)).toEqual(expect.arrayContaining([admin.id, staff.medecin.id, consultingAdmin.id]));
    expect(doctors.map((d) => d.id)).not.toContain(staff.admin.id);
    expect(doctors.map((d) => d.id)).not.toContain(staff.assistant.id);

    expect((await updateUser(admin.id, { estMedecin: false })).body).toMatchObject({ estMedecin: false });
  });

  it("keeps a MEDECIN made ADMIN a doctor, and refuses a flag the role cannot have", async () => {
    const doctor = await createStaff(database().db, { username: "dr.promu", email: "dr.promu@cabinet.ma", role: "MEDECIN" });
    expect((await updateUser(doctor.id, { role: "ADMIN" })).body).toMatchObject({ role: "ADMIN", estMedecin: true });

    const assistant = await createStaff(database().db, { username: "assist.flag", email: "assist.flag@cabinet.ma", role: "ASSISTANT" });
    expect(await updateUser(assistant.id, { estMedecin: true })).toMatchObject({
      status: 400,
      body: { message: "Seul un compte ADMIN peut être aussi médecin.", errors: { estMedecin: "Seul un compte ADMIN peut être aussi médecin." } },
    });
    expect(await updateUser(staff.medecin.id, { estMedecin: false })).toMatchObject({
      status: 400,
      body: { errors: { estMedecin: "Un compte MEDECIN est toujours médecin." } },
    });
    expect(await updateUser(assistant.id, { estMedecin: "oui" })).toMatchObject({ status: 400, body: { errors: { estMedecin: "estMedecin doit être vrai ou faux." } } });
    // An assistant made ADMIN is not a doctor unless marked.
    expect((await updateUser(assistant.id, { role: "ADMIN" })).body).toMatchObject({ role: "ADMIN", estMedecin: false });
  });

  it("leaves the spec's account answers as the spec shows them", async () => {
    const { body } = await call(userByEmailRoute, { path: `/api/users/email/${consultingAdmin.email}`, params: { email: consultingAdmin.email }, token: staff.admin.token });
    expect(Object.keys(body as object).sort()).toEqual(["email", "id", "nom", "prenom", "role", "username"]);
  });
});

describe("only doctors hold appointments on the product's own paths", () => {
  it("POST /api/appointments with X-Conflict-Check: reject refuses an assistant or an admin who does not consult (400 errors.medecin)", async () => {
    expect(await book(staff.assistant.id, CHECK)).toMatchObject({ status: 400, body: notADoctor });
    expect(await book(staff.admin.id, CHECK)).toMatchObject({ status: 400, body: notADoctor });
    expect((await book(staff.medecin.id, CHECK)).status).toBe(201);
    expect((await book(consultingAdmin.id, CHECK)).body).toMatchObject({ medecin: { id: consultingAdmin.id } });
  });

  it("the spec's bare POST /api/appointments still records the account it is given", async () => {
    const { status, body } = await book(staff.assistant.id);
    expect(status).toBe(201);
    expect(body).toMatchObject({ medecin: { id: staff.assistant.id } });
  });

  it("PATCH refuses to give an appointment to a non-doctor, and lets one held by a non-doctor change or go to a doctor", async () => {
    const held = (await book(staff.assistant.id)).body as { id: number };
    const doctors = (await book(staff.medecin.id)).body as { id: number };
    expect(await patchAppointment(doctors.id, { medecin: { id: staff.assistant.id } })).toMatchObject({ status: 400, body: notADoctor });
    expect(await patchAppointment(doctors.id, { medecin: { id: staff.admin.id } })).toMatchObject({ status: 400, body: notADoctor });

    expect((await patchAppointment(held.id, { motif: "Contrôle du genou" })).status).toBe(200);
    expect((await patchAppointment(held.id, { medecin: { id: consultingAdmin.id } })).body).toMatchObject({ medecin: { id: consultingAdmin.id } });
  });

  it("the conversion refuses a non-doctor and leaves the request as it was", async () => {
    const { db } = database();
    const request = await insertRequest(db, { nom: "Sefrioui", prenom: "Nora" });
    const convert = (medecinId: number) =>
      call(convertRoute, {
        path: `/api/appointment-requests/${request.id}/convert`,
        params: { id: String(request.id) },
        token: staff.assistant.token,
        body: { dateHeure: "2031-04-01T09:00", motif: "Douleur", observation: "", patient: { id: patientId }, medecin: { id: medecinId } },
      });
    expect(await convert(staff.assistant.id)).toMatchObject({ status: 400, body: notADoctor });
    const [row] = await db.select().from(appointmentRequests).where(eq(appointmentRequests.id, request.id));
    expect(row).toMatchObject({ status: "nouvelle", appointmentId: null });
    expect((await convert(consultingAdmin.id)).status).toBe(201);
  });

  it("counts the flag only for an ADMIN: an assistant whose row says estMedecin is still not a doctor", async () => {
    const { db } = database();
    const assistant = await createStaff(db, { username: "assist.row", email: "assist.row@cabinet.ma", role: "ASSISTANT" });
    await db.update(staffUsers).set({ estMedecin: true }).where(eq(staffUsers.id, assistant.id));
    expect(await book(assistant.id, CHECK)).toMatchObject({ status: 400, body: notADoctor });
  });
});
