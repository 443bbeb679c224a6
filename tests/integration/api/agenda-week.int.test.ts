import { beforeAll, describe, expect, it } from "vitest";
import { GET as weekRoute } from "@/app/api/appointments/agenda/route";
import { GET as readRoute } from "@/app/api/appointments/[id]/route";
import { GET as agendaRoute } from "@/app/api/appointments/route";
import { appointments } from "@/db/schema";
import type { AgendaWeek } from "@/schemas/agenda";
import type { AgendaAppointment } from "@/schemas/appointment";
import { insertPatient } from "../../support/row-fixtures";
import { withTestDatabase } from "../../support/test-database";
import { call, createStaff, lastAudit, seedStaff, type StaffFixture, type StaffFixtures } from "./api-test-kit";

/**
 * The agenda's own answer (decision 041): GET /api/appointments/agenda carries only what the
 * grid and the list show, each holder once with whether it is an active doctor (« Autres »), and
 * is much smaller than GET /api/appointments for the same week; GET /api/appointments/{id} gives
 * the rest when an appointment is opened. Both audited as reads of patient data.
 */

const database = withTestDatabase();
let staff: StaffFixtures;
let consultingAdmin: StaffFixture;
let formerDoctor: StaffFixture;
const WEEK = { du: "2091-03-05", au: "2091-03-11" };
const ids: Record<string, number> = {};

const week = (query: string, token = staff.assistant.token) => call(weekRoute, { path: `/api/appointments/agenda?${query}`, token });
const read = (id: number | string, token = staff.assistant.token) => call(readRoute, { path: `/api/appointments/${id}`, params: { id: String(id) }, token });

beforeAll(async () => {
  const { db } = database();
  staff = await seedStaff(db);
  consultingAdmin = await createStaff(db, { username: "dr.admin", email: "dr.admin@cabinet.ma", role: "ADMIN", nom: "Chraibi", prenom: "Karim", estMedecin: true });
  formerDoctor = await createStaff(db, { username: "dr.parti", email: "parti@cabinet.ma", role: "MEDECIN", nom: "Idrissi", prenom: "Omar", deleted: true });
  const sara = await insertPatient(db, { nom: "Alami", prenom: "Sara", telephone: "0611111111" });
  const ali = await insertPatient(db, { nom: "Berrada", prenom: "Ali", telephone: "0622222222" });
  // A real week: notes written after the visit, statuses changed by the desk, a cancellation.
  const rows = [
    { key: "seen", dateHeure: new Date("2091-03-05T08:30:00Z"), patientId: sara.id, medecinId: staff.medecin.id, status: "vu" as const, observation: "Genou droit : épanchement modéré, infiltration proposée. Revoir dans six semaines avec une radiographie de contrôle." },
    { key: "admin", dateHeure: new Date("2091-03-05T08:30:00Z"), patientId: ali.id, medecinId: consultingAdmin.id, status: "confirme" as const, observation: null },
    { key: "assistant", dateHeure: new Date("2091-03-06T09:00:00Z"), patientId: ali.id, medecinId: staff.assistant.id, status: "planifie" as const, observation: null },
    { key: "former", dateHeure: new Date("2091-03-07T10:00:00Z"), patientId: sara.id, medecinId: formerDoctor.id, status: "planifie" as const, observation: null },
    { key: "cancelled", dateHeure: new Date("2091-03-09T14:00:00Z"), patientId: sara.id, medecinId: staff.medecin.id, status: "annule" as const, observation: "Patiente en voyage, à rappeler pour un nouveau rendez-vous en avril." },
    { key: "outside", dateHeure: new Date("2091-03-12T09:00:00Z"), patientId: sara.id, medecinId: staff.medecin.id, status: "planifie" as const, observation: null },
  ];
  for (const { key, status, ...values } of rows) {
    const [row] = await db
      .insert(appointments)
      .values({
        ...values,
        motif: "Douleur au genou droit",
        dureeMinutes: 30,
        status,
        statusChangedAt: status === "planifie" ? null : new Date("2091-03-01T10:00:00Z"),
        statusChangedBy: status === "planifie" ? null : staff.assistant.id,
        ...(status === "annule" ? { motifAnnulation: "Empêchement de la patiente", annulePar: "patient" as const } : {}),
      })
      .returning({ id: appointments.id });
    ids[key] = row!.id;
  }
});

