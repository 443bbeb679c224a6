import { eq } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { GET as readRoute } from "@/app/api/booking/appointments/[token]/route";
import { POST as cancelRoute } from "@/app/api/booking/appointments/[token]/cancel/route";
import { POST as confirmRoute } from "@/app/api/booking/appointments/[token]/confirm/route";
import { POST as moveRoute } from "@/app/api/booking/appointments/[token]/move/route";
import { GET as linkSlotsRoute } from "@/app/api/booking/appointments/[token]/slots/route";
import { GET as appointmentRoute } from "@/app/api/appointments/[id]/route";
import { GET as countsRoute } from "@/app/api/front-desk/counts/route";
import { appointmentLinks, appointments, bookingSettings, notifications, patients, practiceHours, staffAlertEvents } from "@/db/schema";
import { appointmentIdForLink, issueAppointmentLink } from "@/domain/booking/appointment-links";
import { holdClientKey, placeHold } from "@/domain/booking/holds";
import { cancelByPatient, moveByPatient, readManagedAppointment } from "@/domain/booking/manage-appointment";
import type { ManagedAppointment } from "@/schemas/appointment-link";
import type { Appointment } from "@/schemas/appointment";
import type { FreeSlot } from "@/schemas/booking";
import { FIXED_NOW, fixedClockInFile } from "../../support/fixed-clock";
import { insertPatient } from "../../support/row-fixtures";
import { withTestDatabase } from "../../support/test-database";
import { call, lastAudit, nextAddress, practiceDate, seedStaff, type StaffFixtures } from "./api-test-kit";
import { at, getSlots, insertAppointment, resetBooking, timesOf, typeId, ZONE } from "./booking-test-kit";

/**
 * The patient's own link (issue 33, decision 050): see, confirm, cancel and move an appointment
 * from /api/booking/appointments/{token}, until the cut-off, on the fixed clock (Wednesday
 * 14 October 2026, 10:00 in Casablanca).
 */

const database = withTestDatabase();
fixedClockInFile();
let staff: StaffFixtures;
let firstVisit: number;
const db = () => database().db;
const THURSDAY = practiceDate(1);
const HOUR = 3_600_000;

type Booked = { id: number; patientId: number; token: string };

/** A planned appointment of the first-visit type (30 min) with its link, issued now, valid until its end. */
async function bookWithLink(debut = `${THURSDAY}T10:00`, fields: { email?: string } = {}): Promise<Booked> {
  const patient = await insertPatient(db(), { nom: "Amrani", prenom: "Khadija", ...fields });
  await db().update(patients).set({ consentEmailAt: FIXED_NOW }).where(eq(patients.id, patient.id));
  const [row] = await db()
    .insert(appointments)
    .values({ dateHeure: at(debut), motif: "Douleur au genou", patientId: patient.id, medecinId: staff.medecin.id, dureeMinutes: 30, visitTypeId: firstVisit })
    .returning({ id: appointments.id });
  const token = await issueAppointmentLink(db(), row!.id, new Date(at(debut).getTime() + 30 * 60_000), FIXED_NOW);
  return { id: row!.id, patientId: patient.id, token };
}

// Each call from an address of its own: the public rate limit is not what these tests are about.
const route = (token: string, tail = "") => ({ path: `/api/booking/appointments/${token}${tail}`, params: { token }, headers: { "x-forwarded-for": nextAddress() } });
const read = (token: string) => call(readRoute, route(token));
const cancel = (token: string, body: unknown = { motif: "empechement" }) => call(cancelRoute, { ...route(token, "/cancel"), body });
const move = (token: string, body: unknown) => call(moveRoute, { ...route(token, "/move"), body });
const clockAt = (wallClock: string) => ({ now: at(wallClock), timeZone: ZONE });
const statusOf = async (id: number) => (await db().select().from(appointments).where(eq(appointments.id, id)))[0]!;

beforeAll(async () => {
  staff = await seedStaff(db());
  firstVisit = await typeId(db(), "Première consultation");
});

beforeEach(async () => {
  await db().delete(notifications);
  await resetBooking(db());
  await db().delete(practiceHours);
  await db().delete(staffAlertEvents);
});

