import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as issueRoute } from "@/app/api/invoices/route";
import { GET as readRoute } from "@/app/api/invoices/[id]/route";
import { POST as payRoute } from "@/app/api/invoices/[id]/payments/route";
import { POST as creditRoute } from "@/app/api/invoices/[id]/credit-notes/route";
import { GET as pdfRoute } from "@/app/api/invoices/[id]/pdf/route";
import type { DatabaseHandle } from "@/db/client";
import { acts, appointments, cashDays, invoiceCounters, invoices } from "@/db/schema";
import { listActs } from "@/domain/fees/acts";
import { issueInvoice } from "@/domain/fees/invoices";
import { takeInvoiceNumber } from "@/domain/fees/invoice-numbering";
import { invoiceInput, type Invoice, type IssuedInvoice } from "@/schemas/invoice";
import { setDatabaseForTests } from "@/server/db";
import { receiptLetterhead } from "@/server/documents";
import { FIXED_NOW, FIXED_TODAY, fixedClockInFile } from "../../support/fixed-clock";
import { pdfText } from "../../support/pdf-text";
import { insertPatient } from "../../support/row-fixtures";
import { createInstancesDatabase } from "../../support/test-database";
import { call, createStaff, lastAudit, type StaffFixture } from "./api-test-kit";

/**
 * Receipts, credit notes and payments (issue 35, decisions 056 and 057), through the routes. On
 * PostgreSQL (TEST_DATABASE_URL) ten issues run at once on a 20-connection pool and only the
 * series' counter row puts them in turn; on the embedded database they queue on one connection.
 */

fixedClockInFile();
let instances: { handles: DatabaseHandle[]; close(): Promise<void> };
let doctor: StaffFixture;
let assistant: StaffFixture;
let patientId: number;
let cs: number;
let infiltration: number;
const db = () => instances.handles[0]!.db;
const audit = (actor: StaffFixture) => ({ actorId: actor.id, requestId: "test" });

async function appointment(status: "vu" | "absent" | "arrive" = "vu") {
  const [row] = await db()
    .insert(appointments)
    .values({ dateHeure: FIXED_NOW, motif: "Douleur du genou", patientId, medecinId: doctor.id, status })
    .returning({ id: appointments.id });
  return row!.id;
}

const issue = (token: string, body: unknown) => call(issueRoute, { path: "/api/invoices", token, body });
const read = async (id: number) => (await call(readRoute, { path: `/api/invoices/${id}`, token: assistant.token, params: { id: String(id) } })).body as Invoice;

beforeAll(async () => {
  instances = await createInstancesDatabase(1, 20);
  setDatabaseForTests(instances.handles[0]!);
  doctor = await createStaff(db(), { username: "dr.bennani", email: "bennani@cabinet.ma", role: "MEDECIN", nom: "Bennani", prenom: "Salma" });
  assistant = await createStaff(db(), { username: "assistante", email: "assistante@cabinet.ma", role: "ASSISTANT", nom: "Tazi", prenom: "Nadia" });
  await db().execute(sql`update staff_users set inpe = '123456789' where id = ${doctor.id}`);
  patientId = (await insertPatient(db(), { nom: "Benjelloun", prenom: "Aïcha" })).id;
  const catalogue = await listActs(db());
  cs = catalogue.find((act) => act.code === "Cs")!.id;
  infiltration = catalogue.find((act) => act.lettreCle === "K" && act.libelle.toLowerCase().includes("infiltration"))!.id;
  if (instances.handles[0]!.kind === "postgres") await Promise.all(Array.from({ length: 20 }, () => db().execute(sql`select pg_sleep(0.2)`)));
});

afterAll(async () => {
  await instances.close();
});

