import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { GET as accessHistoryRoute } from "@/app/api/patients/[id]/access-history/route";
import { POST as archiveRoute } from "@/app/api/patients/[id]/archive/route";
import { POST as mergeRoute } from "@/app/api/patients/[id]/merge/route";
import { POST as restoreRoute } from "@/app/api/patients/[id]/restore/route";
import { GET as readRoute, PATCH as updateRoute } from "@/app/api/patients/[id]/route";
import { GET as listRoute } from "@/app/api/patients/list/route";
import { POST as duplicatesRoute } from "@/app/api/patients/duplicates/route";
import { GET as searchRoute, POST as createRoute } from "@/app/api/patients/route";
import { POST as bookRoute } from "@/app/api/appointments/route";
import { GET as patientAppointmentsRoute } from "@/app/api/appointments/patient/[id]/route";
import { appointmentRequests, appointments, patients } from "@/db/schema";
import type { AccessEventPage } from "@/schemas/audit";
import type { Patient, PatientPage, PatientRecord } from "@/schemas/patient";
import { insertRequest } from "../../support/row-fixtures";
import { badTokenCases } from "../../support/staff-tokens";
import { fixedClockInFile } from "../../support/fixed-clock";
import { withTestDatabase } from "../../support/test-database";
import { auditTrail, call, lastAudit, practiceDate, seedStaff, type StaffFixtures } from "./api-test-kit";

/** Patient files that can be maintained (issue 21, decision 025): PATCH, archive, restore, merge, the paged list. */

const database = withTestDatabase();
fixedClockInFile();
let staff: StaffFixtures;
let sequence = 0;

/** A registration with its own name and phone, unless told otherwise. */
function person(overrides: Record<string, unknown> = {}) {
  sequence += 1;
  return {
    nom: `Dossier${sequence}`,
    prenom: "Amal",
    dateNaissance: "1985-06-15",
    gender: "F",
    telephone: `06 70 ${String(100000 + sequence).slice(-6).replace(/(\d\d)(\d\d)(\d\d)/, "$1 $2 $3")}`,
    email: `dossier${sequence}@exemple.ma`,
    adresse: "3 avenue Hassan II, Rabat",
    mutuelle: true,
    compagnie: "CNOPS",
    ...overrides,
  };
}

async function register(overrides: Record<string, unknown> = {}): Promise<Patient> {
  const created = await call(createRoute, { path: "/api/patients", body: person(overrides), token: staff.assistant.token });
  expect(created.status).toBe(201);
  return created.body as Patient;
}

const onPatient = (id: number | string, suffix = "") => ({ path: `/api/patients/${id}${suffix}`, params: { id: String(id) } });
const patch = (id: number | string, body: unknown, options: { token?: string; headers?: Record<string, string> } = {}) =>
  call(updateRoute, { method: "PATCH", ...onPatient(id), body, token: options.token ?? staff.assistant.token, headers: options.headers });
const read = (id: number) => call(readRoute, { ...onPatient(id), token: staff.assistant.token });
const archive = (id: number | string, token = staff.assistant.token) => call(archiveRoute, { method: "POST", ...onPatient(id, "/archive"), token });
const restore = (id: number | string, token = staff.assistant.token) => call(restoreRoute, { method: "POST", ...onPatient(id, "/restore"), token });
const merge = (keptId: number | string, body: unknown, token = staff.medecin.token) =>
  call(mergeRoute, { ...onPatient(keptId, "/merge"), body, token });
const search = (query: string) => call(searchRoute, { path: `/api/patients?${query}`, token: staff.assistant.token });
const list = (query = "") => call(listRoute, { path: `/api/patients/list${query ? `?${query}` : ""}`, token: staff.assistant.token });
const idsOf = (body: unknown) => (body as { id: number }[]).map((patient) => patient.id);
const listedIds = (body: unknown) => (body as PatientPage).items.map((patient) => patient.id);

