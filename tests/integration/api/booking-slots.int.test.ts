import { eq } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { GET as typesRoute } from "@/app/api/booking/types/route";
import { bookingHolds, bookingSettings, practiceHours, visitTypeDoctors, visitTypes } from "@/db/schema";
import { findFreeSlots } from "@/domain/booking/free-slots";
import { holdClientKey, placeHold } from "@/domain/booking/holds";
import { addDays, isoWeekday } from "@/calendar/plain-date";
import type { BookingType } from "@/schemas/booking";
import { FIXED_NOW, FIXED_TODAY, fixedClockInFile } from "../../support/fixed-clock";
import { insertPatient } from "../../support/row-fixtures";
import { withTestDatabase } from "../../support/test-database";
import { call, createStaff, practiceDate, seedStaff, type StaffFixture, type StaffFixtures } from "./api-test-kit";
import { editHours, getSlots, grid, insertAppointment, resetBooking, timesOf, typeId, ZONE } from "./booking-test-kit";

/**
 * GET /api/booking/types and GET /api/booking/slots (issue 33, decision 047), on the fixed clock:
 * Wednesday 14 October 2026, 10:00 in Casablanca. The default week is Monday–Friday 09:00–18:00,
 * Saturday 09:00–13:00, Sunday closed; Friday 6 November is a confirmed public holiday.
 */

const database = withTestDatabase();
fixedClockInFile();
let staff: StaffFixtures;
let idrissi: StaffFixture;
let patientId: number;
let firstVisit: number; // 30 minutes
let followUp: number; // 20 minutes
const db = () => database().db;

const THURSDAY = practiceDate(1);
const FRIDAY = practiceDate(2);
const SATURDAY = practiceDate(3);
const SUNDAY = practiceDate(4);

beforeAll(async () => {
  staff = await seedStaff(db());
  idrissi = await createStaff(db(), { username: "dr.idrissi", email: "idrissi@cabinet.ma", role: "MEDECIN", nom: "Idrissi", prenom: "Omar" });
  patientId = (await insertPatient(db(), { nom: "Amrani", prenom: "Khadija" })).id;
  firstVisit = await typeId(db(), "Première consultation");
  followUp = await typeId(db(), "Consultation de contrôle");
});

beforeEach(async () => {
  await resetBooking(db());
  await db().delete(practiceHours);
});

describe("GET /api/booking/types (public)", () => {
  it("lists the five pre-filled types with both labels, their duration, their instructions and the doctors who take them", async () => {
    const { status, body, headers } = await call(typesRoute, { path: "/api/booking/types" });
    expect(status).toBe(200);
    expect(headers.get("cache-control")).toBe("public, max-age=60");
    const types = body as BookingType[];
    expect(types.map((type) => [type.libelleFr, type.dureeMinutes, type.reservablePar])).toEqual([
      ["Première consultation", 30, "tous"],
      ["Consultation de contrôle", 20, "tous"],
      ["Contrôle post-opératoire", 20, "patients_connus"],
      ["Infiltration", 30, "tous"],
      ["Certificat / accident", 20, "tous"],
    ]);
    expect(types[0]!.libelleAr).toBe("استشارة أولى");
    expect(types[0]!.instructionsFr).toContain("radiographies");
    // The doctors (MEDECIN accounts), not the admin who does not consult nor the deleted account.
    expect(types[0]!.medecins).toEqual([
      { id: staff.medecin.id, nom: "Dr Salma Bennani" },
      { id: idrissi.id, nom: "Dr Omar Idrissi" },
    ]);
  });

  it("leaves out inactive types and types not offered online, lists only the doctors a type names, and nothing while booking is off", async () => {
    await db().update(visitTypes).set({ actif: false }).where(eq(visitTypes.id, followUp));
    await db().update(visitTypes).set({ enLigne: false }).where(eq(visitTypes.libelleFr, "Infiltration"));
    await db().insert(visitTypeDoctors).values({ visitTypeId: firstVisit, medecinId: idrissi.id });
    const types = (await call(typesRoute, { path: "/api/booking/types" })).body as BookingType[];
    expect(types.map((type) => type.libelleFr)).toEqual(["Première consultation", "Contrôle post-opératoire", "Certificat / accident"]);
    expect(types[0]!.medecins).toEqual([{ id: idrissi.id, nom: "Dr Omar Idrissi" }]);

    await db().update(bookingSettings).set({ reservationEnLigne: false });
    expect((await call(typesRoute, { path: "/api/booking/types" })).body).toEqual([]);
  });
});

