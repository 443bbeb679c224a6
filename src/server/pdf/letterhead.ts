import { formatDisplayDate } from "@/calendar/display-date";
import { colours, type PdfSheet } from "@/server/pdf/pdf-document";
import { drawQrCode } from "@/server/pdf/qr-code";

/**
 * The practice's letterhead (decision 053), one for every printed document: the doctor (name,
 * specialty, titles, INPE number) on the left, the practice's address and phones on the right,
 * a rule, then the document's number and "{place}, le {date}". The footer carries the QR code
 * that leads to /verifier/{code}. The fees issue prints its receipts with these too.
 */

export type Letterhead = {
  medecin: { nom: string; prenom: string; specialite: string; inpe: string | null; titres: string | null };
  cabinet: { adresse: string; telephone: string; urgence: string; email: string };
  /** Other identifiers printed under the INPE (a receipt's IF and ICE). */
  identifiants?: { libelle: string; valeur: string }[];
  lieu: string;
  /** The practice's calendar date, YYYY-MM-DD. */
  date: string;
  numero: string;
};

export const FOOTER_HEIGHT = 78;

/** Draws the letterhead at the top of the current page; returns the y where the body starts. */
export function drawLetterhead(sheet: PdfSheet, head: Letterhead, mark?: { label: string; colour: string }): number {
  const { doc, scale, left, right, width } = sheet;
  const leftWidth = width * 0.56;
  const rightWidth = width * 0.42;
  let y = sheet.top;

  doc.font("bold").fontSize(16 * scale).fillColor(colours.accent);
  doc.text(`Dr ${head.medecin.prenom} ${head.medecin.nom.toUpperCase()}`, left, y, { width: leftWidth });
  doc.font("regular").fontSize(10.5 * scale).fillColor(colours.ink);
  doc.text(head.medecin.specialite, { width: leftWidth });
  if (head.medecin.titres) {
    doc.fontSize(8.5 * scale).fillColor(colours.muted);
    doc.text(head.medecin.titres, { width: leftWidth, lineGap: 0.5 });
  }
  doc.fontSize(8.5 * scale).fillColor(colours.ink);
  const identifiers = [...(head.medecin.inpe ? [`INPE : ${head.medecin.inpe}`] : []), ...(head.identifiants ?? []).map((id) => `${id.libelle} : ${id.valeur}`)];
  if (identifiers.length > 0) doc.text(identifiers.join("  ·  "), { width: leftWidth });
  const leftBottom = doc.y;

  doc.font("regular").fontSize(8.5 * scale).fillColor(colours.ink);
  const rightX = right - rightWidth;
  doc.text(head.cabinet.adresse, rightX, y + 2 * scale, { width: rightWidth, align: "right" });
  doc.text(`Tél. : ${head.cabinet.telephone}`, { width: rightWidth, align: "right" });
  doc.text(`Urgences : ${head.cabinet.urgence}`, { width: rightWidth, align: "right" });
  doc.fillColor(colours.muted).text(head.cabinet.email, { width: rightWidth, align: "right" });
  const rightBottom = doc.y;

  y = Math.max(leftBottom, rightBottom) + 8 * scale;
  doc.moveTo(left, y).lineTo(right, y).lineWidth(1.4).strokeColor(colours.accent).stroke();
  doc.moveTo(left, y + 2.6).lineTo(right, y + 2.6).lineWidth(0.4).strokeColor(colours.rule).stroke();
  y += 12 * scale;

  doc.font("regular").fontSize(9.5 * scale).fillColor(colours.ink);
  doc.text(`${head.lieu}, le ${formatDisplayDate(head.date)}`, left, y, { width, align: "right" });
  doc.font("bold").fontSize(9.5 * scale).fillColor(colours.ink);
  const numberText = `N° ${head.numero}`;
  doc.text(numberText, left, y, { lineBreak: false });
  if (mark) {
    const x = left + doc.widthOfString(numberText) + 10 * scale;
    doc.font("bold").fontSize(9 * scale);
    const labelWidth = doc.widthOfString(mark.label) + 10 * scale;
    doc.roundedRect(x, y - 2 * scale, labelWidth, 14 * scale, 2).lineWidth(1).strokeColor(mark.colour).stroke();
    doc.fillColor(mark.colour).text(mark.label, x + 5 * scale, y + 0.5 * scale, { lineBreak: false });
  }
  doc.fillColor(colours.ink);
  return y + 22 * scale;
}

/** The footer of every page: the QR code to the verification page, what it is for, the page number. */
export function drawFooter(sheet: PdfSheet, verification: { url: string; numero: string }, page: { index: number; count: number }): void {
  const { doc, scale, left, right, width } = sheet;
  const height = doc.page.height;
  const qrSize = 52 * scale;
  const top = height - doc.page.margins.bottom - FOOTER_HEIGHT * scale + 14 * scale;
  doc.moveTo(left, top - 8 * scale).lineTo(right, top - 8 * scale).lineWidth(0.4).strokeColor(colours.rule).stroke();
  drawQrCode(doc, verification.url, left, top, qrSize);
  const textX = left + qrSize + 10 * scale;
  const textWidth = width - qrSize - 10 * scale - 60 * scale;
  doc.font("bold").fontSize(7.5 * scale).fillColor(colours.ink);
  doc.text(`Document n° ${verification.numero}`, textX, top + 4 * scale, { width: textWidth });
  doc.font("regular").fontSize(7 * scale).fillColor(colours.muted);
  doc.text("Pour vérifier l'authenticité de ce document, scannez le code ou ouvrez :", { width: textWidth });
  doc.text(verification.url, { width: textWidth });
  // The page footer sits inside the bottom margin: PDFKit must not start a new page for it.
  doc.text(`Page ${page.index} / ${page.count}`, right - 60 * scale, top + 4 * scale, { width: 60 * scale, align: "right", lineBreak: false });
  doc.fillColor(colours.ink);
}
