import { beforeAll, describe, expect, it } from "vitest";
import { GET as listRoute, POST as createRoute } from "@/app/api/appointment-requests/route";
import { appointmentRequests } from "@/db/schema";
import { APPOINTMENT_REQUESTS_MAX_LIMIT, type AppointmentRequest } from "@/schemas/appointment-request";
import { env } from "@/server/env";
import { fixedClockInFile } from "../../support/fixed-clock";
import { withTestDatabase } from "../../support/test-database";
import { call, lastAudit, practiceDate, seedStaff, type StaffFixtures } from "./api-test-kit";

const database = withTestDatabase();
fixedClockInFile();
let staff: StaffFixtures;

const valid = () => ({
  nom: "Benaïssa",
  prenom: "Léa",
  telephone: "+212 6 12 34 56 78",
  datePreferee: practiceDate(3),
  heurePreferee: "10:30",
  motif: "Douleur au genou droit",
});

const send = (body: unknown, headers?: Record<string, string>) =>
  call(createRoute, { path: "/api/appointment-requests", body, headers });
const list = (query = "", token = staff.assistant.token) =>
  call(listRoute, { path: `/api/appointment-requests${query}`, token });

beforeAll(async () => {
  staff = await seedStaff(database().db);
});

describe("POST /api/appointment-requests (public)", () => {
  it("answers 201 with the stored request, HH:MM completed to HH:MM:SS", async () => {
    const input = valid();
    const { status, body } = await send(input);
    expect(status).toBe(201);
    expect(body).toEqual({
      id: expect.any(Number),
      nom: "Benaïssa",
      prenom: "Léa",
      telephone: "+212 6 12 34 56 78",
      datePreferee: input.datePreferee,
      heurePreferee: "10:30:00",
      motif: "Douleur au genou droit",
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
    });
    expect(await database().db.$count(appointmentRequests)).toBeGreaterThan(0);
  });

  it("accepts HH:MM:SS, today's date, and no motif (stored as null)", async () => {
    const { motif: _motif, ...rest } = valid();
    const { status, body } = await send({ ...rest, datePreferee: practiceDate(0), heurePreferee: "08:05:00" });
    expect(status).toBe(201);
    expect(body).toMatchObject({ datePreferee: practiceDate(0), heurePreferee: "08:05:00", motif: null });
    expect((await send({ ...valid(), motif: "   " })).body).toMatchObject({ motif: null });
    expect((await send({ ...valid(), motif: null })).status).toBe(201);
  });

  it.each(["0612345678", "06 12 34 56 78", "06.12.34.56.78", "06-12-34-56-78", "+212612345678", "00212 612 345 678", "05 37 00 00 00"])(
    "accepts the telephone %j",
    async (telephone) => {
      expect((await send({ ...valid(), telephone })).status).toBe(201);
    },
  );

  it.each(["1234567", "1234567890123456", "06 12 AB 56 78", "+", "(06) 12 34 56 78", "06/12/34/56/78", "++212612345678"])(
    "refuses the telephone %j",
    async (telephone) => {
      const { status, body } = await send({ ...valid(), telephone });
      expect(status).toBe(400);
      expect(body).toEqual({ message: "Données invalides.", errors: { telephone: "Numéro de téléphone invalide." } });
    },
  );

  it.each([
    ["nom", "Le nom est obligatoire."],
    ["prenom", "Le prénom est obligatoire."],
    ["telephone", "Le téléphone est obligatoire."],
    ["datePreferee", "La date préférée est obligatoire."],
    ["heurePreferee", "L'heure préférée est obligatoire."],
  ])("refuses a request without %s", async (field, message) => {
    for (const missing of [undefined, "", "  "]) {
      const { status, body } = await send({ ...valid(), [field]: missing });
      expect(status).toBe(400);
      expect((body as { errors: Record<string, string> }).errors[field]).toBe(message);
    }
  });

  it.each([
    [{ datePreferee: "2030-02-30" }, "datePreferee", "La date préférée doit être une date valide (AAAA-MM-JJ)."],
    [{ datePreferee: "15/06/2030" }, "datePreferee", "La date préférée doit être une date valide (AAAA-MM-JJ)."],
    [{ heurePreferee: "25:00" }, "heurePreferee", "L'heure préférée doit être une heure valide (HH:MM)."],
    [{ heurePreferee: "10h30" }, "heurePreferee", "L'heure préférée doit être une heure valide (HH:MM)."],
    [{ nom: "x".repeat(101) }, "nom", "Le nom ne doit pas dépasser 100 caractères."],
    [{ prenom: "x".repeat(101) }, "prenom", "Le prénom ne doit pas dépasser 100 caractères."],
    [{ motif: "x".repeat(1001) }, "motif", "Le motif ne doit pas dépasser 1000 caractères."],
    [{ nom: ["Benaïssa"] }, "nom", "Le nom doit être un texte."],
    [{ motif: 12 }, "motif", "Le motif doit être un texte."],
  ])("refuses %j", async (change, field, message) => {
    const { status, body } = await send({ ...valid(), ...change });
    expect(status).toBe(400);
    expect((body as { errors: Record<string, string> }).errors[field]).toBe(message);
  });

  it("refuses a preferred date before today in the practice's time zone, or more than a year ahead", async () => {
    const past = await send({ ...valid(), datePreferee: practiceDate(-1) });
    expect(past.status).toBe(400);
    expect(past.body).toEqual({ message: "Données invalides.", errors: { datePreferee: "La date préférée ne peut pas être dans le passé." } });
    const far = await send({ ...valid(), datePreferee: practiceDate(400) });
    expect(far.status).toBe(400);
    expect(far.body).toMatchObject({ errors: { datePreferee: "La date préférée doit être dans l'année qui vient." } });
  });

  it("refuses unknown fields, a body that is not an object, malformed JSON, other content types and big bodies", async () => {
    expect((await send({ ...valid(), status: "planifiee" })).status).toBe(400);
    const array = await send([valid()]);
    expect(array.status).toBe(400);
    expect((array.body as { message: string }).message).toBe("Données invalides.");
    const malformed = await call(createRoute, {
      path: "/api/appointment-requests",
      rawBody: '{"nom": "x",',
      headers: { "content-type": "application/json" },
    });
    expect(malformed.status).toBe(400);
    const text = await call(createRoute, { path: "/api/appointment-requests", rawBody: JSON.stringify(valid()), headers: { "content-type": "text/plain" } });
    expect(text.status).toBe(415);
    expect(text.body).toEqual({ message: "Le corps de la requête doit être au format JSON (application/json)." });
    const big = await send({ ...valid(), motif: "x".repeat(33 * 1024) });
    expect(big.status).toBe(413);
  });

  it("stores HTML and SQL as inert text and gives it back unchanged", async () => {
    const nasty = { ...valid(), nom: '<img src=x onerror="alert(1)">', motif: "1'; DELETE FROM appointment_requests; --" };
    const { status, body } = await send(nasty);
    expect(status).toBe(201);
    expect(body).toMatchObject({ nom: nasty.nom, motif: nasty.motif });
    const listed = (await list("?nom=img")).body as AppointmentRequest[];
    expect(listed.map((r) => r.motif)).toContain(nasty.motif);
  });

  it("answers 429 with Retry-After once an address has sent too many requests in the window", async () => {
    const limit = env().RATE_LIMIT_PUBLIC_PER_WINDOW;
    // The address is the last entry (the connection's, src/server/node-server.ts): the entries a client writes before it change nothing.
    const headers = (i: number) => ({ "x-forwarded-for": `203.0.113.${i}, 198.51.100.77` });
    for (let i = 0; i < limit; i++) expect((await send(valid(), headers(i))).status).toBe(201);
    const refused = await send(valid(), headers(limit));
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ message: "Trop de tentatives. Veuillez réessayer plus tard." });
    const retryAfter = Number(refused.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(env().RATE_LIMIT_WINDOW_SECONDS);
    // Another address is not affected.
    expect((await send(valid(), { "x-forwarded-for": "203.0.113.8" })).status).toBe(201);
  });
});

