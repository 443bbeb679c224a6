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
