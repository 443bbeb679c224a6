import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as issueRoute } from "@/app/api/invoices/route";
import { GET as toBillRoute } from "@/app/api/invoices/a-facturer/route";
import { GET as unpaidRoute } from "@/app/api/invoices/a-regler/route";
import { POST as payRoute } from "@/app/api/invoices/[id]/payments/route";
import { POST as creditRoute } from "@/app/api/invoices/[id]/credit-notes/route";
import { GET as dayRoute, PATCH as floatRoute } from "@/app/api/cash-days/[date]/route";
import { POST as closeRoute } from "@/app/api/cash-days/[date]/close/route";
import type { DatabaseHandle } from "@/db/client";
import { appointments } from "@/db/schema";
import { listActs } from "@/domain/fees/acts";
import type { CashDay } from "@/schemas/cash-day";
import type { IssuedInvoice, UnpaidInvoices, VisitsToBill } from "@/schemas/invoice";
import { setDatabaseForTests } from "@/server/db";
import { FIXED_NOW, FIXED_TODAY, setFixedClock } from "../../support/fixed-clock";
import { insertPatient } from "../../support/row-fixtures";
import { createTestDatabase } from "../../support/test-database";
import { call, createStaff, lastAudit, type StaffFixture } from "./api-test-kit";
import { vi } from "vitest";

/**
 * The day's cash and the desk's lists (issue 35, decision 056): the journal's totals by mode and
 * the cash expected, the float, the closing that locks the day, and « à facturer » / « à régler ».
 */

let handle: DatabaseHandle;
let assistant: StaffFixture;
let doctor: StaffFixture;
let patientId: number;
let cs: number;
let lateReceipt: number;
const db = () => handle.db;

const day = async (jour: string) => (await call(dayRoute, { path: `/api/cash-days/${jour}`, token: assistant.token, params: { date: jour } })) as { status: number; body: CashDay };
const close = (jour: string, body: unknown) => call(closeRoute, { path: `/api/cash-days/${jour}/close`, token: assistant.token, params: { date: jour }, body });
const bill = async (body: Record<string, unknown>) => {
  const result = await call(issueRoute, { path: "/api/invoices", token: assistant.token, body: { patientId, medecinId: doctor.id, lignes: [{ actId: cs, montant: 30000 }], ...body } });
  expect(result.status).toBe(201);
  return result.body as IssuedInvoice;
};
const pay = (id: number, body: unknown) => call(payRoute, { path: `/api/invoices/${id}/payments`, token: assistant.token, params: { id: String(id) }, body });

beforeAll(async () => {
  setFixedClock();
  handle = await createTestDatabase();
  setDatabaseForTests(handle);
  assistant = await createStaff(db(), { username: "assistante", email: "assistante@cabinet.ma", role: "ASSISTANT", nom: "Tazi", prenom: "Nadia" });
  doctor = await createStaff(db(), { username: "dr.bennani", email: "bennani@cabinet.ma", role: "MEDECIN", nom: "Bennani", prenom: "Salma" });
  patientId = (await insertPatient(db(), { nom: "Ouazzani", prenom: "Réda" })).id;
  cs = (await listActs(db())).find((act) => act.code === "Cs")!.id;
});

afterAll(async () => {
  vi.useRealTimers();
  await handle.close();
});

