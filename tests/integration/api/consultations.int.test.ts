import { and, eq } from "drizzle-orm";
import { POST as postAddendum } from "@/app/api/consultations/[id]/addenda/route";
import { GET as getNote, PATCH as patchNote } from "@/app/api/consultations/[id]/route";
import { POST as postSign } from "@/app/api/consultations/[id]/sign/route";
import { GET as getFavourites } from "@/app/api/consultations/diagnostics-favoris/route";
import { GET as searchLot } from "@/app/api/infiltrations/route";
import { GET as getAccessHistory } from "@/app/api/patients/[id]/access-history/route";
import { GET as listNotes, POST as openNote } from "@/app/api/patients/[id]/consultations/route";
import { GET as getExport } from "@/app/api/patients/[id]/export/route";
import { GET as getRegister, POST as postInfiltration } from "@/app/api/patients/[id]/infiltrations/route";
import { GET as getTimeline } from "@/app/api/patients/[id]/timeline/route";
import { POST as postMerge } from "@/app/api/patients/[id]/merge/route";
import { appointments, auditEvents, consultations } from "@/db/schema";
import type { AccessEventPage } from "@/schemas/audit";
import type { ConsultationListItem, ConsultationNote, InfiltrationRegister, LotSearchItem, Timeline } from "@/schemas/consultation";
import type { PatientExport } from "@/schemas/data-protection";
import { FIXED_NOW, fixedClockInFile, setFixedClock } from "../../support/fixed-clock";
import { insertPatient } from "../../support/row-fixtures";
import { withTestDatabase } from "../../support/test-database";
import { call, createStaff, seedStaff, type StaffFixture, type StaffFixtures } from "./api-test-kit";

/**
 * The consultation (issue 34, decision 054), on both engines: medical secrecy (doctors read and
 * write notes; the front desk sees that one exists; every read is in the patient's history),
 * a signed note is locked and corrected by addenda that keep it, one audit event per editing
 * session, the infiltrations' warnings on a fixed clock, and the export's rule.
 */

const database = withTestDatabase();
fixedClockInFile();
let staff: StaffFixtures;
let otherDoctor: StaffFixture;

beforeAll(async () => {
  staff = await seedStaff(database().db);
  otherDoctor = await createStaff(database().db, { username: "dr.idrissi", email: "idrissi@cabinet.ma", role: "MEDECIN", nom: "Idrissi", prenom: "Omar" });
});

const ids = (id: number) => ({ id: String(id) });

async function newPatient(nom = "Chraibi") {
  return insertPatient(database().db, { nom, prenom: "Yasmine" });
}

async function appointmentOf(patientId: number, motif = "Douleur du genou droit") {
  const [row] = await database()
    .db.insert(appointments)
    .values({ dateHeure: FIXED_NOW, motif, patientId, medecinId: staff.medecin.id, status: "arrive" })
    .returning({ id: appointments.id });
  return row!.id;
}

async function open(patientId: number, rendezVousId: number | null = null, token = staff.medecin.token) {
  return call(openNote, { path: `/api/patients/${patientId}/consultations`, params: ids(patientId), token, body: { rendezVousId } });
}

async function draft(noteId: number, body: Record<string, unknown>, token = staff.medecin.token) {
  return call(patchNote, { method: "PATCH", path: `/api/consultations/${noteId}`, params: ids(noteId), token, body });
}

async function sign(noteId: number, token = staff.medecin.token) {
  return call(postSign, { method: "POST", path: `/api/consultations/${noteId}/sign`, params: ids(noteId), token });
}

const kneeNote = {
  motif: "Douleur du genou droit depuis 3 mois",
  histoire: "Douleur mécanique, pas de traumatisme.",
  examens: [{ region: "genou", cote: "droit", constatations: "Épanchement modéré, McMurray positif." }],
  douleur: 6,
  imagerie: "Radiographie : pincement fémoro-tibial interne.",
  diagnostic: "Lésion méniscale interne",
  conduite: "IRM du genou droit, contrôle dans 3 semaines.",
};

async function signedKneeNote(patientId: number) {
  const opened = await open(patientId, await appointmentOf(patientId));
  const note = opened.body as ConsultationNote;
  expect((await draft(note.id, kneeNote)).status).toBe(200);
  expect((await sign(note.id)).status).toBe(200);
  return note.id;
}

