import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { GET as pdfRoute } from "@/app/api/documents/[id]/pdf/route";
import { POST as cancelRoute } from "@/app/api/documents/[id]/cancel/route";
import { GET as listTemplatesRoute } from "@/app/api/document-templates/route";
import { PUT as updateTemplateRoute } from "@/app/api/document-templates/[id]/route";
import { GET as listRoute, POST as issueRoute } from "@/app/api/patients/[id]/documents/route";
import { PATCH as updateUserRoute } from "@/app/api/users/[id]/route";
import { GET as accessHistoryRoute } from "@/app/api/patients/[id]/access-history/route";
import { GET as exportRoute } from "@/app/api/patients/[id]/export/route";
import { GET as timelineRoute } from "@/app/api/patients/[id]/timeline/route";
import { auditEvents, medicalDocuments } from "@/db/schema";
import { documentFingerprint, printDocument, verifyDocument, type FrozenDocument } from "@/domain/documents/medical-documents";
import type { AccessEventPage } from "@/schemas/audit";
import type { Timeline } from "@/schemas/consultation";
import type { PatientExport } from "@/schemas/data-protection";
import type { DocumentInput, DocumentList, DocumentTemplate, IssuedDocument } from "@/schemas/document";
import { fixedClockInFile } from "../../support/fixed-clock";
import { arabicLinesOf, pdfInfo, pdfText } from "../../support/pdf-text";
import { insertPatient } from "../../support/row-fixtures";
import { withTestDatabase } from "../../support/test-database";
import { call, createStaff, seedStaff, type StaffFixture, type StaffFixtures } from "./api-test-kit";

/**
 * The documents a doctor gives (issue 34, decision 053), through their route handlers: issued by
 * doctors only, listed to the front desk without content, printed as PDFs on the letterhead (the
 * original once, then DUPLICATA; the front desk only what carries no diagnosis), cancelled but
 * kept, verified publicly without a word about the patient. Runs on PGlite and on PostgreSQL.
 */

fixedClockInFile();
const database = withTestDatabase();
let staff: StaffFixtures;
let consultingAdmin: StaffFixture;
let patientId: number;

const ordonnance: DocumentInput = {
  type: "ordonnance",
  format: "A5",
  arabe: true,
  lignes: [
    {
      nom: "Paracétamol",
      forme: "comprimé 1 g",
      posologie: "1 comprimé 3 fois par jour si douleur",
      posologieAr: "قرص واحد ثلاث مرات في اليوم عند الألم",
      duree: "15 jours",
      quantite: "3 boîtes",
    },
    { nom: "Kétoprofène", forme: "comprimé LP 100 mg", posologie: "1 comprimé matin et soir pendant 10 jours", posologieAr: "قرص واحد صباحا ومساء لمدة 10 أيام" },
  ],
  autres: [
    { genre: "kinesitherapie", texte: "Rééducation du genou droit", seances: 15 },
    { genre: "imagerie", texte: "Radiographie du genou droit face + profil" },
  ],
};
const descriptif: DocumentInput = { type: "certificat", modele: "descriptif", ittJours: 21, constatations: "Fracture de la rotule droite, déplacée." };
const arret: DocumentInput = { type: "certificat", modele: "arret_travail", du: "2026-10-14", au: "2026-10-27" };

const issue = (token: string, body: DocumentInput, id = patientId) =>
  call(issueRoute, { path: `/api/patients/${id}/documents`, token, body, params: { id: String(id) } });
const list = (token: string) => call(listRoute, { path: `/api/patients/${patientId}/documents`, token, params: { id: String(patientId) } });

/** The PDF route answers bytes, not JSON: called straight. */
async function printPdf(token: string, id: number): Promise<{ status: number; type: string | null; bytes: Uint8Array; disposition: string | null }> {
  const response = await pdfRoute(new Request(`http://cabinet.test/api/documents/${id}/pdf`, { headers: { authorization: `Bearer ${token}` } }), {
    params: Promise.resolve({ id: String(id) }),
  });
  return { status: response.status, type: response.headers.get("content-type"), disposition: response.headers.get("content-disposition"), bytes: new Uint8Array(await response.arrayBuffer()) };
}

/** Whitespace runs made one space: pdftotext breaks lines where the page does. */
const flat = (text: string) => text.replace(/\s+/g, " ");