describe("GET /api/booking/appointments/{token}", () => {
  it("shows the appointment (day, time, doctor, type, status, cut-off, the practice's contact) and nothing else about the patient", async () => {
    const booked = await bookWithLink();
    const { status, body, text } = await read(booked.token);
    expect(status).toBe(200);
    const view = body as ManagedAppointment;
    expect(view).toMatchObject({
      debut: `${THURSDAY}T10:00`,
      fin: `${THURSDAY}T10:30`,
      dureeMinutes: 30,
      medecin: { id: staff.medecin.id, nom: "Dr Salma Bennani" },
      type: { id: firstVisit, libelleFr: "Première consultation" },
      statut: "planifie",
      limite: `${THURSDAY}T08:00`,
      peutConfirmer: true,
      peutAnnuler: true,
      peutDeplacer: true,
      actionPatient: null,
    });
    expect(view.cabinet.telephone).toBeTruthy();
    for (const personal of ["Amrani", "Khadija", "1980", "@exemple.ma"]) expect(text).not.toContain(personal);
    const audit = await lastAudit(db(), "appointment_link.read");
    expect(audit).toMatchObject({ actorId: null, targetType: "patient", targetId: String(booked.patientId), details: { appointmentId: booked.id } });
  });

  it("shows a booking that waits for the front desk as booked, whatever its reason, and lets nobody confirm it from the link", async () => {
    const booked = await bookWithLink();
    await db().update(appointments).set({ status: "a_confirmer", aConfirmerMotif: "absences_repetees", source: "en_ligne" }).where(eq(appointments.id, booked.id));
    const { status, body, text } = await read(booked.token);
    expect(status).toBe(200);
    expect(body).toMatchObject({ statut: "planifie", peutConfirmer: false, peutAnnuler: true });
    for (const telling of ["a_confirmer", "absences", "patient_non_reconnu"]) expect(text).not.toContain(telling);
    expect((await call(confirmRoute, route(booked.token, "/confirm"))).status).toBe(409);
    expect((await statusOf(booked.id)).status).toBe("a_confirmer");
  });

  it("answers the same 404 for an unknown, a malformed and an expired token, and for an appointment already over", async () => {
    const booked = await bookWithLink();
    const expired = await issueAppointmentLink(db(), booked.id, new Date(FIXED_NOW.getTime() - 1), new Date(FIXED_NOW.getTime() - HOUR));
    const unknown = "A".repeat(43);
    const answers = await Promise.all([unknown, "court", `${booked.token}x`, expired].map((token) => read(token)));
    for (const answer of answers) {
      expect(answer.status).toBe(404);
      expect(answer.body).toEqual({ message: "Ce lien n'est pas valide ou a expiré." });
    }
    // The appointment moved by the staff into the past: its still valid link opens nothing.
    await db().update(appointments).set({ dateHeure: new Date(FIXED_NOW.getTime() - 2 * HOUR) }).where(eq(appointments.id, booked.id));
    expect((await read(booked.token)).body).toEqual({ message: "Ce lien n'est pas valide ou a expiré." });
    expect((await cancel(booked.token)).status).toBe(404);
  });
});

