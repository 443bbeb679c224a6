import PDFDocument from "pdfkit";
import { runForLayout, visualRuns, wrapWords } from "@/server/pdf/bidi-text";
import { fontBuffers } from "@/server/pdf/fonts";

/**
 * The PDF layer (decision 053): PDFKit on the server, no browser. One page setup for every printed
 * document of the practice (ordonnances, certificates, the fees issue's receipts): A4 or A5, the
 * fonts, a scale for the smaller paper, and text helpers that handle Arabic.
 */

export type PaperSize = "A4" | "A5";

export type PdfSheet = {
  doc: PDFKit.PDFDocument;
  size: PaperSize;
  /** 1 on A4; smaller type and spacing on A5. */
  scale: number;
  left: number;
  right: number;
  top: number;
  /** Where the body must stop: the footer lies below. */
  bottom: number;
  width: number;
};

export const colours = { ink: "#1f2933", muted: "#52606d", accent: "#0f5c6e", rule: "#9fb3c8", danger: "#b42318", watermark: "#d9e2ec" } as const;

export type PdfInfo = { title: string; author: string; subject?: string; createdAt: Date };

/** A new document with the practice's fonts registered as `regular`, `bold` and `arabic`. */
export function createSheet(size: PaperSize, info: PdfInfo, footerHeight: number): PdfSheet {
  const scale = size === "A4" ? 1 : 0.82;
  const margin = Math.round(48 * scale);
  const doc = new PDFDocument({
    size,
    margins: { top: margin, bottom: margin, left: margin, right: margin },
    bufferPages: true,
    autoFirstPage: true,
    lang: "fr-MA",
    displayTitle: true,
    info: { Title: info.title, Author: info.author, ...(info.subject ? { Subject: info.subject } : {}), Creator: "Cabinet — dossier patient", Producer: "PDFKit", CreationDate: info.createdAt, ModDate: info.createdAt },
  });
  const fonts = fontBuffers();
  doc.registerFont("regular", fonts.regular);
  doc.registerFont("bold", fonts.bold);
  doc.registerFont("arabic", fonts.arabic);
  doc.font("regular").fillColor(colours.ink);
  const { width, height } = doc.page;
  return { doc, size, scale, left: margin, right: width - margin, top: margin, bottom: height - margin - footerHeight * scale, width: width - 2 * margin };
}

/** The finished document's bytes. */
export function pdfBytes(doc: PDFKit.PDFDocument): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
    doc.end();
  });
}

/** Features named for every Arabic run: fontkit then lays the run out whole (see bidi-text.ts). */
const ARABIC_FEATURES: PDFKit.Mixins.OpenTypeFeatures[] = ["kern"];

function arabicLineWidth(doc: PDFKit.PDFDocument, line: string): number {
  return visualRuns(line).reduce((sum, run) => sum + doc.widthOfString(runForLayout(run), { features: ARABIC_FEATURES }), 0);
}

/**
 * A paragraph of Arabic (or mixed) text, right-aligned between `left` and `right` from `y`,
 * wrapped on words; returns the y below it.
 */
export function drawArabicParagraph(doc: PDFKit.PDFDocument, text: string, options: { left: number; right: number; y: number; size: number; colour?: string }): number {
  doc.font("arabic").fontSize(options.size).fillColor(options.colour ?? colours.ink);
  const lineHeight = doc.currentLineHeight(true) * 1.05;
  let y = options.y;
  for (const line of wrapWords(text, options.right - options.left, (candidate) => arabicLineWidth(doc, candidate))) {
    let x = options.right - arabicLineWidth(doc, line);
    for (const run of visualRuns(line)) {
      const shown = runForLayout(run);
      doc.text(shown, x, y, { lineBreak: false, features: ARABIC_FEATURES });
      x += doc.widthOfString(shown, { features: ARABIC_FEATURES });
    }
    y += lineHeight;
  }
  return y;
}

/** A large, light word across the page (DUPLICATA, ANNULÉ), drawn under the text. */
export function drawWatermark(sheet: PdfSheet, word: string, colour: string): void {
  const { doc } = sheet;
  const { width, height } = doc.page;
  doc.save();
  doc.rotate(-35, { origin: [width / 2, height / 2] });
  doc.font("bold").fontSize(88 * sheet.scale).fillColor(colour).fillOpacity(0.35);
  doc.text(word, 0, height / 2 - 50 * sheet.scale, { width, align: "center", lineBreak: false });
  doc.restore();
  doc.fillOpacity(1).fillColor(colours.ink);
}
