import type { DocumentPrint, FrozenDocument } from "@/domain/documents/medical-documents";
import { formatDisplayDate } from "@/calendar/display-date";
import { otherLineKindLabels } from "@/schemas/document";
import { drawFooter, drawLetterhead, FOOTER_HEIGHT } from "@/server/pdf/letterhead";
import { colours, createSheet, drawArabicParagraph, drawWatermark, pdfBytes, type PdfSheet } from "@/server/pdf/pdf-document";

/**
 * An ordonnance or a certificate as a PDF (decision 053), drawn from its frozen content only: the
 * letterhead as it was on the day of issue, the patient, the body, the doctor's signature space
 * and, on every page, the QR code to /verifier/{code}. A reprint says DUPLICATA; a cancelled
 * document says ANNULÉ.
 */

/** Whole years between a birth date and a day (both YYYY-MM-DD). */
function ageOn(birth: string, day: string): number {
  const years = Number(day.slice(0, 4)) - Number(birth.slice(0, 4));
  return day.slice(5) < birth.slice(5) ? years - 1 : years;
}

/** A new page when fewer than `needed` points are left above the footer. */
function room(sheet: PdfSheet, y: number, needed: number): number {
  if (y + needed <= sheet.bottom) return y;
  sheet.doc.addPage();
  return sheet.top;
}

function drawTitle(sheet: PdfSheet, title: string, y: number): number {
  const { doc, scale, left, width } = sheet;
  doc.font("bold").fontSize(15 * scale).fillColor(colours.ink);
  doc.text(title.toUpperCase(), left, y, { width, align: "center", characterSpacing: 1.2 });
  return doc.y + 10 * scale;
}

function drawPatient(sheet: PdfSheet, content: FrozenDocument, y: number): number {
  const { doc, scale, left, width } = sheet;
  const { patient } = content;
  doc.font("regular").fontSize(10 * scale).fillColor(colours.muted);
  doc.text("Patient(e) : ", left, y, { continued: true });
  doc.font("bold").fillColor(colours.ink).text(`${patient.prenom} ${patient.nom.toUpperCase()}`, { continued: true });
  doc.font("regular").fillColor(colours.muted).text(`   ·   né(e) le ${formatDisplayDate(patient.dateNaissance)} (${ageOn(patient.dateNaissance, content.date)} ans)`, { width });
  return doc.y + 14 * scale;
}

function drawOrdonnance(sheet: PdfSheet, content: FrozenDocument, startY: number): number {
  const { doc, scale, left, right } = sheet;
  const body = content.ordonnance!;
  const indent = 20 * scale;
  let y = startY;
  body.lignes.forEach((line, index) => {
    y = room(sheet, y, 64 * scale);
    doc.font("bold").fontSize(11 * scale).fillColor(colours.ink);
    doc.text(`${index + 1}.`, left, y, { lineBreak: false });
    doc.text(line.nom, left + indent, y, { width: right - left - indent, continued: Boolean(line.forme) });
    if (line.forme) doc.font("regular").fillColor(colours.muted).text(`  —  ${line.forme}`);
    doc.font("regular").fontSize(10.5 * scale).fillColor(colours.ink);
    doc.text(line.posologie, left + indent, doc.y + 1, { width: right - left - indent });
    const extras = [line.duree ? `Durée : ${line.duree}` : null, line.quantite ? `Quantité : ${line.quantite}` : null].filter(Boolean).join("   ·   ");
    if (extras) doc.fontSize(9 * scale).fillColor(colours.muted).text(extras, { width: right - left - indent });
    y = doc.y;
    if (body.arabe && line.posologieAr) y = drawArabicParagraph(doc, line.posologieAr, { left: left + indent, right, y: y + 1, size: 12.5 * scale });
    y += 10 * scale;
  });
  if (body.autres.length > 0) {
    y = room(sheet, y, 40 * scale);
    if (body.lignes.length > 0) {
      doc.moveTo(left, y).lineTo(left + 120 * scale, y).lineWidth(0.4).strokeColor(colours.rule).stroke();
      y += 8 * scale;
    }
    for (const line of body.autres) {
      y = room(sheet, y, 32 * scale);
      doc.font("bold").fontSize(10.5 * scale).fillColor(colours.ink);
      doc.text(`${otherLineKindLabels[line.genre]} : `, left, y, { continued: true, width: right - left });
      doc.font("regular").text(line.seances ? `${line.texte} — ${line.seances} séances` : line.texte);
      y = doc.y + 6 * scale;
    }
  }
  return y;
}

function drawCertificate(sheet: PdfSheet, content: FrozenDocument, startY: number): number {
  const { doc, scale, left, width } = sheet;
  let y = startY + 4 * scale;
  doc.font("regular").fontSize(11 * scale).fillColor(colours.ink);
  for (const paragraph of content.certificat!.texte.split(/\n{2,}/)) {
    y = room(sheet, y, 30 * scale);
    doc.text(paragraph, left, y, { width, align: "justify", lineGap: 3 * scale });
    y = doc.y + 10 * scale;
  }
  return y;
}

function drawSignature(sheet: PdfSheet, content: FrozenDocument, startY: number): void {
  const { doc, scale, right } = sheet;
  const boxWidth = 190 * scale;
  const y = room(sheet, startY + 6 * scale, 80 * scale);
  doc.font("regular").fontSize(9 * scale).fillColor(colours.muted);
  doc.text("Signature et cachet", right - boxWidth, y, { width: boxWidth, align: "center" });
  doc.font("bold").fontSize(10 * scale).fillColor(colours.ink);
  doc.text(`Dr ${content.medecin.prenom} ${content.medecin.nom.toUpperCase()}`, right - boxWidth, doc.y + 2, { width: boxWidth, align: "center" });
}

export async function renderMedicalDocumentPdf(print: DocumentPrint): Promise<Buffer> {
  const { content } = print;
  const sheet = createSheet(
    content.format,
    { title: `${content.titre} n° ${content.numero}`, author: `Dr ${content.medecin.prenom} ${content.medecin.nom}`, createdAt: new Date(content.emisAt) },
    FOOTER_HEIGHT,
  );
  const mark = print.annule ? { label: "ANNULÉ", colour: colours.danger } : print.duplicata ? { label: "DUPLICATA", colour: colours.danger } : undefined;
  let y = drawLetterhead(sheet, { medecin: content.medecin, cabinet: content.cabinet, lieu: content.lieu, date: content.date, numero: content.numero }, mark);
  y = drawTitle(sheet, content.titre, y);
  y = drawPatient(sheet, content, y);
  y = content.type === "ordonnance" ? drawOrdonnance(sheet, content, y) : drawCertificate(sheet, content, y);
  drawSignature(sheet, content, y);

  const pages = sheet.doc.bufferedPageRange();
  for (let index = 0; index < pages.count; index += 1) {
    sheet.doc.switchToPage(pages.start + index);
    if (mark) drawWatermark(sheet, mark.label, print.annule ? "#f4b5ad" : colours.watermark);
    drawFooter(sheet, { url: content.verification, numero: content.numero }, { index: index + 1, count: pages.count });
  }
  return pdfBytes(sheet.doc);
}