describe("issuing a receipt", () => {
  it("bills a visit with cash and a cheque: numbered H2026-000001, frozen, audited, and nothing left to pay", async () => {
    const appointmentId = await appointment();
    const result = await issue(assistant.token, {
      appointmentId,
      lignes: [{ actId: cs, montant: 30000 }, { actId: infiltration, montant: 25050 }],
      paiements: [
        { mode: "especes", montant: 20000 },
        { mode: "cheque", montant: 35050, reference: "0012345" },
      ],
    });
    expect(result.status).toBe(201);
    expect(result.body).toEqual({ id: expect.any(Number), numero: "H2026-000001", total: 55050, reste: 0 });
    const bill = await read((result.body as IssuedInvoice).id);
    expect(bill).toMatchObject({ serie: "H", jour: FIXED_TODAY, medecin: { id: doctor.id }, patient: { id: patientId }, paye: 55050, reste: 0, appointmentId });
    expect(bill.lignes.map((line) => [line.code, line.montant])).toEqual([["Cs", 30000], [expect.any(String), 25050]]);
    expect(bill.paiements.map((payment) => [payment.mode, payment.montant, payment.reference, payment.jour])).toEqual([
      ["especes", 20000, null, FIXED_TODAY],
      ["cheque", 35050, "0012345", FIXED_TODAY],
    ]);
    expect(await lastAudit(db(), "invoice.issue", assistant.id)).toMatchObject({ targetType: "patient", targetId: String(patientId) });
  });

  it("refuses a second receipt for the same visit, a missed visit, an overpayment and a cheque without its number", async () => {
    const appointmentId = await appointment();
    expect((await issue(assistant.token, { appointmentId, lignes: [{ actId: cs, montant: 15000 }] })).status).toBe(201);
    const again = await issue(assistant.token, { appointmentId, lignes: [{ actId: cs, montant: 15000 }] });
    expect(again.status).toBe(409);
    expect((again.body as { message: string }).message).toMatch(/^Cette visite a déjà un reçu : H2026-\d{6}\.$/);

    const missed = await issue(assistant.token, { appointmentId: await appointment("absent"), lignes: [{ actId: cs, montant: 15000 }] });
    expect(missed.status).toBe(409);

    const over = await issue(assistant.token, { patientId, medecinId: doctor.id, lignes: [{ actId: cs, montant: 15000 }], paiements: [{ mode: "especes", montant: 15001 }] });
    expect(over.status).toBe(400);
    const cheque = await issue(assistant.token, { patientId, medecinId: doctor.id, lignes: [{ actId: cs, montant: 15000 }], paiements: [{ mode: "cheque", montant: 15000 }] });
    expect(cheque.status).toBe(400);
    expect(JSON.stringify(cheque.body)).toContain("numéro du chèque");
  });

  it("takes a discount with its reason and leaves the rest to pay, then a later payment settles it", async () => {
    const result = await issue(doctor.token, { patientId, lignes: [{ actId: cs, montant: 30000 }], remise: { montant: 5000, motif: "Tarif famille" }, paiements: [{ mode: "carte", montant: 10000 }] });
    expect(result.body).toMatchObject({ total: 25000, reste: 15000 });
    const id = (result.body as IssuedInvoice).id;
    const tooMuch = await call(payRoute, { path: `/api/invoices/${id}/payments`, token: assistant.token, params: { id: String(id) }, body: { mode: "especes", montant: 15001 } });
    expect(tooMuch.status).toBe(400);
    const paid = await call(payRoute, { path: `/api/invoices/${id}/payments`, token: assistant.token, params: { id: String(id) }, body: { mode: "virement", montant: 15000, reference: "VIR-889" } });
    expect(paid.status).toBe(201);
    expect(paid.body).toMatchObject({ reste: 0 });
    expect((await read(id)).remiseMotif).toBe("Tarif famille");
  });

  it("refuses a payment on a closed cash day (409) and takes it on the next day", async () => {
    const issued = await issue(assistant.token, { patientId, medecinId: doctor.id, lignes: [{ actId: cs, montant: 30000 }] });
    const id = (issued.body as IssuedInvoice).id;
    await db().insert(cashDays).values({ jour: FIXED_TODAY, especesCompteesCentimes: 0, ecartCentimes: 0, clotureAt: FIXED_NOW, cloturePar: assistant.id }).onConflictDoUpdate({
      target: cashDays.jour,
      set: { especesCompteesCentimes: 0, ecartCentimes: 0, clotureAt: FIXED_NOW, cloturePar: assistant.id },
    });
    const refused = await call(payRoute, { path: `/api/invoices/${id}/payments`, token: assistant.token, params: { id: String(id) }, body: { mode: "especes", montant: 10000 } });
    expect(refused.status).toBe(409);
    expect((refused.body as { message: string }).message).toContain("est clôturée");
    expect((await read(id)).paiements).toEqual([]);
    await db().update(cashDays).set({ especesCompteesCentimes: null, ecartCentimes: null, clotureAt: null, cloturePar: null }).where(eq(cashDays.jour, FIXED_TODAY));
  });
});

