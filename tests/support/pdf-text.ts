import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";

/**
 * The text of a PDF as a reader gets it: poppler's pdftotext (poppler-utils, installed by .ci/run),
 * in its default reading order, which puts a right-to-left line's characters in logical order.
 */
export function pdfText(bytes: Uint8Array): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), "cabinet-pdf-"));
  try {
    const file = path.join(dir, "document.pdf");
    writeFileSync(file, bytes);
    return execFileSync("pdftotext", ["-enc", "UTF-8", file, "-"], { encoding: "utf8" });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * The text of each line of the first page that holds Arabic, each read on its own. poppler takes
 * one direction for a whole page (from its letters' majority): on a French page it reads a line
 * that mixes Arabic and digits as a left-to-right paragraph with right-to-left pieces; cropped to
 * the line, it reads it as a reader of Arabic does, right to left, in logical order.
 */
export function arabicLinesOf(bytes: Uint8Array): string[] {
  const dir = mkdtempSync(path.join(os.tmpdir(), "cabinet-pdf-"));
  try {
    const file = path.join(dir, "document.pdf");
    writeFileSync(file, bytes);
    const layout = execFileSync("pdftotext", ["-f", "1", "-l", "1", "-bbox-layout", file, "-"], { encoding: "utf8" });
    const lines = [...layout.matchAll(/<line xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([\s\S]*?)<\/line>/g)];
    return lines
      .filter((line) => /\p{Script=Arabic}/u.test(line[5]!))
      .map(([, xMin, yMin, xMax, yMax]) => {
        const [x, y, w, h] = [Math.floor(Number(xMin)) - 1, Math.floor(Number(yMin)) - 1, Math.ceil(Number(xMax) - Number(xMin)) + 2, Math.ceil(Number(yMax) - Number(yMin)) + 2];
        const text = execFileSync("pdftotext", ["-f", "1", "-l", "1", "-enc", "UTF-8", "-x", String(x), "-y", String(y), "-W", String(w), "-H", String(h), file, "-"], { encoding: "utf8" });
        // The bidi controls poppler wraps pieces in are for display, not letters.
        return text.replace(/[\u202A-\u202E\f]/g, "").trim();
      });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The number of pages and the page size in points (pdfinfo). */
export function pdfInfo(bytes: Uint8Array): { pages: number; width: number; height: number } {
  const dir = mkdtempSync(path.join(os.tmpdir(), "cabinet-pdf-"));
  try {
    const file = path.join(dir, "document.pdf");
    writeFileSync(file, bytes);
    const info = execFileSync("pdfinfo", [file], { encoding: "utf8" });
    const size = /Page size:\s+([\d.]+) x ([\d.]+)/.exec(info)!;
    return { pages: Number(/Pages:\s+(\d+)/.exec(info)![1]), width: Number(size[1]), height: Number(size[2]) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
