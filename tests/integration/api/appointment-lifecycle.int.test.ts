import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { POST as convertRoute } from "@/app/api/appointment-requests/[id]/convert/route";
import { PATCH as requestStatusRoute } from "@/app/api/appointment-requests/[id]/status/route";
import { PATCH as patchRoute } from "@/app/api/appointments/[id]/route";
import { GET as patientAppointmentsRoute } from "@/app/api/appointments/patient/[id]/route";
import { GET as agendaRoute, POST as createRoute } from "@/app/api/appointments/route";
import { appointmentRequests, appointments } from "@/db/schema";
import { allowedTransitions } from "@/domain/appointments/appointment-status";
import {
  type AgendaAppointment,
  type Appointment,
  type AppointmentConflict,
  type AppointmentStatus,
  appointmentStatuses,
  appointmentStatusLabels,
} from "@/schemas/appointment";
import { insertPatient, insertRequest } from "../../support/row-fixtures";
import { justBooked } from "../../support/staff-fixtures";
import { withTestDatabase } from "../../support/test-database";
import { auditTrail, call, createStaff, lastAudit, seedStaff, type StaffFixture, type StaffFixtures } from "./api-test-kit";

/** The appointment lifecycle (docs/decisions/019): statuses, moves, overlaps, the agenda, audit. */

const database = withTestDatabase();
let staff: StaffFixtures;
let otherDoctor: StaffFixture;
let patient: { id: number; nom: string; prenom: string; telephone: string };
let otherPatient: { id: number; nom: string; prenom: string; telephone: string };

const CHECK = { "x-conflict-check": "reject" };

const book = (body: Record<string, unknown>, headers: Record<string, string> = {}, token = staff.assistant.token) =>
  call(createRoute, { path: "/api/appointments", body, token, headers });
const patch = (id: number | string, body: unknown, token = staff.assistant.token) =>
  call(patchRoute, { method: "PATCH", path: `/api/appointments/${id}`, params: { id: String(id) }, body, token });
const agenda = (query: string, token = staff.medecin.token) => call(agendaRoute, { path: `/api/appointments?${query}`, token });

/** A booking body for `patient` with the first doctor; times are wall-clock practice time. */
const booking = (dateHeure: string, extra: Record<string, unknown> = {}) => ({
  dateHeure,
  motif: "Consultation",
  patient: { id: patient.id },
  medecin: { id: staff.medecin.id },
  ...extra,
});

let slotCounter = 0;
/**
 * A slot of its own on a far day, so that tests never overlap each other by accident: Monday to
 * Friday from Monday 2 January 2090, when the practice is open 09:00–18:00 (the product's
 * bookings and moves are also held back on closed days and hours, decision 040).
 */
function freshDay(): string {
  const n = slotCounter;
  slotCounter += 1;
  const day = new Date(Date.UTC(2090, 0, 2 + Math.floor(n / 5) * 7 + (n % 5))).toISOString().slice(0, 10);
  return day;
}

let pastCounter = 0;
/** A day of its own in 2020, Monday to Friday: "arrivé" and "vu" may be set on a past appointment (decision 040). */
function pastDay(): string {
  const n = pastCounter;
  pastCounter += 1;
  return new Date(Date.UTC(2020, 0, 6 + Math.floor(n / 5) * 7 + (n % 5))).toISOString().slice(0, 10);
}

/** An appointment inserted in a given status (cancelled ones with their reason). */
async function insertAppointment(values: {
  dateHeure: Date;
  status?: AppointmentStatus;
  dureeMinutes?: number;
  medecinId?: number;
  patientId?: number;
}) {
  const status = values.status ?? "planifie";
  const [row] = await database()
    .db.insert(appointments)
    .values({
      dateHeure: values.dateHeure,
      motif: "Inséré",
      patientId: values.patientId ?? patient.id,
      medecinId: values.medecinId ?? staff.medecin.id,
      dureeMinutes: values.dureeMinutes ?? 30,
      status,
      ...(status === "annule" ? { motifAnnulation: "Empêchement", annulePar: "patient" as const } : {}),
    })
    .returning({ id: appointments.id });
  return row!.id;
}

beforeAll(async () => {
  const { db } = database();
  staff = await seedStaff(db);
  otherDoctor = await createStaff(db, { username: "dr.idrissi", email: "idrissi@cabinet.ma", role: "MEDECIN", nom: "Idrissi", prenom: "Omar" });
  patient = await insertPatient(db, { nom: "Alami", prenom: "Sara", telephone: "0611111111" });
  otherPatient = await insertPatient(db, { nom: "Berrada", prenom: "Ali", telephone: "0622222222" });
});

