import { beforeAll, describe, expect, it } from "vitest";
import { GET as getAuditEvents } from "@/app/api/audit-events/route";
import { GET as getAccessHistory } from "@/app/api/patients/[id]/access-history/route";
import { POST as postDuplicates } from "@/app/api/patients/duplicates/route";
import { auditEvents } from "@/db/schema";
import type { AccessEventPage } from "@/schemas/audit";
import { env } from "@/server/env";
import { insertPatient } from "../../support/row-fixtures";
import { withTestDatabase } from "../../support/test-database";
import { call, createStaff, seedStaff, type StaffFixture, type StaffFixtures } from "./api-test-kit";

/**
 * The audit trail through the API: a patient's access history (any staff member), and the whole
 * trail (admins) by person and by day. Days are the practice's days (Africa/Casablanca, UTC+1
 * most of the year, UTC+0 during Ramadan), and both ends are included. The events of the by-day
 * tests are written straight into the trail at chosen instants, years away from the reads these
 * calls record.
 */

const database = withTestDatabase();
let staff: StaffFixtures;
let admin: StaffFixture;
let other: StaffFixture;

async function trail(query: string, as: StaffFixture = admin) {
  const { status, body } = await call(getAuditEvents, { path: `/api/audit-events?${query}`, token: as.token });
  return { status, body };
}

/** The instants (UTC, ISO) of the events a filtered read returns, newest first. */
async function instants(query: string): Promise<string[]> {
  const answer = await trail(`${query}&limit=100`);
  expect(answer.status).toBe(200);
  return (answer.body as AccessEventPage).items.map((event) => event.at);
}

/** Events at these instants, by `actor`. */
async function seed(actor: StaffFixture, ...at: string[]) {
  await database()
    .db.insert(auditEvents)
    .values(at.map((instant) => ({ at: new Date(instant), actorId: actor.id, action: "patient.read", targetType: "patient", targetId: "1" })));
}

const iso = (instant: string) => new Date(instant).toISOString();

beforeAll(async () => {
  const { db } = database();
  staff = await seedStaff(db);
  admin = staff.admin;
  // Acts only in the by-day tests' seeded events.
  other = await createStaff(db, { username: "autre", email: "autre@cabinet.ma", role: "ASSISTANT", nom: "Tazi", prenom: "Hind" });
});

// First: the by-day tests below write events aimed at patient 1, which this patient may be.
describe("a patient's access history, and the trail by person", () => {
  it("shows a patient's accesses to any staff member, and the whole trail to admins filtered by person", async () => {
    const { db } = database();
    const { medecin, assistant } = staff;
    const patient = await insertPatient(db, { nom: "Suivi", prenom: "Acces" });
    await call(postDuplicates, { path: "/x", method: "POST", token: medecin.token, body: { nom: "Suivi", prenom: "Acces", dateNaissance: "1980-01-01" } });

    const history = await call(getAccessHistory, { path: "/x", params: { id: String(patient.id) }, token: assistant.token });
    expect(history.status).toBe(200);
    expect((history.body as { items: { action: string; actor: { id: number } }[] }).items).toEqual([
      expect.objectContaining({ action: "patient.duplicates.check", actor: expect.objectContaining({ id: medecin.id, role: "MEDECIN" }) }),
    ]);
    expect((await call(getAccessHistory, { path: "/x", params: { id: "999999" }, token: assistant.token })).status).toBe(404);

    const byMedecin = await trail(`actorId=${medecin.id}`);
    const actions = (byMedecin.body as { items: { actor: { id: number } }[] }).items;
    expect(actions.length).toBeGreaterThan(0);
    expect(actions.every((event) => event.actor.id === medecin.id)).toBe(true);
    expect((await trail("from=2030-01-02&to=2030-01-01")).status).toBe(400);
    expect((await trail("actorId=abc")).status).toBe(400);
  });
});