describe("GET /api/appointment-requests (staff)", () => {
  let ids: number[] = [];
  beforeAll(async () => {
    ids = [];
    for (const nom of ["Ouazzani", "OUAZZANI-Tahiri", "Ouàzzàni", "Berrada"]) {
      ids.push(((await send({ ...valid(), nom })).body as AppointmentRequest).id);
    }
  });

  it("answers every request, newest first, with the total in X-Total-Count", async () => {
    const { status, body, headers } = await list();
    expect(status).toBe(200);
    const all = body as AppointmentRequest[];
    expect(all.slice(0, 4).map((r) => r.id)).toEqual([...ids].reverse());
    expect(Number(headers.get("x-total-count"))).toBe(all.length);
    expect(Object.keys(all[0]!).sort()).toEqual(["createdAt", "datePreferee", "heurePreferee", "id", "motif", "nom", "prenom", "telephone"]);
    const created = all.map((r) => r.createdAt);
    expect(created).toEqual([...created].sort().reverse());
  });

  it("filters on nom as a case- and accent-insensitive substring", async () => {
    const { body, headers } = await list("?nom=%20ouazzani%20");
    expect((body as AppointmentRequest[]).map((r) => r.nom)).toEqual(["Ouàzzàni", "OUAZZANI-Tahiri", "Ouazzani"]);
    expect(headers.get("x-total-count")).toBe("3");
    expect((await list("?nom=tahiri")).body).toHaveLength(1);
    expect((await list("?nom=L%C3%A9a")).body).toEqual([]); // prenom is not searched
    expect((await list("?nom=%25")).body).toEqual([]);
  });

  it("pages with limit and offset", async () => {
    const { body, headers } = await list("?nom=ouazzani&limit=2&offset=1");
    expect((body as AppointmentRequest[]).map((r) => r.nom)).toEqual(["OUAZZANI-Tahiri", "Ouazzani"]);
    expect(headers.get("x-total-count")).toBe("3");
    expect((await list("?nom=ouazzani&offset=10")).headers.get("x-total-count")).toBe("3");
  });

  it.each(["?limit=0", `?limit=${APPOINTMENT_REQUESTS_MAX_LIMIT + 1}`, "?limit=x", "?offset=-2", `?nom=${"x".repeat(101)}`])("answers 400 for %s", async (query) => {
    expect((await list(query)).status).toBe(400);
  });

  it("is open to every staff role and audits who listed which requests", async () => {
    for (const member of [staff.admin, staff.medecin, staff.assistant]) {
      expect((await list("?nom=berrada", member.token)).status).toBe(200);
    }
    const { headers } = await list("?nom=berrada", staff.medecin.token);
    expect(await lastAudit(database().db, "appointment_request.list")).toMatchObject({
      actorId: staff.medecin.id,
      requestId: headers.get("x-request-id"),
      details: { results: 1, requestIds: [ids[3]] },
    });
  });

  it("answers 401 without a token", async () => {
    const { status, body } = await call(listRoute, { path: "/api/appointment-requests" });
    expect(status).toBe(401);
    expect(body).toEqual({ message: "Authentification requise." });
  });
});

