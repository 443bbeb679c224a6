import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET as listRoute, POST as issueRoute } from "@/app/api/invoices/route";
import { POST as payRoute } from "@/app/api/invoices/[id]/payments/route";
import { POST as creditRoute } from "@/app/api/invoices/[id]/credit-notes/route";
import { GET as periodPdfRoute } from "@/app/api/invoices/pdf/route";
import type { DatabaseHandle } from "@/db/client";
import { invoiceLines, invoices } from "@/db/schema";
import { listActs } from "@/domain/fees/acts";
import type { IssuedInvoice, PatientInvoices } from "@/schemas/invoice";
import { setDatabaseForTests } from "@/server/db";
import { FIXED_TODAY, fixedClockInFile } from "../../support/fixed-clock";
import { pdfText } from "../../support/pdf-text";
import { insertPatient } from "../../support/row-fixtures";
import { createInstancesDatabase } from "../../support/test-database";
import { call, createStaff, lastAudit, nextAddress, type StaffFixture } from "./api-test-kit";

/**
 * A patient's receipts on their file and the period's receipts as one PDF (issue 35, decision
 * 063), through the routes, on the embedded database and on PostgreSQL (TEST_DATABASE_URL).
 */

fixedClockInFile();
let instances: { handles: DatabaseHandle[]; close(): Promise<void> };
let admin: StaffFixture;
let doctor: StaffFixture;
let colleague: StaffFixture;
let assistant: StaffFixture;
let patientId: number;
let otherPatientId: number;
let cs: number;
const db = () => instances.handles[0]!.db;

const issue = async (token: string, body: unknown) => {
  const result = await call(issueRoute, { path: "/api/invoices", token, body });
  expect(result.status).toBe(201);
  return result.body as IssuedInvoice;
};
const list = (token: string, query: string) => call(listRoute, { path: `/api/invoices?${query}`, token });
const periodPdf = (token: string, du: string, au: string) =>
  periodPdfRoute(new Request(`http://cabinet.test/api/invoices/pdf?du=${du}&au=${au}`, { headers: { authorization: `Bearer ${token}`, "x-forwarded-for": nextAddress() } }), { params: Promise.resolve({}) });

beforeAll(async () => {
  instances = await createInstancesDatabase(1, 5);
  setDatabaseForTests(instances.handles[0]!);
  admin = await createStaff(db(), { username: "admin", email: "admin@cabinet.ma", role: "ADMIN", nom: "Alaoui", prenom: "Yassine" });
  doctor = await createStaff(db(), { username: "dr.bennani", email: "bennani@cabinet.ma", role: "MEDECIN", nom: "Bennani", prenom: "Salma" });
  colleague = await createStaff(db(), { username: "dr.chraibi", email: "chraibi@cabinet.ma", role: "MEDECIN", nom: "Chraibi", prenom: "Omar" });
  assistant = await createStaff(db(), { username: "assistante", email: "assistante@cabinet.ma", role: "ASSISTANT", nom: "Tazi", prenom: "Nadia" });
  patientId = (await insertPatient(db(), { nom: "Benjelloun", prenom: "Aïcha" })).id;
  otherPatientId = (await insertPatient(db(), { nom: "Squalli", prenom: "Karim" })).id;
  cs = (await listActs(db())).find((act) => act.code === "Cs")!.id;
});

afterAll(async () => {
  await instances.close();
});

describe("GET /api/invoices?patientId=", () => {
  it("lists the patient's receipts and credit notes newest first, with the avoir linked and what is still due", async () => {
    const first = await issue(assistant.token, { patientId, medecinId: doctor.id, lignes: [{ actId: cs, montant: 30000 }], paiements: [{ mode: "especes", montant: 30000 }] });
    const second = await issue(assistant.token, { patientId, medecinId: doctor.id, lignes: [{ actId: cs, montant: 40000 }], paiements: [{ mode: "especes", montant: 10000 }] });
    expect((await call(payRoute, { path: `/api/invoices/${second.id}/payments`, token: assistant.token, params: { id: String(second.id) }, body: { mode: "carte", montant: 5000 } })).status).toBe(201);
    // 100 DH of the second receipt credited: 400 − 100 − 150 paid = 150 DH still due.
    const [line] = await db().select({ id: invoiceLines.id }).from(invoiceLines).where(eq(invoiceLines.invoiceId, second.id));
    const credit = await call(creditRoute, { path: `/api/invoices/${second.id}/credit-notes`, token: assistant.token, params: { id: String(second.id) }, body: { motif: "Geste commercial", lignes: [{ ligneId: line!.id, montant: 10000 }] } });
    expect(credit.status).toBe(201);
    const avoir = credit.body as IssuedInvoice;
    await issue(assistant.token, { patientId: otherPatientId, medecinId: doctor.id, lignes: [{ actId: cs, montant: 30000 }] });

    const result = await list(assistant.token, `patientId=${patientId}`);
    expect(result.status).toBe(200);
    const { items } = result.body as PatientInvoices;
    expect(items.map((item) => item.numero)).toEqual([avoir.numero, second.numero, first.numero]);
    expect(items[0]).toMatchObject({ serie: "A", total: -10000, reste: 0, statut: "avoir", factureOrigine: { id: second.id, numero: second.numero }, avoirs: [] });
    expect(items[1]).toMatchObject({ serie: "H", total: 40000, paye: 15000, reste: 15000, statut: "a_regler", avoirs: [{ id: avoir.id, numero: avoir.numero, total: -10000 }], factureOrigine: null });
    expect(items[2]).toMatchObject({ total: 30000, paye: 30000, reste: 0, statut: "acquitte", medecin: { id: doctor.id, nom: "Bennani" } });
    expect(await lastAudit(db(), "invoice.list", assistant.id)).toMatchObject({ targetType: "patient", targetId: String(patientId) });

    // The rest credited whole: the receipt is cancelled and nothing is due any more... but the 150 DH paid stay paid.
    const whole = await call(creditRoute, { path: `/api/invoices/${second.id}/credit-notes`, token: assistant.token, params: { id: String(second.id) }, body: { motif: "Erreur de facturation" } });
    expect(whole.status).toBe(201);
    const after = ((await list(doctor.token, `patientId=${patientId}`)).body as PatientInvoices).items.find((item) => item.id === second.id)!;
    expect(after).toMatchObject({ statut: "annule", reste: -15000 });
    expect(after.avoirs).toHaveLength(2);
  });

  it("answers 404 for an unknown patient, 400 without a valid id, 401 without a session", async () => {
    expect((await list(assistant.token, "patientId=999999")).status).toBe(404);
    expect((await list(assistant.token, "patientId=abc")).status).toBe(400);
    expect((await list(assistant.token, "")).status).toBe(400);
    expect((await call(listRoute, { path: `/api/invoices?patientId=${patientId}` })).status).toBe(401);
  });

  it("an empty list for a patient never billed", async () => {
    const fresh = (await insertPatient(db(), { nom: "Nouveau", prenom: "Patient" })).id;
    const result = await list(admin.token, `patientId=${fresh}`);
    expect(result.body).toEqual({ items: [] });
  });
});

