import { beforeAll, describe, expect, it } from "vitest";
import { GET as listRoute } from "@/app/api/appointments/patient/[id]/route";
import { POST as createRoute } from "@/app/api/appointments/route";
import { patients } from "@/db/schema";
import type { Appointment } from "@/schemas/appointment";
import { justBooked } from "../../support/staff-fixtures";
import { withTestDatabase } from "../../support/test-database";
import { call, createStaff, lastAudit, seedStaff, type StaffFixture, type StaffFixtures } from "./api-test-kit";

const database = withTestDatabase();
let staff: StaffFixtures;
let patientId: number;
let otherPatientId: number;
let formerDoctor: StaffFixture;

const create = (body: unknown, token = staff.assistant.token) => call(createRoute, { path: "/api/appointments", body, token });
const list = (id: string | number, token = staff.medecin.token) =>
  call(listRoute, { path: `/api/appointments/patient/${id}`, params: { id: String(id) }, token });
const valid = () => ({
  dateHeure: "2025-07-15T10:30",
  motif: "Contrôle post-opératoire",
  observation: "Cicatrisation correcte",
  patient: { id: patientId },
  medecin: { id: staff.medecin.id },
});

beforeAll(async () => {
  const { db } = database();
  staff = await seedStaff(db);
  formerDoctor = await createStaff(db, { username: "dr.parti", email: "parti@cabinet.ma", role: "MEDECIN", deleted: true });
  const rows = await db
    .insert(patients)
    .values([
      { nom: "Alami", prenom: "Sara", dateNaissance: "1980-05-01", gender: "F", telephone: "0611111111", email: "s@example.ma", adresse: "Rabat" },
      { nom: "Berrada", prenom: "Ali", dateNaissance: "1975-09-09", gender: "H", telephone: "0622222222", email: "a@example.ma", adresse: "Salé" },
    ])
    .returning({ id: patients.id });
  [patientId, otherPatientId] = rows.map((r) => r.id) as [number, number];
});

describe("POST /api/appointments", () => {
  it("answers 201 with the appointment, dateHeure read as practice time (Africa/Casablanca, UTC+1 in July) and given back as an instant", async () => {
    const { status, body } = await create(valid());
    expect(status).toBe(201);
    expect(body).toEqual({
      id: expect.any(Number),
      dateHeure: "2025-07-15T09:30:00.000Z",
      motif: "Contrôle post-opératoire",
      observation: "Cicatrisation correcte",
      patient: { id: patientId },
      medecin: { id: staff.medecin.id, nom: "Bennani", prenom: "Salma" },
      // Added by the lifecycle (decision 019), after the spec's fields.
      ...justBooked,
    });
    expect(Object.keys(body as object).slice(0, 6)).toEqual(["id", "dateHeure", "motif", "observation", "patient", "medecin"]);
  });

  it.each([
    ["2025-03-10T10:30", "2025-03-10T10:30:00.000Z"], // Ramadan 2025: Morocco on UTC+0
    ["2025-07-15T10:30:45", "2025-07-15T09:30:45.000Z"],
    ["2025-07-15T10:30:00Z", "2025-07-15T10:30:00.000Z"],
    ["2025-07-15T10:30:00+02:00", "2025-07-15T08:30:00.000Z"],
    ["2025-07-15T10:30-0130", "2025-07-15T12:00:00.000Z"],
    ["2025-04-06T02:30", "2025-04-06T02:30:00.000Z"], // a wall-clock time skipped when clocks go forward
    ["2025-02-23T02:30", "2025-02-23T01:30:00.000Z"], // a wall-clock time seen twice: the first one
  ])("reads %s as the instant %s", async (dateHeure, instant) => {
    const { status, body } = await create({ ...valid(), dateHeure });
    expect(status).toBe(201);
    expect((body as Appointment).dateHeure).toBe(instant);
  });

  it("accepts ids as numeric strings and no observation", async () => {
    const { observation: _o, ...rest } = valid();
    const { status, body } = await create({ ...rest, patient: { id: String(patientId) }, medecin: { id: String(staff.admin.id) } });
    expect(status).toBe(201);
    expect(body).toMatchObject({ observation: null, patient: { id: patientId }, medecin: { id: staff.admin.id, nom: "Alaoui" } });
  });

  it("audits the appointment against its patient", async () => {
    const { body, headers } = await create(valid(), staff.admin.token);
    expect(await lastAudit(database().db, "appointment.create")).toMatchObject({
      actorId: staff.admin.id,
      targetType: "patient",
      targetId: String(patientId),
      requestId: headers.get("x-request-id"),
      details: { appointmentId: (body as Appointment).id },
    });
  });

  it("answers 404 'Patient non trouvé' for an unknown patient", async () => {
    const { status, body } = await create({ ...valid(), patient: { id: 987_654 } });
    expect(status).toBe(404);
    expect(body).toEqual({ message: "Patient non trouvé" });
  });

  it("answers 400 when the doctor is not an active staff account", async () => {
    for (const id of [987_654, formerDoctor.id]) {
      const { status, body } = await create({ ...valid(), medecin: { id } });
      expect(status).toBe(400);
      expect(body).toEqual({ message: "Données invalides.", errors: { "medecin.id": "Le médecin doit être un compte actif du personnel." } });
    }
  });

  it.each([
    [{ dateHeure: undefined }, "dateHeure", "La date et l'heure sont obligatoires."],
    [{ dateHeure: "15/07/2025 10:30" }, "dateHeure", "La date et l'heure doivent être au format ISO (AAAA-MM-JJTHH:MM)."],
    [{ dateHeure: "2025-07-15 10:30" }, "dateHeure", "La date et l'heure doivent être au format ISO (AAAA-MM-JJTHH:MM)."],
    [{ dateHeure: "2025-07-15T24:00" }, "dateHeure", "La date et l'heure doivent être au format ISO (AAAA-MM-JJTHH:MM)."],
    [{ dateHeure: "2025-02-30T10:00" }, "dateHeure", "La date et l'heure ne sont pas valides."],
    [{ dateHeure: "0000-01-01T10:00" }, "dateHeure", "La date et l'heure ne sont pas valides."],
    [{ dateHeure: "9999-01-01T10:00" }, "dateHeure", "La date et l'heure ne sont pas valides."],
    [{ motif: "" }, "motif", "Le motif est obligatoire."],
    [{ motif: undefined }, "motif", "Le motif est obligatoire."],
    [{ motif: "x".repeat(501) }, "motif", "Le motif ne doit pas dépasser 500 caractères."],
    [{ observation: "x".repeat(2001) }, "observation", "L'observation ne doit pas dépasser 2000 caractères."],
    [{ patient: undefined }, "patient", "Le patient est obligatoire."],
    [{ patient: { id: "abc" } }, "patient.id", "Identifiant invalide."],
    [{ patient: { id: true } }, "patient.id", "Identifiant invalide."],
    [{ patient: { id: 0 } }, "patient.id", "Identifiant invalide."],
    [{ patient: { id: 2 ** 31 } }, "patient.id", "Identifiant invalide."],
    [{ medecin: null }, "medecin", "Le médecin est obligatoire."],
    [{ medecin: { id: 1.5 } }, "medecin.id", "Identifiant invalide."],
  ])("answers 400 for %j", async (change, field, message) => {
    const { status, body } = await create({ ...valid(), ...change });
    expect(status).toBe(400);
    expect((body as { errors: Record<string, string> }).errors[field]).toBe(message);
  });

  it("refuses unknown fields, malformed JSON and other content types", async () => {
    expect((await create({ ...valid(), createdBy: 1 })).status).toBe(400);
    const token = staff.assistant.token;
    expect((await call(createRoute, { path: "/api/appointments", rawBody: "{", token, headers: { "content-type": "application/json" } })).status).toBe(400);
    expect((await call(createRoute, { path: "/api/appointments", rawBody: "{}", token, headers: { "content-type": "text/html" } })).status).toBe(415);
  });

  it("stores HTML and SQL as plain text", async () => {
    const motif = "<b onmouseover=alert(1)>x</b>";
    const observation = "'; UPDATE appointments SET motif = 'pwned'; --";
    const { body } = await create({ ...valid(), motif, observation });
    expect(body).toMatchObject({ motif, observation });
  });
});