describe("GET /api/appointment-requests with more requests than the largest page", () => {
  const extra = APPOINTMENT_REQUESTS_MAX_LIMIT + 5;
  let total: number;
  beforeAll(async () => {
    const { db } = database();
    const base = Date.UTC(2020, 0, 1);
    await db.insert(appointmentRequests).values(
      Array.from({ length: extra }, (_, i) => ({
        nom: `Volume${i}`,
        prenom: "Test",
        telephone: "0612345678",
        datePreferee: "2099-06-15",
        heurePreferee: "10:30:00",
        createdAt: new Date(base + i * 60_000),
      })),
    );
    total = await db.$count(appointmentRequests);
  });

  it("answers every request when called without limit, as the spec's client does, newest first", async () => {
    const { status, body, headers } = await list();
    expect(status).toBe(200);
    const all = body as AppointmentRequest[];
    expect(total).toBeGreaterThan(APPOINTMENT_REQUESTS_MAX_LIMIT);
    expect(all).toHaveLength(total);
    expect(headers.get("x-total-count")).toBe(String(total));
    expect(new Set(all.map((r) => r.id)).size).toBe(total);
    const created = all.map((r) => r.createdAt);
    expect(created).toEqual([...created].sort().reverse());
    expect(all.at(-1)!.nom).toBe("Volume0");
  });

  it("answers every match of a filter, however many", async () => {
    const { body, headers } = await list("?nom=volume");
    expect(body).toHaveLength(extra);
    expect(headers.get("x-total-count")).toBe(String(extra));
  });

  it("still bounds a page when limit is given, and offset alone skips without capping", async () => {
    const page = await list(`?nom=volume&limit=${APPOINTMENT_REQUESTS_MAX_LIMIT}`);
    expect(page.body).toHaveLength(APPOINTMENT_REQUESTS_MAX_LIMIT);
    expect(page.headers.get("x-total-count")).toBe(String(extra));
    expect((page.body as AppointmentRequest[])[0]!.nom).toBe(`Volume${extra - 1}`);
    const rest = await list("?nom=volume&offset=3");
    expect(rest.body).toHaveLength(extra - 3);
    expect((rest.body as AppointmentRequest[])[0]!.nom).toBe(`Volume${extra - 4}`);
  });
});
