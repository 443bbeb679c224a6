import { and, eq } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { GET as weekRoute } from "@/app/api/appointments/agenda/route";
import { POST as confirmRoute } from "@/app/api/appointments/[id]/confirm-booking/route";
import { PATCH as patchRoute } from "@/app/api/appointments/[id]/route";
import { POST as refuseRoute } from "@/app/api/appointments/[id]/refuse-booking/route";
import { POST as createRoute } from "@/app/api/appointments/route";
import { GET as toConfirmRoute } from "@/app/api/appointments/to-confirm/route";
import { POST as holdRoute } from "@/app/api/booking/holds/route";
import { GET as countsRoute } from "@/app/api/front-desk/counts/route";
import { POST as verifyRoute } from "@/app/api/patients/[id]/verify/route";
import { appointments, auditEvents, bookingHolds, notifications, patients, visitTypes } from "@/db/schema";
import type { AgendaWeek } from "@/schemas/agenda";
import type { AlertCounts } from "@/schemas/alerts";
import type { Appointment } from "@/schemas/appointment";
import type { BookingToConfirm } from "@/schemas/bookings-to-confirm";
import type { PatientRecord } from "@/schemas/patient";
import { CONFLICT_CHECK_HEADER, CONFLICT_CHECK_VALUE } from "@/schemas/appointment";
import { FIXED_NOW, fixedClockInFile } from "../../support/fixed-clock";
import { insertPatient } from "../../support/row-fixtures";
import { withTestDatabase } from "../../support/test-database";
import { call, lastAudit, practiceDate, seedStaff, type StaffFixtures } from "./api-test-kit";
import { at, getSlots, resetBooking, timesOf, typeId } from "./booking-test-kit";

/**
 * The front desk's side of online booking (issue 33, decision 052): the bookings waiting for it
 * (status a_confirmer), confirmed or refused — a refusal frees the slot for the next visitor and
 * tells the person —, the header's count, files created online checked, visitors' holds in the
 * agenda without anyone's data, and the agenda's bookings by visit type. On the fixed clock.
 */

const database = withTestDatabase();
fixedClockInFile();
const db = () => database().db;
let staff: StaffFixtures;
let firstVisit: number;
const THURSDAY = practiceDate(1);

// `null`: no token at all.
const toConfirm = (token: string | null = staff.assistant.token) => call(toConfirmRoute, { path: "/api/appointments/to-confirm", token: token ?? undefined });
const confirm = (id: number, body: unknown = {}, token: string | null = staff.assistant.token) =>
  call(confirmRoute, { path: `/api/appointments/${id}/confirm-booking`, params: { id: String(id) }, body, token: token ?? undefined });
const refuse = (id: number, body: unknown, token: string | null = staff.assistant.token) =>
  call(refuseRoute, { path: `/api/appointments/${id}/refuse-booking`, params: { id: String(id) }, body, token: token ?? undefined });
const verify = (id: number, token: string | null = staff.assistant.token) =>
  call(verifyRoute, { method: "POST", path: `/api/patients/${id}/verify`, params: { id: String(id) }, token: token ?? undefined });
const counts = async () => (await call(countsRoute, { path: "/api/front-desk/counts", token: staff.assistant.token })).body as AlertCounts;
const week = (day: string) => call(weekRoute, { path: `/api/appointments/agenda?du=${day}&au=${day}`, token: staff.assistant.token });

/** A person who booked online: a file created by the booking, reminders by SMS agreed, in `langue`. */
async function onlinePerson(nom: string, prenom: string, langue: "fr" | "ar" = "fr") {
  const patient = await insertPatient(db(), { nom, prenom, telephone: `06${String(Math.floor(Math.random() * 1e8)).padStart(8, "0")}` });
  await db()
    .update(patients)
    .set({ creeEnLigneAt: new Date("2026-10-13T20:00:00Z"), canalPrefere: "sms", consentSmsAt: new Date("2026-10-13T20:00:00Z"), langue })
    .where(eq(patients.id, patient.id));
  return patient;
}

