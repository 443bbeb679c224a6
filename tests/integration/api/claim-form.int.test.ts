import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as issueRoute } from "@/app/api/invoices/route";
import { POST as creditRoute } from "@/app/api/invoices/[id]/credit-notes/route";
import { GET as claimFormRoute } from "@/app/api/invoices/[id]/feuille-de-soins/route";
import { GET as attestationRoute } from "@/app/api/invoices/[id]/attestation/route";
import { GET as readLayoutRoute, PUT as saveLayoutRoute } from "@/app/api/feuille-de-soins/gabarit/route";
import { GET as testPrintRoute } from "@/app/api/feuille-de-soins/gabarit/essai/route";
import type { DatabaseHandle } from "@/db/client";
import { listActs } from "@/domain/fees/acts";
import { DEFAULT_CLAIM_FORM_LAYOUT } from "@/domain/fees/claim-form-layout";
import type { ClaimFormLayout, ClaimFormLayoutAnswer } from "@/schemas/claim-form";
import type { IssuedInvoice } from "@/schemas/invoice";
import { setDatabaseForTests } from "@/server/db";
import { fixedClockInFile } from "../../support/fixed-clock";
import { pdfInfo, pdfText } from "../../support/pdf-text";
import { insertPatient } from "../../support/row-fixtures";
import { createTestDatabase } from "../../support/test-database";
import { call, createStaff, lastAudit, type StaffFixture } from "./api-test-kit";

/**
 * The feuille de soins (issue 35, decision 060): the layout's roles and checks, each field of the
 * overlay read back from the PDF at the millimetres the layout gives, and the attestation's text.
 */

fixedClockInFile();
let handle: DatabaseHandle;
let admin: StaffFixture;
let doctor: StaffFixture;
let assistant: StaffFixture;
let patientId: number;
let cs: number;
let infiltration: number;
const db = () => handle.db;

const MM_PER_PT = 25.4 / 72;
type Word = { text: string; x: number; y: number; xMax: number };