describe("credit notes", () => {
  it("correct a receipt with A2026-000001 and leave the original untouched: content, hash and total", async () => {
    const issued = await issue(assistant.token, { appointmentId: await appointment(), lignes: [{ actId: cs, montant: 30000 }, { actId: infiltration, montant: 22500 }], paiements: [{ mode: "especes", montant: 52500 }] });
    const id = (issued.body as IssuedInvoice).id;
    const [before] = await db().select().from(invoices).where(eq(invoices.id, id));
    const original = await read(id);
    const infiltrationLine = original.lignes[1]!;

    const credit = await call(creditRoute, {
      path: `/api/invoices/${id}/credit-notes`,
      token: assistant.token,
      params: { id: String(id) },
      body: { motif: "Infiltration non réalisée", lignes: [{ ligneId: infiltrationLine.id, montant: 22500 }], remboursement: { mode: "especes", montant: 22500 } },
    });
    expect(credit.status).toBe(201);
    expect(credit.body).toMatchObject({ numero: "A2026-000001", total: -22500 });

    const [after] = await db().select().from(invoices).where(eq(invoices.id, id));
    expect(after!.contenu).toEqual(before!.contenu);
    expect(after!.empreinte).toBe(before!.empreinte);
    expect(after!.totalCentimes).toBe(52500);
    const now = await read(id);
    expect(now.avoirs).toEqual([{ id: expect.any(Number), numero: "A2026-000001", total: -22500 }]);
    expect(now).toMatchObject({ total: 52500, paye: 30000, reste: 0 });
    expect(await read((credit.body as IssuedInvoice).id)).toMatchObject({ serie: "A", factureOrigine: { id, numero: original.numero }, total: -22500 });

    // What remains is 300 DH: a further credit note of more is refused, the whole of the rest is taken.
    const tooMuch = await call(creditRoute, { path: `/api/invoices/${id}/credit-notes`, token: assistant.token, params: { id: String(id) }, body: { motif: "Erreur", lignes: [{ ligneId: infiltrationLine.id, montant: 22500 }, { ligneId: original.lignes[0]!.id, montant: 30000 }] } });
    expect(tooMuch.status).toBe(400);
    const rest = await call(creditRoute, { path: `/api/invoices/${id}/credit-notes`, token: assistant.token, params: { id: String(id) }, body: { motif: "Annulation de la visite" } });
    expect(rest.body).toMatchObject({ numero: "A2026-000002", total: -30000 });
    // A fully credited visit can be billed again.
    expect((await issue(assistant.token, { appointmentId: original.appointmentId, lignes: [{ actId: cs, montant: 30000 }] })).status).toBe(201);
  });
});