/** An online booking stored as waiting for the front desk, as the booking's confirmation does without a channel. */
async function waitingBooking(values: {
  patientId: number;
  debut: string;
  minutes?: number;
  motif?: "verification_impossible" | "patient_non_reconnu" | "absences_repetees";
  langue?: "fr" | "ar";
}) {
  const [row] = await db()
    .insert(appointments)
    .values({
      dateHeure: at(values.debut),
      motif: "Première consultation",
      patientId: values.patientId,
      medecinId: staff.medecin.id,
      dureeMinutes: values.minutes ?? 30,
      status: "a_confirmer",
      aConfirmerMotif: values.motif ?? "verification_impossible",
      source: "en_ligne",
      langue: values.langue ?? "fr",
      visitTypeId: firstVisit,
    })
    .returning({ id: appointments.id });
  return row!.id;
}

const noticesOf = (appointmentId: number) => db().select().from(notifications).where(eq(notifications.appointmentId, appointmentId));

beforeAll(async () => {
  staff = await seedStaff(db());
  firstVisit = await typeId(db(), "Première consultation");
});

beforeEach(async () => {
  await db().delete(notifications);
  await resetBooking(db());
});

describe("GET /api/appointments/to-confirm", () => {
  it("lists the bookings waiting, soonest first, with who, when, with whom, as what and why — absences counted — and audits the patients shown", async () => {
    const sara = await onlinePerson("Alami", "Sara");
    const omar = await insertPatient(db(), { nom: "Filali", prenom: "Omar", dateNaissance: "1975-04-02" });
    // Two absences in the last 12 months, one older: the count says 2.
    for (const day of ["2026-03-10", "2026-08-20", "2025-06-01"]) {
      await db().insert(appointments).values({ dateHeure: at(`${day}T10:00`), motif: "Contrôle", patientId: omar.id, medecinId: staff.medecin.id, status: "absent" });
    }
    const later = await waitingBooking({ patientId: omar.id, debut: `${practiceDate(2)}T11:00`, motif: "absences_repetees" });
    const sooner = await waitingBooking({ patientId: sara.id, debut: `${THURSDAY}T10:00`, langue: "ar" });
    await db().insert(appointments).values({ dateHeure: at(`${THURSDAY}T15:00`), motif: "Contrôle", patientId: omar.id, medecinId: staff.medecin.id, status: "planifie" });

    const { status, body } = await toConfirm();
    expect(status).toBe(200);
    const list = body as BookingToConfirm[];
    expect(list.map((booking) => booking.id)).toEqual([sooner, later]);
    expect(list[0]).toEqual({
      id: sooner,
      dateHeure: at(`${THURSDAY}T10:00`).toISOString(),
      dureeMinutes: 30,
      motif: "Première consultation",
      medecin: { id: staff.medecin.id, nom: "Bennani", prenom: "Salma" },
      typeVisite: { id: firstVisit, libelleFr: "Première consultation" },
      patient: { id: sara.id, nom: "Alami", prenom: "Sara", telephone: sara.telephone, dateNaissance: "1980-01-01", aVerifier: true },
      motifAttente: "verification_impossible",
      absences: null,
      langue: "ar",
      creeLe: expect.any(String),
    });
    expect(list[1]).toMatchObject({ motifAttente: "absences_repetees", absences: 2, patient: { id: omar.id, aVerifier: false, dateNaissance: "1975-04-02" } });

    const event = await lastAudit(db(), "appointment.to_confirm.list", staff.assistant.id);
    expect(event?.details).toEqual({ results: 2, patientIds: [sara.id, omar.id] });
    expect(JSON.stringify(event)).not.toMatch(/Alami|Filali/);
  });

  it("is counted in the staff header's alerts, and leaves the count when decided", async () => {
    const sara = await onlinePerson("Alami", "Sara");
    const first = await waitingBooking({ patientId: sara.id, debut: `${THURSDAY}T10:00` });
    await waitingBooking({ patientId: sara.id, debut: `${THURSDAY}T11:00` });
    expect((await counts()).reservationsAConfirmer).toBe(2);
    expect((await confirm(first)).status).toBe(200);
    expect((await counts()).reservationsAConfirmer).toBe(1);
  });

  it("is for staff only: 401 without a token on every call", async () => {
    const sara = await onlinePerson("Alami", "Sara");
    const id = await waitingBooking({ patientId: sara.id, debut: `${THURSDAY}T10:00` });
    expect((await toConfirm(null)).status).toBe(401);
    expect((await confirm(id, {}, null)).status).toBe(401);
    expect((await refuse(id, { motifAnnulation: "Doublon" }, null)).status).toBe(401);
    expect((await verify(sara.id, null)).status).toBe(401);
    // A deactivated account's token is refused too; the booking still waits.
    expect((await confirm(id, {}, staff.deleted.token)).status).toBe(401);
    const [row] = await db().select({ status: appointments.status }).from(appointments).where(eq(appointments.id, id));
    expect(row?.status).toBe("a_confirmer");
    // Every staff role may decide: a doctor here.
    expect((await confirm(id, { status: "confirme" }, staff.medecin.token)).status).toBe(200);
  });
});

