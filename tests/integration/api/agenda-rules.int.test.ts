import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { POST as convertRoute } from "@/app/api/appointment-requests/[id]/convert/route";
import { PATCH as patchRoute } from "@/app/api/appointments/[id]/route";
import { GET as warningsRoute } from "@/app/api/appointments/[id]/warnings/route";
import { POST as createRoute } from "@/app/api/appointments/route";
import { GET as readHoursRoute, PUT as saveHoursRoute } from "@/app/api/practice/hours/route";
import { appointmentRequests, appointments } from "@/db/schema";
import { updateAppointment } from "@/domain/appointments/appointment-changes";
import type { Appointment, AppointmentConflict, AppointmentWarnings } from "@/schemas/appointment";
import type { PracticeHours } from "@/schemas/practice-hours";
import { FIXED_NOW, fixedClockInFile } from "../../support/fixed-clock";
import { insertPatient, insertRequest } from "../../support/row-fixtures";
import { withTestDatabase } from "../../support/test-database";
import { call, lastAudit, practiceDate, seedStaff, type StaffFixtures } from "./api-test-kit";

/**
 * The agenda's rules on every staff path (issue 32, decision 040): the conversion checks overlaps
 * and opening hours as the agenda's booking does, every booking or move on a closed day or hour
 * is held back until confirmed (`fermeture`), "arrivé"/"vu" wait for the appointment's day, and
 * the spec's bare call still books whatever the agenda holds.
 *
 * The fixed clock: Wednesday 14 October 2026, 10:00 in Casablanca (UTC+1). Thursday 15 and Friday
 * 16 are open 09:00–18:00, Saturday 17 09:00–13:00, Sunday 18 closed; no holiday before November.
 */

const database = withTestDatabase();
fixedClockInFile();
let staff: StaffFixtures;
let patient: { id: number };
let other: { id: number };

const CHECK = { "x-conflict-check": "reject" };
const THURSDAY = practiceDate(1);
const SATURDAY = practiceDate(3);
const SUNDAY = practiceDate(4);
/** Wednesday 21 October: the practice's annual leave, saved by the admin below. */
const LEAVE_DAY = practiceDate(7);

const book = (body: Record<string, unknown>, headers: Record<string, string> = CHECK) =>
  call(createRoute, { path: "/api/appointments", body, headers, token: staff.assistant.token });
const patch = (id: number, body: unknown) =>
  call(patchRoute, { method: "PATCH", path: `/api/appointments/${id}`, params: { id: String(id) }, body, token: staff.assistant.token });
const warningsOf = (id: number) => call(warningsRoute, { path: `/api/appointments/${id}/warnings`, params: { id: String(id) }, token: staff.assistant.token });
const convert = (requestId: number, body: Record<string, unknown>) =>
  call(convertRoute, { path: `/api/appointment-requests/${requestId}/convert`, params: { id: String(requestId) }, body, token: staff.assistant.token });

const slot = (dateHeure: string, extra: Record<string, unknown> = {}) => ({
  dateHeure,
  motif: "Consultation",
  patient: { id: patient.id },
  medecin: { id: staff.medecin.id },
  ...extra,
});

/** A booking made without any check (the spec's call), for a test's setting. */
async function booked(dateHeure: string, extra: Record<string, unknown> = {}): Promise<Appointment> {
  const { status, body } = await book(slot(dateHeure, extra), {});
  expect(status).toBe(201);
  return body as Appointment;
}

async function requestStatus(id: number) {
  const [row] = await database().db.select().from(appointmentRequests).where(eq(appointmentRequests.id, id));
  return row!;
}

beforeAll(async () => {
  const { db } = database();
  staff = await seedStaff(db);
  patient = await insertPatient(db, { nom: "Tazi", prenom: "Hind" });
  other = await insertPatient(db, { nom: "Alami", prenom: "Karim" });
  const hours = (await call(readHoursRoute, { path: "/api/practice/hours" })).body as PracticeHours;
  const saved = await call(saveHoursRoute, {
    method: "PUT",
    path: "/api/practice/hours",
    token: staff.admin.token,
    body: {
      semaine: hours.semaine,
      periodes: hours.periodes,
      fermetures: [...hours.fermetures, { id: "conge-annuel", libelle: "Congé annuel", du: LEAVE_DAY, au: LEAVE_DAY, nature: "conge", estimee: false }],
    },
  });
  expect(saved.status).toBe(200);
});