describe("receipt numbers", () => {
  it("are consecutive without a gap or a repeat when ten desks issue at once", async () => {
    const [counter] = await db().select({ dernier: invoiceCounters.dernier }).from(invoiceCounters).where(and(eq(invoiceCounters.serie, "H"), eq(invoiceCounters.annee, 2026)));
    const start = counter?.dernier ?? 0;
    const results = await Promise.all(Array.from({ length: 10 }, () => issue(assistant.token, { patientId, medecinId: doctor.id, lignes: [{ actId: cs, montant: 15000 }] })));
    expect(results.map((result) => result.status)).toEqual(Array.from({ length: 10 }, () => 201));
    const ranks = results.map((result) => Number((result.body as IssuedInvoice).numero.slice(6))).sort((a, b) => a - b);
    expect(ranks).toEqual(Array.from({ length: 10 }, (_, index) => Number(start) + index + 1));
  });

  it("give a rolled-back issue's number back, and start again at 1 on 1 January in the practice's time zone", async () => {
    const [{ count }] = (await db().select({ count: sql<number>`count(*)::int` }).from(invoices).where(eq(invoices.serie, "H"))) as [{ count: number }];
    await expect(
      db().transaction(async (tx) => {
        expect((await takeInvoiceNumber(tx, "H", 2026)).rang).toBe(count + 1);
        throw new Error("the issue fails after its number was taken");
      }),
    ).rejects.toThrow("the issue fails");
    const issueAt = (instant: string) => issueInvoice(db(), invoiceInput.parse({ patientId, lignes: [{ actId: cs, montant: 15000 }] }), doctor, audit(doctor), receiptLetterhead(), new Date(instant));
    // 23:30 on 31 December in Casablanca (UTC+1): still 2026, and the rolled-back number is taken.
    expect((await issueAt("2026-12-31T22:30:00Z")).numero).toBe(`H2026-${String(count + 1).padStart(6, "0")}`);
    // 00:30 on 1 January in Casablanca, 23:30 on 31 December in UTC: 2027 begins.
    expect((await issueAt("2026-12-31T23:30:00Z")).numero).toBe("H2027-000001");
  });
});

describe("the receipt's PDF", () => {
  it("prints the number, the INPE, the acts, the amount in words and « Acquitté », then DUPLICATA", async () => {
    const issued = await issue(assistant.token, { patientId, medecinId: doctor.id, lignes: [{ actId: cs, montant: 30000 }], paiements: [{ mode: "cheque", montant: 30000, reference: "7788990" }] });
    const { id, numero } = issued.body as IssuedInvoice;
    const fetchPdf = async () => {
      const response = await pdfRoute(new Request(`http://cabinet.test/api/invoices/${id}/pdf`, { headers: { authorization: `Bearer ${assistant.token}`, "x-forwarded-for": "10.9.9.9" } }), { params: Promise.resolve({ id: String(id) }) });
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toBe("application/pdf");
      return { text: pdfText(new Uint8Array(await response.arrayBuffer())), disposition: response.headers.get("content-disposition") };
    };
    const first = await fetchPdf();
    expect(first.text).toContain(`N° ${numero}`);
    expect(first.text).toContain("INPE : 123456789");
    expect(first.text).toContain("trois cents dirhams");
    expect(first.text).toContain("ACQUITTÉ");
    expect(first.text).toContain("Chèque n° 7788990");
    // The practice's fee (300 DH) beside the reference fee the AMO refunds on (Cs: 150 DH).
    expect(first.text).toMatch(/Tarif national de référence : 150,00\sDH/);
    expect(first.text).toContain("BENJELLOUN");
    expect(first.text).not.toContain("DUPLICATA");
    const second = await fetchPdf();
    expect(second.text).toContain("DUPLICATA");
    expect(second.disposition).toContain("duplicata");
    expect(await lastAudit(db(), "invoice.print", assistant.id)).toMatchObject({ targetId: String(patientId) });
  });

  it("says what is still due on a receipt not paid in full", async () => {
    const issued = await issue(assistant.token, { patientId, medecinId: doctor.id, lignes: [{ actId: cs, montant: 30000 }], paiements: [{ mode: "especes", montant: 10000 }] });
    const { id } = issued.body as IssuedInvoice;
    const response = await pdfRoute(new Request(`http://cabinet.test/api/invoices/${id}/pdf`, { headers: { authorization: `Bearer ${assistant.token}`, "x-forwarded-for": "10.9.9.8" } }), { params: Promise.resolve({ id: String(id) }) });
    const text = pdfText(new Uint8Array(await response.arrayBuffer()));
    expect(text).toMatch(/Reste à régler : 200,00\sDH/);
    expect(text).not.toContain("ACQUITTÉ");
  });
});

describe("acts", () => {
  it("an inactive act cannot be billed", async () => {
    await db().update(acts).set({ actif: false }).where(eq(acts.id, infiltration));
    const result = await issue(assistant.token, { patientId, medecinId: doctor.id, lignes: [{ actId: infiltration, montant: 22500 }] });
    expect(result.status).toBe(400);
    await db().update(acts).set({ actif: true }).where(eq(acts.id, infiltration));
  });
});
