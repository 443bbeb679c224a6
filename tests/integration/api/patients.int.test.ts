import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { GET as getPatientRoute } from "@/app/api/patients/[id]/route";
import { GET as searchRoute, POST as createRoute } from "@/app/api/patients/route";
import { queryRows } from "@/db/client";
import { patients } from "@/db/schema";
import type { Patient } from "@/schemas/patient";
import { fixedClockInFile } from "../../support/fixed-clock";
import { withTestDatabase } from "../../support/test-database";
import { call, lastAudit, practiceDate, seedStaff, type StaffFixtures } from "./api-test-kit";

const database = withTestDatabase();
fixedClockInFile();
let staff: StaffFixtures;

const valid = {
  nom: "Benaïssa",
  prenom: "Léa",
  dateNaissance: "1990-04-02",
  gender: "F",
  telephone: "06 12 34 56 78",
  email: "Lea.Benaissa@Example.ma",
  adresse: "12, rue des Orangers, Rabat",
  mutuelle: true,
  compagnie: "CNOPS",
};

const create = (body: unknown, token = staff.assistant.token) => call(createRoute, { path: "/api/patients", body, token });
const search = (query: string, token = staff.medecin.token) => call(searchRoute, { path: `/api/patients?${query}`, token });
const read = (id: string, token = staff.assistant.token) =>
  call(getPatientRoute, { path: `/api/patients/${id}`, params: { id }, token });

beforeAll(async () => {
  staff = await seedStaff(database().db);
});

