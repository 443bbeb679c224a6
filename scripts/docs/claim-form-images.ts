/**
 * Regenerates the feuille de soins' images for the docs (issue 35, decision 060) into
 * docs/screenshots/issue-35: the test print of the starting layout, the overlay of a sample receipt
 * (alone, as it prints onto the form, and laid over the test print's boxes), and an attestation,
 * each first page rendered with `pdftoppm -png -r 60` (poppler-utils). No database: the layout is
 * the starting estimates and the receipt a sample.
 *
 *   npx tsx scripts/docs/claim-form-images.ts
 */
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { DEFAULT_CLAIM_FORM_LAYOUT } from "@/domain/fees/claim-form-layout";
import type { ClaimPrint } from "@/domain/fees/claim-form";
import { renderAttestationPdf } from "@/server/pdf/attestation-pdf";
import { renderClaimFormPdf, renderClaimFormTestPdf } from "@/server/pdf/claim-form-pdf";

const out = path.join("docs", "screenshots", "issue-35");
const sample: ClaimPrint = {
  layout: DEFAULT_CLAIM_FORM_LAYOUT,
  paye: 55050,
  fileName: "feuille-de-soins-H2026-000045.pdf",
  content: {
    version: 1,
    serie: "H",
    numero: "H2026-000045",
    emisAt: "2026-10-14T09:30:00.000Z",
    date: "2026-10-14",
    lieu: "Casablanca",
    medecin: { nom: "Bennani", prenom: "Salma", specialite: "Chirurgien orthopédiste et traumatologue", inpe: "123456789", titres: "Ancienne interne des hôpitaux" },
    cabinet: { adresse: "12, boulevard d'Anfa, Casablanca", telephone: "05 22 00 00 00", urgence: "06 61 00 00 00", email: "contact@cabinet.ma", identifiantFiscal: null, ice: null },
    patient: { nom: "Benjelloun", prenom: "Aïcha", cin: "BE123456" },
    lignes: [
      { code: "Cs", libelle: "Consultation de spécialiste", lettreCle: "Cs", coefficient: 1, montant: 30000 },
      { code: "INF", libelle: "Infiltration articulaire", lettreCle: "K", coefficient: 10, montant: 25050 },
    ],
    remise: 0,
    remiseMotif: null,
    total: 55050,
    origine: null,
  },
};

async function main() {
  mkdirSync(out, { recursive: true });
  const work = mkdtempSync(path.join(os.tmpdir(), "claim-form-docs-"));
  try {
    const render = (name: string, bytes: Buffer) => {
      const file = path.join(work, `${name}.pdf`);
      writeFileSync(file, bytes);
      execFileSync("pdftoppm", ["-png", "-r", "60", "-f", "1", "-l", "1", "-singlefile", file, path.join(out, name)]);
    };
    const testPrint = await renderClaimFormTestPdf(DEFAULT_CLAIM_FORM_LAYOUT, { estimation: true, now: new Date(sample.content.emisAt) });
    const overlay = await renderClaimFormPdf(sample);
    render("feuille-de-soins-essai", testPrint);
    render("feuille-de-soins-remplie", overlay);
    // The overlay laid over the test print's boxes: each value sits in its box.
    const essai = path.join(work, "feuille-de-soins-essai.pdf");
    const rempli = path.join(work, "feuille-de-soins-remplie.pdf");
    execFileSync("pdftoppm", ["-png", "-r", "60", "-singlefile", essai, path.join(work, "essai")]);
    execFileSync("pdftoppm", ["-png", "-r", "60", "-singlefile", rempli, path.join(work, "rempli")]);
    execFileSync("node", ["-e", `const sharp = require("sharp"); sharp(process.argv[1]).composite([{ input: process.argv[2], blend: "multiply" }]).png({ palette: true }).toFile(process.argv[3])`, path.join(work, "essai.png"), path.join(work, "rempli.png"), path.join(out, "feuille-de-soins-sur-essai.png")]);
    render("attestation-honoraires", await renderAttestationPdf(sample));
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

await main();
