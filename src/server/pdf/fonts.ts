import { readFileSync } from "node:fs";
import path from "node:path";

/**
 * The fonts every PDF of the practice embeds (decision 053), committed under assets/fonts with
 * their licences (SIL Open Font License 1.1): Noto Sans (Latin, subset to the Latin blocks) and
 * Amiri (Arabic, shaped by fontkit). PDFKit embeds only the glyphs a document uses.
 */
export const FONT_DIR = path.join(process.cwd(), "assets", "fonts");

export const fontFiles = {
  regular: "NotoSans-Regular.ttf",
  bold: "NotoSans-Bold.ttf",
  arabic: "Amiri-Regular.ttf",
} as const;

export type FontName = keyof typeof fontFiles;

let loaded: Record<FontName, Buffer> | undefined;

/** The font files, read once per process. */
export function fontBuffers(): Record<FontName, Buffer> {
  loaded ??= {
    regular: readFileSync(path.join(FONT_DIR, fontFiles.regular)),
    bold: readFileSync(path.join(FONT_DIR, fontFiles.bold)),
    arabic: readFileSync(path.join(FONT_DIR, fontFiles.arabic)),
  };
  return loaded;
}