beforeAll(async () => {
  const { db } = database();
  staff = await seedStaff(db);
  consultingAdmin = await createStaff(db, { username: "dr.admin", email: "dr.admin@cabinet.ma", role: "ADMIN", nom: "Chraibi", prenom: "Karim", estMedecin: true });
  patientId = (await insertPatient(db, { nom: "Berrada", prenom: "Amina", dateNaissance: "1961-03-12", cin: "AB123456" })).id;
  // The doctor's letterhead, as an admin sets it on the account.
  const updated = await call(updateUserRoute, {
    method: "PATCH",
    path: `/api/users/${staff.medecin.id}`,
    token: staff.admin.token,
    body: { inpe: "123456789", specialite: "Chirurgie orthopédique et traumatologique", titres: "Ancienne interne des hôpitaux de Rabat" },
    params: { id: String(staff.medecin.id) },
  });
  expect(updated.status).toBe(200);
  expect(updated.body).toMatchObject({ inpe: "123456789", titres: "Ancienne interne des hôpitaux de Rabat" });
});

describe("POST /api/patients/{id}/documents", () => {
  it("issues numbered documents for doctors (a MEDECIN, an ADMIN who consults), never for the front desk or a plain admin", async () => {
    const first = await issue(staff.medecin.token, ordonnance);
    expect(first.status).toBe(201);
    const issued = first.body as IssuedDocument;
    expect(issued.numero).toMatch(/^2026-\d{6}$/);
    expect(issued.codeVerification).toMatch(/^[A-Za-z0-9_-]{22}$/);
    const second = await issue(consultingAdmin.token, arret);
    expect((second.body as IssuedDocument).numero).toBe(`2026-${String(Number(issued.numero.slice(5)) + 1).padStart(6, "0")}`);

    for (const member of [staff.assistant, staff.admin]) {
      expect(await issue(member.token, ordonnance)).toMatchObject({ status: 403, body: { message: "Accès réservé aux médecins." } });
    }
    expect((await issue(staff.medecin.token, { ...ordonnance, lignes: [], autres: [] })).status).toBe(400);
    expect((await issue(staff.medecin.token, { type: "certificat", modele: "arret_travail", du: "2026-10-14" })).body).toMatchObject({ errors: { au: "La date de fin est obligatoire." } });
    expect((await issue(staff.medecin.token, ordonnance, 999_999)).status).toBe(404);
  });

  it("freezes the content with its SHA-256: a later change of the template leaves an issued certificate as it was", async () => {
    const issued = (await issue(staff.medecin.token, arret)).body as IssuedDocument;
    const templates = (await call(listTemplatesRoute, { path: "/api/document-templates", token: staff.admin.token })).body as DocumentTemplate[];
    const arretTemplate = templates.find((template) => template.genre === "arret_travail")!;
    const changed = await call(updateTemplateRoute, {
      method: "PUT",
      path: `/api/document-templates/${arretTemplate.id}`,
      token: staff.admin.token,
      body: { texte: "Texte modifié après coup pour {patient}." },
      params: { id: String(arretTemplate.id) },
    });
    expect(changed.status).toBe(200);

    const [row] = await database().db.select().from(medicalDocuments).where(eq(medicalDocuments.id, issued.id));
    expect(row!.empreinte).toBe(documentFingerprint(row!.contenu as FrozenDocument));
    const text = flat(pdfText((await printPdf(staff.medecin.token, issued.id)).bytes));
    expect(text).toContain("nécessite un arrêt de travail de 14 jours, du 14/10/2026 au 27/10/2026 inclus");
    expect(text).not.toContain("Texte modifié");
    // The next arrêt de travail takes the new text.
    const next = (await issue(staff.medecin.token, arret)).body as IssuedDocument;
    expect(flat(pdfText((await printPdf(staff.medecin.token, next.id)).bytes))).toContain("Texte modifié après coup pour Amina Berrada.");
  });
});

