import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { POST as appointmentRoute } from "@/app/api/appointments/route";
import type { DatabaseHandle } from "@/db/client";
import { appointments, bookingHolds, notifications, patients } from "@/db/schema";
import { readPracticeHours } from "@/domain/practice-hours/practice-hours";
import type { BookingHold } from "@/schemas/booking";
import { setDatabaseForTests } from "@/server/db";
import { setBookingChannelsForTests } from "@/server/booking";
import { FIXED_TODAY, fixedClockInFile } from "../../support/fixed-clock";
import { insertPatient } from "../../support/row-fixtures";
import { createInstancesDatabase } from "../../support/test-database";
import { call, createStaff, practiceDate, type StaffFixture } from "./api-test-kit";
import { at, typeId } from "./booking-test-kit";
import { confirmCall, holdCall, logChannels, person, recordingChannels, verifyCall } from "./booking-confirm-kit";

/**
 * Exactly one appointment per slot when online bookings and staff bookings race (issue 33,
 * decision 048). On PostgreSQL (TEST_DATABASE_URL) the server's pool has 20 connections, so the
 * requests run on many connections at once and only the doctor's lock puts them in turn; on the
 * embedded database they queue on its one connection.
 */

fixedClockInFile();
let instances: { handles: DatabaseHandle[]; close(): Promise<void> };
let doctor: StaffFixture;
let assistant: StaffFixture;
let firstVisit: number;
let staffPatientId: number;
const THURSDAY = practiceDate(1);
const db = () => instances.handles[0]!.db;

beforeAll(async () => {
  instances = await createInstancesDatabase(1, 20);
  setDatabaseForTests(instances.handles[0]!);
  doctor = await createStaff(db(), { username: "dr.bennani", email: "bennani@cabinet.ma", role: "MEDECIN", nom: "Bennani", prenom: "Salma" });
  assistant = await createStaff(db(), { username: "assistante", email: "assistante@cabinet.ma", role: "ASSISTANT", nom: "Tazi", prenom: "Nadia" });
  firstVisit = await typeId(db(), "Première consultation");
  staffPatientId = (await insertPatient(db(), { nom: "Amrani", prenom: "Khadija" })).id;
  await readPracticeHours(db(), { today: FIXED_TODAY });
  if (instances.handles[0]!.kind === "postgres") await Promise.all(Array.from({ length: 20 }, () => db().execute(sql`select pg_sleep(0.2)`)));
});

beforeEach(async () => {
  await db().delete(notifications);
  await db().delete(bookingHolds);
  await db().delete(appointments);
  await db().delete(patients).where(sql`${patients.id} <> ${staffPatientId}`);
});

afterAll(async () => {
  setBookingChannelsForTests(undefined);
  await instances.close();
});

const staffBooking = (time: string) =>
  call(appointmentRoute, {
    path: "/api/appointments",
    token: assistant.token,
    headers: { "x-conflict-check": "reject" },
    body: { dateHeure: `${THURSDAY}T${time}`, motif: "Consultation", patient: { id: staffPatientId }, medecin: { id: doctor.id }, dureeMinutes: 30 },
  });

async function appointmentsAt(time: string) {
  return db()
    .select()
    .from(appointments)
    .where(and(eq(appointments.medecinId, doctor.id), eq(appointments.dateHeure, at(`${THURSDAY}T${time}`)), sql`${appointments.status} <> 'annule'`));
}

describe("online bookings racing for one slot", () => {
  it("twenty visitors each holding then confirming (bookings à confirmer) and five staff bookings of the slot: exactly one appointment", async () => {
    setBookingChannelsForTests(logChannels().channels);
    const visitor = async (index: number) => {
      const address = `203.0.113.${index + 1}`;
      const held = await holdCall({ type: firstVisit, medecinId: doctor.id, debut: `${THURSDAY}T11:00` }, address);
      if (held.status !== 201) return held.status;
      const confirmed = await confirmCall((held.body as BookingHold).id, person({ telephone: `06111111${String(index).padStart(2, "0")}` }), address);
      return confirmed.status;
    };
    const results = await Promise.all([
      ...Array.from({ length: 20 }, (_, index) => visitor(index)),
      ...Array.from({ length: 5 }, () => staffBooking("11:00").then((result) => result.status * 10)),
    ]);
    const booked = await appointmentsAt("11:00");
    expect(booked).toHaveLength(1);
    const visitors = results.slice(0, 20);
    const staff = results.slice(20);
    // Either a visitor's booking (202) or one staff booking (2010) got the slot, never both.
    const onlineWins = visitors.filter((status) => status === 202).length;
    const staffWins = staff.filter((status) => status === 2010).length;
    expect(onlineWins + staffWins).toBe(1);
    expect(visitors.every((status) => [202, 409].includes(status))).toBe(true);
    expect(staff.every((status) => [2010, 4090].includes(status))).toBe(true);
    expect(booked[0]!.source).toBe(onlineWins === 1 ? "en_ligne" : "cabinet");
  });

  it("twenty verifications of one hold with the right code, racing five staff bookings: exactly one appointment, booked once", async () => {
    const recorder = recordingChannels(["sms"]);
    setBookingChannelsForTests(recorder.channels);
    const address = "198.51.100.77";
    const held = await holdCall({ type: firstVisit, medecinId: doctor.id, debut: `${THURSDAY}T15:00` }, address);
    const id = (held.body as BookingHold).id;
    expect((await confirmCall(id, person(), address)).status).toBe(202);
    const code = recorder.lastCode();
    const results = await Promise.all([
      ...Array.from({ length: 20 }, () => verifyCall(id, code, address).then((result) => result.status)),
      ...Array.from({ length: 5 }, () => staffBooking("15:00").then((result) => result.status * 10)),
    ]);
    const booked = await appointmentsAt("15:00");
    expect(booked).toHaveLength(1);
    const verifications = results.slice(0, 20);
    const staffWins = results.slice(20).filter((status) => status === 2010).length;
    expect(verifications.filter((status) => status === 201).length + staffWins).toBe(1);
    expect(verifications.filter((status) => ![201, 404, 409].includes(status))).toEqual([]);
    // One file and one confirmation at most, however many verifications got through the code.
    expect(await db().select().from(patients).where(eq(patients.nom, "Berrada"))).toHaveLength(booked[0]!.source === "en_ligne" ? 1 : 0);
    expect(recorder.sent.filter((message) => message.type === "confirmation")).toHaveLength(booked[0]!.source === "en_ligne" ? 1 : 0);
  });
});
