import { describe, expect, it } from "vitest";
import { documentYear, formatDocumentNumber } from "@/domain/documents/numbering";
import { isLocalAddress } from "@/domain/documents/medical-documents";

describe("document numbers (decision 053)", () => {
  it("take the year of the practice's calendar, not of UTC", () => {
    expect(documentYear(new Date("2026-12-31T22:59:00Z"), "Africa/Casablanca")).toBe(2026);
    expect(documentYear(new Date("2026-12-31T23:00:00Z"), "Africa/Casablanca")).toBe(2027);
    expect(documentYear(new Date("2026-12-31T23:00:00Z"), "UTC")).toBe(2026);
  });

  it("read YYYY-NNNNNN", () => {
    expect(formatDocumentNumber(2026, 123)).toBe("2026-000123");
    expect(formatDocumentNumber(2027, 1)).toBe("2027-000001");
  });
});

describe("isLocalAddress", () => {
  it("names the addresses a phone outside the practice cannot reach", () => {
    for (const url of ["http://localhost:3000", "http://127.0.0.1:3206", "http://10.0.0.5", "http://192.168.1.20:3000", "http://172.20.0.2", "http://cabinet.local", "http://[::1]:3000"]) {
      expect(isLocalAddress(url), url).toBe(true);
    }
    for (const url of ["https://cabinet-alaoui.ma", "https://172.32.0.1", "https://www.example.com/base"]) {
      expect(isLocalAddress(url), url).toBe(false);
    }
  });
});