describe("POST /api/appointments: length and the opt-in overlap check", () => {
  it("books 30 minutes by default, 'planifie', and takes dureeMinutes as a number or a numeric string", async () => {
    const day = freshDay();
    const first = await book(booking(`${day}T09:00`));
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ dureeMinutes: 30, status: "planifie", transitions: ["confirme", "arrive", "absent", "annule"] });
    expect((await book(booking(`${day}T10:00`, { dureeMinutes: 45 }))).body).toMatchObject({ dureeMinutes: 45 });
    expect((await book(booking(`${day}T11:00`, { dureeMinutes: "60" }))).body).toMatchObject({ dureeMinutes: 60 });
  });

  it.each([4, 481, 30.5, "trente", true, null])("refuses dureeMinutes %j in French", async (dureeMinutes) => {
    const { status, body } = await book(booking(`${freshDay()}T09:00`, { dureeMinutes }));
    expect(status).toBe(400);
    expect(body).toMatchObject({ errors: { dureeMinutes: "La durée doit être un nombre entier de minutes entre 5 et 480." } });
  });

  it("refuses a forcer that is not a boolean", async () => {
    const { status, body } = await book(booking(`${freshDay()}T09:00`, { forcer: "oui" }));
    expect(status).toBe(400);
    expect(body).toMatchObject({ errors: { forcer: "« forcer » doit être vrai ou faux." } });
  });

  it("without the header, books over another appointment as the spec's call always did", async () => {
    const day = freshDay();
    await book(booking(`${day}T10:00`));
    expect((await book(booking(`${day}T10:15`))).status).toBe(201);
  });

  it("with X-Conflict-Check: reject, refuses an overlap for the same doctor with the conflicts as the agenda lists them", async () => {
    const day = freshDay();
    const first = (await book(booking(`${day}T10:00`), CHECK)).body as Appointment;
    const before = await database().db.$count(appointments);
    const { status, body } = await book(booking(`${day}T10:15`, { patient: { id: otherPatient.id } }), CHECK);
    expect(status).toBe(409);
    expect(body).toEqual({
      message: "Ce médecin a déjà un rendez-vous sur ce créneau.",
      conflits: [{ ...first, patient: { id: patient.id, nom: "Alami", prenom: "Sara", telephone: "0611111111" } }],
    });
    expect(await database().db.$count(appointments)).toBe(before);
    expect(await lastAudit(database().db, "appointment.conflicts", staff.assistant.id)).toMatchObject({
      details: { results: 1, conflictIds: [first.id], patientIds: [patient.id] },
    });
  });

  it("lets appointments touch, and another doctor take the same slot", async () => {
    const day = freshDay();
    await book(booking(`${day}T10:00`), CHECK);
    expect((await book(booking(`${day}T10:30`), CHECK)).status).toBe(201);
    expect((await book(booking(`${day}T09:30`), CHECK)).status).toBe(201);
    expect((await book(booking(`${day}T10:00`, { medecin: { id: otherDoctor.id } }), CHECK)).status).toBe(201);
  });

  it("finds an overlap with a long appointment that started earlier, and one inside a new long one", async () => {
    const day = freshDay();
    // Booked without the check: it starts before opening time.
    await book(booking(`${day}T08:00`, { dureeMinutes: 240 }));
    expect((await book(booking(`${day}T11:50`), CHECK)).status).toBe(409);
    expect((await book(booking(`${day}T12:00`), CHECK)).status).toBe(201);
    await book(booking(`${day}T16:00`, { dureeMinutes: 10 }), CHECK);
    expect((await book(booking(`${day}T14:00`, { dureeMinutes: 480 }), CHECK)).status).toBe(409);
  });

  it("ignores cancelled and missed appointments", async () => {
    const day = freshDay();
    await insertAppointment({ dateHeure: new Date(`${day}T09:00:00Z`), status: "annule" });
    await insertAppointment({ dateHeure: new Date(`${day}T11:00:00Z`), status: "absent" });
    // 10:00 and 12:00 practice time (UTC+1 in January 2090) are 09:00Z and 11:00Z.
    expect((await book(booking(`${day}T10:00`), CHECK)).status).toBe(201);
    expect((await book(booking(`${day}T12:00`), CHECK)).status).toBe(201);
  });

  it("books over a conflict with forcer: true, and the audit trail says so", async () => {
    const day = freshDay();
    const first = (await book(booking(`${day}T10:00`), CHECK)).body as Appointment;
    const forced = await book(booking(`${day}T10:15`, { forcer: true }), CHECK);
    expect(forced.status).toBe(201);
    const event = await lastAudit(database().db, "appointment.create", staff.assistant.id);
    expect(event).toMatchObject({
      targetType: "patient",
      targetId: String(patient.id),
      requestId: forced.headers.get("x-request-id"),
      details: { appointmentId: (forced.body as Appointment).id, forced: true, conflictIds: [first.id] },
    });
  });

  it("lets only one of two simultaneous checked bookings of one slot through", async () => {
    const day = freshDay();
    const results = await Promise.all([
      book(booking(`${day}T10:00`), CHECK),
      book(booking(`${day}T10:10`, { patient: { id: otherPatient.id } }), CHECK, staff.medecin.token),
      book(booking(`${day}T10:20`), CHECK, staff.admin.token),
    ]);
    expect(results.map((result) => result.status).sort()).toEqual([201, 409, 409]);
  });
});

