import QRCode from "qrcode";

/** A QR code drawn as vector squares (sharp at any print size), `size` points wide, top-left at x, y. */
export function drawQrCode(doc: PDFKit.PDFDocument, text: string, x: number, y: number, size: number): void {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: "M" });
  const cell = size / modules.size;
  doc.save();
  for (let row = 0; row < modules.size; row += 1) {
    for (let column = 0; column < modules.size; column += 1) {
      if (modules.get(row, column)) doc.rect(x + column * cell, y + row * cell, cell + 0.01, cell + 0.01);
    }
  }
  doc.fillColor("#000000").fill();
  doc.restore();
}