describe("POST /api/appointments/{id}/confirm-booking", () => {
  it("makes the booking planifié (or confirmé), tells the person with the usual confirmation, and audits it", async () => {
    const sara = await onlinePerson("Alami", "Sara");
    const id = await waitingBooking({ patientId: sara.id, debut: `${THURSDAY}T10:00` });
    const { status, body } = await confirm(id);
    expect(status).toBe(200);
    expect(body).toMatchObject({ id, status: "planifie", source: "en_ligne", statusChangedBy: { id: staff.assistant.id }, transitions: ["confirme", "arrive", "absent", "annule"] });
    const notices = await noticesOf(id);
    expect(notices.map((notice) => [notice.type, notice.canal])).toEqual([["confirmation", "sms"]]);
    const event = await lastAudit(db(), "appointment.booking_confirm", staff.assistant.id);
    expect(event).toMatchObject({ targetType: "patient", targetId: String(sara.id), details: { appointmentId: id, from: "a_confirmer", to: "planifie" } });

    const other = await waitingBooking({ patientId: sara.id, debut: `${THURSDAY}T11:00` });
    expect(((await confirm(other, { status: "confirme" })).body as Appointment).status).toBe("confirme");
  });

  it("answers 409 once the booking no longer waits (decided by someone else), 404 for none, 400 for another status", async () => {
    const sara = await onlinePerson("Alami", "Sara");
    const id = await waitingBooking({ patientId: sara.id, debut: `${THURSDAY}T10:00` });
    expect((await confirm(id)).status).toBe(200);
    const again = await confirm(id);
    expect(again.status).toBe(409);
    expect((again.body as { message: string }).message).toBe("Cette réservation n'est plus à confirmer.");
    expect((await refuse(id, { motifAnnulation: "Doublon" })).status).toBe(409);
    expect((await confirm(999_999)).status).toBe(404);
    const other = await waitingBooking({ patientId: sara.id, debut: `${THURSDAY}T11:00` });
    expect((await confirm(other, { status: "vu" })).status).toBe(400);
    // Two people confirming at once: one wins, the other is told.
    const race = await Promise.all([confirm(other), confirm(other, {}, staff.medecin.token)]);
    expect(race.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(await noticesOf(other)).toHaveLength(1);
  });
});

describe("POST /api/appointments/{id}/refuse-booking", () => {
  it("cancels it for the practice with the reason, frees the slot for the next visitor, and tells the person in the language they booked in", async () => {
    const sara = await onlinePerson("Alami", "Sara", "fr");
    const id = await waitingBooking({ patientId: sara.id, debut: `${THURSDAY}T10:00`, langue: "ar" });
    const query = { type: firstVisit, du: THURSDAY, au: THURSDAY, medecinId: staff.medecin.id };
    // While it waits, it holds its slot.
    expect(timesOf((await getSlots(query)).slots, THURSDAY, staff.medecin.id)).not.toContain("10:00");

    const { status, body } = await refuse(id, { motifAnnulation: "Personne injoignable" });
    expect(status).toBe(200);
    expect(body).toMatchObject({ id, status: "annule", motifAnnulation: "Personne injoignable", annulePar: "cabinet", statusChangedBy: { id: staff.assistant.id } });
    expect(timesOf((await getSlots(query)).slots, THURSDAY, staff.medecin.id)).toContain("10:00");

    const notices = await noticesOf(id);
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({ type: "annulation", canal: "sms", destinataire: expect.stringMatching(/^\+2126/), donnees: { langue: "ar" } });
    const event = await lastAudit(db(), "appointment.booking_refuse", staff.assistant.id);
    expect(event).toMatchObject({ targetId: String(sara.id), details: { appointmentId: id, from: "a_confirmer", to: "annule", annulePar: "cabinet" } });
    expect(JSON.stringify(event)).not.toContain("injoignable");
  });

  it("tells nobody when the person has no channel, and needs a reason", async () => {
    const ali = await insertPatient(db(), { nom: "Berrada", prenom: "Ali" });
    const id = await waitingBooking({ patientId: ali.id, debut: `${THURSDAY}T10:00` });
    const missing = await refuse(id, {});
    expect(missing.status).toBe(400);
    expect((missing.body as { errors: Record<string, string> }).errors.motifAnnulation).toBe("Le motif du refus est obligatoire.");
    expect((await refuse(id, { motifAnnulation: "Doublon d'un rendez-vous existant" })).status).toBe(200);
    expect(await noticesOf(id)).toEqual([]);
  });
});

describe("POST /api/patients/{id}/verify", () => {
  it("marks a file created online as checked, once, audited; a file the practice made is left as it is", async () => {
    const sara = await onlinePerson("Alami", "Sara");
    const before = await verify(sara.id);
    expect(before.status).toBe(200);
    const record = before.body as PatientRecord;
    expect(record.creeEnLigneLe).toBe("2026-10-13T20:00:00.000Z");
    expect(record.verifieLe).not.toBeNull();
    expect(await lastAudit(db(), "patient.verify", staff.assistant.id)).toMatchObject({ targetType: "patient", targetId: String(sara.id) });
    // Again: nothing more recorded.
    expect((await verify(sara.id)).status).toBe(200);
    const events = await db().select().from(auditEvents).where(and(eq(auditEvents.action, "patient.verify"), eq(auditEvents.targetId, String(sara.id))));
    expect(events).toHaveLength(1);

    const walkIn = await insertPatient(db(), { nom: "Berrada", prenom: "Ali" });
    expect(((await verify(walkIn.id)).body as PatientRecord).verifieLe).toBeNull();
    expect((await verify(999_999)).status).toBe(404);
    // The list no longer says « à vérifier ».
    await waitingBooking({ patientId: sara.id, debut: `${THURSDAY}T10:00` });
    expect(((await toConfirm()).body as BookingToConfirm[])[0]!.patient.aVerifier).toBe(false);
  });
});

describe("The agenda's answer and online bookings", () => {
  it("shows visitors' live holds as a doctor and a time only, not expired ones, and marks online appointments", async () => {
    const address = "198.51.100.7";
    const held = await call(holdRoute, { path: "/api/booking/holds", body: { type: firstVisit, medecinId: staff.medecin.id, debut: `${THURSDAY}T14:00` }, headers: { "x-forwarded-for": address } });
    expect(held.status).toBe(201);
    // Another visitor's hold that has lapsed: the slot is free again, nothing shown.
    await db().insert(bookingHolds).values({
      id: crypto.randomUUID(),
      visitTypeId: firstVisit,
      medecinId: staff.medecin.id,
      debut: at(`${THURSDAY}T16:00`),
      fin: at(`${THURSDAY}T16:30`),
      expiresAt: new Date(FIXED_NOW.getTime() - 60_000),
      clientKey: "a".repeat(64),
    });
    const sara = await onlinePerson("Alami", "Sara");
    const waiting = await waitingBooking({ patientId: sara.id, debut: `${THURSDAY}T10:00` });

    const { status, body, text } = await week(THURSDAY);
    expect(status).toBe(200);
    const answer = body as AgendaWeek;
    expect(answer.reservationsEnCours).toEqual([
      { medecinId: staff.medecin.id, debut: at(`${THURSDAY}T14:00`).toISOString(), fin: at(`${THURSDAY}T14:30`).toISOString(), expireA: expect.any(String) },
    ]);
    expect(text).not.toContain(address);
    expect(answer.rendezVous).toEqual([expect.objectContaining({ id: waiting, status: "a_confirmer", enLigne: true })]);

    // Staff may still book over a hold.
    const booked = await call(createRoute, {
      path: "/api/appointments",
      headers: { [CONFLICT_CHECK_HEADER]: CONFLICT_CHECK_VALUE },
      body: { dateHeure: `${THURSDAY}T14:00`, motif: "Contrôle", patient: { id: sara.id }, medecin: { id: staff.medecin.id }, dureeMinutes: 30 },
      token: staff.assistant.token,
    });
    expect(booked.status).toBe(201);
  });
});

describe("Staff bookings by visit type", () => {
  it("stores the visit type a staff booking names; an unknown or retired type is refused on the field", async () => {
    const ali = await insertPatient(db(), { nom: "Berrada", prenom: "Ali" });
    const control = await typeId(db(), "Consultation de contrôle");
    const book = (visitTypeId: unknown, time: string) =>
      call(createRoute, {
        path: "/api/appointments",
        headers: { [CONFLICT_CHECK_HEADER]: CONFLICT_CHECK_VALUE },
        body: { dateHeure: `${THURSDAY}T${time}`, motif: "Consultation de contrôle", patient: { id: ali.id }, medecin: { id: staff.medecin.id }, dureeMinutes: 20, visitTypeId },
        token: staff.assistant.token,
      });
    const { status, body } = await book(control, "09:00");
    expect(status).toBe(201);
    expect(body).toMatchObject({ visitTypeId: control, dureeMinutes: 20, source: "cabinet", aConfirmerMotif: null });

    const unknown = await book(999_999, "11:00");
    expect(unknown.status).toBe(400);
    expect((unknown.body as { errors: Record<string, string> }).errors.visitTypeId).toBe("Ce type de visite n'existe pas ou n'est plus proposé.");
    await db().update(visitTypes).set({ actif: false }).where(eq(visitTypes.id, control));
    expect((await book(control, "11:30")).status).toBe(400);

    // A change may name another type, or none.
    const id = (body as Appointment).id;
    const patch = (changes: unknown) => call(patchRoute, { method: "PATCH", path: `/api/appointments/${id}`, params: { id: String(id) }, body: changes, token: staff.assistant.token });
    expect(((await patch({ visitTypeId: firstVisit })).body as Appointment).visitTypeId).toBe(firstVisit);
    expect(((await patch({ visitTypeId: null })).body as Appointment).visitTypeId).toBeNull();
  });

  it("a booking accepted from the agenda's dialog (PATCH a_confirmer → planifié) also tells the person", async () => {
    const sara = await onlinePerson("Alami", "Sara");
    const id = await waitingBooking({ patientId: sara.id, debut: `${THURSDAY}T10:00` });
    const answer = await call(patchRoute, { method: "PATCH", path: `/api/appointments/${id}`, params: { id: String(id) }, body: { status: "planifie" }, token: staff.assistant.token });
    expect(answer.status).toBe(200);
    expect((await noticesOf(id)).map((notice) => notice.type)).toEqual(["confirmation"]);
  });

  it("a booking still waiting moved by the desk tells nobody of a move: its confirmation will give the new time", async () => {
    const sara = await onlinePerson("Alami", "Sara");
    const id = await waitingBooking({ patientId: sara.id, debut: `${THURSDAY}T10:00` });
    const moved = await call(patchRoute, { method: "PATCH", path: `/api/appointments/${id}`, params: { id: String(id) }, body: { dateHeure: `${THURSDAY}T11:00` }, token: staff.assistant.token });
    expect(moved.status).toBe(200);
    expect(await noticesOf(id)).toEqual([]);
    expect((await confirm(id)).status).toBe(200);
    const notices = await noticesOf(id);
    expect(notices.map((notice) => [notice.type, (notice.donnees as { dateHeure: string }).dateHeure])).toEqual([["confirmation", at(`${THURSDAY}T11:00`).toISOString()]]);
  });
});