describe("POST /api/patients", () => {
  it("answers 201 with the stored patient in the spec's field names", async () => {
    const { status, body } = await create(valid);
    expect(status).toBe(201);
    expect(body).toEqual({
      id: expect.any(Number),
      nom: "Benaïssa",
      prenom: "Léa",
      dateNaissance: "1990-04-02",
      gender: "F",
      telephone: "06 12 34 56 78",
      email: "lea.benaissa@example.ma",
      adresse: "12, rue des Orangers, Rabat",
      mutuelle: true,
      compagnie: "CNOPS",
      dateCreation: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
    });
    const [row] = await database().db.select().from(patients).where(eq(patients.id, (body as Patient).id));
    expect(row?.telephoneDigits).toBe("212612345678");
    expect(row?.createdBy).toBe(staff.assistant.id);
  });

  it("defaults mutuelle to false and compagnie to null", async () => {
    const { mutuelle: _m, compagnie: _c, ...rest } = valid;
    const { status, body } = await create({ ...rest, compagnie: "  " });
    expect(status).toBe(201);
    expect(body).toMatchObject({ mutuelle: false, compagnie: null });
  });

  it("writes who registered which patient to the audit trail, without the patient's data", async () => {
    const { body, headers } = await create({ ...valid, nom: "Audité" });
    const event = await lastAudit(database().db, "patient.create");
    expect(event).toMatchObject({
      actorId: staff.assistant.id,
      targetType: "patient",
      targetId: String((body as Patient).id),
      requestId: headers.get("x-request-id"),
    });
    expect(JSON.stringify(event)).not.toContain("Audité");
  });

  it.each([
    ["nom", "Le nom est obligatoire."],
    ["prenom", "Le prénom est obligatoire."],
    ["dateNaissance", "La date de naissance est obligatoire."],
    ["gender", "Le genre doit être H (Homme) ou F (Femme)."],
    ["telephone", "Le téléphone est obligatoire."],
    ["email", "L'e-mail est obligatoire."],
    ["adresse", "L'adresse est obligatoire."],
  ])("refuses a patient without %s", async (field, message) => {
    const { status, body } = await create({ ...valid, [field]: undefined });
    expect(status).toBe(400);
    expect(body).toEqual({ message: "Données invalides.", errors: { [field]: message } });
  });

  it.each([
    [{ gender: "X" }, "gender", "Le genre doit être H (Homme) ou F (Femme)."],
    [{ gender: "h" }, "gender", "Le genre doit être H (Homme) ou F (Femme)."],
    [{ email: "pas-un-email" }, "email", "Adresse e-mail invalide."],
    [{ dateNaissance: "1990-02-30" }, "dateNaissance", "La date de naissance doit être une date valide (AAAA-MM-JJ)."],
    [{ dateNaissance: "02/04/1990" }, "dateNaissance", "La date de naissance doit être une date valide (AAAA-MM-JJ)."],
    [{ dateNaissance: practiceDate(1) }, "dateNaissance", "La date de naissance ne peut pas être dans le futur."],
    [{ dateNaissance: "1899-12-31" }, "dateNaissance", "La date de naissance doit être postérieure au 01/01/1900."],
    [{ telephone: "12345" }, "telephone", "Numéro de téléphone invalide."],
    [{ telephone: "06 12 AB 56 78" }, "telephone", "Numéro de téléphone invalide."],
    [{ nom: "x".repeat(101) }, "nom", "Le nom ne doit pas dépasser 100 caractères."],
    [{ nom: "   " }, "nom", "Le nom est obligatoire."],
    [{ nom: 42 }, "nom", "Le nom doit être un texte."],
    [{ nom: "Ben\u0000" }, "nom", "Le nom contient des caractères non autorisés."],
    [{ compagnie: "\u001b[31m" }, "compagnie", "La compagnie contient des caractères non autorisés."],
    [{ adresse: "x".repeat(301) }, "adresse", "L'adresse ne doit pas dépasser 300 caractères."],
    [{ compagnie: "x".repeat(101) }, "compagnie", "La compagnie ne doit pas dépasser 100 caractères."],
    [{ mutuelle: "oui" }, "mutuelle", "La mutuelle doit être vrai ou faux."],
  ])("refuses %j", async (change, field, message) => {
    const { status, body } = await create({ ...valid, ...change });
    expect(status).toBe(400);
    expect((body as { errors: Record<string, string> }).errors[field]).toBe(message);
  });

  it("accepts a birth date of today", async () => {
    expect((await create({ ...valid, dateNaissance: practiceDate(0) })).status).toBe(201);
  });

  it("refuses unknown fields", async () => {
    const { status, body } = await create({ ...valid, role: "ADMIN" });
    expect(status).toBe(400);
    expect(body).toMatchObject({ message: "Données invalides.", errors: { _: expect.stringContaining("role") } });
  });

  it("answers 400 for malformed JSON, 415 for another content type and 413 over 32 KB", async () => {
    const token = staff.assistant.token;
    const malformed = await call(createRoute, { path: "/api/patients", rawBody: "{nom:", token, headers: { "content-type": "application/json" } });
    expect(malformed.status).toBe(400);
    expect(malformed.body).toEqual({ message: "Le corps de la requête n'est pas un JSON valide." });
    const form = await call(createRoute, { path: "/api/patients", rawBody: "nom=x", token, headers: { "content-type": "application/x-www-form-urlencoded" } });
    expect(form.status).toBe(415);
    const huge = await create({ ...valid, adresse: "x".repeat(40_000) });
    expect(huge.status).toBe(413);
  });

  it("stores and returns HTML and SQL as plain text", async () => {
    const nasty = { ...valid, nom: "<script>alert('x')</script>", adresse: "'); DROP TABLE patients; --" };
    const { status, body } = await create(nasty);
    expect(status).toBe(201);
    expect(body).toMatchObject({ nom: nasty.nom, adresse: nasty.adresse });
    const again = await read(String((body as Patient).id));
    expect(again.body).toMatchObject({ nom: nasty.nom, adresse: nasty.adresse });
    expect(again.headers.get("content-type")).toMatch(/^application\/json/);
  });
});

