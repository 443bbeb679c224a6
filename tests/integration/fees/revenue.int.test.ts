import { beforeAll, describe, expect, it } from "vitest";
import { revenueReport } from "@/domain/fees/revenue";
import { revenueScope } from "@/domain/fees/money-access";
import { insertPatient, insertStaff } from "../../support/row-fixtures";
import { clearFees, insertInvoice, insertPayment } from "../../support/fees-fixtures";
import { withTestDatabase } from "../../support/test-database";

/** Revenue by act, doctor and mode (decision 058), against sums computed by hand. */

const database = withTestDatabase();
let alaoui: { id: number };
let idrissi: { id: number };
const period = { du: "2026-11-01", au: "2027-01-31" };

beforeAll(async () => {
  const db = database().db;
  await clearFees(db);
  alaoui = await insertStaff(db, "MEDECIN", { nom: "Alaoui", prenom: "Karim" });
  idrissi = await insertStaff(db, "MEDECIN", { nom: "Idrissi", prenom: "Salma" });
  const assistant = await insertStaff(db, "ASSISTANT");
  const p = await insertPatient(db, { nom: "Ouazzani", prenom: "Réda" });
  const a = await insertInvoice(db, { patientId: p.id, medecinId: alaoui.id, emisPar: assistant.id, jour: "2026-11-10", lignes: [{ code: "Cs", libelle: "Consultation", montant: 30000 }, { code: "INF", libelle: "Infiltration", montant: 255050 }] });
  const b = await insertInvoice(db, { patientId: p.id, medecinId: idrissi.id, emisPar: assistant.id, jour: "2026-12-05", lignes: [{ code: "Cs", libelle: "Consultation", montant: 30000 }] });
  await insertInvoice(db, { patientId: p.id, medecinId: idrissi.id, emisPar: assistant.id, jour: "2027-01-03", lignes: [{ code: "Cs", libelle: "Consultation", montant: 30000 }] });
  // A credit note in December cancels the infiltration of November.
  await insertInvoice(db, { serie: "A", patientId: p.id, medecinId: alaoui.id, emisPar: assistant.id, jour: "2026-12-01", factureOrigineId: a.id, lignes: [{ code: "INF", libelle: "Infiltration", montant: -255050 }] });
  await insertPayment(db, { invoiceId: a.id, mode: "especes", montant: 30000, jour: "2026-11-10", recuPar: assistant.id });
  await insertPayment(db, { invoiceId: a.id, mode: "cheque", montant: 255050, jour: "2026-11-10", recuPar: assistant.id });
  await insertPayment(db, { invoiceId: a.id, mode: "cheque", montant: -255050, jour: "2026-12-01", recuPar: assistant.id });
  await insertPayment(db, { invoiceId: b.id, mode: "carte", montant: 30000, jour: "2026-12-05", recuPar: assistant.id });
});

const admin = () => revenueScope({ id: 999, role: "ADMIN" });

describe("revenue", () => {
  it("by act: lines by the invoice's month, the credit note subtracting, totals by month and year", async () => {
    const report = await revenueReport(database().db, admin(), { ...period, par: "acte" });
    expect(report.lignes.map((r) => [r.mois, r.cle, r.montant])).toEqual([
      ["2026-11", "Cs", 30000],
      ["2026-11", "INF", 255050],
      ["2026-12", "Cs", 30000],
      ["2026-12", "INF", -255050],
      ["2027-01", "Cs", 30000],
    ]);
    expect(report.totauxParAnnee).toEqual([{ annee: "2026", montant: 60000 }, { annee: "2027", montant: 30000 }]);
    expect(report.total).toBe(90000);
  });

  it("by doctor and by mode, and a doctor sees only their own bills; an assistant is refused", async () => {
    const byDoctor = await revenueReport(database().db, admin(), { ...period, par: "medecin" });
    expect(byDoctor.lignes.map((r) => [r.mois, r.libelle, r.montant])).toEqual(
      expect.arrayContaining([["2026-11", "Dr Karim Alaoui", 285050], ["2026-12", "Dr Karim Alaoui", -255050], ["2026-12", "Dr Salma Idrissi", 30000]]),
    );
    const byMode = await revenueReport(database().db, admin(), { ...period, par: "mode" });
    expect(byMode.lignes.map((r) => [r.mois, r.cle, r.montant])).toEqual([
      ["2026-11", "cheque", 255050],
      ["2026-11", "especes", 30000],
      ["2026-12", "carte", 30000],
      ["2026-12", "cheque", -255050],
    ]);
    const own = await revenueReport(database().db, revenueScope({ id: idrissi.id, role: "MEDECIN" }), { ...period, par: "medecin" });
    expect(own.total).toBe(60000);
    expect(own.lignes.every((r) => r.cle === String(idrissi.id))).toBe(true);
    await expect(revenueReport(database().db, revenueScope({ id: 5, role: "ASSISTANT" }), { ...period, par: "mode" })).rejects.toMatchObject({ code: "FORBIDDEN" });
  });
});