describe("the day's cash", () => {
  it("lists the day's payments with totals by mode, the float and the cash expected; a refund counts negative", async () => {
    const float = await call(floatRoute, { method: "PATCH", path: `/api/cash-days/${FIXED_TODAY}`, token: assistant.token, params: { date: FIXED_TODAY }, body: { fondCaisse: 20000 } });
    expect(float.status).toBe(200);
    await bill({ paiements: [{ mode: "especes", montant: 30000 }] });
    await bill({ paiements: [{ mode: "cheque", montant: 30000, reference: "0012345" }] });
    const card = await bill({ paiements: [{ mode: "carte", montant: 10000 }] });
    const refunded = await bill({ paiements: [{ mode: "especes", montant: 30000 }] });
    await call(creditRoute, { path: `/api/invoices/${refunded.id}/credit-notes`, token: assistant.token, params: { id: String(refunded.id) }, body: { motif: "Acte non réalisé", remboursement: { mode: "especes", montant: 30000 } } });

    const { status, body } = await day(FIXED_TODAY);
    expect(status).toBe(200);
    expect(body.fondCaisse).toBe(20000);
    expect(body.totaux).toEqual({ especes: 30000, cheque: 30000, carte: 10000, virement: 0, total: 70000 });
    expect(body.especesAttendues).toBe(50000);
    expect(body.paiements).toHaveLength(5);
    expect(body.paiements.at(-1)).toMatchObject({ mode: "especes", montant: -30000, patient: { nom: "Ouazzani" }, recuPar: { nom: "Tazi" } });
    expect(body.cloture).toBeNull();

    // « À régler »: the card receipt still owes 200 DH.
    const unpaid = (await call(unpaidRoute, { path: "/api/invoices/a-regler", token: assistant.token })).body as UnpaidInvoices;
    expect(unpaid.items.map((item) => [item.id, item.reste])).toEqual([[card.id, 20000]]);
  });

  it("closes with the counted cash and its difference, then refuses the day's payments; the next day takes them", async () => {
    const receipt = await bill({});
    lateReceipt = receipt.id;
    const closed = await close(FIXED_TODAY, { especesComptees: 49500, remarque: "Une pièce de 5 DH manquante" });
    expect(closed.status).toBe(200);
    expect((closed.body as CashDay).cloture).toMatchObject({ especesComptees: 49500, ecart: -500, remarque: "Une pièce de 5 DH manquante", par: { id: assistant.id } });
    expect(await lastAudit(db(), "cash_day.close", assistant.id)).toMatchObject({ details: { jour: FIXED_TODAY, ecart: -500 } });

    const refused = await pay(receipt.id, { mode: "especes", montant: 10000 });
    expect(refused.status).toBe(409);
    expect((await close(FIXED_TODAY, { especesComptees: 0 })).status).toBe(409);
    const float = await call(floatRoute, { method: "PATCH", path: `/api/cash-days/${FIXED_TODAY}`, token: assistant.token, params: { date: FIXED_TODAY }, body: { fondCaisse: 0 } });
    expect(float.status).toBe(409);

  });

  it("refuses to close a day to come, and a date that is not one", async () => {
    expect((await close("2026-10-20", { especesComptees: 0 })).status).toBe(400);
    expect((await day("2026-02-30")).status).toBe(400);
  });
});

describe("à facturer", () => {
  it("lists the visits seen without a live receipt, and drops one once billed", async () => {
    const [seen] = await db().insert(appointments).values({ dateHeure: FIXED_NOW, motif: "Contrôle", patientId, medecinId: doctor.id, status: "vu" }).returning({ id: appointments.id });
    await db().insert(appointments).values({ dateHeure: FIXED_NOW, motif: "Arrivé", patientId, medecinId: doctor.id, status: "arrive" });
    const list = async () => ((await call(toBillRoute, { path: `/api/invoices/a-facturer?du=${FIXED_TODAY}&au=${FIXED_TODAY}`, token: assistant.token })).body as VisitsToBill).items;
    expect((await list()).map((item) => item.appointmentId)).toEqual([seen!.id]);
    // The day is closed: the visit is billed without a payment, left « à régler ».
    const result = await call(issueRoute, { path: "/api/invoices", token: assistant.token, body: { appointmentId: seen!.id, lignes: [{ actId: cs, montant: 30000 }] } });
    expect(result.status).toBe(201);
    expect(await list()).toEqual([]);
  });
});

describe("the next day", () => {
  it("takes the late payment as a new entry of the new day, the closed day unchanged", async () => {
    setFixedClock(new Date(FIXED_NOW.getTime() + 24 * 3600 * 1000));
    // A token of the new day (the fixture's is 8 hours old).
    const morning = await createStaff(db(), { username: "assistante.matin", email: "matin@cabinet.ma", role: "ASSISTANT", nom: "Idrissi", prenom: "Salma" });
    const late = await call(payRoute, { path: `/api/invoices/${lateReceipt}/payments`, token: morning.token, params: { id: String(lateReceipt) }, body: { mode: "especes", montant: 10000 } });
    expect(late.status).toBe(201);
    const read = async (jour: string) => ((await call(dayRoute, { path: `/api/cash-days/${jour}`, token: morning.token, params: { date: jour } })).body as CashDay).totaux.especes;
    expect(await read("2026-10-15")).toBe(10000);
    expect(await read(FIXED_TODAY)).toBe(30000);
  });
});