async function historyActions(patientId: number) {
  const history = await call(getAccessHistory, { path: `/api/patients/${patientId}/access-history`, params: ids(patientId), token: staff.admin.token });
  return (history.body as AccessEventPage).items.map((event) => ({ action: event.action, actorId: event.actor?.id, details: event.details }));
}

describe("medical secrecy: who reads a note", () => {
  it("lets a MEDECIN read the note, and records the read in the patient's access history", async () => {
    const patient = await newPatient();
    const noteId = await signedKneeNote(patient.id);

    const read = await call(getNote, { path: `/api/consultations/${noteId}`, params: ids(noteId), token: staff.medecin.token });
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({ contenuVisible: true, diagnostic: "Lésion méniscale interne", statut: "signe", examens: [{ region: "genou", cote: "droit" }] });

    expect(await historyActions(patient.id)).toContainEqual({ action: "consultation.read", actorId: staff.medecin.id, details: { consultationIds: [noteId], vue: "note" } });
  });

  it("refuses the note to an ASSISTANT (403) and to an admin who does not consult, and lists it to them without its content", async () => {
    const patient = await newPatient();
    const noteId = await signedKneeNote(patient.id);

    for (const account of [staff.assistant, staff.admin]) {
      const read = await call(getNote, { path: `/api/consultations/${noteId}`, params: ids(noteId), token: account.token });
      expect(read.status, account.role).toBe(403);
      expect(read.text).not.toContain("méniscale");
    }
    const listed = await call(listNotes, { path: `/api/patients/${patient.id}/consultations`, params: ids(patient.id), token: staff.assistant.token });
    expect(listed.status).toBe(200);
    expect(listed.body).toEqual([
      expect.objectContaining({ id: noteId, contenuVisible: false, statut: "signe", medecin: { id: staff.medecin.id, nom: "Bennani", prenom: "Salma" } }),
    ]);
    expect(listed.text).not.toMatch(/méniscale|genou|Douleur/);
    // A region would tell what the note is about.
    const byRegion = await call(listNotes, { path: `/api/patients/${patient.id}/consultations?region=genou`, params: ids(patient.id), token: staff.assistant.token });
    expect(byRegion.status).toBe(403);
    // Writing is for doctors too.
    expect((await open(patient.id, null, staff.assistant.token)).status).toBe(403);
    expect((await draft(noteId, { motif: "x" }, staff.assistant.token)).status).toBe(403);

    const history = await historyActions(patient.id);
    expect(history).toContainEqual({ action: "consultation.list", actorId: staff.assistant.id, details: { consultationIds: [noteId] } });
    expect(history.filter((event) => event.action === "consultation.read" && event.actorId !== staff.medecin.id)).toEqual([]);
  });

  it("lets an admin marked as a doctor read and write notes", async () => {
    const consulting = await createStaff(database().db, { username: "dr.admin", email: "dr.admin@cabinet.ma", role: "ADMIN", estMedecin: true, nom: "Alami" });
    const patient = await newPatient();
    const opened = await open(patient.id, null, consulting.token);
    expect(opened.status).toBe(201);
    const read = await call(getNote, { path: `/api/consultations/${(opened.body as ConsultationNote).id}`, params: ids((opened.body as ConsultationNote).id), token: consulting.token });
    expect(read.status).toBe(200);
  });
});

describe("opening a note", () => {
  it("starts from the appointment's motif; the appointment's note is opened again rather than doubled; another patient's appointment is refused", async () => {
    const patient = await newPatient();
    const appointmentId = await appointmentOf(patient.id, "Entorse de la cheville gauche");
    const first = await open(patient.id, appointmentId);
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ statut: "brouillon", rendezVousId: appointmentId, motif: "Entorse de la cheville gauche", medecin: { id: staff.medecin.id } });
    const again = await open(patient.id, appointmentId);
    expect(again.status).toBe(200);
    expect((again.body as ConsultationNote).id).toBe((first.body as ConsultationNote).id);

    const stranger = await newPatient("Lahlou");
    const refused = await open(stranger.id, appointmentId);
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ errors: { rendezVousId: "Ce rendez-vous n'est pas celui de ce patient." } });
  });

  it("carries the antecedents of the patient's last note into a new one", async () => {
    const patient = await newPatient();
    const first = (await open(patient.id)).body as ConsultationNote;
    await draft(first.id, { antecedents: "Diabète de type 2. Méniscectomie gauche en 2019." });
    const second = (await open(patient.id)).body as ConsultationNote;
    expect(second.antecedents).toBe("Diabète de type 2. Méniscectomie gauche en 2019.");
  });
});

