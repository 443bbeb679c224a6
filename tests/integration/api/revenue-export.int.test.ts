import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET as revenueRoute } from "@/app/api/reports/revenue/route";
import { GET as csvRoute } from "@/app/api/exports/invoices.csv/route";
import type { DatabaseHandle } from "@/db/client";
import type { RevenueAnswer } from "@/schemas/revenue";
import { setDatabaseForTests } from "@/server/db";
import { insertInvoice, insertPayment } from "../../support/fees-fixtures";
import { insertPatient } from "../../support/row-fixtures";
import { createTestDatabase } from "../../support/test-database";
import { call, createStaff, lastAudit, type StaffFixture } from "./api-test-kit";

/**
 * Who sees money and the accountant's CSV (issue 35, decisions 056 and 058): the admin sees all, a
 * doctor their own bills, the assistant nothing; the CSV opens in Excel with its accents, `;` and
 * decimal commas — read back here as a spreadsheet would.
 */

let handle: DatabaseHandle;
let admin: StaffFixture;
let alaoui: StaffFixture;
let idrissi: StaffFixture;
let assistant: StaffFixture;
const db = () => handle.db;

/** RFC 4180 with `;`: quoted fields may hold `;`, quotes doubled and line breaks. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index]!;
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        cell += '"';
        index += 1;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ";") {
      row.push(cell);
      cell = "";
    } else if (char === "\r" && text[index + 1] === "\n") {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = "";
      index += 1;
    } else cell += char;
  }
  return rows;
}

beforeAll(async () => {
  handle = await createTestDatabase();
  setDatabaseForTests(handle);
  admin = await createStaff(db(), { username: "admin", email: "admin@cabinet.ma", role: "ADMIN", nom: "Admin", prenom: "Compte" });
  alaoui = await createStaff(db(), { username: "dr.alaoui", email: "alaoui@cabinet.ma", role: "MEDECIN", nom: "Alaoui", prenom: "Karim" });
  idrissi = await createStaff(db(), { username: "dr.idrissi", email: "idrissi@cabinet.ma", role: "MEDECIN", nom: "Idrissi", prenom: "Salma" });
  assistant = await createStaff(db(), { username: "assistante", email: "assistante@cabinet.ma", role: "ASSISTANT", nom: "Tazi", prenom: "Nadia" });
  const aicha = await insertPatient(db(), { nom: "Benjelloun", prenom: "Aïcha" });
  const reda = await insertPatient(db(), { nom: "Ouazzani", prenom: 'Réda "le grand"; fils' });
  const first = await insertInvoice(db(), { patientId: aicha.id, medecinId: alaoui.id, emisPar: assistant.id, jour: "2026-11-10", lignes: [{ code: "Cs", libelle: "Consultation", montant: 30000 }, { code: "INF", libelle: "Infiltration", montant: 225050 }] });
  await insertPayment(db(), { invoiceId: first.id, mode: "especes", montant: 30000, jour: "2026-11-10", recuPar: assistant.id });
  await insertPayment(db(), { invoiceId: first.id, mode: "cheque", montant: 200000, jour: "2026-11-10", recuPar: assistant.id });
  await insertInvoice(db(), { patientId: reda.id, medecinId: idrissi.id, emisPar: assistant.id, jour: "2026-11-20", lignes: [{ code: "=K20", libelle: "Plâtre", montant: 45000 }] });
  await insertInvoice(db(), { serie: "A", patientId: aicha.id, medecinId: alaoui.id, emisPar: assistant.id, jour: "2026-11-25", factureOrigineId: first.id, lignes: [{ code: "INF", libelle: "Infiltration", montant: -25050 }] });
});

afterAll(async () => {
  await handle.close();
});

const revenue = (token: string, par: string) => call(revenueRoute, { path: `/api/reports/revenue?du=2026-11-01&au=2026-11-30&par=${par}`, token });
const csv = async (token: string) => {
  const response = await csvRoute(new Request("http://cabinet.test/api/exports/invoices.csv?du=2026-11-01&au=2026-11-30", { headers: { authorization: `Bearer ${token}`, "x-forwarded-for": "10.7.7.8" } }), { params: Promise.resolve({}) });
  return { status: response.status, text: await response.text() };
};

describe("revenue", () => {
  it("is the admin's in full, a doctor's own only, and refused to the assistant", async () => {
    const all = await revenue(admin.token, "medecin");
    expect(all.status).toBe(200);
    expect((all.body as RevenueAnswer).lignes.map((line) => [line.libelle, line.montant])).toEqual([
      ["Dr Karim Alaoui", 255050 - 25050],
      ["Dr Salma Idrissi", 45000],
    ]);
    expect((all.body as RevenueAnswer).total).toBe(275000);
    const own = (await revenue(alaoui.token, "acte")).body as RevenueAnswer;
    expect(own.total).toBe(230000);
    expect(own.lignes.map((line) => line.cle).sort()).toEqual(["Cs", "INF"]);
    const received = (await revenue(admin.token, "mode")).body as RevenueAnswer;
    expect(received.lignes.map((line) => [line.cle, line.montant])).toEqual([
      ["cheque", 200000],
      ["especes", 30000],
    ]);
    expect((await revenue(assistant.token, "acte")).status).toBe(403);
    expect(await lastAudit(db(), "report.revenue", admin.id)).toMatchObject({ details: { du: "2026-11-01", au: "2026-11-30", par: "mode" } });
  });
});

describe("the accountant's CSV", () => {
  it("opens with its BOM, accents, `;` and decimal commas intact, guarded against formulas", async () => {
    const response = await csvRoute(new Request("http://cabinet.test/api/exports/invoices.csv?du=2026-11-01&au=2026-11-30", { headers: { authorization: `Bearer ${admin.token}`, "x-forwarded-for": "10.7.7.7" } }), { params: Promise.resolve({}) });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toBe('attachment; filename="recus-2026-11-01-2026-11-30.csv"');
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder("utf-8", { ignoreBOM: true }).decode(bytes);
    const rows = parseCsv(text.slice(1));
    expect(rows[0]).toEqual(["Numéro", "Date", "Type", "Patient", "Médecin", "Actes", "Total (DH)", "Payé (DH)", "Reste (DH)", "Modes de paiement", "Reçu d'origine"]);
    expect(rows).toHaveLength(4);
    const [receipt, platre, avoir] = rows.slice(1);
    expect(receipt).toEqual([expect.stringMatching(/^H2026-/), "10/11/2026", "Reçu", "Benjelloun Aïcha", "Dr Karim Alaoui", "Cs, INF", "2550,50", "2300,00", "0,00", "cheque, especes", ""]);
    expect(platre!.slice(3, 9)).toEqual(['Ouazzani Réda "le grand"; fils', "Dr Salma Idrissi", "'=K20", "450,00", "0,00", "450,00"]);
    expect(avoir!.slice(2, 7)).toEqual(["Avoir", "Benjelloun Aïcha", "Dr Karim Alaoui", "INF", "-250,50"]);
    expect(avoir![10]).toBe(receipt![0]);
    expect(await lastAudit(db(), "export.invoices_csv", admin.id)).toBeDefined();
  });

  it("holds only a doctor's own bills, and is refused to the assistant", async () => {
    const own = await csv(idrissi.token);
    expect(own.status).toBe(200);
    const rows = parseCsv(own.text.replace(/^\uFEFF/, ""));
    expect(rows.slice(1).map((row) => row[4])).toEqual(["Dr Salma Idrissi"]);
    expect((await csv(assistant.token)).status).toBe(403);
  });
});