describe("GET /api/appointments/patient/{id}", () => {
  it("answers the patient's appointments newest first, with the doctor's name, even of a deleted account", async () => {
    const { db } = database();
    const { appointments } = await import("@/db/schema");
    await db.insert(appointments).values([
      { dateHeure: new Date("2024-01-10T09:00:00Z"), motif: "Première", patientId: otherPatientId, medecinId: staff.medecin.id },
      { dateHeure: new Date("2026-03-01T14:00:00Z"), motif: "Dernière", patientId: otherPatientId, medecinId: formerDoctor.id },
      { dateHeure: new Date("2025-05-05T08:15:00Z"), motif: "Milieu", observation: "RAS", patientId: otherPatientId, medecinId: staff.admin.id },
    ]);
    const { status, body } = await list(otherPatientId);
    expect(status).toBe(200);
    expect(body).toEqual([
      {
        id: expect.any(Number),
        dateHeure: "2026-03-01T14:00:00.000Z",
        motif: "Dernière",
        observation: null,
        patient: { id: otherPatientId },
        medecin: { id: formerDoctor.id, nom: formerDoctor.nom, prenom: formerDoctor.prenom },
        ...justBooked,
      },
      expect.objectContaining({ motif: "Milieu", observation: "RAS", medecin: { id: staff.admin.id, nom: "Alaoui", prenom: "Yassine" } }),
      expect.objectContaining({ motif: "Première", dateHeure: "2024-01-10T09:00:00.000Z" }),
    ]);
  });

  it("answers the appointments just created through the API", async () => {
    const all = (await list(patientId)).body as Appointment[];
    expect(all.length).toBeGreaterThan(5);
    const times = all.map((a) => a.dateHeure);
    expect(times).toEqual([...times].sort().reverse());
  });

  it("answers an empty list for a patient without appointments", async () => {
    const { db } = database();
    const [row] = await db
      .insert(patients)
      .values({ nom: "Sans", prenom: "Rdv", dateNaissance: "2001-01-01", gender: "H", telephone: "0633333333", email: "r@example.ma", adresse: "Fès" })
      .returning({ id: patients.id });
    expect(await list(row!.id)).toMatchObject({ status: 200, body: [] });
  });

  it("audits the read against the patient", async () => {
    const { headers } = await list(otherPatientId, staff.assistant.token);
    expect(await lastAudit(database().db, "appointment.list")).toMatchObject({
      actorId: staff.assistant.id,
      targetType: "patient",
      targetId: String(otherPatientId),
      requestId: headers.get("x-request-id"),
      details: { results: 3 },
    });
  });

  it("answers 404 for an unknown patient and 400 for an id that is not a whole number", async () => {
    expect(await list(987_654)).toMatchObject({ status: 404, body: { message: "Patient non trouvé" } });
    for (const id of ["x", "1;drop table appointments", "-1", "3.0"]) {
      expect(await list(id)).toMatchObject({ status: 400, body: { message: "Identifiant invalide." } });
    }
  });
});