describe("signing and addenda", () => {
  it("locks a signed note: a change answers 409 and leaves it as signed", async () => {
    const patient = await newPatient();
    const noteId = await signedKneeNote(patient.id);
    const change = await draft(noteId, { diagnostic: "Gonarthrose" });
    expect(change.status).toBe(409);
    expect(change.body).toMatchObject({ message: "Cette consultation est signée : elle ne peut plus être modifiée. Ajoutez un addendum." });
    expect((await sign(noteId)).status).toBe(409);
    const [row] = await database().db.select().from(consultations).where(eq(consultations.id, noteId));
    expect(row).toMatchObject({ statut: "signe", diagnostic: "Lésion méniscale interne", signedBy: staff.medecin.id });
  });

  it("adds an addendum below the note and keeps the original word for word", async () => {
    const patient = await newPatient();
    const noteId = await signedKneeNote(patient.id);
    const before = (await call(getNote, { path: `/api/consultations/${noteId}`, params: ids(noteId), token: staff.medecin.token })).body as ConsultationNote;

    const added = await call(postAddendum, {
      path: `/api/consultations/${noteId}/addenda`,
      params: ids(noteId),
      token: otherDoctor.token,
      body: { texte: "IRM : lésion de la corne postérieure du ménisque interne." },
    });
    expect(added.status).toBe(201);
    const after = added.body as ConsultationNote;
    expect(after.addenda).toEqual([expect.objectContaining({ texte: "IRM : lésion de la corne postérieure du ménisque interne.", medecin: { id: otherDoctor.id, nom: "Idrissi", prenom: "Omar" } })]);
    const { addenda: _before, ...original } = before;
    const { addenda: _after, ...kept } = after;
    expect(kept).toEqual(original);
  });

  it("refuses an addendum on a draft, a change by another doctor, and a signature without the side of a knee", async () => {
    const patient = await newPatient();
    const note = (await open(patient.id)).body as ConsultationNote;
    const early = await call(postAddendum, { path: `/api/consultations/${note.id}/addenda`, params: ids(note.id), token: staff.medecin.token, body: { texte: "Trop tôt" } });
    expect(early.status).toBe(409);
    expect((await draft(note.id, { motif: "Pas la mienne" }, otherDoctor.token)).status).toBe(403);

    // A draft takes a region without its side (chosen a moment later); signing does not.
    expect((await draft(note.id, { motif: "Gonalgie", examens: [{ region: "rachis" }, { region: "genou", constatations: "Flexum" }] })).status).toBe(200);
    const unsided = await sign(note.id);
    expect(unsided.status).toBe(400);
    expect(unsided.body).toMatchObject({ errors: { "examens.1.cote": "Précisez le côté." } });
    expect((unsided.body as { errors: Record<string, string> }).errors["examens.0.cote"]).toBeUndefined();
    await draft(note.id, { examens: [{ region: "rachis" }, { region: "genou", cote: "gauche", constatations: "Flexum" }] });
    expect((await sign(note.id)).status).toBe(200);
  });

  it("refuses to sign an empty note", async () => {
    const patient = await newPatient();
    const note = (await open(patient.id)).body as ConsultationNote;
    const empty = await sign(note.id);
    expect(empty.status).toBe(400);
    expect(empty.body).toMatchObject({ message: expect.stringContaining("La consultation est vide") });
  });
});

describe("the audit trail of a draft", () => {
  it("records one event per editing session, not one per save", async () => {
    const patient = await newPatient();
    const note = (await open(patient.id)).body as ConsultationNote;
    const updates = () =>
      database()
        .db.select()
        .from(auditEvents)
        .where(and(eq(auditEvents.action, "consultation.update"), eq(auditEvents.targetId, String(patient.id))));

    setFixedClock(new Date("2026-10-14T09:01:00Z"));
    for (const motif of ["G", "Go", "Gon", "Gonalgie droite"]) expect((await draft(note.id, { motif })).status).toBe(200);
    setFixedClock(new Date("2026-10-14T09:20:00Z"));
    await draft(note.id, { douleur: 5 });
    expect(await updates()).toHaveLength(1);
    expect((await updates())[0]).toMatchObject({ actorId: staff.medecin.id, details: { consultationId: note.id, champs: ["motif"] } });

    // Back after a pause of more than 30 minutes: a new session.
    setFixedClock(new Date("2026-10-14T09:51:00Z"));
    await draft(note.id, { diagnostic: "Gonarthrose" });
    await draft(note.id, { conduite: "Kinésithérapie" });
    expect(await updates()).toHaveLength(2);
    setFixedClock();
  });
});

