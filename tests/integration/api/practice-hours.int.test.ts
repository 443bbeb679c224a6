import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { GET as triagedRequestRoute } from "@/app/api/front-desk/requests/[id]/route";
import { GET as triagedRequestsRoute } from "@/app/api/front-desk/requests/route";
import { POST as createRequestRoute } from "@/app/api/appointment-requests/route";
import { GET as readRoute, PUT as saveRoute } from "@/app/api/practice/hours/route";
import { practiceHours } from "@/db/schema";
import { readPracticeHours } from "@/domain/practice-hours/practice-hours";
import { CLOSED_DAY_CHECK_HEADER, CLOSED_DAY_CHECK_VALUE, type TriagedRequest, type TriagedRequestPage } from "@/schemas/appointment-request";
import { moroccanPublicHolidays } from "@/calendar/moroccan-holidays";
import { isoWeekday } from "@/calendar/plain-date";
import { defaultPracticeHours } from "@/calendar/default-hours";
import type { Closure, PracticeHours, PracticeHoursInput } from "@/schemas/practice-hours";
import { ADMIN_ONLY_MESSAGE } from "../../support/staff-tokens";
import { fixedClockInFile } from "../../support/fixed-clock";
import { withTestDatabase } from "../../support/test-database";
import { call, lastAudit, practiceDate, seedStaff, type StaffFixtures } from "./api-test-kit";

const database = withTestDatabase();
fixedClockInFile();
let staff: StaffFixtures;

const thisYear = () => Number(practiceDate(0).slice(0, 4));
const read = () => call(readRoute, { path: "/api/practice/hours" });
/** As the admin unless another token is given; `null`: no token at all. */
const save = (body: unknown, token: string | null = staff.admin.token) =>
  call(saveRoute, { method: "PUT", path: "/api/practice/hours", body, token: token ?? undefined });

/** The document as an admin would send it back: the week, the periods and the closures. */
function editable(hours: PracticeHours): PracticeHoursInput {
  const { semaine, periodes, fermetures } = hours;
  return structuredClone({ semaine, periodes, fermetures });
}

/** The first practice date from `from` days ahead whose ISO weekday is `weekday` ("1" … "7"). */
function nextWeekday(weekday: string, from = 1): string {
  for (let days = from; days < from + 7; days += 1) if (isoWeekday(practiceDate(days)) === weekday) return practiceDate(days);
  throw new Error("unreachable");
}

beforeAll(async () => {
  staff = await seedStaff(database().db);
});

beforeEach(async () => {
  // Each test starts from the first read of a new installation.
  await database().db.delete(practiceHours);
});

describe("GET /api/practice/hours (public)", () => {
  it("answers the defaults on the first read: the week the site showed, and the holidays of this year and the next four", async () => {
    const { status, body, headers } = await read();
    expect(status).toBe(200);
    expect(headers.get("cache-control")).toBe("public, max-age=60");
    expect(body).toEqual({ ...defaultPracticeHours({ fromYear: thisYear() }), aujourdHui: practiceDate(0) });
    const hours = body as PracticeHours;
    expect(hours.semaine["1"]).toEqual([{ debut: "09:00", fin: "18:00" }]);
    expect(hours.semaine["6"]).toEqual([{ debut: "09:00", fin: "13:00" }]);
    expect(hours.semaine["7"]).toEqual([]);
    const ids = hours.fermetures.map((closure) => closure.id);
    expect(ids).toContain(`ferie-${thisYear()}-fete-du-travail`);
    expect(ids).toContain(`ferie-${thisYear() + 4}-marche-verte`);
    expect(hours.fermetures.filter((closure) => closure.estimee)).toHaveLength(4 * 5);
    expect(hours.misAJourLe).toBeNull();
  });

  it("says what day it is on the practice's clock, the earliest a request may name (browsers' zone data can be an hour off)", async () => {
    const { status, body } = await read();
    expect(status).toBe(200);
    expect((body as { aujourdHui: string }).aujourdHui).toBe(practiceDate(0));
  });

  it("stores the pre-filled holidays once: the second read finds them without writing", async () => {
    await read();
    const [first] = await database().db.select().from(practiceHours);
    expect(first!.holidayYears).toEqual([0, 1, 2, 3, 4].map((offset) => thisYear() + offset));
    expect(first!.updatedAt).toBeNull();
    expect((await read()).body).toEqual({ ...defaultPracticeHours({ fromYear: thisYear() }), aujourdHui: practiceDate(0) });
  });
});