describe("confirm and cancel", () => {
  it("confirms a planned appointment: confirme, by the patient, audited with no actor", async () => {
    const booked = await bookWithLink();
    const { status, body } = await call(confirmRoute, route(booked.token, "/confirm"));
    expect(status).toBe(200);
    expect(body).toMatchObject({ statut: "confirme", actionPatient: "confirme", peutConfirmer: false, peutAnnuler: true });
    expect(await statusOf(booked.id)).toMatchObject({ status: "confirme", actionPatient: "confirme", statusChangedBy: null });
    expect(await lastAudit(db(), "appointment_link.confirm")).toMatchObject({ actorId: null, details: { appointmentId: booked.id, from: "planifie", to: "confirme" } });
    // Again: nothing changes, still 200.
    expect((await call(confirmRoute, route(booked.token, "/confirm"))).status).toBe(200);
  });

  it("cancels within the cut-off: annule by the patient with the reason, the slot free again, the staff alerted, the patient told", async () => {
    const booked = await bookWithLink();
    const before = await getSlots({ type: firstVisit, du: THURSDAY, au: THURSDAY, medecinId: staff.medecin.id });
    expect(timesOf(before.slots, THURSDAY, staff.medecin.id)).not.toContain("10:00");

    const { status, body } = await cancel(booked.token, { motif: "va_mieux" });
    expect(status).toBe(200);
    expect(body).toMatchObject({ statut: "annule", actionPatient: "annule", peutAnnuler: false, peutDeplacer: false });
    const row = await statusOf(booked.id);
    expect(row).toMatchObject({ status: "annule", annulePar: "patient", motifAnnulation: "Je vais mieux (annulé par le patient depuis son lien)", actionPatient: "annule" });

    const after = await getSlots({ type: firstVisit, du: THURSDAY, au: THURSDAY, medecinId: staff.medecin.id });
    expect(timesOf(after.slots, THURSDAY, staff.medecin.id)).toContain("10:00");
    expect(await db().select().from(staffAlertEvents).where(eq(staffAlertEvents.source, "appointment_link"))).toHaveLength(1);
    const notices = await db().select().from(notifications).where(eq(notifications.appointmentId, booked.id));
    expect(notices.map((notice) => notice.type)).toEqual(["annulation"]);
    expect(await lastAudit(db(), "appointment_link.cancel")).toMatchObject({ actorId: null, details: { appointmentId: booked.id, motif: "va_mieux" } });

    // The staff see what the patient did: in the appointment, and in their alerts.
    const staffView = await call(appointmentRoute, { path: `/api/appointments/${booked.id}`, params: { id: String(booked.id) }, token: staff.assistant.token });
    expect((staffView.body as Appointment).actionPatient).toEqual({ action: "annule", le: expect.any(String) });
    const counts = await call(countsRoute, { path: "/api/front-desk/counts", token: staff.assistant.token });
    expect(counts.body).toMatchObject({ actionsPatients: 1 });

    // A second cancellation is refused: nothing left to cancel.
    expect((await cancel(booked.token)).status).toBe(409);
  });

  it("refuses to cancel past the cut-off (2 hours before by default, or the rule's): 409 saying to call the practice", async () => {
    const booked = await bookWithLink();
    await expect(cancelByPatient(db(), booked.token, { motif: "autre" }, clockAt(`${THURSDAY}T08:00`))).rejects.toMatchObject({
      code: "CONFLICT",
      message: "Il est trop tard pour modifier ce rendez-vous en ligne : appelez le cabinet.",
    });
    expect((await statusOf(booked.id)).status).toBe("planifie");
    // One minute before the cut-off it still may; with a 24-hour rule it could not.
    await db().update(bookingSettings).set({ delaiAnnulationMinutes: 24 * 60 });
    await expect(cancelByPatient(db(), booked.token, { motif: "autre" }, clockAt(`${THURSDAY}T07:59`))).rejects.toMatchObject({ code: "CONFLICT" });
    await db().update(bookingSettings).set({ delaiAnnulationMinutes: 120 });
    expect((await cancelByPatient(db(), booked.token, { motif: "autre" }, clockAt(`${THURSDAY}T07:59`))).statut).toBe("annule");
  });

  it("refuses a reason that is not on the list (400) and changes nothing", async () => {
    const booked = await bookWithLink();
    expect((await cancel(booked.token, { motif: "je ne veux plus" })).status).toBe(400);
    expect((await cancel(booked.token, {})).status).toBe(400);
    expect((await statusOf(booked.id)).status).toBe("planifie");
  });
});