async function book(patientId: number, dateHeure: string) {
  const [row] = await database()
    .db.insert(appointments)
    .values({ patientId, medecinId: staff.medecin.id, dateHeure: new Date(dateHeure), motif: "Contrôle", createdBy: staff.assistant.id })
    .returning();
  return row!;
}

beforeAll(async () => {
  staff = await seedStaff(database().db);
});

describe("PATCH /api/patients/{id}", () => {
  it("changes the phone: the file is found by the new number in any format, no longer by the old one", async () => {
    const patient = await register({ telephone: "06 11 22 33 44" });
    const { status, body, headers } = await patch(patient.id, { telephone: "+212 7 99 88 77 66" });
    expect(status).toBe(200);
    expect(body).toEqual({ ...patient, telephone: "+212 7 99 88 77 66", dateArchivage: null, fusionneDans: null, dossiersFusionnes: [], dateAnonymisation: null, cin: null, aCompleter: [], creeEnLigneLe: null, verifieLe: null });

    const [row] = await database().db.select().from(patients).where(eq(patients.id, patient.id));
    expect(row).toMatchObject({ telephoneDigits: "212799887766", updatedBy: staff.assistant.id });
    for (const written of ["0799887766", "07 99 88 77 66", "00212799887766"]) {
      expect(idsOf((await search(`nom=${encodeURIComponent(written)}`)).body), written).toContain(patient.id);
    }
    expect(idsOf((await search(`nom=${encodeURIComponent("06 11 22 33 44")}`)).body)).not.toContain(patient.id);

    const event = await lastAudit(database().db, "patient.update");
    expect(event).toMatchObject({
      actorId: staff.assistant.id,
      targetType: "patient",
      targetId: String(patient.id),
      requestId: headers.get("x-request-id"),
      details: { fields: ["telephone"] },
    });
    expect(JSON.stringify(event)).not.toContain("99 88");
  });

  it("keeps the stored search keys right: a new name is found without its accents, the old one is not", async () => {
    const patient = await register({ nom: "Typo", prenom: "Salma" });
    expect((await patch(patient.id, { nom: "Chraïbi-Zéroual", prenom: "Salmâ" })).status).toBe(200);
    expect(idsOf((await search("nom=chraibi-zeroual")).body)).toContain(patient.id);
    expect(idsOf((await search("nom=SALMA")).body)).toContain(patient.id);
    expect(idsOf((await search("nom=typo")).body)).not.toContain(patient.id);
    expect(await lastAudit(database().db, "patient.update")).toMatchObject({ details: { fields: ["nom", "prenom"] } });
  });

  it("leaves out what is not sent (mutuelle has no default here), clears compagnie with null, lower-cases the e-mail", async () => {
    const patient = await register({ mutuelle: true, compagnie: "RMA" });
    const { body } = await patch(patient.id, { compagnie: null, email: "Nouvelle.Adresse@Exemple.MA", adresse: "  7 rue de Fès  " });
    expect(body).toMatchObject({ mutuelle: true, compagnie: null, email: "nouvelle.adresse@exemple.ma", adresse: "7 rue de Fès" });
    expect(await lastAudit(database().db, "patient.update")).toMatchObject({ details: { fields: ["email", "adresse", "compagnie"] } });
  });

  it("answers the file unchanged, writing nothing, when every value sent is the current one", async () => {
    const patient = await register();
    const before = (await auditTrail(database().db, "patient.update")).length;
    const { status, body } = await patch(patient.id, { nom: patient.nom, mutuelle: patient.mutuelle, email: patient.email.toUpperCase() });
    expect(status).toBe(200);
    expect(body).toMatchObject({ id: patient.id, nom: patient.nom });
    expect((await auditTrail(database().db, "patient.update")).length).toBe(before);
  });

  it.each([
    [{ email: "pas-un-email" }, "email", "Adresse e-mail invalide."],
    [{ telephone: "12345" }, "telephone", "Numéro de téléphone invalide."],
    [{ telephone: "" }, "telephone", "Le téléphone est obligatoire."],
    [{ nom: "   " }, "nom", "Le nom est obligatoire."],
    [{ prenom: "x".repeat(101) }, "prenom", "Le prénom ne doit pas dépasser 100 caractères."],
    [{ adresse: null }, "adresse", "L'adresse est obligatoire."],
    [{ gender: "X" }, "gender", "Le genre doit être H (Homme) ou F (Femme)."],
    [{ dateNaissance: "1990-02-30" }, "dateNaissance", "La date de naissance doit être une date valide (AAAA-MM-JJ)."],
    [{ dateNaissance: "1899-12-31" }, "dateNaissance", "La date de naissance doit être postérieure au 01/01/1900."],
    [{ mutuelle: "oui" }, "mutuelle", "La mutuelle doit être vrai ou faux."],
    [{ compagnie: "\u0007" }, "compagnie", "La compagnie contient des caractères non autorisés."],
    [{}, "_", "Indiquez au moins un champ à modifier."],
  ])("refuses %j with the registration's message", async (change, field, message) => {
    const patient = await register();
    const { status, body } = await patch(patient.id, change);
    expect(status).toBe(400);
    expect((body as { errors: Record<string, string> }).errors[field]).toBe(message);
    expect((await read(patient.id)).body).toMatchObject({ nom: patient.nom, telephone: patient.telephone });
  });

  it("refuses a birth date in the future, an unknown field, and a body that is not JSON", async () => {
    const patient = await register();
    const future = await patch(patient.id, { dateNaissance: practiceDate(1) });
    expect(future.body).toEqual({ message: "Données invalides.", errors: { dateNaissance: "La date de naissance ne peut pas être dans le futur." } });
    expect((await patch(patient.id, { dateCreation: "2000-01-01T00:00:00Z" })).status).toBe(400);
    const text = await call(updateRoute, { method: "PATCH", ...onPatient(patient.id), rawBody: "nom=x", token: staff.assistant.token, headers: { "content-type": "text/plain" } });
    expect(text.status).toBe(415);
  });

  it("answers 404 for an unknown file and 400 for an id that is not one", async () => {
    expect(await patch(999_999, { nom: "X" })).toMatchObject({ status: 404, body: { message: "Patient non trouvé" } });
    expect((await patch("abc", { nom: "X" })).status).toBe(400);
  });

  it("with X-Duplicate-Check: reject, refuses an edit that makes the file look like another one, never like itself", async () => {
    const other = await register({ nom: "El Ouafi", prenom: "Karima", dateNaissance: "1972-03-03" });
    const patient = await register({ nom: "Ouafi", prenom: "Karim", dateNaissance: "1972-03-03" });
    const checked = { headers: { "X-Duplicate-Check": "reject" } };

    // The file alone, changed in a way that looks like nobody else: no 409 (it never matches itself).
    expect((await patch(patient.id, { adresse: "Salé" }, checked)).status).toBe(200);
    expect((await patch(patient.id, { telephone: "0611000999" }, checked)).status).toBe(200);

    const refused = await patch(patient.id, { nom: "Alouafi", prenom: "Karima" }, checked);
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({
      message: "Un patient semblable existe déjà.",
      duplicates: [{ id: other.id, nom: "El Ouafi", prenom: "Karima", dateNaissance: "1972-03-03", telephone: other.telephone, reasons: ["nom-date-naissance"], archive: false }],
    });
    expect((await read(patient.id)).body).toMatchObject({ nom: "Ouafi" });

    // Confirmed: sent again without the header.
    expect((await patch(patient.id, { nom: "Alouafi", prenom: "Karima" })).body).toMatchObject({ nom: "Alouafi" });
  });
});