describe("GET /api/documents/{id}/pdf", () => {
  it("prints an ordonnance on the letterhead, A5, with the Arabic posology in logical order; the second print is a DUPLICATA", async () => {
    const issued = (await issue(staff.medecin.token, ordonnance)).body as IssuedDocument;
    const original = await printPdf(staff.medecin.token, issued.id);
    expect(original.status).toBe(200);
    expect(original.type).toBe("application/pdf");
    expect(original.disposition).toBe(`inline; filename="ordonnance-${issued.numero}.pdf"`);
    const info = pdfInfo(original.bytes);
    expect(info.pages).toBe(1);
    // A5, in points.
    expect(info.width).toBeCloseTo(419.53, 1);
    expect(info.height).toBeCloseTo(595.28, 1);
    const text = pdfText(original.bytes);
    const words = flat(text);
    for (const expected of [
      "Dr Salma BENNANI",
      "Chirurgie orthopédique et traumatologique",
      "Ancienne interne des hôpitaux de Rabat",
      "INPE : 123456789",
      "Rabat, le 14/10/2026",
      `N° ${issued.numero}`,
      "ORDONNANCE",
      "Amina BERRADA",
      "né(e) le 12/03/1961 (65 ans)",
      "Paracétamol",
      "1 comprimé 3 fois par jour si douleur",
      "Durée : 15 jours",
      "Kinésithérapie : Rééducation du genou droit — 15 séances",
      "Imagerie : Radiographie du genou droit face + profil",
      `/verifier/${issued.codeVerification}`,
    ]) {
      expect(words, expected).toContain(expected);
    }
    // Drawn right to left, shaped; read back in logical order (letters that map back to themselves).
    const arabic = arabicLinesOf(original.bytes);
    expect(arabic[0]).toBe("قرص واحد ثلاث مرات في اليوم عند الألم");
    // With a number inside: the same letters and digits in reading order (poppler moves the spaces around numbers).
    expect(arabic[1]!.replace(/\s+/g, "")).toBe("قرصواحدصباحاومساءلمدة10أيام");
    expect(arabic).toHaveLength(2);
    expect(words).not.toContain("DUPLICATA");

    const copy = await printPdf(staff.medecin.token, issued.id);
    expect(copy.disposition).toBe(`inline; filename="ordonnance-${issued.numero}-duplicata.pdf"`);
    expect(flat(pdfText(copy.bytes))).toContain("DUPLICATA");
  });

  it("lets the front desk print a copy of an ordonnance or an arrêt de travail, never a certificat descriptif", async () => {
    const prescription = (await issue(staff.medecin.token, ordonnance)).body as IssuedDocument;
    const leave = (await issue(staff.medecin.token, arret)).body as IssuedDocument;
    const described = (await issue(staff.medecin.token, descriptif)).body as IssuedDocument;

    expect((await printPdf(staff.assistant.token, prescription.id)).status).toBe(200);
    expect((await printPdf(staff.assistant.token, leave.id)).status).toBe(200);
    const refused = await printPdf(staff.assistant.token, described.id);
    expect(refused.status).toBe(403);
    expect(JSON.parse(new TextDecoder().decode(refused.bytes))).toEqual({ message: "Ce document ne peut être imprimé que par un médecin." });
    // A refused print counts nothing: the doctor's first print is still the original.
    const byDoctor = pdfText((await printPdf(staff.medecin.token, described.id)).bytes);
    expect(flat(byDoctor)).toContain("une incapacité totale de travail (ITT) de 21 jours");
    expect(byDoctor).not.toContain("DUPLICATA");

    const listed = (await list(staff.assistant.token)).body as DocumentList;
    const row = listed.items.find((item) => item.id === described.id)!;
    expect(row).toEqual({
      id: described.id,
      type: "certificat",
      modele: "descriptif",
      titre: "Certificat médical descriptif",
      numero: described.numero,
      format: "A4",
      emisAt: expect.any(String),
      medecin: { id: staff.medecin.id, nom: "Bennani", prenom: "Salma" },
      impressions: 1,
      annuleAt: null,
      annuleMotif: null,
      imprimable: false,
    });
    expect(listed.items.find((item) => item.id === leave.id)?.imprimable).toBe(true);
    expect(JSON.stringify(listed)).not.toMatch(/Fracture|Paracétamol|constatations/);
  });

  it("counts nothing when the PDF cannot be drawn: the next print is still the original", async () => {
    const issued = (await issue(staff.medecin.token, ordonnance)).body as IssuedDocument;
    const audit = { actorId: staff.medecin.id, requestId: "render-fails" };
    await expect(printDocument(database().db, issued.id, staff.medecin, audit, () => Promise.reject(new Error("font missing")))).rejects.toThrow("font missing");
    const [row] = await database().db.select().from(medicalDocuments).where(eq(medicalDocuments.id, issued.id));
    expect(row!.impressions).toBe(0);
    expect(pdfText((await printPdf(staff.medecin.token, issued.id)).bytes)).not.toContain("DUPLICATA");
  });

  it("puts every print in the patient's access history", async () => {
    const issued = (await issue(staff.medecin.token, ordonnance)).body as IssuedDocument;
    await printPdf(staff.assistant.token, issued.id);
    const history = (await call(accessHistoryRoute, { path: `/api/patients/${patientId}/access-history`, token: staff.admin.token, params: { id: String(patientId) } }))
      .body as AccessEventPage;
    const prints = history.items.filter((event) => event.action === "document.print" && event.details?.documentId === issued.id);
    expect(prints).toHaveLength(1);
    expect(prints[0]).toMatchObject({ actor: { id: staff.assistant.id }, details: { numero: issued.numero, duplicata: false } });
    expect(history.items.some((event) => event.action === "document.issue" && event.details?.documentId === issued.id)).toBe(true);
  });
});