describe("the timeline", () => {
  it("shows a doctor each note's gist and the infiltrations, by region; the front desk sees that a note exists", async () => {
    const patient = await newPatient();
    const noteId = await signedKneeNote(patient.id);
    const injected = await call(postInfiltration, {
      path: `/api/patients/${patient.id}/infiltrations`,
      params: ids(patient.id),
      token: staff.medecin.token,
      body: { articulation: "epaule", cote: "gauche", produit: "Triamcinolone", dose: "40 mg", lot: "TR-2026-07", date: "2026-10-01" },
    });
    expect(injected.status).toBe(201);

    const timeline = async (token: string, region?: string) =>
      call(getTimeline, { path: `/api/patients/${patient.id}/timeline${region ? `?region=${region}` : ""}`, params: ids(patient.id), token });
    const doctorView = (await timeline(staff.medecin.token)).body as Timeline;
    expect(doctorView.items.map((item) => item.type)).toEqual(["consultation", "rendez_vous", "infiltration"]);
    expect(doctorView.items[0]).toMatchObject({ id: noteId, diagnostic: "Lésion méniscale interne", douleur: 6, regions: [{ region: "genou", cote: "droit" }] });
    expect(doctorView.regions).toEqual(["genou", "epaule"]);
    const knees = (await timeline(staff.medecin.token, "genou")).body as Timeline;
    expect(knees.items.map((item) => item.type)).toEqual(["consultation", "rendez_vous"]);

    const desk = await timeline(staff.assistant.token);
    expect((desk.body as Timeline).items).toEqual([
      expect.objectContaining({ type: "consultation", id: noteId, contenuVisible: false, motif: null, diagnostic: null, regions: [] }),
      expect.objectContaining({ type: "rendez_vous" }),
    ]);
    expect(desk.text).not.toMatch(/méniscale|Triamcinolone/);
    expect((await timeline(staff.assistant.token, "genou")).status).toBe(403);
    expect(await historyActions(patient.id)).toContainEqual({ action: "consultation.read", actorId: staff.medecin.id, details: { consultationIds: [noteId], vue: "parcours" } });
  });
});