describe("PATCH /api/appointments/{id}: status steps", () => {
  const pairs = appointmentStatuses.flatMap((from) => appointmentStatuses.filter((to) => to !== from).map((to) => [from, to] as const));

  it.each(pairs)("%s → %s: allowed exactly when the lifecycle says so", async (from, to) => {
    // A past appointment: the lifecycle alone decides ("arrivé" and "vu" also wait for the day).
    const id = await insertAppointment({ dateHeure: new Date(`${pastDay()}T09:00:00Z`), status: from });
    const body = to === "annule" ? { status: to, motifAnnulation: "Le patient est en voyage", annulePar: "patient" } : { status: to };
    const { status, body: answer } = await patch(id, body, staff.medecin.token);
    if (allowedTransitions(from).includes(to)) {
      expect(status).toBe(200);
      expect(answer).toMatchObject({
        id,
        status: to,
        statusChangedBy: { id: staff.medecin.id, nom: "Bennani", prenom: "Salma" },
        transitions: [...allowedTransitions(to)],
        motifAnnulation: to === "annule" ? "Le patient est en voyage" : null,
        annulePar: to === "annule" ? "patient" : null,
      });
      expect(Date.now() - Date.parse((answer as Appointment).statusChangedAt!)).toBeLessThan(60_000);
      expect(await lastAudit(database().db, "appointment.status", staff.medecin.id)).toMatchObject({
        targetType: "patient",
        targetId: String(patient.id),
        details: { appointmentId: id, from, to },
      });
    } else {
      expect(status).toBe(409);
      expect(answer).toEqual({
        message: `Un rendez-vous « ${appointmentStatusLabels[from]} » ne peut pas passer à « ${appointmentStatusLabels[to]} ».`,
      });
      const [row] = await database().db.select({ status: appointments.status }).from(appointments).where(eq(appointments.id, id));
      expect(row!.status).toBe(from);
    }
  });

  it("takes the current status again as no change", async () => {
    const id = await insertAppointment({ dateHeure: new Date(`${freshDay()}T09:00:00Z`), status: "confirme" });
    const { status, body } = await patch(id, { status: "confirme" });
    expect(status).toBe(200);
    expect(body).toMatchObject({ status: "confirme", statusChangedAt: null, statusChangedBy: null });
  });

  it("walks a whole day: confirmed, arrived, seen, and an undo", async () => {
    // Today's: "arrivé" and "vu" wait for the appointment's day (decision 040).
    const id = await insertAppointment({ dateHeure: new Date() });
    for (const status of ["confirme", "arrive", "vu", "arrive", "vu"] as const) {
      expect((await patch(id, { status })).body).toMatchObject({ status });
    }
    const steps = (await auditTrail(database().db, "appointment.status")).filter(
      (event) => (event.details as { appointmentId?: number }).appointmentId === id,
    );
    expect(steps.map((event) => (event.details as { to: string }).to)).toEqual(["confirme", "arrive", "vu", "arrive", "vu"]);
  });

  it("cancels with a reason and a side, keeps them while cancelled, and clears them when reinstated", async () => {
    const id = await insertAppointment({ dateHeure: new Date(`${freshDay()}T09:00:00Z`) });
    const cancelled = await patch(id, { status: "annule", motifAnnulation: "  Grève des transports  ", annulePar: "cabinet" });
    expect(cancelled.body).toMatchObject({ status: "annule", motifAnnulation: "Grève des transports", annulePar: "cabinet" });
    expect(await lastAudit(database().db, "appointment.status", staff.assistant.id)).toMatchObject({
      details: { appointmentId: id, from: "planifie", to: "annule", annulePar: "cabinet" },
    });
    expect(JSON.stringify(await lastAudit(database().db, "appointment.status"))).not.toContain("Grève");

    const corrected = await patch(id, { motifAnnulation: "Grève" });
    expect(corrected.body).toMatchObject({ status: "annule", motifAnnulation: "Grève", annulePar: "cabinet" });
    expect(await lastAudit(database().db, "appointment.update", staff.assistant.id)).toMatchObject({
      details: { appointmentId: id, fields: ["motifAnnulation"] },
    });

    const reinstated = await patch(id, { status: "planifie" });
    expect(reinstated.body).toMatchObject({ status: "planifie", motifAnnulation: null, annulePar: null });
  });

  it("keeps a cancelled appointment in the patient's history, with its status", async () => {
    const id = await insertAppointment({ dateHeure: new Date(`${freshDay()}T09:00:00Z`) });
    await patch(id, { status: "annule", motifAnnulation: "Empêchement", annulePar: "patient" });
    const { body } = await call(patientAppointmentsRoute, {
      path: `/api/appointments/patient/${patient.id}`,
      params: { id: String(patient.id) },
      token: staff.assistant.token,
    });
    expect((body as Appointment[]).find((appointment) => appointment.id === id)).toMatchObject({ status: "annule", motifAnnulation: "Empêchement" });
  });
});