describe("PUT /api/practice/hours", () => {
  it("stores an admin's document, answers it, serves it to everyone and audits counts only", async () => {
    const document = editable((await read()).body as PracticeHours);
    document.semaine["1"] = [{ debut: "14:00", fin: "18:00" }, { debut: "08:30", fin: "12:30" }];
    document.semaine["6"] = [];
    document.periodes = [{ id: "ramadan", libelle: "Ramadan", du: `${thisYear() + 1}-02-08`, au: `${thisYear() + 1}-03-09`, semaine: document.semaine }];
    document.fermetures.push({ id: "conge-ete", libelle: "Congé annuel", du: `${thisYear()}-12-24`, au: `${thisYear()}-12-31`, nature: "conge", estimee: false });

    const { status, body } = await save(document);
    expect(status).toBe(200);
    const saved = body as PracticeHours;
    expect(saved.semaine["1"]).toEqual([{ debut: "08:30", fin: "12:30" }, { debut: "14:00", fin: "18:00" }]);
    expect(saved.semaine["6"]).toEqual([]);
    expect(saved.periodes).toHaveLength(1);
    expect(saved.fermetures).toHaveLength(document.fermetures.length);
    expect(Math.abs(Date.now() - Date.parse(saved.misAJourLe!))).toBeLessThan(60_000);
    expect((await read()).body).toEqual(saved);

    const event = await lastAudit(database().db, "practice_hours.update", staff.admin.id);
    expect(event?.details).toEqual({ openWeekdays: 5, periods: 1, closures: document.fermetures.length, estimatedClosures: 20 });
    const [row] = await database().db.select().from(practiceHours);
    expect(row!.updatedBy).toBe(staff.admin.id);
  });

  it("keeps an admin's confirmation, move and removal of pre-filled holidays", async () => {
    const document = editable((await read()).body as PracticeHours);
    const fitr = document.fermetures.find((closure) => closure.id.endsWith("aid-al-fitr"))!;
    // Confirmed a day later than estimated, as Morocco's sighting often gives it.
    Object.assign(fitr, { estimee: false });
    const moved = { ...fitr, du: addOneDay(fitr.du), au: addOneDay(fitr.au) };
    document.fermetures = document.fermetures.map((closure) => (closure.id === fitr.id ? moved : closure));
    const removed = document.fermetures.find((closure) => closure.id === `ferie-${thisYear() + 1}-nouvel-an-amazigh`)!;
    document.fermetures = document.fermetures.filter((closure) => closure !== removed);
    expect((await save(document)).status).toBe(200);

    const after = (await read()).body as PracticeHours;
    expect(after.fermetures.find((closure) => closure.id === fitr.id)).toEqual(moved);
    expect(after.fermetures.filter((closure) => closure.id.endsWith("aid-al-fitr") && closure.du === fitr.du)).toHaveLength(0);
    expect(after.fermetures.some((closure) => closure.id === removed.id)).toBe(false);
  });

  it("refuses MEDECIN and ASSISTANT accounts (403) and a missing token (401), changing nothing", async () => {
    const document = editable((await read()).body as PracticeHours);
    document.semaine["7"] = [{ debut: "10:00", fin: "12:00" }];
    for (const member of [staff.medecin, staff.assistant]) {
      expect(await save(document, member.token)).toMatchObject({ status: 403, body: { message: ADMIN_ONLY_MESSAGE } });
    }
    expect((await save(document, null)).status).toBe(401);
    expect(((await read()).body as PracticeHours).semaine["7"]).toEqual([]);
  });

  it("refuses a bad document with French messages beside each field", async () => {
    const document = editable((await read()).body as PracticeHours);
    document.semaine["2"] = [{ debut: "18:00", fin: "09:00" }];
    document.semaine["3"] = [{ debut: "09:00", fin: "13:00" }, { debut: "12:00", fin: "18:00" }];
    document.fermetures.push({ id: "x", libelle: "", du: "2026-07-10", au: "2026-07-01", nature: "conge", estimee: false });
    const { status, body } = await save(document);
    expect(status).toBe(400);
    const index = document.fermetures.length - 1;
    expect(body).toEqual({
      message: "Données invalides.",
      errors: {
        "semaine.2.0.fin": "L'heure de fin doit être après l'heure de début.",
        "semaine.3": "Les plages horaires du mercredi se chevauchent.",
        [`fermetures.${index}.libelle`]: "Le libellé est obligatoire.",
        [`fermetures.${index}.au`]: "La date de fin doit être le même jour que la date de début ou après.",
      },
    });
    expect((await save({ ...document, misAJourLe: null })).status).toBe(400);
    expect((await save([])).status).toBe(400);
  });
});