describe("GET /api/booking/slots (public)", () => {
  it("offers each doctor's slots inside the day's hours on the type's grid, as wall-clock times, with the doctor and nothing else", async () => {
    const { status, slots, text } = await getSlots({ type: firstVisit, du: THURSDAY, au: SUNDAY });
    expect(status).toBe(200);
    expect(timesOf(slots, THURSDAY, staff.medecin.id)).toEqual(grid("09:00", "18:00", 30));
    expect(timesOf(slots, THURSDAY, idrissi.id)).toEqual(grid("09:00", "18:00", 30));
    expect(timesOf(slots, SATURDAY, staff.medecin.id)).toEqual(grid("09:00", "13:00", 30));
    expect(slots.filter((slot) => slot.debut.startsWith(SUNDAY))).toEqual([]);
    expect(slots[0]).toEqual({ debut: `${THURSDAY}T09:00`, fin: `${THURSDAY}T09:30`, medecin: { id: staff.medecin.id, nom: "Dr Salma Bennani" } });
    // By time, then doctor.
    expect(slots[1]).toMatchObject({ debut: `${THURSDAY}T09:00`, medecin: { id: idrissi.id } });
    for (const slot of slots) expect(Object.keys(slot).sort()).toEqual(["debut", "fin", "medecin"]);
    expect(text).not.toContain("Amrani");

    const twenty = await getSlots({ type: followUp, du: THURSDAY, au: THURSDAY, medecinId: idrissi.id });
    expect(timesOf(twenty.slots, THURSDAY, idrissi.id)).toEqual(grid("09:00", "18:00", 20));
    expect(twenty.slots.every((slot) => slot.medecin.id === idrissi.id)).toBe(true);
  });

  it("never offers a slot inside a confirmed public holiday, an admin's closure, or a holiday whose date is only estimated", async () => {
    // Friday 6 November 2026: the Green March, a confirmed public holiday, pre-filled.
    const holiday = "2026-11-06";
    const around = await getSlots({ type: firstVisit, du: "2026-11-02", au: "2026-11-09" });
    expect(timesOf(around.slots, "2026-11-05", staff.medecin.id)).toEqual(grid("09:00", "18:00", 30));
    expect(around.slots.filter((slot) => slot.debut.startsWith(holiday))).toEqual([]);

    const tuesday = practiceDate(6);
    await editHours(db(), staff.admin.id, FIXED_TODAY, (document) => {
      document.fermetures.push({ id: "conge-dr", libelle: "Congé", du: FRIDAY, au: FRIDAY, nature: "conge", estimee: false });
      document.fermetures.push({ id: "aid-estime", libelle: "Aïd (estimé)", du: tuesday, au: tuesday, nature: "ferie", estimee: true });
    });
    const { slots } = await getSlots({ type: firstVisit, du: THURSDAY, au: practiceDate(7) });
    const days = new Set(slots.map((slot) => slot.debut.slice(0, 10)));
    expect([...days]).toEqual([THURSDAY, SATURDAY, practiceDate(5), practiceDate(7)]);
  });

  it("follows a special period's hours (Ramadan) on its days only, and aligns the grid on the quarter hour", async () => {
    const ranges = [
      { debut: "09:10", fin: "12:00" },
      { debut: "13:00", fin: "15:00" },
    ];
    const ramadanWeek = { "1": ranges, "2": ranges, "3": ranges, "4": ranges, "5": ranges, "6": ranges, "7": [] };
    await editHours(db(), staff.admin.id, FIXED_TODAY, (document) => {
      document.periodes.push({ id: "ramadan", libelle: "Ramadan", du: practiceDate(7), au: practiceDate(8), semaine: ramadanWeek });
    });
    const { slots } = await getSlots({ type: firstVisit, du: practiceDate(6), au: practiceDate(9), medecinId: staff.medecin.id });
    // 09:10 opens: the grid starts at 09:15, and a slot must end by the range's end.
    const ramadanTimes = ["09:15", "09:45", "10:15", "10:45", "11:15", ...grid("13:00", "15:00", 30)];
    expect(timesOf(slots, practiceDate(7), staff.medecin.id)).toEqual(ramadanTimes);
    expect(timesOf(slots, practiceDate(8), staff.medecin.id)).toEqual(ramadanTimes);
    expect(timesOf(slots, practiceDate(6), staff.medecin.id)).toEqual(grid("09:00", "18:00", 30));
    expect(timesOf(slots, practiceDate(9), staff.medecin.id)).toEqual(grid("09:00", "18:00", 30));
  });

  it("never overlaps the doctor's appointments that count; cancelled and missed ones free their time; other doctors are not affected", async () => {
    await insertAppointment(db(), { patientId, medecinId: staff.medecin.id, debut: `${THURSDAY}T10:00`, minutes: 30 });
    await insertAppointment(db(), { patientId, medecinId: staff.medecin.id, debut: `${THURSDAY}T11:10`, minutes: 20, status: "confirme" });
    await insertAppointment(db(), { patientId, medecinId: staff.medecin.id, debut: `${THURSDAY}T12:45`, minutes: 90, status: "vu" });
    await insertAppointment(db(), { patientId, medecinId: staff.medecin.id, debut: `${THURSDAY}T16:00`, minutes: 30, status: "annule" });
    await insertAppointment(db(), { patientId, medecinId: staff.medecin.id, debut: `${THURSDAY}T17:00`, minutes: 30, status: "absent" });
    // The day before's last appointment takes nothing of Thursday.
    await insertAppointment(db(), { patientId, medecinId: staff.medecin.id, debut: `${practiceDate(0)}T17:30`, minutes: 30 });

    const { slots } = await getSlots({ type: firstVisit, du: THURSDAY, au: THURSDAY });
    const taken = ["10:00", "11:00", "12:30", "13:00", "13:30", "14:00"];
    expect(timesOf(slots, THURSDAY, staff.medecin.id)).toEqual(grid("09:00", "18:00", 30).filter((time) => !taken.includes(time)));
    expect(timesOf(slots, THURSDAY, idrissi.id)).toEqual(grid("09:00", "18:00", 30));
  });

  it("hides another visitor's live hold, not one's own, and shows the slot again the moment the hold expires", async () => {
    const visitor = holdClientKey("192.0.2.10");
    const other = holdClientKey("192.0.2.20");
    const held = await placeHold(db(), { type: firstVisit, medecinId: staff.medecin.id, debut: `${THURSDAY}T15:00` }, { now: FIXED_NOW, timeZone: ZONE, clientKey: visitor });
    expect(held.kind).toBe("held");
    const search = { typeId: firstVisit, du: THURSDAY, au: THURSDAY, medecinId: staff.medecin.id };
    const times = async (now: Date, clientKey: string) => timesOf(await findFreeSlots(db(), search, { now, timeZone: ZONE, clientKey }), THURSDAY, staff.medecin.id);

    expect(await times(FIXED_NOW, other)).not.toContain("15:00");
    expect(await times(FIXED_NOW, visitor)).toContain("15:00");
    expect(await times(new Date(FIXED_NOW.getTime() + 9 * 60_000 + 59_000), other)).not.toContain("15:00");
    // Ten minutes on: expired, counted no more, though no job has deleted it yet.
    expect(await times(new Date(FIXED_NOW.getTime() + 10 * 60_000), other)).toContain("15:00");
    expect(await db().select().from(bookingHolds)).toHaveLength(1);
  });

  it("keeps the minimum notice and the horizon", async () => {
    const search = { typeId: firstVisit, du: FIXED_TODAY, au: addDays(FIXED_TODAY, 12), medecinId: staff.medecin.id };
    const clock = { now: FIXED_NOW, timeZone: ZONE };
    // 10:00 now, 2 h notice: 12:00 is the first slot today.
    let slots = await findFreeSlots(db(), search, clock);
    expect(timesOf(slots, FIXED_TODAY, staff.medecin.id)).toEqual(grid("12:00", "18:00", 30));

    await db().update(bookingSettings).set({ preavisMinutes: 45, horizonJours: 10 });
    slots = await findFreeSlots(db(), search, clock);
    expect(timesOf(slots, FIXED_TODAY, staff.medecin.id)).toEqual(grid("11:00", "18:00", 30));
    // Ten days on is Saturday 24 October: offered; Monday 26 is past the horizon.
    const lastDays = [...new Set(slots.map((slot) => slot.debut.slice(0, 10)))].slice(-2);
    expect(lastDays).toEqual([practiceDate(9), practiceDate(10)]);

    // The route keeps them too, the default horizon being 60 days.
    await db().update(bookingSettings).set({ preavisMinutes: 120, horizonJours: 60 });
    const far = await getSlots({ type: firstVisit, du: addDays(FIXED_TODAY, 50), au: addDays(FIXED_TODAY, 70), medecinId: staff.medecin.id });
    const farDays = [...new Set(far.slots.map((slot) => slot.debut.slice(0, 10)))];
    expect(farDays.at(-1)! <= addDays(FIXED_TODAY, 60)).toBe(true);
    expect(farDays.at(-1)).toBe(addDays(FIXED_TODAY, 59)); // day 60 is Sunday 13 December
    const past = await getSlots({ type: firstVisit, du: addDays(FIXED_TODAY, -5), au: addDays(FIXED_TODAY, -1) });
    expect(past.slots).toEqual([]);
  });

  it("leaves out a doctor's day once the daily cap of online bookings (and other visitors' holds) is reached", async () => {
    await db().update(bookingSettings).set({ plafondJournalier: 2 });
    await insertAppointment(db(), { patientId, medecinId: staff.medecin.id, debut: `${THURSDAY}T09:00`, minutes: 30, source: "en_ligne" });
    // Booked at the desk, or cancelled: not counted.
    await insertAppointment(db(), { patientId, medecinId: staff.medecin.id, debut: `${THURSDAY}T09:30`, minutes: 30 });
    await insertAppointment(db(), { patientId, medecinId: staff.medecin.id, debut: `${THURSDAY}T10:00`, minutes: 30, source: "en_ligne", status: "annule" });
    let { slots } = await getSlots({ type: firstVisit, du: THURSDAY, au: FRIDAY });
    expect(timesOf(slots, THURSDAY, staff.medecin.id)).toHaveLength(16);

    await insertAppointment(db(), { patientId, medecinId: staff.medecin.id, debut: `${THURSDAY}T17:00`, minutes: 30, source: "en_ligne" });
    ({ slots } = await getSlots({ type: firstVisit, du: THURSDAY, au: FRIDAY }));
    expect(timesOf(slots, THURSDAY, staff.medecin.id)).toEqual([]);
    expect(timesOf(slots, THURSDAY, idrissi.id)).toEqual(grid("09:00", "18:00", 30));
    expect(timesOf(slots, FRIDAY, staff.medecin.id)).toEqual(grid("09:00", "18:00", 30));

    await db().update(bookingSettings).set({ plafondJournalier: 1 });
    await placeHold(db(), { type: firstVisit, medecinId: idrissi.id, debut: `${FRIDAY}T11:00` }, { now: FIXED_NOW, timeZone: ZONE, clientKey: holdClientKey("192.0.2.30") });
    ({ slots } = await getSlots({ type: firstVisit, du: THURSDAY, au: FRIDAY }));
    expect(timesOf(slots, FRIDAY, idrissi.id)).toEqual([]);
    expect(timesOf(slots, FRIDAY, staff.medecin.id)).toEqual(grid("09:00", "18:00", 30));
  });

  it("counts an online booking in the practice's day, even in the hour after midnight", async () => {
    await db().update(bookingSettings).set({ plafondJournalier: 1 });
    // 00:30 in Casablanca is 23:30 UTC the day before: the cap closes Friday, not Thursday.
    await insertAppointment(db(), { patientId, medecinId: staff.medecin.id, debut: `${FRIDAY}T00:30`, minutes: 30, source: "en_ligne" });
    const { slots } = await getSlots({ type: firstVisit, du: THURSDAY, au: FRIDAY });
    expect(timesOf(slots, THURSDAY, staff.medecin.id)).toEqual(grid("09:00", "18:00", 30));
    expect(timesOf(slots, FRIDAY, staff.medecin.id)).toEqual([]);
  });

  it("answers at most 31 days at once, and 400 for a reversed range or a malformed day", async () => {
    const thirtyOne = await getSlots({ type: firstVisit, du: THURSDAY, au: addDays(THURSDAY, 30) });
    expect(thirtyOne.status).toBe(200);
    const days = new Set(thirtyOne.slots.map((slot) => slot.debut.slice(0, 10)));
    expect(days.has(addDays(THURSDAY, 29))).toBe(true); // Friday 13 November
    expect([...days].every((day) => isoWeekday(day) !== "7")).toBe(true);

    const thirtyTwo = await getSlots({ type: firstVisit, du: THURSDAY, au: addDays(THURSDAY, 31) });
    expect(thirtyTwo.status).toBe(400);
    expect(thirtyTwo.body).toEqual({ message: "La période ne doit pas dépasser 31 jours.", errors: { au: "La période ne doit pas dépasser 31 jours." } });

    expect((await getSlots({ type: firstVisit, du: FRIDAY, au: THURSDAY })).body).toEqual({
      message: "La date de début doit précéder la date de fin.",
      errors: { au: "La date de début doit précéder la date de fin." },
    });
    expect((await getSlots({ type: firstVisit, du: "2026-02-30", au: THURSDAY })).status).toBe(400);
    expect((await getSlots({ du: THURSDAY, au: THURSDAY })).status).toBe(400);
  });

  it("answers 404 for a type not offered online and 400 for a doctor who does not take it; nothing while online booking is off", async () => {
    expect((await getSlots({ type: 999_999, du: THURSDAY, au: THURSDAY })).status).toBe(404);
    await db().update(visitTypes).set({ enLigne: false }).where(eq(visitTypes.id, followUp));
    expect((await getSlots({ type: followUp, du: THURSDAY, au: THURSDAY })).body).toEqual({ message: "Type de consultation non trouvé" });

    await db().insert(visitTypeDoctors).values({ visitTypeId: firstVisit, medecinId: idrissi.id });
    const onlyIdrissi = await getSlots({ type: firstVisit, du: THURSDAY, au: THURSDAY });
    expect(new Set(onlyIdrissi.slots.map((slot) => slot.medecin.id))).toEqual(new Set([idrissi.id]));
    const bennani = await getSlots({ type: firstVisit, du: THURSDAY, au: THURSDAY, medecinId: staff.medecin.id });
    expect(bennani.status).toBe(400);
    expect(bennani.body).toEqual({
      message: "Ce médecin ne propose pas ce type de consultation en ligne.",
      errors: { medecinId: "Ce médecin ne propose pas ce type de consultation en ligne." },
    });

    await db().update(bookingSettings).set({ reservationEnLigne: false });
    const closed = await getSlots({ type: firstVisit, du: THURSDAY, au: THURSDAY });
    expect(closed.status).toBe(200);
    expect(closed.slots).toEqual([]);
  });
});
