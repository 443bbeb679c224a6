import { eq, sql } from "drizzle-orm";
import { POST as postRequest } from "@/app/api/appointment-requests/route";
import { DELETE as deleteRequest } from "@/app/api/appointment-requests/[id]/route";
import { POST as postConvert } from "@/app/api/appointment-requests/[id]/convert/route";
import { DELETE as deleteMessage } from "@/app/api/contact-messages/[id]/route";
import { GET as getTriaged } from "@/app/api/front-desk/requests/[id]/route";
import { POST as postAnonymise } from "@/app/api/patients/[id]/anonymise/route";
import { GET as getConsents } from "@/app/api/patients/[id]/consentements/route";
import { GET as getExport } from "@/app/api/patients/[id]/export/route";
import { GET as getPatient, PATCH as patchPatient } from "@/app/api/patients/[id]/route";
import { GET as listRights, POST as postRights } from "@/app/api/rights-requests/route";
import { PATCH as patchRights } from "@/app/api/rights-requests/[id]/route";
import { type Database, queryRows } from "@/db/client";
import { appointmentRequests, appointments, contactMessages, notifications, patients } from "@/db/schema";
import type { TriagedRequest } from "@/schemas/appointment-request";
import type { PatientExport, RightsRequest, RightsRequestPage } from "@/schemas/data-protection";
import type { ConsentsAnswer } from "@/schemas/notification";
import type { PatientRecord } from "@/schemas/patient";
import { PRIVACY_NOTICE_VERSION } from "@/schemas/privacy-notice";
import { insertPatient } from "../../support/row-fixtures";
import { fixedClockInFile } from "../../support/fixed-clock";
import { withTestDatabase } from "../../support/test-database";
import { call, lastAudit, practiceDate, seedStaff, type StaffFixtures } from "./api-test-kit";

/** Law 09-08 built in (issue 25, decision 034): consent at collection, access, erasure, anonymisation, the register. */

const database = withTestDatabase();
fixedClockInFile();
let staff: StaffFixtures;

beforeAll(async () => {
  staff = await seedStaff(database().db);
});

const requestBody = (extra: Record<string, unknown> = {}) => ({
  nom: "Chraibi",
  prenom: "Yasmine",
  telephone: "0661234567",
  datePreferee: practiceDate(3),
  heurePreferee: "10:30",
  motif: "Douleur à l'épaule",
  ...extra,
});

async function triaged(id: number) {
  return (await call(getTriaged, { path: `/api/front-desk/requests/${id}`, params: { id: String(id) }, token: staff.assistant.token })).body as TriagedRequest;
}

/** Every text value of every table (text, varchar, jsonb columns), with the table it is in. */
async function everyText(db: Database): Promise<{ table: string; value: string }[]> {
  const columns = await queryRows<{ table_name: string; column_name: string }>(
    db,
    sql`select table_name, column_name from information_schema.columns
        where table_schema = 'public' and data_type in ('text', 'character varying', 'jsonb')`,
  );
  const values: { table: string; value: string }[] = [];
  for (const { table_name: table, column_name: column } of columns) {
    const rows = await queryRows<{ value: string | null }>(db, sql`select ${sql.identifier(column)}::text as value from ${sql.identifier(table)}`);
    for (const row of rows) if (row.value) values.push({ table, value: row.value });
  }
  return values;
}