describe("the request conversion checks the doctor's agenda first (POST /api/appointment-requests/{id}/convert)", () => {
  it("holds back a conversion over the doctor's appointment, leaving the request as it was, then books it when confirmed", async () => {
    const busy = await booked(`${THURSDAY}T10:30`, { patient: { id: other.id } });
    const request = await insertRequest(database().db, { nom: "Sefrioui", prenom: "Nora" });
    const before = await database().db.$count(appointments);

    // No header: the conversion is the product's own path, always checked.
    const held = await convert(request.id, slot(`${THURSDAY}T10:30`));
    expect(held.status).toBe(409);
    const conflict = held.body as AppointmentConflict;
    expect(conflict.message).toBe("Ce médecin a déjà un rendez-vous sur ce créneau.");
    expect(conflict.conflits.map((c) => c.id)).toEqual([busy.id]);
    expect(conflict.conflits[0]!.patient).toMatchObject({ nom: "Alami", prenom: "Karim" });
    expect(conflict).not.toHaveProperty("fermeture");
    expect(await requestStatus(request.id)).toMatchObject({ status: "nouvelle", appointmentId: null });
    expect(await database().db.$count(appointments)).toBe(before);

    const forced = await convert(request.id, slot(`${THURSDAY}T10:30`, { forcer: true }));
    expect(forced.status).toBe(201);
    const { appointment } = forced.body as { appointment: Appointment };
    expect(await requestStatus(request.id)).toMatchObject({ status: "planifiee", appointmentId: appointment.id });
    expect(await lastAudit(database().db, "appointment.create")).toMatchObject({
      details: { appointmentId: appointment.id, forced: true, conflictIds: [busy.id] },
    });
  });

  it("holds back a conversion on a closed day with the reason, as `fermeture`", async () => {
    const request = await insertRequest(database().db, { nom: "Berrada", prenom: "Amina" });
    const held = await convert(request.id, slot(`${SUNDAY}T10:00`));
    expect(held).toMatchObject({
      status: 409,
      body: { message: "Le cabinet est fermé sur ce créneau.", conflits: [], fermeture: "Le cabinet est fermé le dimanche 18 octobre 2026." },
    });
    expect(await requestStatus(request.id)).toMatchObject({ status: "nouvelle" });
  });
});

describe("closed days and hours on the product's bookings and moves", () => {
  it("holds back an agenda booking on a closure, a Sunday or outside the hours, and books an open slot at once", async () => {
    expect(await book(slot(`${LEAVE_DAY}T10:00`))).toMatchObject({
      status: 409,
      body: { conflits: [], fermeture: "Le cabinet est fermé le mercredi 21 octobre 2026 (Congé annuel)." },
    });
    expect(await book(slot(`${SUNDAY}T11:00`))).toMatchObject({ status: 409, body: { fermeture: "Le cabinet est fermé le dimanche 18 octobre 2026." } });
    // Saturday closes at 13:00: 12:45 for 30 minutes ends after it.
    expect(await book(slot(`${SATURDAY}T12:45`))).toMatchObject({
      status: 409,
      body: { fermeture: "En dehors des heures d'ouverture du samedi 17 octobre 2026 (09:00–13:00)." },
    });
    expect(await book(slot(`${THURSDAY}T18:00`))).toMatchObject({ status: 409, body: { fermeture: expect.stringContaining("(09:00–18:00)") } });
    expect((await book(slot(`${SATURDAY}T12:30`))).status).toBe(201);
  });

  it("books a closed slot when the doctor goes on (`forcer`), and records that it was forced", async () => {
    const { status, body } = await book(slot(`${SUNDAY}T09:00`, { forcer: true }));
    expect(status).toBe(201);
    expect(await lastAudit(database().db, "appointment.create")).toMatchObject({ details: { appointmentId: (body as Appointment).id, forcedClosed: true } });
  });

  it("answers an overlap on a closed day in one 409 with both", async () => {
    const first = await booked(`${SUNDAY}T15:00`);
    const { status, body } = await book(slot(`${SUNDAY}T15:15`));
    expect(status).toBe(409);
    expect(body).toMatchObject({ message: "Ce médecin a déjà un rendez-vous sur ce créneau.", fermeture: "Le cabinet est fermé le dimanche 18 octobre 2026." });
    expect((body as AppointmentConflict).conflits.map((c) => c.id)).toEqual([first.id]);
  });

  it("leaves the spec's bare POST as it was: a Sunday is booked without a word", async () => {
    const { status, body } = await book(slot(`${SUNDAY}T17:00`), {});
    expect(status).toBe(201);
    expect(body).not.toHaveProperty("fermeture");
  });

  it("holds back a move to a closed day until confirmed; a change that keeps the time is not asked again", async () => {
    const appointment = await booked(`${THURSDAY}T14:00`);
    expect(await patch(appointment.id, { dateHeure: `${LEAVE_DAY}T14:00` })).toMatchObject({
      status: 409,
      body: { message: "Le cabinet est fermé sur ce créneau.", conflits: [], fermeture: "Le cabinet est fermé le mercredi 21 octobre 2026 (Congé annuel)." },
    });
    // A longer appointment running past closing time is a change of its slot too.
    expect(await patch(appointment.id, { dureeMinutes: 300 })).toMatchObject({ status: 409, body: { fermeture: expect.stringContaining("En dehors des heures d'ouverture") } });

    const moved = await patch(appointment.id, { dateHeure: `${LEAVE_DAY}T14:00`, forcer: true });
    expect(moved.status).toBe(200);
    expect(await lastAudit(database().db, "appointment.update")).toMatchObject({ details: { appointmentId: appointment.id, fields: ["dateHeure"], forcedClosed: true } });
    expect((await patch(appointment.id, { motif: "Contrôle" })).status).toBe(200);
    expect((await patch(appointment.id, { status: "confirme" })).status).toBe(200);
  });
});