describe("GET /api/invoices/pdf", () => {
  it("gives the admin every receipt and credit note of the period, receipts then credit notes in number order, all DUPLICATA; audited once", async () => {
    const colleagues = await issue(assistant.token, { patientId: otherPatientId, medecinId: colleague.id, lignes: [{ actId: cs, montant: 25000 }], paiements: [{ mode: "especes", montant: 25000 }] });
    const response = await periodPdf(admin.token, FIXED_TODAY, FIXED_TODAY);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    expect(response.headers.get("content-disposition")).toBe(`attachment; filename="recus-${FIXED_TODAY}-${FIXED_TODAY}.pdf"`);
    const text = pdfText(new Uint8Array(await response.arrayBuffer()));
    const all = await db().select({ numero: invoices.numero, serie: invoices.serie, rang: invoices.rang }).from(invoices);
    const expected = [...all.filter((row) => row.serie === "H").sort((a, b) => a.rang - b.rang), ...all.filter((row) => row.serie === "A").sort((a, b) => a.rang - b.rang)].map((row) => row.numero);
    const positions = expected.map((numero) => text.indexOf(`N° ${numero}`));
    expect(positions.every((position) => position >= 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    expect(text).toContain(`N° ${colleagues.numero}`);
    expect(text.split("DUPLICATA").length - 1).toBeGreaterThanOrEqual(expected.length);
    expect(text).toContain("Se rapporte au reçu n°");
    expect(await lastAudit(db(), "export.invoices_pdf", admin.id)).toMatchObject({ details: { du: FIXED_TODAY, au: FIXED_TODAY, nombre: expected.length } });
    // The bundle is not a print of each bill: no counter moved.
    expect((await db().select({ impressions: invoices.impressions }).from(invoices)).every((row) => row.impressions === 0)).toBe(true);
  });

  it("gives a doctor only their own bills, and refuses the assistant", async () => {
    const own = await periodPdf(colleague.token, FIXED_TODAY, FIXED_TODAY);
    expect(own.status).toBe(200);
    const text = pdfText(new Uint8Array(await own.arrayBuffer()));
    expect(text).toContain("Chraibi".toUpperCase());
    expect(text).not.toMatch(/Dr Salma BENNANI/i);
    expect(text).not.toContain("BENJELLOUN");
    expect(text.match(/N° H2026-/g)).toHaveLength(1);

    const refused = await periodPdf(assistant.token, FIXED_TODAY, FIXED_TODAY);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ message: "Les recettes sont réservées à l'administrateur et aux médecins." });
  });

  it("answers 404 in French for an empty period, 400 for a period reversed or over 366 days", async () => {
    const empty = await periodPdf(admin.token, "2026-01-01", "2026-01-31");
    expect(empty.status).toBe(404);
    expect(await empty.json()).toMatchObject({ message: "Aucun reçu ni avoir sur cette période." });
    expect((await periodPdf(admin.token, "2026-10-20", "2026-10-01")).status).toBe(400);
    const long = await periodPdf(admin.token, "2025-10-13", "2026-10-14");
    expect(long.status).toBe(400);
    expect(await long.json()).toMatchObject({ message: "La période ne doit pas dépasser 366 jours." });
    expect((await periodPdf(admin.token, "2025-10-14", "2026-10-14")).status).toBe(200);
    expect((await periodPdf(admin.token, "2026-13-01", "2026-10-14")).status).toBe(400);
  });
});