describe("POST /api/documents/{id}/cancel", () => {
  it("marks the document cancelled with its reason and keeps it; the PDF and the verification say so", async () => {
    const issued = (await issue(staff.medecin.token, ordonnance)).body as IssuedDocument;
    const cancel = (token: string, motif: unknown) => call(cancelRoute, { path: `/api/documents/${issued.id}/cancel`, token, body: { motif }, params: { id: String(issued.id) } });
    expect((await cancel(staff.assistant.token, "Erreur")).status).toBe(403);
    expect((await cancel(staff.medecin.token, " ")).status).toBe(400);
    const cancelled = await cancel(staff.medecin.token, "Erreur de posologie");
    expect(cancelled).toMatchObject({ status: 200, body: { id: issued.id, annuleMotif: "Erreur de posologie", annuleAt: expect.any(String) } });
    expect(await cancel(staff.medecin.token, "Encore")).toMatchObject({ status: 409, body: { message: "Ce document est déjà annulé." } });

    const [row] = await database().db.select().from(medicalDocuments).where(eq(medicalDocuments.id, issued.id));
    expect(row).toMatchObject({ numero: issued.numero, annuleMotif: "Erreur de posologie" });
    const doctorView = ((await list(staff.medecin.token)).body as DocumentList).items.find((item) => item.id === issued.id);
    expect(doctorView).toMatchObject({ annuleMotif: "Erreur de posologie" });
    const deskView = ((await list(staff.assistant.token)).body as DocumentList).items.find((item) => item.id === issued.id);
    expect(deskView).toMatchObject({ annuleAt: expect.any(String), annuleMotif: null });
    expect(flat(pdfText((await printPdf(staff.medecin.token, issued.id)).bytes))).toContain("ANNULÉ");
    expect(await verifyDocument(database().db, issued.codeVerification, "Africa/Casablanca")).toMatchObject({ annule: true });
    const [event] = await database().db.select().from(auditEvents).where(eq(auditEvents.action, "document.cancel"));
    expect(event).toMatchObject({ actorId: staff.medecin.id, targetType: "patient", targetId: String(patientId) });
    expect(JSON.stringify(event!.details)).not.toContain("posologie");
  });
});

describe("the verification of /verifier/{code}", () => {
  it("says whether, when and by whom a document was issued, and nothing of the patient or its content", async () => {
    const issued = (await issue(staff.medecin.token, descriptif)).body as IssuedDocument;
    const found = await verifyDocument(database().db, issued.codeVerification, "Africa/Casablanca");
    expect(found).toEqual({ numero: issued.numero, nature: "Certificat médical", emisLe: "14/10/2026", medecin: "Dr Salma Bennani", annule: false });
    expect(JSON.stringify(found)).not.toMatch(/Berrada|Amina|AB123456|Fracture|ITT|descriptif/);
    expect(await verifyDocument(database().db, "A".repeat(22), "Africa/Casablanca")).toBeNull();
    expect(await verifyDocument(database().db, "'; drop table medical_documents; --", "Africa/Casablanca")).toBeNull();
  });
});