describe("GET /api/patients?nom=", () => {
  beforeAll(async () => {
    const names: [string, string][] = [
      ["Séfrioui", "Zineb"],
      ["SEFRIOUI", "Adam"],
      ["Amrani", "Séfrioui"],
      ["Sefrioui-Alami", "Badr"],
      ["Zeroual", "Omar"],
      ["Chraïbi", "Ayoub"],
      ["100%_Test", "Pourcent"],
      ["100 Test", "Sans pourcent"],
    ];
    for (const [nom, prenom] of names) expect((await create({ ...valid, nom, prenom })).status).toBe(201);
  });

  it("finds names ignoring case and accents, on nom and prenom, sorted by name", async () => {
    const { status, body } = await search("nom=sefrioui");
    expect(status).toBe(200);
    expect((body as Patient[]).map((p) => `${p.nom} ${p.prenom}`)).toEqual([
      "Amrani Séfrioui",
      "SEFRIOUI Adam",
      "Séfrioui Zineb",
      "Sefrioui-Alami Badr",
    ]);
    expect((body as Patient[])[0]).toEqual({
      id: expect.any(Number),
      nom: "Amrani",
      prenom: "Séfrioui",
      dateNaissance: "1990-04-02",
      gender: "F",
      telephone: "06 12 34 56 78",
      email: "lea.benaissa@example.ma",
      adresse: "12, rue des Orangers, Rabat",
      mutuelle: true,
      compagnie: "CNOPS",
      dateCreation: expect.any(String),
    });
  });

  it("matches accented queries against plain names and the other way round", async () => {
    const byAccent = await search(`nom=${encodeURIComponent("CHRAÏ")}`);
    expect((byAccent.body as Patient[]).map((p) => p.nom)).toEqual(["Chraïbi"]);
    const plain = await search("nom=chrai");
    expect((plain.body as Patient[]).map((p) => p.nom)).toEqual(["Chraïbi"]);
  });

  it("treats % and _ in the query as plain characters", async () => {
    const { body } = await search(`nom=${encodeURIComponent("100%_")}`);
    expect((body as Patient[]).map((p) => p.nom)).toEqual(["100%_Test"]);
    const underscore = await search("nom=_");
    expect((underscore.body as Patient[]).map((p) => p.nom)).toEqual(["100%_Test"]);
  });

  it("answers an empty list when nothing matches", async () => {
    const { status, body } = await search("nom=introuvable");
    expect(status).toBe(200);
    expect(body).toEqual([]);
  });

  it("answers at most `limit` patients, 50 by default", async () => {
    const { db } = database();
    await db.insert(patients).values(
      Array.from({ length: 55 }, (_, i) => ({
        nom: `Nombreux${String(i).padStart(2, "0")}`,
        prenom: "Test",
        dateNaissance: "2000-01-01",
        gender: "H",
        telephone: "0600000000",
        email: "n@example.ma",
        adresse: "Rabat",
      })),
    );
    const byDefault = await search("nom=nombreux");
    expect((byDefault.body as Patient[]).length).toBe(50);
    expect((byDefault.body as Patient[])[0]?.nom).toBe("Nombreux00");
    const page = await search("nom=nombreux&limit=5&offset=50");
    expect((page.body as Patient[]).map((p) => p.nom)).toEqual(["Nombreux50", "Nombreux51", "Nombreux52", "Nombreux53", "Nombreux54"]);
  });

  it.each([
    ["nom=", "Veuillez saisir un nom."],
    ["nom=%20%20", "Veuillez saisir un nom."],
    ["", "Veuillez saisir un nom."],
    [`nom=${"x".repeat(101)}`, "Le nom ne doit pas dépasser 100 caractères."],
    ["nom=a&limit=0", "La limite doit être un nombre entier entre 1 et 200."],
    ["nom=a&limit=201", "La limite doit être un nombre entier entre 1 et 200."],
    ["nom=a&limit=abc", "La limite doit être un nombre entier entre 1 et 200."],
    ["nom=a&offset=-1", "Le décalage doit être un nombre entier entre 0 et 1000000."],
    ["nom=a%00b", "Le nom contient des caractères non autorisés."],
  ])("answers 400 for ?%s", async (query, message) => {
    const { status, body } = await search(query);
    expect(status).toBe(400);
    expect((body as { message: string }).message).toBe(message);
  });

  it("audits the search with the ids it showed, never the text searched", async () => {
    const { body, headers } = await search("nom=zeroual");
    const event = await lastAudit(database().db, "patient.search");
    expect(event).toMatchObject({
      actorId: staff.medecin.id,
      requestId: headers.get("x-request-id"),
      details: { results: 1, patientIds: [(body as Patient[])[0]!.id] },
    });
    expect(JSON.stringify(event).toLowerCase()).not.toContain("zeroual");
  });
});