describe("'arrivé' and 'vu' from the appointment's day on", () => {
  it("refuses them on tomorrow's appointment with the French reason, and changes nothing", async () => {
    const tomorrow = await booked(`${THURSDAY}T16:00`);
    const reason = "Un rendez-vous ne peut être marqué « arrivé » qu'à partir de son jour (le jeudi 15 octobre 2026).";
    expect(await patch(tomorrow.id, { status: "arrive" })).toMatchObject({ status: 400, body: { message: reason, errors: { status: reason } } });
    const [row] = await database().db.select().from(appointments).where(eq(appointments.id, tomorrow.id));
    expect(row).toMatchObject({ status: "planifie", statusChangedAt: null });
    // Confirming ahead is fine.
    expect((await patch(tomorrow.id, { status: "confirme" })).status).toBe(200);
  });

  it("allows them on the day, and on a past appointment recorded afterwards", async () => {
    const today = await booked(`${practiceDate(0)}T16:00`);
    expect((await patch(today.id, { status: "arrive" })).body).toMatchObject({ status: "arrive" });
    expect((await patch(today.id, { status: "vu" })).body).toMatchObject({ status: "vu" });

    const past = await booked(`${practiceDate(-6)}T11:00`);
    expect((await patch(past.id, { status: "arrive" })).status).toBe(200);
    expect((await patch(past.id, { status: "vu" })).status).toBe(200);
  });

  it("refuses to move an arrived appointment to a later day", async () => {
    const today = await booked(`${practiceDate(0)}T17:00`);
    expect((await patch(today.id, { status: "arrive" })).status).toBe(200);
    expect(await patch(today.id, { dateHeure: `${THURSDAY}T17:00` })).toMatchObject({
      status: 400,
      body: { errors: { dateHeure: "Un rendez-vous ne peut être marqué « arrivé » qu'à partir de son jour (le jeudi 15 octobre 2026)." } },
    });
  });

  it("takes the clock as a parameter: the same call passes once the day has come", async () => {
    const tomorrow = await booked(`${THURSDAY}T11:00`);
    const context = { actorId: staff.assistant.id, requestId: "horloge", timeZone: "Africa/Casablanca" };
    await expect(updateAppointment(database().db, tomorrow.id, { status: "arrive" }, { ...context, now: FIXED_NOW })).rejects.toMatchObject({ code: "VALIDATION" });
    const nextMorning = new Date(FIXED_NOW.getTime() + 24 * 3600_000);
    expect(await updateAppointment(database().db, tomorrow.id, { status: "arrive" }, { ...context, now: nextMorning })).toMatchObject({
      kind: "done",
      value: { status: "arrive" },
    });
  });
});

describe("GET /api/appointments/{id}/warnings (the spec form's note)", () => {
  it("names the doctor's overlapping appointments and the closure of an appointment booked by the bare call", async () => {
    const first = await booked(`${SUNDAY}T12:00`, { patient: { id: other.id } });
    const second = await booked(`${SUNDAY}T12:15`);
    const { status, body } = await warningsOf(second.id);
    expect(status).toBe(200);
    const warnings = body as AppointmentWarnings;
    expect(warnings.fermeture).toBe("Le cabinet est fermé le dimanche 18 octobre 2026.");
    expect(warnings.conflits.map((c) => c.id)).toEqual([first.id]);
    expect(await lastAudit(database().db, "appointment.conflicts")).toMatchObject({ details: { conflictIds: [first.id], patientIds: [other.id] } });
  });

  it("has nothing to say of an open slot, nor of a cancelled appointment; 404 for none", async () => {
    const clean = await booked(`${practiceDate(2)}T09:00`);
    expect(await warningsOf(clean.id)).toMatchObject({ status: 200, body: { conflits: [], fermeture: null } });

    const sunday = await booked(`${SUNDAY}T08:00`);
    await patch(sunday.id, { status: "annule", motifAnnulation: "Empêchement", annulePar: "patient" });
    expect(await warningsOf(sunday.id)).toMatchObject({ status: 200, body: { conflits: [], fermeture: null } });
    expect(await warningsOf(987_654)).toMatchObject({ status: 404, body: { message: "Rendez-vous non trouvé" } });
    expect((await call(warningsRoute, { path: `/api/appointments/${clean.id}/warnings`, params: { id: String(clean.id) } })).status).toBe(401);
  });
});
