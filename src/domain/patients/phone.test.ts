import { normalizePhone, readPhoneQuery, samePhone } from "@/domain/patients/phone";

describe("normalizePhone", () => {
  it.each([
    ["0612345678", "212612345678"],
    ["06 12 34 56 78", "212612345678"],
    ["06.12.34.56.78", "212612345678"],
    ["06-12-34-56-78", "212612345678"],
    ["+212 6 12 34 56 78", "212612345678"],
    ["+212612345678", "212612345678"],
    ["00212612345678", "212612345678"],
    ["00 212 6 12 34 56 78", "212612345678"],
    ["+212 (0)6 12 34 56 78", "212612345678"],
    ["+212 06 12 34 56 78", "212612345678"],
    ["6 12 34 56 78", "212612345678"],
    ["212612345678", "212612345678"],
    ["  0537 00 00 00 ", "212537000000"],
    ["07 00 11 22 33", "212700112233"],
  ])("reads %j as the Moroccan number %s", (written, canonical) => {
    expect(normalizePhone(written)).toBe(canonical);
  });

  it.each([
    ["+33 6 12 34 56 78", "33612345678"],
    ["0033 6 12 34 56 78", "33612345678"],
    ["+33 (0)6 12 34 56 78", "33612345678"],
    ["+1 415 555 0100", "14155550100"],
  ])("keeps the country code of the foreign number %j", (written, canonical) => {
    expect(normalizePhone(written)).toBe(canonical);
  });

  it("keeps the digits of a number it cannot place, and gives nothing for no digits", () => {
    expect(normalizePhone("01 23 45 67 89")).toBe("0123456789");
    expect(normalizePhone("12345")).toBe("12345");
    expect(normalizePhone("abc")).toBe("");
  });

  it("does not confuse a Moroccan mobile written nationally with the same digits in France", () => {
    expect(samePhone("06 12 34 56 78", "+33 6 12 34 56 78")).toBe(false);
  });
});

describe("samePhone", () => {
  it("matches every format of one number with every other", () => {
    const formats = ["0612345678", "06 12 34 56 78", "+212 6 12 34 56 78", "00212612345678"];
    for (const a of formats) for (const b of formats) expect(samePhone(a, b)).toBe(true);
  });

  it("never matches a missing or too short number", () => {
    expect(samePhone("", "")).toBe(false);
    expect(samePhone(null, "0612345678")).toBe(false);
    expect(samePhone("1234", "1234")).toBe(false);
    expect(samePhone("0612345678", "0612345679")).toBe(false);
  });
});

describe("readPhoneQuery", () => {
  it("reads a whole number in any format as its canonical form", () => {
    for (const text of ["0612345678", "06 12 34 56 78", "+212 6 12 34 56 78", "00212612345678", "612345678"]) {
      expect(readPhoneQuery(text)).toEqual({ kind: "whole", digits: "212612345678" });
    }
    expect(readPhoneQuery("+33 6 12 34 56 78")).toEqual({ kind: "whole", digits: "33612345678" });
  });

  it("reads a part of a number as digits to find inside numbers", () => {
    expect(readPhoneQuery("34 56 78")).toEqual({ kind: "fragment", digits: "345678" });
    expect(readPhoneQuery("1234")).toEqual({ kind: "fragment", digits: "1234" });
    expect(readPhoneQuery("06 12 34")).toEqual({ kind: "fragment", digits: "61234" });
  });

  it("is not a phone number when it holds letters or too few digits", () => {
    expect(readPhoneQuery("Benali")).toBeNull();
    expect(readPhoneQuery("Ben 06")).toBeNull();
    expect(readPhoneQuery("123")).toBeNull();
    // Leading zeros say nothing about where a fragment sits in the canonical number.
    expect(readPhoneQuery("0612")).toBeNull();
    expect(readPhoneQuery("")).toBeNull();
  });
});