describe("archive and restore", () => {
  it("takes an archived file out of the searches and the list unless asked for, and brings it back", async () => {
    const patient = await register({ nom: "Archivable", prenom: "Driss" });
    const archived = await archive(patient.id);
    expect(archived.status).toBe(200);
    expect((archived.body as PatientRecord).dateArchivage).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(await lastAudit(database().db, "patient.archive")).toMatchObject({ actorId: staff.assistant.id, targetId: String(patient.id), details: null });

    expect(idsOf((await search("nom=archivable")).body)).toEqual([]);
    expect(idsOf((await search(`nom=${encodeURIComponent(patient.telephone)}`)).body)).toEqual([]);
    expect(idsOf((await search("nom=archivable&archives=1")).body)).toEqual([patient.id]);
    // The spec's answer keeps the spec's fields, archived or not.
    expect(Object.keys(((await search("nom=archivable&archives=1")).body as Patient[])[0]!)).toEqual(Object.keys(patient));
    expect(listedIds((await list("q=archivable")).body)).toEqual([]);
    expect((await list("q=archivable&archives=1")).body).toMatchObject({ total: 1, items: [{ id: patient.id, dateArchivage: expect.any(String) }] });
    // Still readable.
    expect((await read(patient.id)).body).toMatchObject({ id: patient.id, dateArchivage: expect.any(String), fusionneDans: null });

    const restored = await restore(patient.id);
    expect(restored.status).toBe(200);
    expect(restored.body).toMatchObject({ dateArchivage: null });
    expect(idsOf((await search("nom=archivable")).body)).toEqual([patient.id]);
    expect(await lastAudit(database().db, "patient.restore")).toMatchObject({ targetId: String(patient.id) });
  });

  it("changes nothing and writes nothing when archiving an archived file or restoring an active one", async () => {
    const patient = await register();
    const first = (await archive(patient.id)).body as PatientRecord;
    const events = (await auditTrail(database().db, "patient.archive")).length;
    expect((await archive(patient.id)).body).toEqual(first);
    expect((await auditTrail(database().db, "patient.archive")).length).toBe(events);
    await restore(patient.id);
    const restores = (await auditTrail(database().db, "patient.restore")).length;
    expect((await restore(patient.id)).status).toBe(200);
    expect((await auditTrail(database().db, "patient.restore")).length).toBe(restores);
  });

  it("still flags an archived file as a likely duplicate, marked archived", async () => {
    const patient = await register({ nom: "Bensouda", prenom: "Leila", dateNaissance: "1966-06-06" });
    await archive(patient.id);
    const { body } = await call(duplicatesRoute, {
      path: "/api/patients/duplicates",
      body: { nom: "Bensouda", prenom: "Leïla", dateNaissance: "1966-06-06" },
      token: staff.assistant.token,
    });
    expect(body).toEqual({ duplicates: [expect.objectContaining({ id: patient.id, archive: true })] });
  });

  it("answers 404 for an unknown file and 400 for a bad id", async () => {
    expect((await archive(999_999)).status).toBe(404);
    expect((await restore(999_999)).status).toBe(404);
    expect((await archive("0")).status).toBe(400);
    expect((await restore("1e3")).status).toBe(400);
  });
});

