import { formatDisplayDate } from "@/calendar/display-date";
import { montantEnLettres } from "@/domain/fees/amount-in-words";
import type { InvoicePrint } from "@/domain/fees/invoices";
import { formatDirhams } from "@/schemas/act";
import { paymentModeLabels, type PaymentMode } from "@/schemas/invoice";
import { drawLetterhead } from "@/server/pdf/letterhead";
import { colours, createSheet, drawWatermark, pdfBytes, type PdfSheet } from "@/server/pdf/pdf-document";

/**
 * A receipt (note d'honoraires) or a credit note as a PDF (decision 057), on the practice's
 * letterhead (decision 053) with the doctor's INPE and the practice's IF and ICE, drawn from the
 * bill's frozen content only: the acts with their letter-keys, the discount, the total in figures
 * and in words, the payments, and "Acquitté" or what is still due. A reprint says DUPLICATA.
 */

const FOOTER = 30;

function room(sheet: PdfSheet, y: number, needed: number): number {
  if (y + needed <= sheet.bottom) return y;
  sheet.doc.addPage();
  return sheet.top;
}

function capitalised(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function drawActs(sheet: PdfSheet, print: InvoicePrint, startY: number): number {
  const { doc, scale, left, right, width } = sheet;
  const { content } = print;
  const columns = { code: left, libelle: left + 62 * scale, cle: right - 190 * scale, montant: right - 100 * scale };
  let y = startY;
  doc.rect(left, y, width, 20 * scale).fill("#eef2f6");
  doc.font("bold").fontSize(9 * scale).fillColor(colours.ink);
  const headerY = y + 6 * scale;
  doc.text("Code", columns.code + 6 * scale, headerY, { lineBreak: false });
  doc.text("Désignation de l'acte", columns.libelle, headerY, { lineBreak: false });
  doc.text("Lettre-clé", columns.cle, headerY, { width: 80 * scale, align: "center", lineBreak: false });
  doc.text("Montant", columns.montant, headerY, { width: 94 * scale, align: "right", lineBreak: false });
  y += 26 * scale;
  for (const line of content.lignes) {
    y = room(sheet, y, 22 * scale);
    doc.font("regular").fontSize(10 * scale).fillColor(colours.ink);
    doc.text(line.code, columns.code + 6 * scale, y, { width: 54 * scale });
    doc.text(line.libelle, columns.libelle, y, { width: columns.cle - columns.libelle - 8 * scale });
    // What the AMO bases its refund on (issue 35), beside the practice's fee.
    if (typeof line.tarifReference === "number" && content.serie === "H") {
      doc.font("regular").fontSize(8 * scale).fillColor(colours.muted);
      doc.text(`Tarif national de référence : ${formatDirhams(line.tarifReference)}`, columns.libelle, doc.y + 1, { width: columns.cle - columns.libelle - 8 * scale });
      doc.fontSize(10 * scale).fillColor(colours.ink);
    }
    const rowBottom = doc.y;
    const key = line.lettreCle ? (line.coefficient && line.coefficient !== 1 ? `${line.lettreCle} ${line.coefficient}` : line.lettreCle) : "—";
    doc.text(key, columns.cle, y, { width: 80 * scale, align: "center", lineBreak: false });
    doc.text(formatDirhams(line.montant), columns.montant, y, { width: 94 * scale, align: "right", lineBreak: false });
    y = Math.max(rowBottom, y + 14 * scale) + 6 * scale;
    doc.moveTo(left, y - 3 * scale).lineTo(right, y - 3 * scale).lineWidth(0.3).strokeColor(colours.rule).stroke();
  }
  const labelX = right - 260 * scale;
  const sum = (label: string, value: string, bold = false) => {
    y = room(sheet, y, 18 * scale);
    doc.font(bold ? "bold" : "regular").fontSize((bold ? 11.5 : 10) * scale).fillColor(colours.ink);
    doc.text(label, labelX, y, { width: 150 * scale, lineBreak: false });
    doc.text(value, columns.montant - 20 * scale, y, { width: 114 * scale, align: "right", lineBreak: false });
    y += (bold ? 20 : 16) * scale;
  };
  y += 4 * scale;
  if (content.remise > 0) {
    sum("Sous-total", formatDirhams(content.total + content.remise));
    sum(`Remise (${content.remiseMotif ?? ""})`.slice(0, 40), `− ${formatDirhams(content.remise)}`);
  }
  sum(content.serie === "A" ? "Total de l'avoir" : "Total des honoraires", formatDirhams(content.total), true);
  return y + 4 * scale;
}

function drawAmountInWords(sheet: PdfSheet, print: InvoicePrint, startY: number): number {
  const { doc, scale, left, width } = sheet;
  const y = room(sheet, startY, 40 * scale);
  const phrase = print.content.serie === "A" ? "Arrêté le présent avoir à la somme de " : "Arrêté le présent reçu à la somme de ";
  doc.font("regular").fontSize(10.5 * scale).fillColor(colours.ink);
  doc.text(phrase, left, y, { width, continued: true });
  doc.font("bold").text(`${montantEnLettres(Math.abs(print.content.total))}.`);
  return doc.y + 12 * scale;
}

function drawPayments(sheet: PdfSheet, print: InvoicePrint, startY: number): number {
  const { doc, scale, left, right, width } = sheet;
  let y = room(sheet, startY, 60 * scale);
  if (print.paiements.length > 0) {
    doc.font("bold").fontSize(10 * scale).fillColor(colours.ink).text(print.content.serie === "A" ? "Remboursement" : "Règlement", left, y);
    y = doc.y + 2 * scale;
    doc.font("regular").fontSize(10 * scale);
    for (const payment of print.paiements) {
      const label = paymentModeLabels[payment.mode as PaymentMode] ?? payment.mode;
      doc.text(`${label}${payment.reference ? ` n° ${payment.reference}` : ""} : ${formatDirhams(Math.abs(payment.montant))}`, left + 10 * scale, y, { width: width - 10 * scale });
      y = doc.y + 1;
    }
    y += 8 * scale;
  }
  if (print.content.serie === "H") {
    const settled = print.reste <= 0;
    const label = settled ? "ACQUITTÉ" : `Reste à régler : ${formatDirhams(print.reste)}`;
    const colour = settled ? colours.accent : colours.danger;
    doc.font("bold").fontSize(12 * scale);
    const boxWidth = doc.widthOfString(label) + 20 * scale;
    doc.roundedRect(right - boxWidth, y, boxWidth, 24 * scale, 3).lineWidth(1.4).strokeColor(colour).stroke();
    doc.fillColor(colour).text(label, right - boxWidth + 10 * scale, y + 6.5 * scale, { lineBreak: false });
    doc.fillColor(colours.ink);
    y += 34 * scale;
  }
  return y;
}

const titleOf = (content: InvoicePrint["content"]) => (content.serie === "A" ? "Avoir" : "Reçu d'honoraires");

export async function renderReceiptPdf(print: InvoicePrint): Promise<Buffer> {
  const { content } = print;
  const sheet = createSheet("A4", { title: `${titleOf(content)} n° ${content.numero}`, author: `Dr ${content.medecin.prenom} ${content.medecin.nom}`, createdAt: new Date(content.emisAt) }, FOOTER);
  drawReceipt(sheet, print);
  return pdfBytes(sheet.doc);
}

/**
 * The receipts and credit notes of a period in one document (decision 063): PDFKit does not merge
 * finished files, so each bill is drawn after the previous one from a new page, with its own
 * pages' footers and numbering.
 */
export async function renderReceiptsPdf(prints: InvoicePrint[], period: { du: string; au: string }): Promise<Buffer> {
  const sheet = createSheet("A4", { title: `Reçus et avoirs du ${period.du} au ${period.au}`, author: "Cabinet", createdAt: new Date(prints[0]?.content.emisAt ?? 0) }, FOOTER);
  prints.forEach((print, index) => {
    if (index > 0) sheet.doc.addPage();
    drawReceipt(sheet, print);
  });
  return pdfBytes(sheet.doc);
}

/** One bill from the current (blank) page on; its footers go on the pages it took. */
function drawReceipt(sheet: PdfSheet, print: InvoicePrint): void {
  const { content } = print;
  const title = titleOf(content);
  const { doc, scale, left, right, width } = sheet;
  const firstPage = doc.bufferedPageRange().start + doc.bufferedPageRange().count - 1;
  const mark = print.duplicata ? { label: "DUPLICATA", colour: colours.danger } : undefined;
  const identifiants = [
    ...(content.cabinet.identifiantFiscal ? [{ libelle: "IF", valeur: content.cabinet.identifiantFiscal }] : []),
    ...(content.cabinet.ice ? [{ libelle: "ICE", valeur: content.cabinet.ice }] : []),
  ];
  let y = drawLetterhead(sheet, { medecin: content.medecin, cabinet: content.cabinet, identifiants, lieu: content.lieu, date: content.date, numero: content.numero }, mark);

  doc.font("bold").fontSize(15 * scale).fillColor(colours.ink);
  doc.text((content.serie === "A" ? "Avoir" : "Reçu — note d'honoraires").toUpperCase(), left, y, { width, align: "center", characterSpacing: 1.2 });
  y = doc.y + 4 * scale;
  if (content.origine) {
    doc.font("regular").fontSize(10 * scale).fillColor(colours.muted);
    doc.text(`Se rapporte au reçu n° ${content.origine.numero} — motif : ${content.origine.motif}`, left, y, { width, align: "center" });
    y = doc.y;
  }
  y += 12 * scale;
  doc.font("regular").fontSize(10.5 * scale).fillColor(colours.muted);
  doc.text(content.serie === "A" ? "Patient(e) : " : "Reçu de : ", left, y, { continued: true });
  doc.font("bold").fillColor(colours.ink).text(`${capitalised(content.patient.prenom)} ${content.patient.nom.toUpperCase()}`, { continued: Boolean(content.patient.cin) });
  if (content.patient.cin) doc.font("regular").fillColor(colours.muted).text(`   ·   CIN ${content.patient.cin}`);
  doc.font("regular").fontSize(10 * scale).fillColor(colours.muted);
  doc.text(`Date des soins : ${formatDisplayDate(content.date)}`, left, doc.y + 2, { width });
  y = doc.y + 14 * scale;

  y = drawActs(sheet, print, y);
  y = drawAmountInWords(sheet, print, y);
  y = drawPayments(sheet, print, y);

  const boxWidth = 190 * scale;
  y = room(sheet, y + 4 * scale, 70 * scale);
  doc.font("regular").fontSize(9 * scale).fillColor(colours.muted);
  doc.text("Signature et cachet", right - boxWidth, y, { width: boxWidth, align: "center" });
  doc.font("bold").fontSize(10 * scale).fillColor(colours.ink);
  doc.text(`Dr ${content.medecin.prenom} ${content.medecin.nom.toUpperCase()}`, right - boxWidth, doc.y + 2, { width: boxWidth, align: "center" });

  const range = doc.bufferedPageRange();
  const pages = { start: firstPage, count: range.start + range.count - firstPage };
  for (let index = 0; index < pages.count; index += 1) {
    doc.switchToPage(pages.start + index);
    if (mark) drawWatermark(sheet, mark.label, colours.watermark);
    const footerY = doc.page.height - doc.page.margins.bottom - 14 * scale;
    doc.moveTo(left, footerY - 6 * scale).lineTo(right, footerY - 6 * scale).lineWidth(0.4).strokeColor(colours.rule).stroke();
    doc.font("regular").fontSize(7.5 * scale).fillColor(colours.muted);
    doc.text(`${title} n° ${content.numero} — honoraires en dirhams marocains (DH)`, left, footerY, { width: width - 70 * scale, lineBreak: false });
    doc.text(`Page ${index + 1} / ${pages.count}`, right - 60 * scale, footerY, { width: 60 * scale, align: "right", lineBreak: false });
  }
}

