import PDFDocument from "pdfkit";
import { formatDisplayDate } from "@/calendar/display-date";
import type { ClaimPrint } from "@/domain/fees/claim-form";
import type { FrozenInvoice } from "@/domain/fees/invoices";
import { dirhamsForInput } from "@/schemas/act";
import { type ClaimFormLayout, claimFormFieldLabels, FIELD_HEIGHT_MM, paperSizes } from "@/schemas/claim-form";
import { fontBuffers } from "@/server/pdf/fonts";
import { pdfBytes } from "@/server/pdf/pdf-document";

/**
 * The feuille de soins (decision 060): the doctor's part printed onto the pre-printed form, text
 * only, each field at the millimetres an admin set, no letterhead and no margin; and the test
 * print on plain paper that draws each field's box and a millimetre ruler, to lay over a blank form.
 */

const PT_PER_MM = 72 / 25.4;
const pt = (mm: number) => mm * PT_PER_MM;
const TEXT_SIZE = 10;
const SMALLEST_SIZE = 7;
const INK = "#000000";

function plainDocument(layout: ClaimFormLayout, title: string, createdAt: Date): PDFKit.PDFDocument {
  const doc = new PDFDocument({
    size: layout.format,
    layout: "portrait",
    margin: 0,
    autoFirstPage: true,
    lang: "fr-MA",
    info: { Title: title, Creator: "Cabinet — dossier patient", Producer: "PDFKit", CreationDate: createdAt, ModDate: createdAt },
  });
  const fonts = fontBuffers();
  doc.registerFont("regular", fonts.regular);
  doc.registerFont("bold", fonts.bold);
  return doc;
}

/**
 * Writes `text` with its top-left corner at (x, y) mm, in a smaller size (down to 7 pt) when it
 * would not fit `largeur`, cut short with "…" below that; right-aligned in the width when asked.
 */
function place(doc: PDFKit.PDFDocument, text: string, box: { x: number; y: number; largeur: number }, align: "left" | "right" = "left"): void {
  const width = pt(box.largeur);
  let size = TEXT_SIZE;
  doc.font("regular").fontSize(size);
  while (size > SMALLEST_SIZE && doc.widthOfString(text) > width) doc.fontSize((size -= 0.5));
  let shown = text;
  while (shown.length > 1 && doc.widthOfString(shown) > width) shown = `${shown.slice(0, -2)}…`;
  const x = align === "right" ? pt(box.x) + width - doc.widthOfString(shown) : pt(box.x);
  doc.fillColor(INK).text(shown, x, pt(box.y), { lineBreak: false });
}

/** "K 20", "Cs": the letter-key and its coefficient as the form asks for them (a coefficient of 1 is not written). */
export function cotationOf(line: { lettreCle: string | null; coefficient: number | null; code: string }): string {
  if (!line.lettreCle) return line.code;
  return line.coefficient && line.coefficient !== 1 ? `${line.lettreCle} ${line.coefficient}` : line.lettreCle;
}

type Row = { date: string; cotation: string; montant: string };

/** One row per act; when the form has fewer rows, the last one sums up the acts left over. */
export function claimRows(content: FrozenInvoice, rows: number): Row[] {
  const date = formatDisplayDate(content.date);
  const all = content.lignes.map((line) => ({ date, cotation: cotationOf(line), montant: dirhamsForInput(line.montant) }));
  if (all.length <= rows) return all;
  const rest = content.lignes.slice(rows - 1);
  return [...all.slice(0, rows - 1), { date, cotation: `+ ${rest.length} actes`, montant: dirhamsForInput(rest.reduce((sum, line) => sum + line.montant, 0)) }];
}

/** GET /api/invoices/{id}/feuille-de-soins: the text alone, at the layout's positions. */
export async function renderClaimFormPdf(print: ClaimPrint): Promise<Buffer> {
  const { content, layout } = print;
  const doc = plainDocument(layout, `Feuille de soins — reçu n° ${content.numero}`, new Date(content.emisAt));
  const { actes } = layout;
  claimRows(content, actes.lignes).forEach((row, index) => {
    const y = actes.y + index * actes.pas;
    place(doc, row.date, { ...actes.date, y });
    place(doc, row.cotation, { ...actes.cotation, y });
    place(doc, row.montant, { ...actes.montant, y }, "right");
  });
  place(doc, dirhamsForInput(content.total), layout.total, "right");
  place(doc, `Dr ${content.medecin.prenom} ${content.medecin.nom.toUpperCase()}`, layout.medecin);
  if (content.medecin.inpe) place(doc, content.medecin.inpe, layout.inpe);
  return pdfBytes(doc);
}

export const TEST_PRINT_NOTICE = "Imprimez à 100 % (taille réelle), sans « ajuster à la page »";

const BOX = "#1d4ed8";
const RULER = "#334155";