describe("POST /api/patients/{id}/merge", () => {
  it("moves the other file's appointments and requests, keeps the older creation date, archives and points the other file", async () => {
    const { db } = database();
    const older = await register({ nom: "Benkirane", prenom: "Hamza", telephone: "0655001122" });
    const kept = await register({ nom: "Benkiran", prenom: "Hamza", telephone: "0655001133" });
    await db.update(patients).set({ dateCreation: new Date("2019-03-01T10:00:00Z") }).where(eq(patients.id, older.id));
    // Both files booked the same doctor at the same time: both were real, none is refused.
    const keptVisit = await book(kept.id, "2026-05-04T09:00:00Z");
    const movedVisit = await book(older.id, "2026-05-04T09:00:00Z");
    const request = await insertRequest(db, { nom: "Benkirane" });
    await db.update(appointmentRequests).set({ patientId: older.id }).where(eq(appointmentRequests.id, request.id));
    await read(older.id);

    const { status, body, headers } = await merge(kept.id, { fromId: older.id });
    expect(status).toBe(200);
    expect(body).toEqual({
      ...kept,
      dateCreation: "2019-03-01T10:00:00.000Z",
      dateArchivage: null,
      fusionneDans: null,
      dossiersFusionnes: [older.id],
      dateAnonymisation: null,
      cin: null,
      aCompleter: [],
      creeEnLigneLe: null,
      verifieLe: null,
    });

    const listed = await call(patientAppointmentsRoute, { path: `/api/appointments/patient/${kept.id}`, params: { id: String(kept.id) }, token: staff.assistant.token });
    expect(idsOf(listed.body).sort()).toEqual([keptVisit.id, movedVisit.id].sort());
    const [movedRequest] = await db.select().from(appointmentRequests).where(eq(appointmentRequests.id, request.id));
    expect(movedRequest?.patientId).toBe(kept.id);

    const mergedAway = (await read(older.id)).body as PatientRecord;
    expect(mergedAway).toMatchObject({ id: older.id, nom: "Benkirane", fusionneDans: kept.id, dateArchivage: expect.any(String) });
    // The merged file leaves the search; the file kept is found, "Benkiran" being another spelling (decision 042).
    expect(idsOf((await search("nom=benkirane")).body)).toEqual([kept.id]);

    expect(await lastAudit(db, "patient.merge")).toMatchObject({
      actorId: staff.medecin.id,
      targetType: "patient",
      targetId: String(kept.id),
      requestId: headers.get("x-request-id"),
      details: { fromId: older.id, patientIds: [kept.id, older.id], appointmentIds: [movedVisit.id], appointmentRequestIds: [request.id] },
    });

    // Audit rows are never rewritten: the kept file's history shows the other file's events too.
    const history = await call(accessHistoryRoute, { ...onPatient(kept.id, "/access-history"), token: staff.admin.token });
    const events = (history.body as AccessEventPage).items;
    expect(events.map((event) => [event.action, event.targetId])).toEqual(
      expect.arrayContaining([
        ["patient.merge", String(kept.id)],
        ["patient.read", String(older.id)],
        ["patient.create", String(older.id)],
        ["patient.create", String(kept.id)],
      ]),
    );
    expect(await db.select().from(appointments).where(eq(appointments.patientId, older.id))).toEqual([]);
  });

  it("lets an ADMIN merge, refuses an ASSISTANT (403) without changing anything", async () => {
    const kept = await register();
    const other = await register();
    const refused = await merge(kept.id, { fromId: other.id }, staff.assistant.token);
    expect(refused).toMatchObject({ status: 403, body: { message: "Accès refusé." } });
    expect((await read(other.id)).body).toMatchObject({ fusionneDans: null, dateArchivage: null });
    expect((await merge(kept.id, { fromId: other.id }, staff.admin.token)).status).toBe(200);
  });

  it("refuses a file merged with itself, a missing or bad fromId, and unknown files", async () => {
    const kept = await register();
    expect(await merge(kept.id, { fromId: kept.id })).toMatchObject({
      status: 400,
      body: { message: "Un dossier ne peut pas être fusionné avec lui-même.", errors: { fromId: "Un dossier ne peut pas être fusionné avec lui-même." } },
    });
    expect((await merge(kept.id, {})).status).toBe(400);
    expect((await merge(kept.id, { fromId: "abc" })).status).toBe(400);
    expect((await merge(kept.id, { fromId: kept.id + 1_000_000 })).status).toBe(404);
    expect((await merge(999_999, { fromId: kept.id })).status).toBe(404);
    expect((await merge("x", { fromId: kept.id })).status).toBe(400);
  });

  it("refuses to merge a file already merged, into an archived or a merged file; a merged file cannot be changed, restored or booked", async () => {
    const kept = await register();
    const merged = await register();
    const archived = await register();
    const third = await register();
    expect((await merge(kept.id, { fromId: merged.id })).status).toBe(200);

    expect(await merge(third.id, { fromId: merged.id })).toMatchObject({
      status: 409,
      body: { message: `Le dossier n° ${merged.id} a déjà été fusionné dans le dossier n° ${kept.id}.` },
    });
    expect(await merge(merged.id, { fromId: third.id })).toMatchObject({ status: 409, body: { message: `Ce dossier a été fusionné dans le dossier n° ${kept.id}.` } });
    await archive(archived.id);
    expect(await merge(archived.id, { fromId: third.id })).toMatchObject({ status: 409, body: { message: "Restaurez ce dossier avant d'y fusionner un autre dossier." } });
    // An archived duplicate can be merged away.
    expect((await merge(third.id, { fromId: archived.id })).status).toBe(200);

    expect(await patch(merged.id, { nom: "Corrigé" })).toMatchObject({ status: 409, body: { message: `Ce dossier a été fusionné dans le dossier n° ${kept.id}.` } });
    expect(await restore(merged.id)).toMatchObject({ status: 409, body: { message: "Un dossier fusionné ne peut pas être restauré." } });
    const booking = await call(bookRoute, {
      path: "/api/appointments",
      body: { dateHeure: "2026-09-01T10:00", motif: "Contrôle", observation: null, patient: { id: merged.id }, medecin: { id: staff.medecin.id } },
      token: staff.assistant.token,
    });
    expect(booking).toMatchObject({ status: 409, body: { message: `Ce dossier a été fusionné dans le dossier n° ${kept.id}.` } });
  });

  it("takes two merges of one pair in opposite directions in turn: one passes, the other finds the file merged", async () => {
    const a = await register();
    const b = await register();
    const statuses = (await Promise.all([merge(a.id, { fromId: b.id }), merge(b.id, { fromId: a.id })])).map((result) => result.status);
    expect(statuses.sort()).toEqual([200, 409]);
    const rows = await database().db.select({ id: patients.id, into: patients.mergedIntoId }).from(patients).where(sql`${patients.id} in (${a.id}, ${b.id})`);
    expect(rows.filter((row) => row.into !== null)).toHaveLength(1);
  });

  it("no longer offers a merged file as a likely duplicate: the file kept is offered", async () => {
    const kept = await register({ nom: "Lamrani", prenom: "Yassir", dateNaissance: "1991-01-09" });
    const merged = await register({ nom: "Lamrani", prenom: "Yasser", dateNaissance: "1991-01-09" });
    await merge(kept.id, { fromId: merged.id });
    const { body } = await call(duplicatesRoute, {
      path: "/api/patients/duplicates",
      body: { nom: "Lamrani", prenom: "Yassir", dateNaissance: "1991-01-09" },
      token: staff.assistant.token,
    });
    expect((body as { duplicates: { id: number }[] }).duplicates.map((candidate) => candidate.id)).toEqual([kept.id]);
  });
});

