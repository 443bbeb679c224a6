import bidiFactory from "bidi-js";

/**
 * Right-to-left text in a PDF (decision 053). PDFKit lays text out with fontkit, which shapes
 * Arabic (joining forms, lam-alef) and draws a right-to-left run from right to left, but knows no
 * bidirectional algorithm: a line that mixes Arabic with digits or Latin words comes out in the
 * wrong order, and PDFKit, when given no OpenType features, lays each word out on its own, which
 * puts the words of an Arabic line left to right. So a line is cut into runs of one direction
 * by the Unicode bidirectional algorithm (bidi-js), the runs are put in visual order (rule L2),
 * and each is drawn whole, with features named so that fontkit shapes the run as one.
 */

const bidi = bidiFactory();

export type DirectionalRun = { text: string; rtl: boolean };

const ARABIC_LETTER = /[\u0600-\u06FF\u0750-\u077F\u08A0-\u08FF\uFB50-\uFDFF\uFE70-\uFEFF]/;

export function hasArabic(text: string): boolean {
  return ARABIC_LETTER.test(text);
}

/** The runs of one line, left to right as they are to be drawn, each in logical order. */
export function visualRuns(line: string, base: "rtl" | "ltr" = "rtl"): DirectionalRun[] {
  if (line === "") return [];
  const { levels } = bidi.getEmbeddingLevels(line, base);
  const runs: { text: string; level: number }[] = [];
  for (let index = 0; index < line.length; index += 1) {
    const level = levels[index]!;
    const last = runs.at(-1);
    if (last && last.level === level) last.text += line[index];
    else runs.push({ text: line[index]!, level });
  }
  const highest = Math.max(...runs.map((run) => run.level));
  const lowestOdd = Math.min(...runs.map((run) => (run.level % 2 === 1 ? run.level : Infinity)));
  // L2: from the highest level down to the lowest odd one, reverse each sequence of runs at that level or above.
  for (let level = highest; level >= lowestOdd && Number.isFinite(lowestOdd); level -= 1) {
    let start = 0;
    while (start < runs.length) {
      if (runs[start]!.level < level) {
        start += 1;
        continue;
      }
      let end = start;
      while (end + 1 < runs.length && runs[end + 1]!.level >= level) end += 1;
      runs.splice(start, end - start + 1, ...runs.slice(start, end + 1).reverse());
      start = end + 1;
    }
  }
  return runs.map((run) => ({ text: run.text, rtl: run.level % 2 === 1 }));
}

/**
 * What to hand the layout engine for a run: fontkit reverses a run of Arabic script itself; a
 * right-to-left run without Arabic letters (spaces, punctuation) is reversed and mirrored here.
 */
export function runForLayout(run: DirectionalRun): string {
  if (!run.rtl || hasArabic(run.text)) return run.text;
  return [...run.text]
    .reverse()
    .map((char) => bidi.getMirroredCharacter(char) ?? char)
    .join("");
}

/** The logical words of `text` grouped into lines no wider than `maxWidth` by `measure`. */
export function wrapWords(text: string, maxWidth: number, measure: (line: string) => number): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split("\n")) {
    let line = "";
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      const candidate = line ? `${line} ${word}` : word;
      if (line && measure(candidate) > maxWidth) {
        lines.push(line);
        line = word;
      } else {
        line = candidate;
      }
    }
    lines.push(line);
  }
  return lines;
}

