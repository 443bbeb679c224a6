import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { POST as holdRoute } from "@/app/api/booking/holds/route";
import { bookingHolds, bookingSettings, practiceHours } from "@/db/schema";
import { holdClientKey, placeHold } from "@/domain/booking/holds";
import type { BookingHold, BookingHoldConflict } from "@/schemas/booking";
import { bookingHoldsJob } from "@/server/jobs/booking-holds-job";
import { FIXED_NOW, fixedClockInFile } from "../../support/fixed-clock";
import { insertPatient } from "../../support/row-fixtures";
import { withTestDatabase } from "../../support/test-database";
import { call, practiceDate, seedStaff, type StaffFixtures } from "./api-test-kit";
import { at, getSlots, grid, insertAppointment, resetBooking, timesOf, typeId, ZONE } from "./booking-test-kit";

/** POST /api/booking/holds (issue 33, decision 047) and the job that deletes old holds, on the fixed clock. */

const database = withTestDatabase();
fixedClockInFile();
let staff: StaffFixtures;
let firstVisit: number;
const db = () => database().db;
const THURSDAY = practiceDate(1);

const hold = (body: unknown, address = "198.51.100.1") => call(holdRoute, { path: "/api/booking/holds", body, headers: { "x-forwarded-for": address } });

beforeAll(async () => {
  staff = await seedStaff(db());
  firstVisit = await typeId(db(), "Première consultation");
});

beforeEach(async () => {
  await resetBooking(db());
  await db().delete(practiceHours);
});