describe("GET /api/patients/{id}/documents", () => {
  it("lists the file's documents newest first for any staff member, with where the QR codes lead", async () => {
    const listed = await list(staff.assistant.token);
    expect(listed.status).toBe(200);
    const body = listed.body as DocumentList;
    expect(body.items.length).toBeGreaterThan(3);
    const numbers = body.items.map((item) => item.numero);
    expect(numbers).toEqual([...numbers].sort().reverse());
    expect(body.verification).toEqual({ adresse: "http://localhost:3000/verifier", locale: true });
    expect((await call(listRoute, { path: "/api/patients/999999/documents", token: staff.assistant.token, params: { id: "999999" } })).status).toBe(404);
  });
});

describe("the patient's timeline", () => {
  it("shows every staff member the documents given, newest first, with their number and whether they were cancelled, and nothing they say", async () => {
    const patient = await insertPatient(database().db, { nom: "Tazi", prenom: "Karim" });
    const first = (await issue(staff.medecin.token, ordonnance, patient.id)).body as IssuedDocument;
    const second = (await issue(staff.medecin.token, descriptif, patient.id)).body as IssuedDocument;
    expect((await call(cancelRoute, { path: `/api/documents/${first.id}/cancel`, token: staff.medecin.token, body: { motif: "Erreur de posologie" }, params: { id: String(first.id) } })).status).toBe(200);
    for (const token of [staff.medecin.token, staff.assistant.token]) {
      const answer = await call(timelineRoute, { path: `/api/patients/${patient.id}/timeline`, token, params: { id: String(patient.id) } });
      const documents = (answer.body as Timeline).items.filter((item) => item.type === "document");
      expect(documents).toEqual([
        expect.objectContaining({ id: second.id, genre: "certificat", titre: "Certificat médical descriptif", numero: second.numero, annule: false, medecin: expect.objectContaining({ id: staff.medecin.id }) }),
        expect.objectContaining({ id: first.id, genre: "ordonnance", titre: "Ordonnance", numero: first.numero, annule: true }),
      ]);
      expect(answer.text).not.toMatch(/Fracture|Paracétamol|Erreur de posologie/);
    }
    // A document has no region: keeping the knee leaves it out.
    const knees = await call(timelineRoute, { path: `/api/patients/${patient.id}/timeline?region=genou`, token: staff.medecin.token, params: { id: String(patient.id) } });
    expect((knees.body as Timeline).items.filter((item) => item.type === "document")).toEqual([]);
  });
});

describe("the data-protection export", () => {
  it("lists the documents given for every export, and holds what they say only when a doctor makes it", async () => {
    const exportAs = (token: string) => call(exportRoute, { path: `/api/patients/${patientId}/export`, token, params: { id: String(patientId) } });
    const byAdmin = (await exportAs(staff.admin.token)).body as PatientExport;
    const byDoctor = (await exportAs(staff.medecin.token)).body as PatientExport;
    expect(byAdmin.documents.length).toBeGreaterThan(3);
    expect(byAdmin.documents.map((document) => document.numero)).toEqual(byDoctor.documents.map((document) => document.numero));
    expect(byAdmin.documents.every((document) => document.contenu === null)).toBe(true);
    expect(JSON.stringify(byAdmin.documents)).not.toContain("Fracture de la rotule");
    expect(byDoctor.documents.every((document) => document.contenu !== null)).toBe(true);
    expect(JSON.stringify(byDoctor.documents)).toContain("Fracture de la rotule");
  });
});

describe("templates", () => {
  it("are the doctors' and the admins' (an ADMIN edits the certificates), not the front desk's", async () => {
    expect((await call(listTemplatesRoute, { path: "/api/document-templates", token: staff.assistant.token })).status).toBe(403);
    const templates = (await call(listTemplatesRoute, { path: "/api/document-templates", token: staff.medecin.token })).body as DocumentTemplate[];
    expect(templates.filter((template) => template.genre !== "ordonnance")).toHaveLength(8);
    const knee = templates.find((template) => template.nom === "Après prothèse de genou")!;
    expect(knee).toMatchObject({ genre: "ordonnance", partage: true });
    expect(knee.lignes!.length).toBeGreaterThan(0);
    const sport = templates.find((template) => template.genre === "aptitude_sport")!;
    const byDoctor = await call(updateTemplateRoute, { method: "PUT", path: `/api/document-templates/${sport.id}`, token: staff.medecin.token, body: { texte: "x" }, params: { id: String(sport.id) } });
    expect(byDoctor).toMatchObject({ status: 403 });
  });
});