async function tableCounts(db: Database): Promise<Record<string, number>> {
  const tables = await queryRows<{ table_name: string }>(db, sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`);
  const counts: Record<string, number> = {};
  for (const { table_name: table } of tables) {
    const [row] = await queryRows<{ count: number }>(db, sql`select count(*)::int as count from ${sql.identifier(table)}`);
    counts[table] = Number(row!.count);
  }
  return counts;
}

describe("the reminders box of the public request", () => {
  it("stores the agreement with its date and the notice's version; without it stores none and still accepts the request", async () => {
    const ticked = await call(postRequest, { path: "/api/appointment-requests", body: requestBody({ consentementRappels: true }) });
    expect(ticked.status).toBe(201);
    const withBox = await triaged((ticked.body as { id: number }).id);
    expect(withBox).toMatchObject({ consentementRappels: true, versionNotice: PRIVACY_NOTICE_VERSION });
    // Dated by the clock the request was taken on (the fixed one here), on either engine.
    expect(Math.abs(Date.now() - Date.parse(withBox.consentementRappelsLe!))).toBeLessThan(60_000);

    const plain = await call(postRequest, { path: "/api/appointment-requests", body: requestBody() });
    expect(plain.status).toBe(201);
    expect(await triaged((plain.body as { id: number }).id)).toMatchObject({ consentementRappels: false, consentementRappelsLe: null, versionNotice: null });

    const refused = await call(postRequest, { path: "/api/appointment-requests", body: requestBody({ consentementRappels: "oui" }) });
    expect(refused.status).toBe(400);
  });

  it("turns into the patient's SMS and WhatsApp agreements, dated from the form, when the request is converted", async () => {
    const { db } = database();
    const sent = await call(postRequest, { path: "/api/appointment-requests", body: requestBody({ consentementRappels: true }) });
    const requestId = (sent.body as { id: number }).id;
    const agreedAt = (await triaged(requestId)).consentementRappelsLe;
    const patient = await insertPatient(db, { nom: "Chraibi", prenom: "Yasmine", telephone: "0661234567" });
    const converted = await call(postConvert, {
      path: `/api/appointment-requests/${requestId}/convert`,
      params: { id: String(requestId) },
      token: staff.assistant.token,
      body: { dateHeure: `${practiceDate(3)}T10:30`, motif: "Épaule", patient: { id: patient.id }, medecin: { id: staff.medecin.id } },
    });
    expect(converted.status).toBe(201);
    const consents = (await call(getConsents, { path: `/api/patients/${patient.id}/consentements`, params: { id: String(patient.id) }, token: staff.assistant.token })).body as ConsentsAnswer;
    expect(consents).toEqual({ email: null, sms: agreedAt, whatsapp: agreedAt, canalPrefere: "whatsapp", langue: "fr" });
  });
});

/** Two people of the same name: the export of one must hold nothing of the other. */
async function seedNamesakes(db: Database) {
  const amina = await insertPatient(db, { nom: "Benjelloun", prenom: "Amina", telephone: "0611111111" });
  const namesake = await insertPatient(db, { nom: "Benjelloun", prenom: "Amina", telephone: "0622222222" });
  await db.update(patients).set({ email: "amina.b@exemple.ma" }).where(eq(patients.id, amina.id));
  await db.update(patients).set({ email: "autre.amina@exemple.ma" }).where(eq(patients.id, namesake.id));
  const [own] = await db.insert(appointments).values({ dateHeure: new Date("2026-10-01T09:00:00Z"), motif: "Entorse cheville gauche", observation: "Amina Benjelloun rappelle au 0611111111", patientId: amina.id, medecinId: staff.medecin.id }).returning();
  await db.insert(appointments).values({ dateHeure: new Date("2026-10-02T09:00:00Z"), motif: "Lombalgie chronique", patientId: namesake.id, medecinId: staff.medecin.id });
  await db.insert(appointmentRequests).values({ nom: "Benjelloun", prenom: "Amina", telephone: "0611111111", datePreferee: "2026-09-30", heurePreferee: "09:00:00", motif: "Cheville", status: "planifiee", patientId: amina.id, appointmentId: own!.id });
  await db.insert(appointmentRequests).values({ nom: "Benjelloun", prenom: "Amina", telephone: "0622222222", datePreferee: "2026-09-30", heurePreferee: "11:00:00", motif: "Dos", patientId: namesake.id });
  const [mine] = await db.insert(contactMessages).values({ nomComplet: "Amina Benjelloun", email: "Amina.B@exemple.ma", sujet: "Certificat", message: "Pouvez-vous m'envoyer mon certificat ? 0611111111" }).returning();
  const [sister] = await db.insert(contactMessages).values({ nomComplet: "Salma Benjelloun", email: "amina.b@exemple.ma", sujet: "Question", message: "Ma sœur partage cette adresse." }).returning();
  await db.insert(contactMessages).values({ nomComplet: "Amina Benjelloun", email: "autre.amina@exemple.ma", sujet: "Dos", message: "Message de l'homonyme 0622222222" });
  await db.insert(notifications).values({ type: "rappel", canal: "sms", patientId: amina.id, appointmentId: own!.id, destinataire: "+212611111111", donnees: { prenom: "Amina" }, cle: `rappel-${own!.id}-sms`, statut: "envoye", sentAt: new Date() });
  await db.insert(notifications).values({ type: "rappel", canal: "sms", patientId: namesake.id, destinataire: "+212622222222", donnees: { prenom: "Amina" }, cle: `rappel-homonyme-${namesake.id}` });
  return { amina, namesake, mine: mine!, sister: sister! };
}

describe("GET /api/patients/{id}/export", () => {
  it("holds everything about the person, only the contact messages staff confirmed, and nothing of a namesake", async () => {
    const { db } = database();
    const { amina, mine, sister } = await seedNamesakes(db);
    // How the person wants to hear from the practice is their data too (decision 043).
    await db.update(patients).set({ canalPrefere: "sms", langue: "ar" }).where(eq(patients.id, amina.id));
    expect((await call(getPatient, { path: `/api/patients/${amina.id}`, params: { id: String(amina.id) }, token: staff.assistant.token })).status).toBe(200);
    const answer = await call(getExport, { path: `/api/patients/${amina.id}/export?messages=${mine.id}`, params: { id: String(amina.id) }, token: staff.medecin.token });
    expect(answer.status).toBe(200);
    expect(answer.headers.get("cache-control")).toBe("no-store");
    const data = answer.body as PatientExport;
    expect(data.patient).toMatchObject({ id: amina.id, telephone: "0611111111", email: "amina.b@exemple.ma" });
    expect(data.patient.consentements).toMatchObject({ canalPrefere: "sms", langue: "ar" });
    expect(data.rendezVous.map((appointment) => appointment.motif)).toEqual(["Entorse cheville gauche"]);
    expect(data.demandes.map((request) => request.motif)).toEqual(["Cheville"]);
    expect(data.messagesContact.map((message) => message.id)).toEqual([mine.id]);
    // The sister's message from the same address: listed for staff to decide, not exported.
    expect(data.messagesAConfirmer).toEqual([{ id: sister.id, nomComplet: "Salma Benjelloun", sujet: "Question", recuLe: expect.any(String) }]);
    expect(data.notifications).toHaveLength(1);
    // Who opened the file before the export: the assistant.
    expect(data.historiqueAcces).toEqual([{ date: expect.any(String), personne: "Nadia Tazi", role: "ASSISTANT", action: "patient.read" }]);

    const text = JSON.stringify(data);
    for (const other of ["0622222222", "+212622222222", "autre.amina@exemple.ma", "Lombalgie chronique", "Message de l'homonyme", "Ma sœur partage"]) expect(text).not.toContain(other);
    expect(data.rendezVous.every((appointment) => appointment.dossier === amina.id)).toBe(true);

    const event = await lastAudit(db, "patient.export", staff.medecin.id);
    expect(event).toMatchObject({ targetId: String(amina.id), details: { appointments: 1, requests: 1, messages: 1, notifications: 1 } });
  });

  it("is for doctors and admins: an assistant is refused, and a message of another address cannot be slipped in", async () => {
    const { db } = database();
    const patient = await insertPatient(db, { nom: "Tahiri", prenom: "Omar" });
    expect((await call(getExport, { path: `/api/patients/${patient.id}/export`, params: { id: String(patient.id) }, token: staff.assistant.token })).status).toBe(403);
    const [stranger] = await db.insert(contactMessages).values({ nomComplet: "Inconnu", email: "inconnu@exemple.ma", sujet: "x", message: "Pas ce patient" }).returning();
    const answer = await call(getExport, { path: `/api/patients/${patient.id}/export?messages=${stranger!.id}`, params: { id: String(patient.id) }, token: staff.admin.token });
    expect((answer.body as PatientExport).messagesContact).toEqual([]);
    expect((await call(getExport, { path: `/api/patients/${patient.id}/export?messages=abc`, params: { id: String(patient.id) }, token: staff.admin.token })).status).toBe(400);
  });
});

describe("POST /api/patients/{id}/anonymise", () => {
  it("leaves no trace of the name or phone in any text column, keeps every count, and answers the erasure request", async () => {
    const { db } = database();
    const patient = await insertPatient(db, { nom: "Zemmouri", prenom: "Khadija", telephone: "0677889900" });
    await db.update(patients).set({ email: "k.zemmouri@exemple.ma", adresse: "7 rue des Orangers, Salé" }).where(eq(patients.id, patient.id));
    const [appointment] = await db.insert(appointments).values({ dateHeure: new Date("2026-10-05T09:00:00Z"), motif: "Genou (Khadija Zemmouri)", observation: "Rappeler au 0677889900", patientId: patient.id, medecinId: staff.medecin.id }).returning();
    await db.insert(appointmentRequests).values({ nom: "Zemmouri", prenom: "Khadija", telephone: "06 77 88 99 00", datePreferee: "2026-10-01", heurePreferee: "09:00:00", motif: "Genou", status: "planifiee", patientId: patient.id, appointmentId: appointment!.id });
    await db.insert(contactMessages).values({ nomComplet: "Khadija Zemmouri", email: "k.zemmouri@exemple.ma", sujet: "Dossier", message: "Je suis Khadija Zemmouri, 0677889900." });
    await db.insert(notifications).values({ type: "confirmation", canal: "email", patientId: patient.id, appointmentId: appointment!.id, destinataire: "k.zemmouri@exemple.ma", donnees: { nom: "Zemmouri", prenom: "Khadija" }, cle: `confirmation-${appointment!.id}`, statut: "envoye" });
    const registered = await call(postRights, { path: "/api/rights-requests", token: staff.admin.token, body: { recuLe: practiceDate(0), type: "effacement", personne: "Khadija Zemmouri", patientId: patient.id, details: "Courrier de Khadija Zemmouri" } });
    expect(registered.status).toBe(201);
    const before = await tableCounts(db);

    expect((await call(postAnonymise, { path: `/api/patients/${patient.id}/anonymise`, params: { id: String(patient.id) }, token: staff.medecin.token, body: { motif: "Demande" } })).status).toBe(403);
    const answer = await call(postAnonymise, { path: `/api/patients/${patient.id}/anonymise`, params: { id: String(patient.id) }, token: staff.admin.token, body: { motif: "Demande d'effacement de Khadija Zemmouri" } });
    expect(answer.status).toBe(200);
    const record = answer.body as PatientRecord;
    expect(record).toMatchObject({ nom: "ANONYME", prenom: `Dossier ${patient.id}`, telephone: "", email: "", dateNaissance: "1980-01-01" });
    expect(record.dateAnonymisation).not.toBeNull();
    expect(record.dateArchivage).not.toBeNull();

    const leaks = (await everyText(db)).filter(({ value }) => /zemmouri|khadija|0677889900|06 77 88 99 00|212677889900|orangers/i.test(value));
    expect(leaks).toEqual([]);
    const after = await tableCounts(db);
    expect({ ...after, audit_events: 0 }).toEqual({ ...before, audit_events: 0 });
    // The medical history stays.
    const [kept] = await db.select().from(appointments).where(eq(appointments.id, appointment!.id));
    expect(kept).toMatchObject({ motif: "Genou ([anonymisé])", status: "planifie" });

    const rights = (await call(listRights, { path: "/api/rights-requests", token: staff.admin.token })).body as RightsRequestPage;
    expect(rights.items.find((item) => item.id === (registered.body as RightsRequest).id)).toMatchObject({ reponduLe: practiceDate(0), traitePar: { id: staff.admin.id }, enRetard: false });
    const event = await lastAudit(db, "patient.anonymise", staff.admin.id);
    expect(JSON.stringify(event?.details)).not.toMatch(/zemmouri|khadija|Demande/i);

    // Read only from now on; a second anonymisation is refused.
    expect((await call(patchPatient, { method: "PATCH", path: `/api/patients/${patient.id}`, params: { id: String(patient.id) }, token: staff.admin.token, body: { nom: "Zemmouri" } })).status).toBe(409);
    expect((await call(postAnonymise, { path: `/api/patients/${patient.id}/anonymise`, params: { id: String(patient.id) }, token: staff.admin.token, body: { motif: "Encore" } })).status).toBe(409);
  });
});

describe("erasure of a request and of a message", () => {
  it("deletes them on an admin's demand, audited without their content, and 404 afterwards", async () => {
    const { db } = database();
    const sent = await call(postRequest, { path: "/api/appointment-requests", body: requestBody({ nom: "Effacer", motif: "Texte à effacer" }) });
    const id = (sent.body as { id: number }).id;
    expect((await call(deleteRequest, { method: "DELETE", path: `/api/appointment-requests/${id}`, params: { id: String(id) }, token: staff.medecin.token })).status).toBe(403);
    expect((await call(deleteRequest, { method: "DELETE", path: `/api/appointment-requests/${id}`, params: { id: String(id) }, token: staff.admin.token })).status).toBe(204);
    expect(await db.select().from(appointmentRequests).where(eq(appointmentRequests.id, id))).toEqual([]);
    expect((await call(deleteRequest, { method: "DELETE", path: `/api/appointment-requests/${id}`, params: { id: String(id) }, token: staff.admin.token })).status).toBe(404);
    const requestEvent = await lastAudit(db, "appointment_request.erase", staff.admin.id);
    expect(requestEvent).toMatchObject({ targetId: String(id), details: { status: "nouvelle", linkedToPatient: false } });

    const [message] = await db.insert(contactMessages).values({ nomComplet: "À effacer", email: "effacer@exemple.ma", sujet: "s", message: "m" }).returning();
    expect((await call(deleteMessage, { method: "DELETE", path: `/api/contact-messages/${message!.id}`, params: { id: String(message!.id) }, token: staff.admin.token })).status).toBe(204);
    expect(await db.select().from(contactMessages).where(eq(contactMessages.id, message!.id))).toEqual([]);
    expect(JSON.stringify((await lastAudit(db, "contact_message.erase", staff.admin.id))?.details)).not.toContain("effacer");
  });
});

describe("the register of rights requests", () => {
  it("sets the deadline 30 days after receipt, lists open ones first with those overdue marked, and records who answered", async () => {
    const created = await call(postRights, { path: "/api/rights-requests", token: staff.admin.token, body: { recuLe: "2026-01-05", type: "acces", personne: "Hamza Idrissi" } });
    expect(created.status).toBe(201);
    const request = created.body as RightsRequest;
    expect(request).toMatchObject({ echeance: "2026-02-04", enRetard: true, traitePar: null, reponduLe: null });
    expect((await call(postRights, { path: "/api/rights-requests", token: staff.medecin.token, body: { recuLe: "2026-01-05", type: "acces", personne: "X" } })).status).toBe(403);
    expect((await call(postRights, { path: "/api/rights-requests", token: staff.admin.token, body: { recuLe: "2026-01-05", type: "oubli", personne: "X" } })).status).toBe(400);

    const open = (await call(listRights, { path: "/api/rights-requests?ouvertes=1", token: staff.admin.token })).body as RightsRequestPage;
    expect(open.items[0]).toMatchObject({ id: request.id, enRetard: true });

    const answered = await call(patchRights, { method: "PATCH", path: `/api/rights-requests/${request.id}`, params: { id: String(request.id) }, token: staff.admin.token, body: { reponduLe: "2026-01-20", reponse: "Export remis en main propre" } });
    expect(answered.body).toMatchObject({ reponduLe: "2026-01-20", traitePar: { id: staff.admin.id, nom: "Alaoui" }, enRetard: false });
    const stillOpen = (await call(listRights, { path: "/api/rights-requests?ouvertes=1", token: staff.admin.token })).body as RightsRequestPage;
    expect(stillOpen.items.map((item) => item.id)).not.toContain(request.id);
    expect((await call(patchRights, { method: "PATCH", path: `/api/rights-requests/${request.id}`, params: { id: String(request.id) }, token: staff.admin.token, body: { reponduLe: "2025-12-01" } })).status).toBe(400);
  });
});
