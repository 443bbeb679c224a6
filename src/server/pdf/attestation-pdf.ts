import { formatDisplayDate } from "@/calendar/display-date";
import { montantEnLettres } from "@/domain/fees/amount-in-words";
import type { ClaimPrint } from "@/domain/fees/claim-form";
import { formatDirhams } from "@/schemas/act";
import { cotationOf } from "@/server/pdf/claim-form-pdf";
import { drawLetterhead } from "@/server/pdf/letterhead";
import { colours, createSheet, pdfBytes } from "@/server/pdf/pdf-document";

/**
 * The attestation of fees paid (decision 060), for a patient who has no feuille de soins: on the
 * letterhead, the doctor (with the INPE) attests the fees paid by the patient for the acts of a
 * given day, with their letter-keys and coefficients, the sum in figures and in words, and the
 * receipt it refers to. Drawn from the receipt's frozen content only.
 */

const FOOTER = 30;

function capitalised(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export async function renderAttestationPdf(print: ClaimPrint): Promise<Buffer> {
  const { content, paye } = print;
  const doctor = `Dr ${content.medecin.prenom} ${content.medecin.nom.toUpperCase()}`;
  const sheet = createSheet("A4", { title: `Attestation d'honoraires — reçu n° ${content.numero}`, author: doctor, createdAt: new Date(content.emisAt) }, FOOTER);
  const { doc, scale, left, right, width } = sheet;
  let y = drawLetterhead(sheet, { medecin: content.medecin, cabinet: content.cabinet, lieu: content.lieu, date: content.date, numero: `${content.numero} (reçu)` });

  doc.font("bold").fontSize(15 * scale).fillColor(colours.ink);
  doc.text("ATTESTATION D'HONORAIRES", left, y + 6 * scale, { width, align: "center", characterSpacing: 1.2 });
  y = doc.y + 18 * scale;

  const patient = `${capitalised(content.patient.prenom)} ${content.patient.nom.toUpperCase()}`;
  doc.font("regular").fontSize(11 * scale).fillColor(colours.ink);
  doc.text("Je soussigné(e), ", left, y, { width, continued: true, lineGap: 3 });
  doc.font("bold").text(doctor, { continued: true });
  doc.font("regular").text(`, ${content.medecin.specialite}${content.medecin.inpe ? `, INPE n° ${content.medecin.inpe}` : ""}, atteste avoir reçu de `, { continued: true });
  doc.font("bold").text(patient, { continued: true });
  doc.font("regular").text(`${content.patient.cin ? ` (CIN ${content.patient.cin})` : ""} la somme de `, { continued: true });
  doc.font("bold").text(formatDirhams(paye), { continued: true });
  doc.font("regular").text(` (${montantEnLettres(paye)}) au titre des honoraires des actes suivants, réalisés le ${formatDisplayDate(content.date)} :`);
  y = doc.y + 14 * scale;

  // The acts, as on the receipt: code, label, letter-key and coefficient, fee.
  const columns = { code: left + 6 * scale, libelle: left + 62 * scale, cle: right - 190 * scale, montant: right - 100 * scale };
  doc.rect(left, y, width, 20 * scale).fill("#eef2f6");
  doc.font("bold").fontSize(9 * scale).fillColor(colours.ink);
  doc.text("Code", columns.code, y + 6 * scale, { lineBreak: false });
  doc.text("Désignation de l'acte", columns.libelle, y + 6 * scale, { lineBreak: false });
  doc.text("Lettre-clé", columns.cle, y + 6 * scale, { width: 80 * scale, align: "center", lineBreak: false });
  doc.text("Honoraires", columns.montant, y + 6 * scale, { width: 94 * scale, align: "right", lineBreak: false });
  y += 26 * scale;
  doc.font("regular").fontSize(10 * scale);
  for (const line of content.lignes) {
    doc.text(line.code, columns.code, y, { width: 54 * scale });
    doc.text(line.libelle, columns.libelle, y, { width: columns.cle - columns.libelle - 8 * scale });
    const bottom = doc.y;
    doc.text(cotationOf(line), columns.cle, y, { width: 80 * scale, align: "center", lineBreak: false });
    doc.text(formatDirhams(line.montant), columns.montant, y, { width: 94 * scale, align: "right", lineBreak: false });
    y = Math.max(bottom, y + 14 * scale) + 6 * scale;
    doc.moveTo(left, y - 3 * scale).lineTo(right, y - 3 * scale).lineWidth(0.3).strokeColor(colours.rule).stroke();
  }
  const sum = (label: string, value: string, bold = false) => {
    doc.font(bold ? "bold" : "regular").fontSize((bold ? 11 : 10) * scale).fillColor(colours.ink);
    doc.text(label, right - 300 * scale, y, { width: 190 * scale, lineBreak: false });
    doc.text(value, columns.montant - 20 * scale, y, { width: 114 * scale, align: "right", lineBreak: false });
    y += 18 * scale;
  };
  y += 4 * scale;
  if (content.remise > 0) sum(`Remise (${content.remiseMotif ?? ""})`.slice(0, 40), `− ${formatDirhams(content.remise)}`);
  sum("Total des honoraires", formatDirhams(content.total));
  sum("Montant payé", formatDirhams(paye), true);
  y += 10 * scale;

  doc.font("regular").fontSize(10.5 * scale).fillColor(colours.ink);
  doc.text(`Cette attestation se rapporte au reçu d'honoraires n° ${content.numero} du ${formatDisplayDate(content.date)}.`, left, y, { width });
  doc.text("Attestation délivrée à l'intéressé(e) pour servir et valoir ce que de droit.", left, doc.y + 4 * scale, { width });
  y = doc.y + 26 * scale;

  const boxWidth = 190 * scale;
  doc.font("regular").fontSize(9 * scale).fillColor(colours.muted);
  doc.text("Signature et cachet", right - boxWidth, y, { width: boxWidth, align: "center" });
  doc.font("bold").fontSize(10 * scale).fillColor(colours.ink);
  doc.text(doctor, right - boxWidth, doc.y + 2, { width: boxWidth, align: "center" });

  const footerY = doc.page.height - doc.page.margins.bottom - 14 * scale;
  doc.moveTo(left, footerY - 6 * scale).lineTo(right, footerY - 6 * scale).lineWidth(0.4).strokeColor(colours.rule).stroke();
  doc.font("regular").fontSize(7.5 * scale).fillColor(colours.muted);
  doc.text(`Attestation d'honoraires — reçu n° ${content.numero} — montants en dirhams marocains (DH)`, left, footerY, { width, lineBreak: false });
  return pdfBytes(doc);
}
