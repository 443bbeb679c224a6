import { describe, expect, it } from "vitest";
import { runForLayout, visualRuns, wrapWords } from "@/server/pdf/bidi-text";

/** The order runs of a right-to-left line are drawn in, left to right (decision 053). */
describe("visualRuns", () => {
  it("keeps a line of Arabic words as one right-to-left run, which fontkit lays out whole", () => {
    expect(visualRuns("قرص واحد يوميا")).toEqual([{ text: "قرص واحد يوميا", rtl: true }]);
  });

  it("puts a number between the Arabic around it, read left to right", () => {
    expect(visualRuns("قرص واحد 10 أيام")).toEqual([
      { text: " أيام", rtl: true },
      { text: "10", rtl: false },
      { text: "قرص واحد ", rtl: true },
    ]);
  });

  it("keeps a Latin word inside Arabic in its own order", () => {
    expect(visualRuns("دواء Doliprane مرتين")).toEqual([
      { text: " مرتين", rtl: true },
      { text: "Doliprane", rtl: false },
      { text: "دواء ", rtl: true },
    ]);
  });

  it("reverses and mirrors a right-to-left run without Arabic letters itself", () => {
    expect(runForLayout({ text: " (", rtl: true })).toBe(") ");
    expect(runForLayout({ text: "قرص (", rtl: true })).toBe("قرص (");
    expect(runForLayout({ text: "10 mg", rtl: false })).toBe("10 mg");
  });
});

describe("wrapWords", () => {
  it("fills lines up to the width, in logical order", () => {
    expect(wrapWords("a bb ccc dd", 6, (line) => line.length)).toEqual(["a bb", "ccc dd"]);
    expect(wrapWords("averyveryverylongword b", 6, (line) => line.length)).toEqual(["averyveryverylongword", "b"]);
  });
});
