import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as holdRoute } from "@/app/api/booking/holds/route";
import type { DatabaseHandle } from "@/db/client";
import { bookingHolds } from "@/db/schema";
import { readPracticeHours } from "@/domain/practice-hours/practice-hours";
import type { BookingHoldConflict } from "@/schemas/booking";
import { setDatabaseForTests } from "@/server/db";
import { FIXED_TODAY, fixedClockInFile } from "../../support/fixed-clock";
import { createInstancesDatabase } from "../../support/test-database";
import { call, createStaff, practiceDate, type StaffFixture } from "./api-test-kit";
import { at, typeId } from "./booking-test-kit";

/**
 * Twenty visitors take the same slot at the same moment (issue 33, decision 047). On PostgreSQL
 * (TEST_DATABASE_URL) the server's pool has 20 connections, so the twenty requests run on twenty
 * connections at once and only the doctor's lock puts them in turn; on the embedded database,
 * which one process owns, they queue on its one connection.
 */

fixedClockInFile();
let instances: { handles: DatabaseHandle[]; close(): Promise<void> };
let doctor: StaffFixture;
let firstVisit: number;
const THURSDAY = practiceDate(1);

beforeAll(async () => {
  instances = await createInstancesDatabase(1, 20);
  setDatabaseForTests(instances.handles[0]!);
  const { db } = instances.handles[0]!;
  doctor = await createStaff(db, { username: "dr.bennani", email: "bennani@cabinet.ma", role: "MEDECIN", nom: "Bennani", prenom: "Salma" });
  firstVisit = await typeId(db, "Première consultation");
  // The opening hours as a running practice has them (this year's holidays filled in): their first
  // read writes them under a row lock, which would put the twenty requests in turn by itself.
  await readPracticeHours(db, { today: FIXED_TODAY });
  // Twenty connections open before the race, so that no request waits for its connection.
  if (instances.handles[0]!.kind === "postgres") await Promise.all(Array.from({ length: 20 }, () => db.execute(sql`select pg_sleep(0.2)`)));
});

afterAll(async () => {
  await instances.close();
});

describe("POST /api/booking/holds under concurrency", () => {
  it("gives one of twenty simultaneous holds of one slot a 201 and the nineteen others a 409 with the next free slots", async () => {
    const body = { type: firstVisit, medecinId: doctor.id, debut: `${THURSDAY}T11:00` };
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, index) => call(holdRoute, { path: "/api/booking/holds", body, headers: { "x-forwarded-for": `203.0.113.${index + 1}` } })),
    );
    expect(results.map((result) => result.status).sort()).toEqual([201, ...Array.from({ length: 19 }, () => 409)]);
    for (const refused of results.filter((result) => result.status === 409)) {
      const conflict = refused.body as BookingHoldConflict;
      expect(conflict.message).toBe("Ce créneau vient d'être pris");
      expect(conflict.suivants.map((slot) => slot.debut)).toEqual([`${THURSDAY}T11:30`, `${THURSDAY}T12:00`, `${THURSDAY}T12:30`]);
    }
    const rows = await instances.handles[0]!.db.select().from(bookingHolds);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.debut).toEqual(at(`${THURSDAY}T11:00`));
  });
});