/** Every word of the first page with its box in millimetres from the top-left corner (poppler's pdftotext -bbox-layout). */
function wordsOf(bytes: Uint8Array): Word[] {
  const dir = mkdtempSync(path.join(os.tmpdir(), "cabinet-claim-"));
  try {
    const file = path.join(dir, "feuille.pdf");
    writeFileSync(file, bytes);
    const layout = execFileSync("pdftotext", ["-f", "1", "-l", "1", "-bbox-layout", file, "-"], { encoding: "utf8" });
    return [...layout.matchAll(/<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)<\/word>/g)].map((match) => ({
      text: match[5]!,
      x: Number(match[1]) * MM_PER_PT,
      y: Number(match[2]) * MM_PER_PT,
      xMax: Number(match[3]) * MM_PER_PT,
    }));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const getPdf = async (route: typeof claimFormRoute, pathName: string, token: string, id?: number) => {
  const response = await route(new Request(`http://cabinet.test${pathName}`, { headers: { authorization: `Bearer ${token}`, "x-forwarded-for": "10.7.7.7" } }), { params: Promise.resolve(id === undefined ? {} : { id: String(id) }) });
  return { status: response.status, type: response.headers.get("content-type"), bytes: new Uint8Array(await response.arrayBuffer()) };
};

const saveLayout = (token: string, body: unknown) => call(saveLayoutRoute, { method: "PUT", path: "/api/feuille-de-soins/gabarit", token, body });

beforeAll(async () => {
  handle = await createTestDatabase();
  setDatabaseForTests(handle);
  admin = await createStaff(db(), { username: "admin", email: "admin@cabinet.ma", role: "ADMIN", nom: "Alaoui", prenom: "Yassine" });
  doctor = await createStaff(db(), { username: "dr.bennani", email: "bennani@cabinet.ma", role: "MEDECIN", nom: "Bennani", prenom: "Salma" });
  assistant = await createStaff(db(), { username: "assistante", email: "assistante@cabinet.ma", role: "ASSISTANT", nom: "Tazi", prenom: "Nadia" });
  await db().execute(sql`update staff_users set inpe = '123456789' where id = ${doctor.id}`);
  patientId = (await insertPatient(db(), { nom: "Benjelloun", prenom: "Aïcha", cin: "BE123456" })).id;
  const catalogue = await listActs(db());
  cs = catalogue.find((act) => act.code === "Cs")!.id;
  infiltration = catalogue.find((act) => act.lettreCle === "K" && act.coefficient === 10)!.id;
});

afterAll(async () => {
  await handle.close();
});

async function issueReceipt(lignes: { actId: number; montant: number }[], paiements: { mode: string; montant: number }[] = []) {
  const result = await call(issueRoute, { path: "/api/invoices", token: assistant.token, body: { patientId, medecinId: doctor.id, lignes, paiements } });
  expect(result.status).toBe(201);
  return result.body as IssuedInvoice;
}

describe("the layout", () => {
  it("starts from estimates said so, any staff member reads it, only an admin writes it (audited)", async () => {
    const first = await call(readLayoutRoute, { path: "/api/feuille-de-soins/gabarit", token: assistant.token });
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ ...DEFAULT_CLAIM_FORM_LAYOUT, estimation: true, misAJourLe: null });

    const moved: ClaimFormLayout = { ...DEFAULT_CLAIM_FORM_LAYOUT, inpe: { x: 25.04, y: 195, largeur: 50 } };
    expect((await saveLayout(assistant.token, moved)).status).toBe(403);
    expect((await saveLayout(doctor.token, moved)).status).toBe(403);
    const saved = await saveLayout(admin.token, moved);
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ estimation: false, inpe: { x: 25, y: 195, largeur: 50 } });
    expect(await lastAudit(db(), "claim_form_layout.update", admin.id)).toBeTruthy();
    const read = (await call(readLayoutRoute, { path: "/api/feuille-de-soins/gabarit", token: doctor.token })).body as ClaimFormLayoutAnswer;
    expect(read).toMatchObject({ estimation: false, inpe: { x: 25, y: 195 }, misAJourLe: expect.any(String) });
  });

  it("refuses positions off the sheet with the field named in French (400)", async () => {
    const offRight = await saveLayout(admin.token, { ...DEFAULT_CLAIM_FORM_LAYOUT, format: "A5" });
    expect(offRight.status).toBe(400);
    expect(offRight.text).toContain("dépasse le bord droit de la feuille A5 (148 mm)");
    // Each message under the field it is about, for the screen.
    expect(Object.keys((offRight.body as { errors: Record<string, string> }).errors).sort()).toEqual(["actes.montant.largeur", "total.largeur"]);
    const offBottom = await saveLayout(admin.token, { ...DEFAULT_CLAIM_FORM_LAYOUT, actes: { ...DEFAULT_CLAIM_FORM_LAYOUT.actes, lignes: 15, pas: 20 } });
    expect(offBottom.status).toBe(400);
    expect(offBottom.text).toContain("La dernière ligne d'actes tombe hors de la feuille");
    const negative = await saveLayout(admin.token, { ...DEFAULT_CLAIM_FORM_LAYOUT, total: { x: -3, y: 10, largeur: 30 } });
    expect(negative.status).toBe(400);
    expect(negative.text).toContain("Total des honoraires : x doit être d'au moins 0 mm.");
    const text = await saveLayout(admin.token, { ...DEFAULT_CLAIM_FORM_LAYOUT, medecin: { x: "vingt", y: 10, largeur: 30 } });
    expect(text.status).toBe(400);
  });

  it("prints the test sheet: the boxes' labels, the ruler, the 100 % instruction, on the layout's paper", async () => {
    const pdf = await getPdf(testPrintRoute, "/api/feuille-de-soins/gabarit/essai", assistant.token);
    expect(pdf.status).toBe(200);
    expect(pdf.type).toBe("application/pdf");
    const text = pdfText(pdf.bytes).replace(/\s+/g, " ");
    expect(text).toContain("Imprimez à 100 % (taille réelle), sans « ajuster à la page »");
    for (const label of ["Date de l'acte (ligne 1)", "Lettre-clé et coefficient", "Total des honoraires", "Nom du médecin", "INPE"]) expect(text).toContain(label);
    expect(text).toContain("Ce trait doit mesurer exactement 10 cm");
    expect(pdfInfo(pdf.bytes)).toMatchObject({ pages: 1, width: 595.28, height: 841.89 });
  });
});