describe("GET /api/patients/list", () => {
  let listed: Patient[];

  beforeAll(async () => {
    // A database of its own is shared by the file: the list's tests look at these files only (q=Liste...).
    listed = [
      await register({ nom: "Listé Zahra", prenom: "Ilham", dateNaissance: "1990-04-02", telephone: "0661 00 00 01" }),
      await register({ nom: "Liste Alaoui", prenom: "Omar", dateNaissance: "1990-04-02", telephone: "0661 00 00 02" }),
      await register({ nom: "Liste Benani", prenom: "Youssef", dateNaissance: "1977-11-30", telephone: "0661 00 00 03" }),
    ];
  });

  it("pages every patient, most recent first by default, with the total", async () => {
    const { status, body } = await list("q=liste");
    expect(status).toBe(200);
    expect(body).toEqual({
      total: 3,
      items: [...listed].reverse().map((patient) => ({ ...patient, dateArchivage: null, fusionneDans: null, dossiersFusionnes: [], dateAnonymisation: null, cin: null, aCompleter: [], creeEnLigneLe: null, verifieLe: null })),
    });
    const page = await list("q=liste&limit=2&offset=2");
    expect(page.body).toMatchObject({ total: 3, items: [{ id: listed[0]!.id }] });
    const everyone = await list();
    expect((everyone.body as PatientPage).total).toBeGreaterThanOrEqual(3);
    expect((everyone.body as PatientPage).items.length).toBeLessThanOrEqual(50);
  });

  it("sorts by name, accents and case folded", async () => {
    const { body } = await list("q=liste&tri=nom");
    expect((body as PatientPage).items.map((patient) => patient.nom)).toEqual(["Liste Alaoui", "Liste Benani", "Listé Zahra"]);
  });

  it("filters by name words in nom or prenom, accents ignored; by phone in any format; by birth date dd/mm/yyyy", async () => {
    const [zahra, alaoui, benani] = listed as [Patient, Patient, Patient];
    expect(listedIds((await list(`q=${encodeURIComponent("youssef LISTÉ")}`)).body)).toEqual([benani.id]);
    expect(listedIds((await list(`q=${encodeURIComponent("+212 661 000 002")}`)).body)).toEqual([alaoui.id]);
    expect(listedIds((await list(`q=${encodeURIComponent("02/04/1990")}&tri=nom`)).body)).toEqual(expect.arrayContaining([alaoui.id, zahra.id]));
    expect(listedIds((await list(`q=${encodeURIComponent("zahra 2/4/1990")}`)).body)).toEqual([zahra.id]);
    expect(listedIds((await list(`q=${encodeURIComponent("benani 02/04/1990")}`)).body)).toEqual([]);
  });

  it("records the ids shown, never the text typed", async () => {
    const { body, headers } = await list("q=benani");
    const event = await lastAudit(database().db, "patient.list");
    expect(event).toMatchObject({
      actorId: staff.assistant.id,
      requestId: headers.get("x-request-id"),
      details: { results: 1, total: 1, patientIds: listedIds(body) },
    });
    expect(JSON.stringify(event).toLowerCase()).not.toContain("benani");
  });

  it.each([
    ["q=31/02/1990", "La date de naissance doit être une date valide (JJ/MM/AAAA)."],
    ["tri=age", "Le tri doit être « recent » ou « nom »."],
    ["archives=oui", "Le paramètre archives doit valoir 0 ou 1."],
    ["limit=0", "La limite doit être un nombre entier entre 1 et 200."],
    ["offset=-1", "Le décalage doit être un nombre entier entre 0 et 1000000."],
    [`q=${"x".repeat(101)}`, "La recherche ne doit pas dépasser 100 caractères."],
  ])("answers 400 for ?%s", async (query, message) => {
    const { status, body } = await list(query);
    expect(status).toBe(400);
    expect((body as { message: string }).message).toBe(message);
  });
});