describe("the infiltrations register (fixed clock: 14 October 2026)", () => {
  const record = (patientId: number, body: Record<string, unknown>, token = staff.medecin.token) =>
    call(postInfiltration, {
      path: `/api/patients/${patientId}/infiltrations`,
      params: ids(patientId),
      token,
      body: { articulation: "genou", cote: "droit", produit: "Acide hyaluronique", dose: "2 ml", lot: "HA-1234", ...body },
    });

  it("warns before a fourth injection of a knee within 12 months, and records it once confirmed", async () => {
    const patient = await newPatient();
    for (const date of ["2025-10-15", "2026-03-02", "2026-06-20"]) expect((await record(patient.id, { date })).status).toBe(201);
    // The other knee and a year and a day ago do not count.
    expect((await record(patient.id, { date: "2026-08-01", cote: "gauche" })).status).toBe(201);

    const register = (await call(getRegister, { path: `/api/patients/${patient.id}/infiltrations`, params: ids(patient.id), token: staff.medecin.token })).body as InfiltrationRegister;
    expect(register.aujourdHui).toBe("2026-10-14");
    expect(register.articulations.find((joint) => joint.cote === "droit")).toMatchObject({ nombre12Mois: 3, derniere: "2026-06-20", alertesProchaine: [{ code: "quatrieme_en_12_mois" }] });
    expect(register.articulations.find((joint) => joint.cote === "gauche")).toMatchObject({ nombre12Mois: 1, alertesProchaine: [] });

    const fourth = await record(patient.id, { date: "2026-10-14" });
    expect(fourth.status).toBe(409);
    expect(fourth.body).toEqual({
      message: "Cette infiltration demande confirmation.",
      alertes: [{ code: "quatrieme_en_12_mois", message: "Ce serait la 4e infiltration du genou droit en 12 mois (3 depuis le 15/10/2025)." }],
    });
    const confirmed = await record(patient.id, { date: "2026-10-14", forcer: true });
    expect(confirmed.status).toBe(201);
    expect(confirmed.body).toMatchObject({ articulation: "genou", cote: "droit", lot: "HA-1234", date: "2026-10-14", medecin: { id: staff.medecin.id } });
  });

  it("warns before an injection less than 6 weeks after the last one of the joint (a bilateral one counts for each side)", async () => {
    const patient = await newPatient();
    expect((await record(patient.id, { date: "2026-09-10", cote: "bilateral" })).status).toBe(201);
    const soon = await record(patient.id, { date: "2026-10-14", cote: "gauche" });
    expect(soon.status).toBe(409);
    expect(soon.body).toMatchObject({ alertes: [{ code: "moins_de_6_semaines", message: "La dernière infiltration du genou gauche date du 10/09/2026 : moins de 6 semaines." }] });
    // Six weeks to the day later is fine.
    expect((await record(patient.id, { date: "2026-10-22", cote: "gauche" })).status).toBe(201);
  });

  it("refuses the register to the front desk, and finds a batch for a recall (doctors and admins, case ignored)", async () => {
    const patient = await newPatient("Bennis");
    await record(patient.id, { date: "2026-01-05", lot: "RAPPEL-77" });
    expect((await call(getRegister, { path: `/api/patients/${patient.id}/infiltrations`, params: ids(patient.id), token: staff.assistant.token })).status).toBe(403);
    expect((await record(patient.id, { date: "2026-01-06" }, staff.assistant.token)).status).toBe(403);

    expect((await call(searchLot, { path: "/api/infiltrations?lot=rappel-77", token: staff.assistant.token })).status).toBe(403);
    const found = await call(searchLot, { path: "/api/infiltrations?lot=rappel-77", token: staff.admin.token });
    expect(found.status).toBe(200);
    expect(found.body as LotSearchItem[]).toEqual([expect.objectContaining({ lot: "RAPPEL-77", patient: expect.objectContaining({ id: patient.id, nom: "Bennis" }) })]);
    expect(await historyActions(patient.id)).toContainEqual(expect.objectContaining({ action: "infiltration.lot_search", actorId: staff.admin.id }));
  });
});

describe("the data-protection export", () => {
  it("holds the notes and infiltrations only when a doctor makes it", async () => {
    const patient = await newPatient();
    const noteId = await signedKneeNote(patient.id);
    const byAdmin = await call(getExport, { path: `/api/patients/${patient.id}/export`, params: ids(patient.id), token: staff.admin.token });
    expect(byAdmin.status).toBe(200);
    expect(byAdmin.body).toMatchObject({ contenuMedical: "reserve_aux_medecins", consultations: [], infiltrations: [] });
    expect(byAdmin.text).not.toContain("méniscale");

    const byDoctor = (await call(getExport, { path: `/api/patients/${patient.id}/export`, params: ids(patient.id), token: staff.medecin.token })).body as PatientExport;
    expect(byDoctor.contenuMedical).toBe("inclus");
    expect(byDoctor.consultations).toEqual([expect.objectContaining({ id: noteId, diagnostic: "Lésion méniscale interne" })]);
  });
});

describe("merging two files", () => {
  it("moves the notes with the appointments", async () => {
    const kept = await newPatient("Tazi");
    const duplicate = await newPatient("Tazi");
    const noteId = await signedKneeNote(duplicate.id);
    const merged = await call(postMerge, { path: `/api/patients/${kept.id}/merge`, params: ids(kept.id), token: staff.medecin.token, body: { fromId: duplicate.id } });
    expect(merged.status).toBe(200);
    const listed = (await call(listNotes, { path: `/api/patients/${kept.id}/consultations`, params: ids(kept.id), token: staff.medecin.token })).body as ConsultationListItem[];
    expect(listed.map((note) => note.id)).toEqual([noteId]);
  });
});

describe("the doctor's favourite diagnoses", () => {
  it("puts the diagnoses the doctor signs most first, then common ones", async () => {
    const favourites = await call(getFavourites, { path: "/api/consultations/diagnostics-favoris", token: staff.medecin.token });
    expect(favourites.status).toBe(200);
    const list = (favourites.body as { diagnostics: string[] }).diagnostics;
    expect(list[0]).toBe("Lésion méniscale interne");
    expect(list).toContain("Gonarthrose");
    expect(list.length).toBeLessThanOrEqual(8);
    expect((await call(getFavourites, { path: "/api/consultations/diagnostics-favoris", token: staff.assistant.token })).status).toBe(403);
  });
});