describe("GET /api/audit-events by day, in the practice's time zone", () => {
  it("runs with the practice in Africa/Casablanca", () => {
    expect(env().PRACTICE_TIME_ZONE).toBe("Africa/Casablanca");
  });

  it("includes the whole of both end days, from local midnight to local midnight (UTC+1)", async () => {
    // 10-12 June 2031, UTC+1: the days run from 9 June 23:00 UTC to 12 June 23:00 UTC.
    await seed(
      other,
      "2031-06-09T22:59:59.999Z", // 9 June 23:59:59.999 at the practice: the day before
      "2031-06-09T23:00:00.000Z", // 10 June 00:00 at the practice, though still 9 June in UTC
      "2031-06-11T12:00:00.000Z",
      "2031-06-12T22:59:59.999Z", // 12 June 23:59:59.999 at the practice
      "2031-06-12T23:00:00.000Z", // 13 June 00:00 at the practice, though still 12 June in UTC
    );

    expect(await instants(`from=2031-06-10&to=2031-06-12&actorId=${other.id}`)).toEqual([
      iso("2031-06-12T22:59:59.999Z"),
      iso("2031-06-11T12:00:00.000Z"),
      iso("2031-06-09T23:00:00.000Z"),
    ]);
    // One day: from and to the same day.
    expect(await instants(`from=2031-06-12&to=2031-06-12&actorId=${other.id}`)).toEqual([iso("2031-06-12T22:59:59.999Z")]);
    expect(await instants(`from=2031-06-13&to=2031-06-13&actorId=${other.id}`)).toEqual([iso("2031-06-12T23:00:00.000Z")]);
    // Only one end: from a day onwards, or up to a day.
    expect(await instants(`from=2031-06-12&actorId=${other.id}`)).toEqual([iso("2031-06-12T23:00:00.000Z"), iso("2031-06-12T22:59:59.999Z")]);
    expect(await instants(`to=2031-06-09&actorId=${other.id}`)).toEqual([iso("2031-06-09T22:59:59.999Z")]);
    // A day with nothing in it.
    expect(await trail(`from=2031-06-14&to=2031-06-20&actorId=${other.id}`)).toEqual({ status: 200, body: { items: [], total: 0 } });
  });

  it("follows the practice's offset on each day: UTC+0 during Ramadan, and the day the clocks change", async () => {
    // Morocco is on UTC+0 from 7 February to 14 March 2027 (02:00 UTC both times).
    await seed(
      other,
      "2027-02-09T23:30:00.000Z", // 9 February 23:30 at the practice
      "2027-02-10T00:00:00.000Z", // 10 February 00:00
      "2027-02-10T23:30:00.000Z", // 10 February 23:30: under UTC+1 this would be the 11th
      "2027-02-11T00:00:00.000Z", // 11 February 00:00
      "2027-03-14T22:30:00.000Z", // 14 March 23:30, back on UTC+1
      "2027-03-14T23:30:00.000Z", // 15 March 00:30
    );

    expect(await instants(`from=2027-02-10&to=2027-02-10&actorId=${other.id}`)).toEqual([
      iso("2027-02-10T23:30:00.000Z"),
      iso("2027-02-10T00:00:00.000Z"),
    ]);
    // 13 March starts on UTC+0 and 14 March ends on UTC+1.
    expect(await instants(`from=2027-03-13&to=2027-03-14&actorId=${other.id}`)).toEqual([iso("2027-03-14T22:30:00.000Z")]);
  });

  it("combines the days with the person, and counts what matches in total", async () => {
    await seed(admin, "2031-06-11T09:00:00.000Z");
    const both = await trail("from=2031-06-11&to=2031-06-11&limit=1");
    expect(both.status).toBe(200);
    expect(both.body).toMatchObject({ total: 2, items: [{ at: iso("2031-06-11T12:00:00.000Z"), actor: { id: other.id } }] });
    expect(await trail(`from=2031-06-11&to=2031-06-11&actorId=${admin.id}`)).toMatchObject({
      status: 200,
      body: { total: 1, items: [{ at: iso("2031-06-11T09:00:00.000Z"), actor: { id: admin.id, role: "ADMIN" } }] },
    });
  });

  it("refuses days that are not days, or an end before the start, with 400 and a French message", async () => {
    expect(await trail("from=2031-06-12&to=2031-06-11")).toEqual({
      status: 400,
      body: expect.objectContaining({ errors: { to: "La date de début doit précéder la date de fin." } }),
    });
    for (const query of ["from=12/06/2031", "to=2031-02-30", "from=2031-6-1"]) {
      expect((await trail(query)).status, query).toBe(400);
    }
  });

  it("is for admins only, whatever the days", async () => {
    expect((await trail("from=2031-06-10&to=2031-06-12", other)).status).toBe(403);
  });
});