describe("who may call them", () => {
  const calls: [string, (token: string | undefined) => Promise<{ status: number; body: unknown }>][] = [
    ["PATCH /api/patients/{id}", (token) => call(updateRoute, { method: "PATCH", ...onPatient(1), body: { nom: "X" }, token })],
    ["POST /api/patients/{id}/archive", (token) => call(archiveRoute, { method: "POST", ...onPatient(1, "/archive"), token })],
    ["POST /api/patients/{id}/restore", (token) => call(restoreRoute, { method: "POST", ...onPatient(1, "/restore"), token })],
    ["POST /api/patients/{id}/merge", (token) => call(mergeRoute, { ...onPatient(1, "/merge"), body: { fromId: 2 }, token })],
    ["GET /api/patients/list", (token) => call(listRoute, { path: "/api/patients/list", token })],
  ];
  const cases = badTokenCases(
    () => staff.admin,
    () => staff.deleted.token,
  ).filter(([name]) => ["no Authorization header", "a malformed token", "an expired token", "a well-formed token signed with another secret", "a token of a deleted account"].includes(name));

  it.each(calls)("%s answers 401 without a token, with a bad one, an expired one, or one of a deleted account", async (_name, send) => {
    for (const [name, make, message] of cases) {
      const { status, body } = await send(await make());
      expect(status, name).toBe(401);
      expect(body, name).toEqual({ message });
    }
  });
});