describe("PATCH /api/appointments/{id}: moves and overlaps", () => {
  it("moves, lengthens and changes the doctor, recording the changed fields' names only", async () => {
    const day = freshDay();
    const id = (await book(booking(`${day}T10:00`), CHECK).then((r) => r.body as Appointment)).id;
    const { status, body } = await patch(id, {
      dateHeure: `${day}T11:00`,
      dureeMinutes: 45,
      medecin: { id: otherDoctor.id },
      motif: "Contrôle",
      observation: "Apporter la radio",
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({
      dateHeure: `${day}T10:00:00.000Z`,
      dureeMinutes: 45,
      medecin: { id: otherDoctor.id, nom: "Idrissi", prenom: "Omar" },
      motif: "Contrôle",
      observation: "Apporter la radio",
      status: "planifie",
      statusChangedAt: null,
    });
    const event = await lastAudit(database().db, "appointment.update", staff.assistant.id);
    expect(event).toMatchObject({
      targetType: "patient",
      targetId: String(patient.id),
      details: { appointmentId: id, fields: ["dateHeure", "dureeMinutes", "medecin", "motif", "observation"] },
    });
    expect(JSON.stringify(event)).not.toContain("radio");
    expect((await patch(id, { observation: null })).body).toMatchObject({ observation: null });
  });

  it("refuses a move onto another appointment of the doctor, unless forced (audited)", async () => {
    const day = freshDay();
    const first = (await book(booking(`${day}T10:00`), CHECK)).body as Appointment;
    const second = (await book(booking(`${day}T11:00`, { patient: { id: otherPatient.id } }), CHECK)).body as Appointment;
    const refused = await patch(second.id, { dateHeure: `${day}T10:15` });
    expect(refused.status).toBe(409);
    expect((refused.body as AppointmentConflict).conflits.map((conflict) => conflict.id)).toEqual([first.id]);
    expect((refused.body as AppointmentConflict).message).toBe("Ce médecin a déjà un rendez-vous sur ce créneau.");

    expect((await patch(second.id, { dureeMinutes: 90, dateHeure: `${day}T09:00` })).status).toBe(409);
    expect((await patch(second.id, { dateHeure: `${day}T10:30` })).status).toBe(200);
    expect((await patch(second.id, { dureeMinutes: 60 })).status).toBe(200);

    const forced = await patch(second.id, { dateHeure: `${day}T10:15`, forcer: true });
    expect(forced.status).toBe(200);
    expect(await lastAudit(database().db, "appointment.update", staff.assistant.id)).toMatchObject({
      details: { appointmentId: second.id, fields: ["dateHeure"], forced: true, conflictIds: [first.id] },
    });
  });

  it("checks the new doctor's agenda when the doctor changes, and never counts the appointment against itself", async () => {
    const day = freshDay();
    await book(booking(`${day}T10:00`, { medecin: { id: otherDoctor.id } }), CHECK);
    const mine = (await book(booking(`${day}T10:00`), CHECK)).body as Appointment;
    expect((await patch(mine.id, { medecin: { id: otherDoctor.id } })).status).toBe(409);
    expect((await patch(mine.id, { dureeMinutes: 20 })).status).toBe(200);
  });

  it("refuses a doctor who is not an active account", async () => {
    const id = await insertAppointment({ dateHeure: new Date(`${freshDay()}T09:00:00Z`) });
    const { status, body } = await patch(id, { medecin: { id: staff.deleted.id } });
    expect(status).toBe(400);
    expect(body).toMatchObject({ errors: { "medecin.id": "Le médecin doit être un compte actif du personnel." } });
  });

  it("checks a reinstated appointment against what took its slot, and lets forcer through", async () => {
    const day = freshDay();
    const cancelled = await insertAppointment({ dateHeure: new Date(`${day}T09:00:00Z`), status: "annule" });
    await insertAppointment({ dateHeure: new Date(`${day}T09:00:00Z`) });
    const refused = await patch(cancelled, { status: "planifie" });
    expect(refused.status).toBe(409);
    expect((refused.body as AppointmentConflict).conflits).toHaveLength(1);
    const forced = await patch(cancelled, { status: "planifie", forcer: true });
    expect(forced.status).toBe(200);
    expect(await lastAudit(database().db, "appointment.status", staff.assistant.id)).toMatchObject({
      details: { appointmentId: cancelled, from: "annule", to: "planifie", forced: true },
    });
  });

  it.each(["vu", "absent", "annule"] as const)("refuses to move an appointment that is %s", async (status) => {
    const id = await insertAppointment({ dateHeure: new Date(`${freshDay()}T09:00:00Z`), status });
    for (const change of [{ dateHeure: "2091-01-01T10:00" }, { dureeMinutes: 60 }, { medecin: { id: otherDoctor.id } }]) {
      const { status: code, body } = await patch(id, change);
      expect(code).toBe(409);
      expect((body as { message: string }).message).toMatch(new RegExp(`^Un rendez-vous « ${appointmentStatusLabels[status]} » ne peut pas être déplacé`));
    }
    // The motif and the observation stay editable (the doctor's notes after the visit).
    expect((await patch(id, { observation: "Revu en urgence" })).status).toBe(200);
  });

  it("reopens a missed appointment and moves it in one call", async () => {
    const id = await insertAppointment({ dateHeure: new Date(`${freshDay()}T09:00:00Z`), status: "absent" });
    const { status, body } = await patch(id, { status: "planifie", dateHeure: `${freshDay()}T15:00` });
    expect(status).toBe(200);
    expect(body).toMatchObject({ status: "planifie" });
  });
});

describe("PATCH /api/appointments/{id}: refusals", () => {
  let id: number;
  beforeAll(async () => {
    id = await insertAppointment({ dateHeure: new Date(`${freshDay()}T09:00:00Z`) });
  });

  it.each([
    [{}, "_", "Aucune modification à enregistrer."],
    [{ forcer: true }, "_", "Aucune modification à enregistrer."],
    [{ status: "termine" }, "status", "Le statut doit être planifie, confirme, arrive, vu, absent ou annule."],
    [{ status: "annule" }, "motifAnnulation", "Le motif d'annulation est obligatoire."],
    [{ status: "annule", motifAnnulation: "x" }, "annulePar", "Indiquez qui annule : patient ou cabinet."],
    [{ status: "annule", motifAnnulation: " ", annulePar: "patient" }, "motifAnnulation", "Le motif d'annulation est obligatoire."],
    [{ status: "annule", motifAnnulation: "x".repeat(501), annulePar: "patient" }, "motifAnnulation", "Le motif d'annulation ne doit pas dépasser 500 caractères."],
    [{ status: "annule", motifAnnulation: "x", annulePar: "medecin" }, "annulePar", "« annulePar » doit être patient ou cabinet."],
    [{ status: "confirme", annulePar: "patient" }, "annulePar", "Le motif d'annulation et qui annule ne s'indiquent qu'avec le statut annule."],
    [{ motifAnnulation: "x" }, "motifAnnulation", "Le motif d'annulation et qui annule ne s'indiquent qu'avec le statut annule."],
    [{ dateHeure: "demain" }, "dateHeure", "La date et l'heure doivent être au format ISO (AAAA-MM-JJTHH:MM)."],
    [{ dateHeure: "2091-02-30T10:00" }, "dateHeure", "La date et l'heure ne sont pas valides."],
    [{ dureeMinutes: 0 }, "dureeMinutes", "La durée doit être un nombre entier de minutes entre 5 et 480."],
    [{ motif: "" }, "motif", "Le motif est obligatoire."],
    [{ motif: null }, "motif", "Le motif est obligatoire."],
    [{ observation: "x".repeat(2001) }, "observation", "L'observation ne doit pas dépasser 2000 caractères."],
    [{ medecin: { id: "abc" } }, "medecin.id", "Identifiant invalide."],
    [{ forcer: "oui", motif: "x" }, "forcer", "« forcer » doit être vrai ou faux."],
  ])("answers 400 in French for %j", async (body, field, message) => {
    const answer = await patch(id, body);
    expect(answer.status).toBe(400);
    expect((answer.body as { errors: Record<string, string> }).errors[field]).toBe(message);
  });

  it("refuses unknown fields, the patient included", async () => {
    expect((await patch(id, { patient: { id: otherPatient.id } })).status).toBe(400);
    expect((await patch(id, { createdBy: 1 })).status).toBe(400);
  });

  it("answers 404 for an unknown appointment and 400 for an id that is not a whole number", async () => {
    expect(await patch(987_654, { motif: "x" })).toMatchObject({ status: 404, body: { message: "Rendez-vous non trouvé" } });
    expect(await patch("abc", { motif: "x" })).toMatchObject({ status: 400, body: { message: "Identifiant invalide." } });
  });
});

describe("GET /api/appointments (the agenda)", () => {
  it("lists the days' appointments by time then doctor, with the patients, across Morocco's clock changes", async () => {
    // 2026: UTC+1 until 15 February 03:00 (→ 02:00, UTC+0), back to UTC+1 on 22 March at 02:00 (→ 03:00).
    const at = (instant: string, medecinId = staff.medecin.id, patientId = patient.id) =>
      insertAppointment({ dateHeure: new Date(instant), medecinId, patientId });
    const before15 = await at("2026-02-14T22:59:00Z"); // 14 Feb 23:59 (UTC+1)
    const start15 = await at("2026-02-14T23:00:00Z"); // 15 Feb 00:00 (UTC+1)
    const end15 = await at("2026-02-15T23:59:00Z"); // 15 Feb 23:59 (UTC+0): a 25-hour day
    const after15 = await at("2026-02-16T00:00:00Z"); // 16 Feb 00:00
    const before22 = await at("2026-03-21T23:59:00Z"); // 21 Mar 23:59 (UTC+0)
    const start22 = await at("2026-03-22T00:00:00Z"); // 22 Mar 00:00 (UTC+0)
    const end22 = await at("2026-03-22T22:59:00Z"); // 22 Mar 23:59 (UTC+1): a 23-hour day
    const after22 = await at("2026-03-22T23:00:00Z"); // 23 Mar 00:00

    const ids = async (query: string) => ((await agenda(query)).body as AgendaAppointment[]).map((appointment) => appointment.id);
    expect(await ids("du=2026-02-15&au=2026-02-15")).toEqual([start15, end15]);
    expect(await ids("du=2026-03-22&au=2026-03-22")).toEqual([start22, end22]);
    expect(await ids("du=2026-02-14&au=2026-02-16")).toEqual([before15, start15, end15, after15]);
    expect(await ids("du=2026-03-21&au=2026-03-23")).toEqual([before22, start22, end22, after22]);
  });

  it("gives each appointment as AgendaAppointment, and orders one time's appointments by doctor", async () => {
    const day = "2089-05-05";
    const second = await insertAppointment({ dateHeure: new Date(`${day}T09:00:00Z`), medecinId: staff.medecin.id });
    const first = await insertAppointment({ dateHeure: new Date(`${day}T09:00:00Z`), medecinId: otherDoctor.id, patientId: otherPatient.id });
    const earlier = await insertAppointment({ dateHeure: new Date(`${day}T08:00:00Z`), medecinId: otherDoctor.id });
    const { status, body } = await agenda(`du=${day}&au=${day}`);
    expect(status).toBe(200);
    const list = body as AgendaAppointment[];
    // Bennani before Idrissi at 09:00.
    expect(list.map((appointment) => appointment.id)).toEqual([earlier, second, first]);
    expect(list[2]).toEqual({
      id: first,
      dateHeure: `${day}T09:00:00.000Z`,
      motif: "Inséré",
      observation: null,
      patient: { id: otherPatient.id, nom: "Berrada", prenom: "Ali", telephone: "0622222222" },
      medecin: { id: otherDoctor.id, nom: "Idrissi", prenom: "Omar" },
      ...justBooked,
    });
  });

  it("reads each appointment exactly as the ORM's mapping does (the agenda reads its rows without it)", async () => {
    const day = "2089-04-04";
    const ids = [
      await insertAppointment({ dateHeure: new Date(`${day}T08:00:00.123Z`), dureeMinutes: 45 }),
      await insertAppointment({ dateHeure: new Date(`${day}T08:00:00Z`), medecinId: otherDoctor.id, patientId: otherPatient.id, status: "annule" }),
      await insertAppointment({ dateHeure: new Date(`${day}T09:00:00Z`), status: "vu" }),
      await insertAppointment({ dateHeure: new Date(`${day}T10:00:00Z`), status: "absent" }),
    ];
    // Who and when (now(), to the microsecond) through the API, and texts JSON has to escape.
    await patch(ids[0]!, { status: "confirme", motif: 'Genou "droit" \\ <b>douleur</b> 🦴', observation: "Ligne 1\nLigne 2\t« ok »" });
    await patch(ids[2]!, { status: "arrive" }, staff.medecin.token);
    const { body } = await agenda(`du=${day}&au=${day}`);
    const { asc, inArray } = await import("drizzle-orm");
    const { staffUsers } = await import("@/db/schema");
    const { selectAgendaAppointments, toAgendaAppointment } = await import("@/domain/appointments/appointment-rows");
    const mapped = (
      await selectAgendaAppointments(database().db)
        .where(inArray(appointments.id, ids))
        .orderBy(asc(appointments.dateHeure), asc(staffUsers.nom), asc(staffUsers.prenom), asc(appointments.medecinId), asc(appointments.id))
    ).map(toAgendaAppointment);
    expect(JSON.stringify(body)).toBe(JSON.stringify(mapped));
    expect((body as AgendaAppointment[]).map((a) => [a.dateHeure, a.status, a.statusChangedBy?.id ?? null])).toEqual([
      [`${day}T08:00:00.000Z`, "annule", null],
      [`${day}T08:00:00.123Z`, "confirme", staff.assistant.id],
      [`${day}T09:00:00.000Z`, "arrive", staff.medecin.id],
      [`${day}T10:00:00.000Z`, "absent", null],
    ]);
  });

  it("narrows to one doctor and to one or several statuses", async () => {
    const day = "2089-06-06";
    const planned = await insertAppointment({ dateHeure: new Date(`${day}T09:00:00Z`) });
    const cancelled = await insertAppointment({ dateHeure: new Date(`${day}T10:00:00Z`), status: "annule" });
    const seen = await insertAppointment({ dateHeure: new Date(`${day}T11:00:00Z`), status: "vu" });
    const other = await insertAppointment({ dateHeure: new Date(`${day}T12:00:00Z`), medecinId: otherDoctor.id });
    const ids = async (query: string) => ((await agenda(`du=${day}&au=${day}${query}`)).body as AgendaAppointment[]).map((a) => a.id);
    expect(await ids("")).toEqual([planned, cancelled, seen, other]);
    expect(await ids(`&medecinId=${otherDoctor.id}`)).toEqual([other]);
    expect(await ids("&status=annule")).toEqual([cancelled]);
    expect(await ids("&status=planifie,vu")).toEqual([planned, seen, other]);
    expect(await ids(`&status=planifie, vu&medecinId=${staff.medecin.id}`)).toEqual([planned, seen]);
  });

  it("lists an appointment booked under a non-doctor account (the spec's patient form), under that account", async () => {
    const day = "2089-08-08";
    const booked = await book(booking(`${day}T09:00`, { medecin: { id: staff.assistant.id } }));
    expect(booked.status).toBe(201);
    const { body } = await agenda(`du=${day}&au=${day}`);
    expect(body).toEqual([expect.objectContaining({ id: (booked.body as Appointment).id, medecin: { id: staff.assistant.id, nom: "Tazi", prenom: "Nadia" } })]);
  });

  it("answers an empty list for a day without appointments", async () => {
    expect(await agenda("du=2088-01-01&au=2088-01-07")).toMatchObject({ status: 200, body: [] });
  });

  it("records the read with the range, the counts and the patients shown, never a name", async () => {
    const day = "2089-07-07";
    await insertAppointment({ dateHeure: new Date(`${day}T09:00:00Z`) });
    await insertAppointment({ dateHeure: new Date(`${day}T10:00:00Z`) });
    const { headers } = await agenda(`du=${day}&au=${day}&status=planifie`, staff.assistant.token);
    const event = await lastAudit(database().db, "appointment.agenda", staff.assistant.id);
    expect(event).toMatchObject({
      requestId: headers.get("x-request-id"),
      targetType: null,
      details: { results: 2, du: day, au: day, status: ["planifie"], patientIds: [patient.id] },
    });
    expect(JSON.stringify(event)).not.toMatch(/Alami|Sara|0611111111/);
  });

  it.each([
    ["", "du", "La date de début est obligatoire (AAAA-MM-JJ)."],
    ["du=2026-01-01", "au", "La date de fin est obligatoire (AAAA-MM-JJ)."],
    ["du=2026-02-30&au=2026-03-01", "du", "La date de début doit être une date valide (AAAA-MM-JJ)."],
    ["du=01/02/2026&au=2026-03-01", "du", "La date de début doit être une date valide (AAAA-MM-JJ)."],
    ["du=2026-03-02&au=2026-03-01", "au", "La date de début doit précéder la date de fin."],
    ["du=2026-01-01&au=2026-03-04", "au", "La période ne doit pas dépasser 62 jours."],
    ["du=2026-01-01&au=2027-01-01", "au", "La période ne doit pas dépasser 62 jours."],
    ["du=2026-01-01&au=2026-01-02&medecinId=x", "medecinId", "Identifiant invalide."],
    ["du=2026-01-01&au=2026-01-02&status=termine", "status", "Le statut doit être parmi : planifie, confirme, arrive, vu, absent, annule (séparés par des virgules)."],
    ["du=2026-01-01&au=2026-01-02&status=", "status", "Le statut doit être parmi : planifie, confirme, arrive, vu, absent, annule (séparés par des virgules)."],
  ])("answers 400 in French for ?%s", async (query, field, message) => {
    const { status, body } = await agenda(query);
    expect(status).toBe(400);
    expect(body).toMatchObject({ message, errors: { [field]: message } });
  });

  it("accepts exactly 62 days, both ends included", async () => {
    expect((await agenda("du=2026-01-01&au=2026-03-03")).status).toBe(200);
  });
});

describe("cancelling a planned request with its appointment", () => {
  const convertBody = (dateHeure: string) => ({
    dateHeure,
    motif: "Genou",
    patient: { id: patient.id },
    medecin: { id: staff.medecin.id },
  });
  const convert = (requestId: number, body: unknown, headers: Record<string, string> = {}) =>
    call(convertRoute, {
      path: `/api/appointment-requests/${requestId}/convert`,
      params: { id: String(requestId) },
      body,
      headers,
      token: staff.assistant.token,
    });
  const changeStatus = (requestId: number, body: unknown) =>
    call(requestStatusRoute, {
      method: "PATCH",
      path: `/api/appointment-requests/${requestId}/status`,
      params: { id: String(requestId) },
      body,
      token: staff.assistant.token,
    });

  async function plannedRequest() {
    const request = await insertRequest(database().db);
    const { body } = await convert(request.id, convertBody(`${freshDay()}T10:00`));
    return { requestId: request.id, appointmentId: (body as { appointment: Appointment }).appointment.id };
  }

  it("cancels the appointment too when asked, by the patient, with the reason, in the audit trail", async () => {
    const { requestId, appointmentId } = await plannedRequest();
    const { status, body } = await changeStatus(requestId, { status: "annulee", annulerRendezVous: true });
    expect(status).toBe(200);
    expect(body).toMatchObject({ status: "annulee", appointmentId });
    const [row] = await database().db.select().from(appointments).where(eq(appointments.id, appointmentId));
    expect(row).toMatchObject({
      status: "annule",
      annulePar: "patient",
      motifAnnulation: "Demande de rendez-vous annulée",
      statusChangedBy: staff.assistant.id,
    });
    expect(await lastAudit(database().db, "appointment.status", staff.assistant.id)).toMatchObject({
      details: { appointmentId, from: "planifie", to: "annule", annulePar: "patient", appointmentRequestId: requestId },
    });
    expect(await lastAudit(database().db, "appointment_request.status", staff.assistant.id)).toMatchObject({
      details: { from: "planifiee", to: "annulee", appointmentCancelled: true },
    });
  });

  it("leaves the appointment as it is without annulerRendezVous", async () => {
    const { requestId, appointmentId } = await plannedRequest();
    expect((await changeStatus(requestId, { status: "annulee" })).status).toBe(200);
    const [row] = await database().db.select({ status: appointments.status }).from(appointments).where(eq(appointments.id, appointmentId));
    expect(row!.status).toBe("planifie");
  });

  it("refuses annulerRendezVous on a request that has no appointment or is not being cancelled", async () => {
    const request = await insertRequest(database().db);
    const { status, body } = await changeStatus(request.id, { status: "annulee", annulerRendezVous: true });
    expect(status).toBe(400);
    expect(body).toMatchObject({ errors: { annulerRendezVous: "Seule une demande planifiée qu'on annule a un rendez-vous à annuler." } });
    expect((await changeStatus(request.id, { status: "contactee", annulerRendezVous: "oui" })).status).toBe(400);
  });

  it("changes neither when the appointment can no longer be cancelled (the patient was seen)", async () => {
    const { requestId, appointmentId } = await plannedRequest();
    await database().db.update(appointments).set({ status: "vu" }).where(eq(appointments.id, appointmentId));
    const { status, body } = await changeStatus(requestId, { status: "annulee", annulerRendezVous: true });
    expect(status).toBe(409);
    expect(body).toEqual({ message: "Un rendez-vous « vu » ne peut pas passer à « annulé »." });
    const [request] = await database().db.select().from(appointmentRequests).where(eq(appointmentRequests.id, requestId));
    expect(request!.status).toBe("planifiee");
  });

  it("checks the conversion's appointment for overlaps with the header, leaving the request as it was", async () => {
    const day = freshDay();
    await book(booking(`${day}T10:00`), CHECK);
    const request = await insertRequest(database().db);
    const refused = await convert(request.id, convertBody(`${day}T10:15`), CHECK);
    expect(refused.status).toBe(409);
    expect((refused.body as AppointmentConflict).conflits).toHaveLength(1);
    const [row] = await database().db.select().from(appointmentRequests).where(eq(appointmentRequests.id, request.id));
    expect(row).toMatchObject({ status: "nouvelle", appointmentId: null });
    expect((await convert(request.id, { ...convertBody(`${day}T10:15`), forcer: true }, CHECK)).status).toBe(201);
  });
});