/** Ticks every millimetre along the top and left edges, longer every 5 mm, numbered every centimetre. */
function drawRulers(doc: PDFKit.PDFDocument, widthMm: number, heightMm: number): void {
  doc.lineWidth(0.25).strokeColor(RULER);
  for (let mm = 0; mm <= widthMm; mm += 1) {
    const length = mm % 10 === 0 ? 5 : mm % 5 === 0 ? 3.5 : 2;
    doc.moveTo(pt(mm), 0).lineTo(pt(mm), pt(length)).stroke();
    if (mm % 10 === 0 && mm > 0 && mm < widthMm) doc.font("regular").fontSize(6).fillColor(RULER).text(String(mm / 10), pt(mm) + 1, pt(5.2), { lineBreak: false });
  }
  for (let mm = 0; mm <= heightMm; mm += 1) {
    const length = mm % 10 === 0 ? 5 : mm % 5 === 0 ? 3.5 : 2;
    doc.moveTo(0, pt(mm)).lineTo(pt(length), pt(mm)).stroke();
    if (mm % 10 === 0 && mm > 0 && mm < heightMm) doc.font("regular").fontSize(6).fillColor(RULER).text(String(mm / 10), pt(5.6), pt(mm) - 2.5, { lineBreak: false });
  }
}

/** A field's box (where its text goes), with its label just above it, outside, so a value printed over it stays readable. */
function drawBox(doc: PDFKit.PDFDocument, label: string | null, box: { x: number; y: number; largeur: number }): void {
  doc.rect(pt(box.x), pt(box.y), pt(box.largeur), pt(FIELD_HEIGHT_MM)).lineWidth(0.6).strokeColor(BOX).stroke();
  if (label) doc.font("regular").fontSize(5.5).fillColor(BOX).text(label, pt(box.x), pt(box.y) - 7, { lineBreak: false });
}

/** GET /api/feuille-de-soins/gabarit/essai: the test print, on plain paper. */
export async function renderClaimFormTestPdf(layout: ClaimFormLayout, options: { estimation: boolean; now: Date }): Promise<Buffer> {
  const doc = plainDocument(layout, "Feuille de soins — impression d'essai", options.now);
  const { largeur, hauteur } = paperSizes[layout.format];
  drawRulers(doc, largeur, hauteur);

  // The instructions, in the upper part of the sheet, in grey so the boxes stand out.
  const left = pt(14);
  const width = pt(largeur - 28);
  doc.font("bold").fontSize(layout.format === "A4" ? 13 : 11).fillColor("#111827").text("Feuille de soins — impression d'essai", left, pt(12), { width, align: "center" });
  doc.font("bold").fontSize(10).fillColor("#b42318").text(TEST_PRINT_NOTICE, left, doc.y + 4, { width, align: "center" });
  doc.font("regular").fontSize(8.5).fillColor("#374151");
  doc.text(
    `Feuille ${layout.format} portrait. Posez cette page sur une feuille de soins vierge, à contre-jour : chaque cadre bleu doit tomber dans sa case. Sinon, mesurez l'écart avec la règle (en haut et à gauche, en centimètres) et corrigez x (vers la droite) ou y (vers le bas) en millimètres.`,
    left,
    doc.y + 5,
    { width, align: "center" },
  );
  if (options.estimation) doc.font("bold").fillColor("#92400e").text("Positions de départ estimées, jamais vérifiées sur une vraie feuille.", left, doc.y + 3, { width, align: "center" });
  // A 10 cm line: if it does not measure 10 cm, the printer scaled the page.
  const lineY = doc.y + 10;
  const lineX = pt(largeur / 2 - 50);
  doc.moveTo(lineX, lineY).lineTo(lineX + pt(100), lineY).lineWidth(0.8).strokeColor("#111827").stroke();
  doc.moveTo(lineX, lineY - 3).lineTo(lineX, lineY + 3).stroke();
  doc.moveTo(lineX + pt(100), lineY - 3).lineTo(lineX + pt(100), lineY + 3).stroke();
  doc.font("regular").fontSize(7.5).fillColor("#374151").text("Ce trait doit mesurer exactement 10 cm", lineX, lineY + 4, { width: pt(100), align: "center" });

  const { actes } = layout;
  for (let index = 0; index < actes.lignes; index += 1) {
    const y = actes.y + index * actes.pas;
    // The first row is labelled; the others are numbered in the margin before the date's box.
    const first = index === 0;
    drawBox(doc, first ? `${claimFormFieldLabels.date} (ligne 1)` : null, { ...actes.date, y });
    drawBox(doc, first ? claimFormFieldLabels.cotation : null, { ...actes.cotation, y });
    drawBox(doc, first ? claimFormFieldLabels.montant : null, { ...actes.montant, y });
    doc.font("regular").fontSize(6).fillColor(BOX).text(String(index + 1), pt(actes.date.x) - 8, pt(y) + 4, { width: 6, align: "right", lineBreak: false });
  }
  for (const key of ["total", "medecin", "inpe"] as const) drawBox(doc, claimFormFieldLabels[key], layout[key]);
  return pdfBytes(doc);
}