describe("GET /api/appointments/agenda", () => {
  it("answers only what the agenda shows of the week's appointments, by time, and each holder once", async () => {
    const { status, body } = await week(`du=${WEEK.du}&au=${WEEK.au}`);
    expect(status).toBe(200);
    const answer = body as AgendaWeek;
    // By time; two at once by holder (the doctor's account is older than the admin's).
    expect(answer.rendezVous.map((entry) => entry.id)).toEqual([ids.seen, ids.admin, ids.assistant, ids.former, ids.cancelled]);
    for (const entry of answer.rendezVous) {
      expect(Object.keys(entry).sort()).toEqual(["dateHeure", "dureeMinutes", "id", "medecinId", "motif", "patient", "status"]);
      expect(Object.keys(entry.patient).sort()).toEqual(["id", "nom", "prenom", "telephone"]);
    }
    expect(answer.rendezVous.find((entry) => entry.id === ids.seen)).toEqual({
      id: ids.seen,
      dateHeure: "2091-03-05T08:30:00.000Z",
      dureeMinutes: 30,
      status: "vu",
      motif: "Douleur au genou droit",
      patient: { id: expect.any(Number), nom: "Alami", prenom: "Sara", telephone: "0611111111" },
      medecinId: staff.medecin.id,
    });
    // The doctors, the admin who consults; an assistant and a deactivated doctor are « Autres ».
    expect(answer.medecins.sort((a, b) => a.id - b.id)).toEqual(
      [
        { id: staff.medecin.id, nom: "Bennani", prenom: "Salma", estMedecin: true },
        { id: staff.assistant.id, nom: "Tazi", prenom: "Nadia", estMedecin: false },
        { id: consultingAdmin.id, nom: "Chraibi", prenom: "Karim", estMedecin: true },
        { id: formerDoctor.id, nom: "Idrissi", prenom: "Omar", estMedecin: false },
      ].sort((a, b) => a.id - b.id),
    );
  });

  it("is a fraction of GET /api/appointments for the same week, with the same appointments", async () => {
    const query = `du=${WEEK.du}&au=${WEEK.au}`;
    const compact = await week(query);
    const full = await call(agendaRoute, { path: `/api/appointments?${query}`, token: staff.assistant.token });
    expect((full.body as AgendaAppointment[]).map((appointment) => appointment.id).sort()).toEqual((compact.body as AgendaWeek).rendezVous.map((entry) => entry.id).sort());
    expect(Buffer.byteLength(compact.text)).toBeLessThan(Buffer.byteLength(full.text) * 0.6);
    // The details stay out of it: they are read when an appointment is opened.
    expect(compact.text).not.toContain("épanchement");
    expect(compact.text).not.toContain("transitions");
  });

  it("narrows to one holder and to statuses, and refuses a wrong range in French", async () => {
    expect(((await week(`du=${WEEK.du}&au=${WEEK.au}&medecinId=${staff.medecin.id}`)).body as AgendaWeek).rendezVous.map((entry) => entry.id)).toEqual([ids.seen, ids.cancelled]);
    expect(((await week(`du=${WEEK.du}&au=${WEEK.au}&status=annule`)).body as AgendaWeek).rendezVous.map((entry) => entry.id)).toEqual([ids.cancelled]);
    const empty = (await week("du=2091-04-02&au=2091-04-02")).body as AgendaWeek;
    expect(empty).toEqual({ rendezVous: [], medecins: [], reservationsEnCours: [] });
    const wrong = await week(`du=${WEEK.au}&au=${WEEK.du}`);
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ errors: { au: "La date de début doit précéder la date de fin." } });
    expect((await call(weekRoute, { path: `/api/appointments/agenda?du=${WEEK.du}&au=${WEEK.au}` })).status).toBe(401);
  });

  it("is recorded as a read of the patients it showed, by id, never a name", async () => {
    await week(`du=${WEEK.du}&au=${WEEK.au}`, staff.medecin.token);
    const event = await lastAudit(database().db, "appointment.agenda", staff.medecin.id);
    expect(event?.details).toMatchObject({ results: 5, du: WEEK.du, au: WEEK.au, patientIds: expect.any(Array) });
    expect((event?.details as { patientIds: number[] }).patientIds).toHaveLength(2);
    expect(JSON.stringify(event)).not.toMatch(/Alami|Berrada/);
  });
});

describe("GET /api/appointments/{id}", () => {
  it("gives the appointment in full when it is opened, with its patient's name and phone, and records the read", async () => {
    const { status, body } = await read(ids.cancelled!);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      id: ids.cancelled,
      observation: "Patiente en voyage, à rappeler pour un nouveau rendez-vous en avril.",
      status: "annule",
      motifAnnulation: "Empêchement de la patiente",
      annulePar: "patient",
      statusChangedBy: { id: staff.assistant.id, nom: "Tazi", prenom: "Nadia" },
      transitions: expect.arrayContaining(["planifie"]),
      patient: { nom: "Alami", prenom: "Sara", telephone: "0611111111" },
      medecin: { id: staff.medecin.id, nom: "Bennani", prenom: "Salma" },
    });
    const event = await lastAudit(database().db, "appointment.list", staff.assistant.id);
    expect(event).toMatchObject({ targetType: "patient", targetId: String((body as AgendaAppointment).patient.id), details: { appointmentId: ids.cancelled } });
  });

  it("answers 404 for an appointment that does not exist, 400 for an id that is not one, 401 without a token", async () => {
    expect(await read(999_999)).toMatchObject({ status: 404, body: { message: "Rendez-vous non trouvé" } });
    expect((await read("abc")).status).toBe(400);
    expect((await call(readRoute, { path: `/api/appointments/${ids.seen!}`, params: { id: String(ids.seen!) } })).status).toBe(401);
  });
});