describe("pre-filled holidays as years pass", () => {
  it("adds the new year's holidays once, keeping what the admin did to the others and dropping what ended before last year", async () => {
    const db = database().db;
    const year = thisYear();
    const document = editable(await readPracticeHours(db, { today: `${year}-06-01` }));
    document.fermetures = document.fermetures.filter((closure) => closure.id !== `ferie-${year + 2}-fete-du-trone`);
    await save(document);

    const later = await readPracticeHours(db, { today: `${year + 1}-01-02` });
    const ids = later.fermetures.map((closure) => closure.id);
    expect(ids).toEqual(expect.arrayContaining(moroccanPublicHolidays(year + 5).map((closure) => closure.id)));
    expect(ids).not.toContain(`ferie-${year + 2}-fete-du-trone`);
    expect(ids).toContain(`ferie-${year}-fete-du-travail`); // last year's are kept for a year
    expect(later.misAJourLe).toBe(((await read()).body as PracticeHours).misAJourLe);

    const twoYearsOn = await readPracticeHours(db, { today: `${year + 2}-01-02` });
    expect(twoYearsOn.fermetures.some((closure) => closure.du < `${year + 1}-01-01`)).toBe(false);
    expect(new Set(twoYearsOn.fermetures.map((closure) => closure.id)).size).toBe(twoYearsOn.fermetures.length);
  });
});

function addOneDay(date: string): string {
  const next = new Date(`${date}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return next.toISOString().slice(0, 10);
}

describe("closed days and appointment requests", () => {
  const request = (datePreferee: string) => ({ nom: "Idrissi", prenom: "Amine", telephone: "0612345678", datePreferee, heurePreferee: "10:00", motif: null });
  const send = (datePreferee: string, check: boolean) =>
    call(createRequestRoute, {
      path: "/api/appointment-requests",
      body: request(datePreferee),
      headers: check ? { [CLOSED_DAY_CHECK_HEADER]: CLOSED_DAY_CHECK_VALUE } : {},
    });

  /** A future Tuesday closed for leave, a future Wednesday an estimated holiday: both open weekdays otherwise. */
  let leaveDay: string;
  let estimatedDay: string;

  beforeEach(async () => {
    leaveDay = nextWeekday("2", 8);
    estimatedDay = nextWeekday("3", 8);
    const document = editable((await read()).body as PracticeHours);
    // Only the closures of this test, so that a real holiday cannot fall on the chosen days.
    const closures: Closure[] = [
      { id: "conge", libelle: "Congé annuel", du: leaveDay, au: leaveDay, nature: "conge", estimee: false },
      { id: "probable", libelle: "Aïd al-Mawlid", du: estimatedDay, au: estimatedDay, nature: "ferie", estimee: true },
    ];
    document.fermetures = closures;
    expect((await save(document)).status).toBe(200);
  });

  it("refuses a confirmed closure with the header, naming it beside the date", async () => {
    const { status, body } = await send(leaveDay, true);
    expect(status).toBe(400);
    expect(body).toEqual({
      message: "Données invalides.",
      errors: { datePreferee: expect.stringMatching(/^Le cabinet est fermé le mardi \d+(er)? \S+ \d{4} \(Congé annuel\)\. Veuillez choisir une autre date\.$/) },
    });
  });

  it("refuses a weekday without hours with the header (Sunday)", async () => {
    const { status, body } = await send(nextWeekday("7"), true);
    expect(status).toBe(400);
    expect((body as { errors: Record<string, string> }).errors.datePreferee).toMatch(/^Le cabinet est fermé le dimanche .+\. Veuillez choisir une autre date\.$/);
  });

  it("accepts an estimated holiday and an open day with the header, and any closed day without it", async () => {
    expect((await send(estimatedDay, true)).status).toBe(201);
    expect((await send(nextWeekday("1"), true)).status).toBe(201);
    expect((await send(leaveDay, false)).status).toBe(201);
    expect((await send(nextWeekday("7"), false)).status).toBe(201);
    expect((await call(createRequestRoute, { path: "/api/appointment-requests", body: request(leaveDay), headers: { [CLOSED_DAY_CHECK_HEADER]: "off" } })).status).toBe(201);
  });

  it("flags a request for a closed day in triage (jourFerme), against the hours as they are now", async () => {
    const closedId = ((await send(leaveDay, false)).body as { id: number }).id;
    const sundayId = ((await send(nextWeekday("7"), false)).body as { id: number }).id;
    const openId = ((await send(estimatedDay, false)).body as { id: number }).id;

    const page = (await call(triagedRequestsRoute, { path: "/api/front-desk/requests?limit=100", token: staff.assistant.token })).body as TriagedRequestPage;
    const flag = (id: number) => page.items.find((item) => item.id === id)?.jourFerme;
    expect([flag(closedId), flag(sundayId), flag(openId)]).toEqual([true, true, false]);

    const one = async (id: number) =>
      ((await call(triagedRequestRoute, { path: `/api/front-desk/requests/${id}`, params: { id: String(id) }, token: staff.assistant.token })).body as TriagedRequest).jourFerme;
    expect(await one(closedId)).toBe(true);

    // The leave is cancelled: the request is no longer flagged.
    const document = editable((await read()).body as PracticeHours);
    document.fermetures = document.fermetures.filter((closure) => closure.id !== "conge");
    await save(document);
    expect(await one(closedId)).toBe(false);
  });
});