describe("the overlay on the form", () => {
  it("puts each field within 1 mm of its position, and moves it when the layout changes", async () => {
    const { id } = await issueReceipt([{ actId: cs, montant: 30000 }, { actId: infiltration, montant: 25050 }], [{ mode: "especes", montant: 55050 }]);
    const check = async (layout: ClaimFormLayout) => {
      expect((await saveLayout(admin.token, layout)).status).toBe(200);
      const pdf = await getPdf(claimFormRoute, `/api/invoices/${id}/feuille-de-soins`, assistant.token, id);
      expect(pdf.status).toBe(200);
      const words = wordsOf(pdf.bytes);
      const near = (word: Word | undefined, x: number, y: number, edge: "x" | "xMax" = "x") => {
        expect(word, `a word expected at ${x}, ${y} mm`).toBeDefined();
        expect(Math.abs(word![edge] - x)).toBeLessThan(1);
        expect(Math.abs(word!.y - y)).toBeLessThan(1);
      };
      const { actes } = layout;
      const dates = words.filter((word) => word.text === "14/10/2026").sort((a, b) => a.y - b.y);
      expect(dates).toHaveLength(2);
      near(dates[0], actes.date.x, actes.y);
      near(dates[1], actes.date.x, actes.y + actes.pas);
      near(words.find((word) => word.text === "Cs"), actes.cotation.x, actes.y);
      const k = words.find((word) => word.text === "K")!;
      near(k, actes.cotation.x, actes.y + actes.pas);
      expect(words.find((word) => word.text === "10" && Math.abs(word.y - k.y) < 0.5)).toBeDefined();
      near(words.find((word) => word.text === "300,00"), actes.montant.x + actes.montant.largeur, actes.y, "xMax");
      near(words.find((word) => word.text === "250,50"), actes.montant.x + actes.montant.largeur, actes.y + actes.pas, "xMax");
      near(words.find((word) => word.text === "550,50"), layout.total.x + layout.total.largeur, layout.total.y, "xMax");
      near(words.find((word) => word.text === "Dr"), layout.medecin.x, layout.medecin.y);
      expect(words.some((word) => word.text === "BENNANI")).toBe(true);
      near(words.find((word) => word.text === "123456789"), layout.inpe.x, layout.inpe.y);
      // Text only: no letterhead, no label.
      expect(words.map((word) => word.text)).not.toContain("INPE");
      return pdf;
    };
    await check(DEFAULT_CLAIM_FORM_LAYOUT);
    const a5 = await check({
      format: "A5",
      actes: { y: 60, pas: 9.5, lignes: 3, date: { x: 8, largeur: 22 }, cotation: { x: 33.5, largeur: 20 }, montant: { x: 100, largeur: 30 } },
      total: { x: 100, y: 100, largeur: 30 },
      medecin: { x: 12, y: 150, largeur: 70 },
      inpe: { x: 85, y: 150, largeur: 30 },
    });
    expect(pdfInfo(a5.bytes)).toMatchObject({ width: 419.53, height: 595.28 });
    expect(await lastAudit(db(), "invoice.claim_form", assistant.id)).toMatchObject({ targetType: "patient", targetId: String(patientId) });
  });

  it("sums up the acts the form has no row for on its last row", async () => {
    await saveLayout(admin.token, { ...DEFAULT_CLAIM_FORM_LAYOUT, actes: { ...DEFAULT_CLAIM_FORM_LAYOUT.actes, lignes: 2 } });
    const { id } = await issueReceipt([{ actId: cs, montant: 15000 }, { actId: infiltration, montant: 22500 }, { actId: infiltration, montant: 22500 }]);
    const text = pdfText((await getPdf(claimFormRoute, `/api/invoices/${id}/feuille-de-soins`, assistant.token, id)).bytes);
    expect(text).toContain("+ 2 actes");
    expect(text).toContain("450,00");
    expect(text).toContain("600,00");
  });

  it("has none for a credit note (409) nor for an unknown bill (404)", async () => {
    const { id } = await issueReceipt([{ actId: cs, montant: 15000 }]);
    const credit = await call(creditRoute, { path: `/api/invoices/${id}/credit-notes`, token: assistant.token, params: { id: String(id) }, body: { motif: "Erreur de saisie" } });
    expect(credit.status).toBe(201);
    const creditId = (credit.body as IssuedInvoice).id;
    expect((await getPdf(claimFormRoute, `/api/invoices/${creditId}/feuille-de-soins`, assistant.token, creditId)).status).toBe(409);
    expect((await getPdf(attestationRoute, `/api/invoices/${creditId}/attestation`, assistant.token, creditId)).status).toBe(409);
    expect((await getPdf(claimFormRoute, "/api/invoices/999999/feuille-de-soins", assistant.token, 999999)).status).toBe(404);
  });
});

describe("the attestation of fees paid", () => {
  it("on the letterhead: the doctor's INPE, the patient, the acts, the amount paid in figures and words, the receipt's number", async () => {
    const { id, numero } = await issueReceipt([{ actId: cs, montant: 30000 }, { actId: infiltration, montant: 25050 }], [{ mode: "especes", montant: 55050 }]);
    const pdf = await getPdf(attestationRoute, `/api/invoices/${id}/attestation`, doctor.token, id);
    expect(pdf.status).toBe(200);
    const text = pdfText(pdf.bytes).replace(/\s+/g, " ");
    expect(text).toContain("ATTESTATION D'HONORAIRES");
    expect(text).toContain("INPE n° 123456789");
    expect(text).toContain("Aïcha BENJELLOUN");
    expect(text).toContain("(CIN BE123456)");
    expect(text).toContain("cinq cent cinquante dirhams et cinquante centimes");
    expect(text).toContain(`reçu d'honoraires n° ${numero} du 14/10/2026`);
    expect(text).toContain("K 10");
    expect(text).toMatch(/Montant payé 550,50\sDH/);
    expect(await lastAudit(db(), "invoice.attestation", doctor.id)).toMatchObject({ targetType: "patient", targetId: String(patientId) });
  });

  it("refuses a receipt on which nothing was paid (409)", async () => {
    const { id } = await issueReceipt([{ actId: cs, montant: 15000 }]);
    const pdf = await getPdf(attestationRoute, `/api/invoices/${id}/attestation`, assistant.token, id);
    expect(pdf.status).toBe(409);
    expect(new TextDecoder().decode(pdf.bytes)).toContain("rien à attester");
  });
});