describe("move", () => {
  it("moves within the cut-off to a free slot of the same type: the old slot free, the new one taken, the links extended, the patient told", async () => {
    const booked = await bookWithLink();
    const { status, body } = await move(booked.token, { medecinId: staff.medecin.id, debut: `${THURSDAY}T15:00` });
    expect(status).toBe(200);
    expect(body).toMatchObject({ debut: `${THURSDAY}T15:00`, fin: `${THURSDAY}T15:30`, actionPatient: "deplace", statut: "planifie" });
    expect(await statusOf(booked.id)).toMatchObject({ dateHeure: at(`${THURSDAY}T15:00`), actionPatient: "deplace" });

    const slots = await getSlots({ type: firstVisit, du: THURSDAY, au: THURSDAY, medecinId: staff.medecin.id });
    expect(timesOf(slots.slots, THURSDAY, staff.medecin.id)).toContain("10:00");
    expect(timesOf(slots.slots, THURSDAY, staff.medecin.id)).not.toContain("15:00");
    const [link] = await db().select().from(appointmentLinks).where(eq(appointmentLinks.appointmentId, booked.id));
    expect(link!.expiresAt).toEqual(at(`${THURSDAY}T15:30`));
    const [notice] = await db().select().from(notifications).where(eq(notifications.appointmentId, booked.id));
    expect(notice).toMatchObject({ type: "deplacement", donnees: { dateHeure: at(`${THURSDAY}T15:00`).toISOString(), ancienneDateHeure: at(`${THURSDAY}T10:00`).toISOString() } });
    expect(await lastAudit(db(), "appointment_link.move")).toMatchObject({ actorId: null, details: { appointmentId: booked.id, fields: ["dateHeure"] } });
    expect(await db().select().from(staffAlertEvents).where(eq(staffAlertEvents.source, "appointment_link"))).toHaveLength(1);
  });

  it("may move onto a slot its own current time overlaps (it does not block itself)", async () => {
    await db().update(bookingSettings).set({ pasMinutes: 15 });
    const booked = await bookWithLink();
    const offered = (await call(linkSlotsRoute, { ...route(booked.token, "/slots"), path: `/api/booking/appointments/${booked.token}/slots?du=${THURSDAY}&au=${THURSDAY}` }))
      .body as FreeSlot[];
    expect(offered.map((slot) => slot.debut)).toContain(`${THURSDAY}T10:15`);
    expect(offered.map((slot) => slot.debut)).not.toContain(`${THURSDAY}T10:00`);
    const { status } = await move(booked.token, { medecinId: staff.medecin.id, debut: `${THURSDAY}T10:15` });
    expect(status).toBe(200);
    expect((await statusOf(booked.id)).dateHeure).toEqual(at(`${THURSDAY}T10:15`));
  });

  it("refuses to move past the cut-off", async () => {
    const booked = await bookWithLink();
    await expect(moveByPatient(db(), booked.token, { medecinId: staff.medecin.id, debut: `${THURSDAY}T15:00` }, clockAt(`${THURSDAY}T08:30`))).rejects.toMatchObject({
      code: "CONFLICT",
      message: "Il est trop tard pour modifier ce rendez-vous en ligne : appelez le cabinet.",
    });
    expect((await statusOf(booked.id)).dateHeure).toEqual(at(`${THURSDAY}T10:00`));
    // The page's view says so too: nothing to cancel or move any more, confirming still welcome.
    const late = await readManagedAppointment(db(), booked.token, clockAt(`${THURSDAY}T08:30`));
    expect(late).toMatchObject({ peutAnnuler: false, peutDeplacer: false, peutConfirmer: true });
  });

  it("refuses a slot taken meanwhile (an appointment, another visitor's hold) with 409 and the next 3 free slots", async () => {
    const booked = await bookWithLink();
    const other = await insertPatient(db(), { nom: "Berrada", prenom: "Omar" });
    await insertAppointment(db(), { patientId: other.id, medecinId: staff.medecin.id, debut: `${THURSDAY}T15:00`, minutes: 30 });
    const taken = await move(booked.token, { medecinId: staff.medecin.id, debut: `${THURSDAY}T15:00` });
    expect(taken.status).toBe(409);
    expect(taken.body).toMatchObject({ message: "Ce créneau vient d'être pris" });
    expect((taken.body as { suivants: FreeSlot[] }).suivants.map((slot) => slot.debut)).toEqual([`${THURSDAY}T15:30`, `${THURSDAY}T16:00`, `${THURSDAY}T16:30`]);
    expect(taken.text).not.toContain("Berrada");

    const hold = await placeHold(db(), { type: firstVisit, medecinId: staff.medecin.id, debut: `${THURSDAY}T16:00` }, { now: new Date(), timeZone: ZONE, clientKey: holdClientKey("203.0.113.9") });
    expect(hold.kind).toBe("held");
    expect((await move(booked.token, { medecinId: staff.medecin.id, debut: `${THURSDAY}T16:00` })).status).toBe(409);
    expect((await statusOf(booked.id)).dateHeure).toEqual(at(`${THURSDAY}T10:00`));
    // A start the slots never offer is a 400, not a 409.
    expect((await move(booked.token, { medecinId: staff.medecin.id, debut: `${THURSDAY}T10:10` })).status).toBe(400);
  });

  it("twelve patients moving to one slot at once: exactly one gets it, the others 409", async () => {
    const friday = practiceDate(2);
    const booked: Booked[] = [];
    for (let index = 0; index < 12; index += 1) {
      const minutes = 9 * 60 + index * 30;
      booked.push(await bookWithLink(`${friday}T${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`));
    }
    const attempts = await Promise.all(booked.map((one) => move(one.token, { medecinId: staff.medecin.id, debut: `${THURSDAY}T17:00` })));
    expect(attempts.filter((attempt) => attempt.status === 200)).toHaveLength(1);
    expect(attempts.filter((attempt) => attempt.status === 409)).toHaveLength(11);
    expect(await db().select().from(appointments).where(eq(appointments.dateHeure, at(`${THURSDAY}T17:00`)))).toHaveLength(1);
  });
});

describe("the link itself", () => {
  it("opens its appointment until the appointment's end, and no other", async () => {
    const first = await bookWithLink();
    const second = await bookWithLink(`${THURSDAY}T11:00`);
    expect(await appointmentIdForLink(db(), first.token, FIXED_NOW)).toBe(first.id);
    expect(await appointmentIdForLink(db(), second.token, FIXED_NOW)).toBe(second.id);
    expect(await appointmentIdForLink(db(), first.token, at(`${THURSDAY}T10:30`))).toBeNull();
    // Only hashes are stored.
    const stored = await db().select({ tokenHash: appointmentLinks.tokenHash }).from(appointmentLinks);
    expect(stored.map((row) => row.tokenHash)).not.toContain(first.token);
  });
});