describe("POST /api/booking/holds (public)", () => {
  it("holds a free slot for 10 minutes: 201 {id, expiresAt}; other visitors no longer see it, the visitor still does", async () => {
    const before = Date.now();
    const { status, body } = await hold({ type: firstVisit, medecinId: staff.medecin.id, debut: `${THURSDAY}T10:00` }, "198.51.100.1");
    expect(status).toBe(201);
    const { id, expiresAt } = body as BookingHold;
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(Object.keys(body as object).sort()).toEqual(["expiresAt", "id"]);
    const expires = Date.parse(expiresAt);
    expect(expires - before).toBeGreaterThanOrEqual(10 * 60_000 - 1_000);
    expect(expires - Date.now()).toBeLessThanOrEqual(10 * 60_000);
    const [row] = await db().select().from(bookingHolds);
    expect(row).toMatchObject({ id, medecinId: staff.medecin.id, debut: at(`${THURSDAY}T10:00`), fin: at(`${THURSDAY}T10:30`) });
    // No address is stored as such.
    expect(row!.clientKey).not.toContain("198.51.100.1");

    const others = await getSlots({ type: firstVisit, du: THURSDAY, au: THURSDAY, medecinId: staff.medecin.id }, "198.51.100.2");
    expect(timesOf(others.slots, THURSDAY, staff.medecin.id)).toEqual(grid("09:00", "18:00", 30).filter((time) => time !== "10:00"));
    const own = await getSlots({ type: firstVisit, du: THURSDAY, au: THURSDAY, medecinId: staff.medecin.id }, "198.51.100.1");
    expect(timesOf(own.slots, THURSDAY, staff.medecin.id)).toContain("10:00");
  });

  it("answers 409 'Ce créneau vient d'être pris' with the next 3 free slots of the type and doctor when another visitor holds it", async () => {
    await insertAppointment(db(), { patientId: (await insertPatient(db(), { nom: "Amrani", prenom: "Khadija" })).id, medecinId: staff.medecin.id, debut: `${THURSDAY}T10:30`, minutes: 30 });
    expect((await hold({ type: firstVisit, medecinId: staff.medecin.id, debut: `${THURSDAY}T10:00` }, "198.51.100.1")).status).toBe(201);
    const { status, body, text } = await hold({ type: firstVisit, medecinId: staff.medecin.id, debut: `${THURSDAY}T10:00` }, "198.51.100.2");
    expect(status).toBe(409);
    const conflict = body as BookingHoldConflict;
    expect(conflict.message).toBe("Ce créneau vient d'être pris");
    expect(conflict.suivants).toEqual(
      ["11:00", "11:30", "12:00"].map((time) => ({
        debut: `${THURSDAY}T${time}`,
        fin: `${THURSDAY}T${time === "11:00" ? "11:30" : time === "11:30" ? "12:00" : "12:30"}`,
        medecin: { id: staff.medecin.id, nom: "Dr Salma Bennani" },
      })),
    );
    expect(text).not.toContain("Amrani");
    // A slot over an appointment is taken the same way.
    expect((await hold({ type: firstVisit, medecinId: staff.medecin.id, debut: `${THURSDAY}T10:30` }, "198.51.100.3")).status).toBe(409);
    expect(await db().select().from(bookingHolds)).toHaveLength(1);
  });

  it("keeps one hold per client address: a new hold replaces the previous one, whose slot is free again", async () => {
    expect((await hold({ type: firstVisit, medecinId: staff.medecin.id, debut: `${THURSDAY}T10:00` }, "198.51.100.1")).status).toBe(201);
    expect((await hold({ type: firstVisit, medecinId: staff.medecin.id, debut: `${THURSDAY}T14:00` }, "198.51.100.1")).status).toBe(201);
    const rows = await db().select().from(bookingHolds);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.debut).toEqual(at(`${THURSDAY}T14:00`));
    const others = await getSlots({ type: firstVisit, du: THURSDAY, au: THURSDAY, medecinId: staff.medecin.id }, "198.51.100.9");
    expect(timesOf(others.slots, THURSDAY, staff.medecin.id)).toContain("10:00");
    expect(timesOf(others.slots, THURSDAY, staff.medecin.id)).not.toContain("14:00");
    expect((await hold({ type: firstVisit, medecinId: staff.medecin.id, debut: `${THURSDAY}T10:00` }, "198.51.100.9")).status).toBe(201);
  });

  it("lets the slot go when the hold expires (fixed clock): taken at 9 min 59 s, free at 10 min", async () => {
    const slot = { type: firstVisit, medecinId: staff.medecin.id, debut: `${THURSDAY}T16:00` };
    const clock = (offsetMs: number, address: string) => ({ now: new Date(FIXED_NOW.getTime() + offsetMs), timeZone: ZONE, clientKey: holdClientKey(address) });
    const first = await placeHold(db(), slot, clock(0, "a"));
    expect(first).toMatchObject({ kind: "held", hold: { expiresAt: new Date(FIXED_NOW.getTime() + 10 * 60_000).toISOString() } });
    expect((await placeHold(db(), slot, clock(9 * 60_000 + 59_000, "b"))).kind).toBe("taken");
    expect((await placeHold(db(), slot, clock(10 * 60_000, "b"))).kind).toBe("held");
    expect((await placeHold(db(), slot, clock(11 * 60_000, "a"))).kind).toBe("taken");
  });

  it("refuses with 400 a start the slots never offer (off the grid, outside the hours, a Sunday) and an account that is not a doctor", async () => {
    for (const debut of [`${THURSDAY}T10:10`, `${THURSDAY}T18:00`, `${THURSDAY}T07:00`, `${practiceDate(4)}T10:00`, `${practiceDate(-1)}T10:00`]) {
      const { status, body } = await hold({ type: firstVisit, medecinId: staff.medecin.id, debut });
      expect(status, debut).toBe(400);
      expect(body).toEqual({ message: "Ce créneau n'est pas proposé à la réservation en ligne.", errors: { debut: "Ce créneau n'est pas proposé à la réservation en ligne." } });
    }
    const notDoctor = await hold({ type: firstVisit, medecinId: staff.assistant.id, debut: `${THURSDAY}T10:00` });
    expect(notDoctor.status).toBe(400);
    expect(notDoctor.body).toEqual({
      message: "Ce médecin ne propose pas ce type de consultation en ligne.",
      errors: { medecinId: "Ce médecin ne propose pas ce type de consultation en ligne." },
    });
    expect((await hold({ type: firstVisit, medecinId: staff.medecin.id, debut: "15/10/2026 10:00" })).status).toBe(400);
    expect((await hold({ type: firstVisit, medecinId: staff.medecin.id, debut: `${THURSDAY}T10:00`, nom: "x" })).status).toBe(400);
    expect((await hold({ type: 999_999, medecinId: staff.medecin.id, debut: `${THURSDAY}T10:00` })).status).toBe(404);
    expect(await db().select().from(bookingHolds)).toHaveLength(0);
  });

  it("answers 409 with no slot while online booking is switched off", async () => {
    await db().update(bookingSettings).set({ reservationEnLigne: false });
    const { status, body } = await hold({ type: firstVisit, medecinId: staff.medecin.id, debut: `${THURSDAY}T10:00` });
    expect(status).toBe(409);
    expect(body).toEqual({ message: "La réservation en ligne est momentanément fermée. Vous pouvez envoyer une demande de rendez-vous.", suivants: [] });
  });
});

describe("the expired holds' cleanup job", () => {
  it("deletes the holds expired more than an hour ago and keeps the others", async () => {
    const place = (debut: string, minutesAgo: number, address: string) =>
      placeHold(db(), { type: firstVisit, medecinId: staff.medecin.id, debut: `${THURSDAY}T${debut}` }, {
        now: new Date(FIXED_NOW.getTime() - minutesAgo * 60_000),
        timeZone: ZONE,
        clientKey: holdClientKey(address),
      });
    await place("09:00", 120, "a"); // expired 110 minutes ago
    await place("09:30", 65, "b"); // expired 55 minutes ago
    await place("10:00", 0, "c"); // alive
    await bookingHoldsJob(() => FIXED_NOW).run(database());
    const left = await db().select().from(bookingHolds);
    expect(left.map((row) => row.debut.getTime()).sort()).toEqual([at(`${THURSDAY}T09:30`).getTime(), at(`${THURSDAY}T10:00`).getTime()]);
  });
});