describe("GET /api/patients/{id}", () => {
  it("answers the patient and audits the read", async () => {
    const created = (await create({ ...valid, nom: "Lecture" })).body as Patient;
    const { status, body, headers } = await read(String(created.id), staff.medecin.token);
    expect(status).toBe(200);
    // The spec's fields as registered, then the file's state (decision 025).
    expect(body).toEqual({ ...created, dateArchivage: null, fusionneDans: null, dossiersFusionnes: [], dateAnonymisation: null, cin: null, aCompleter: [], creeEnLigneLe: null, verifieLe: null });
    expect(await lastAudit(database().db, "patient.read")).toMatchObject({
      actorId: staff.medecin.id,
      targetType: "patient",
      targetId: String(created.id),
      requestId: headers.get("x-request-id"),
      details: null,
    });
  });

  it("answers 404 'Patient non trouvé' for an unknown id", async () => {
    const { status, body } = await read("999999");
    expect(status).toBe(404);
    expect(body).toEqual({ message: "Patient non trouvé" });
  });

  it.each(["abc", "0", "-1", "1.5", "1e3", "0x10", "99999999999", "2147483648", " 1"])("answers 400 for the id %j", async (id) => {
    const { status, body } = await read(id);
    expect(status).toBe(400);
    expect(body).toEqual({ message: "Identifiant invalide.", errors: { id: "Identifiant invalide." } });
  });
});

describe("the front desk's additions to the spec's patient calls", () => {
  const newPatient = (overrides: Record<string, unknown> = {}) => ({
    nom: "Benjelloun",
    prenom: "Mohammed",
    dateNaissance: "1970-05-05",
    gender: "H",
    telephone: "06 55 44 33 22",
    email: "m.benjelloun@exemple.ma",
    adresse: "Fès",
    mutuelle: false,
    compagnie: null,
    ...overrides,
  });
  const createChecked = (body: unknown) => call(createRoute, { path: "/api/patients", body, token: staff.assistant.token, headers: { "X-Duplicate-Check": "reject" } });

  it("finds a patient by a phone number written in any format", async () => {
    const created = await create(newPatient({ nom: "Telephone", telephone: "06 55 44 33 11" }));
    expect(created.status).toBe(201);
    const id = (created.body as { id: number }).id;
    for (const written of ["0655443311", "06 55 44 33 11", "+212 6 55 44 33 11", "00212655443311", "06.55.44.33.11", "44 33 11"]) {
      const found = await search(`nom=${encodeURIComponent(written)}`, staff.assistant.token);
      expect(found.status).toBe(200);
      expect((found.body as { id: number }[]).map((patient) => patient.id), written).toContain(id);
    }
    const other = await search(`nom=${encodeURIComponent("06 55 44 33 10")}`, staff.assistant.token);
    expect((other.body as { id: number }[]).map((patient) => patient.id)).not.toContain(id);
  });

  it("keeps POST /api/patients as the spec has it: a duplicate is created for a client that does not opt in", async () => {
    const first = await create(newPatient());
    const second = await create(newPatient());
    expect([first.status, second.status]).toEqual([201, 201]);
    expect(second.body).toMatchObject({ nom: "Benjelloun", prenom: "Mohammed", telephone: "06 55 44 33 22" });
  });

  it("refuses a likely duplicate with 409 and the candidates when asked to, and creates once confirmed", async () => {
    const original = await create(newPatient({ nom: "El Khattabi", prenom: "Youssef", dateNaissance: "1991-11-11", telephone: "0600112233" }));
    const id = (original.body as { id: number }).id;
    const again = newPatient({ nom: "Alkhattabi", prenom: "Yusuf", dateNaissance: "1991-11-11", telephone: "0700000001" });

    const refused = await createChecked(again);
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({
      message: "Un patient semblable existe déjà.",
      duplicates: [{ id, nom: "El Khattabi", prenom: "Youssef", dateNaissance: "1991-11-11", telephone: "0600112233", reasons: ["nom-date-naissance"], archive: false }],
    });
    expect(await queryRows(database().db, sql`select id from patients where nom = 'Alkhattabi'`)).toEqual([]);

    const confirmed = await create(again);
    expect(confirmed.status).toBe(201);

    const someoneElse = await createChecked(newPatient({ nom: "Nouveau", prenom: "Patient", telephone: "0700000002" }));
    expect(someoneElse.status).toBe(201);
  });
});
