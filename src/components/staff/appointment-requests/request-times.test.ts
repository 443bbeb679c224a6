import { formatWaiting, preferredDateTime } from "@/components/staff/appointment-requests/request-times";

describe("formatWaiting", () => {
  const now = new Date("2026-05-04T12:00:00Z");
  it.each([
    ["2026-05-04T11:59:30Z", "moins d'une minute"],
    ["2026-05-04T11:48:00Z", "12 min"],
    ["2026-05-04T09:00:01Z", "2 h"],
    ["2026-05-01T12:00:00Z", "3 j"],
  ])("since %s reads %s", (since, text) => {
    expect(formatWaiting(since, now)).toBe(text);
  });

  it("never shows a negative wait, nor anything for a bad date", () => {
    expect(formatWaiting("2026-05-04T12:05:00Z", now)).toBe("moins d'une minute");
    expect(formatWaiting("hier", now)).toBe("");
  });
});

describe("preferredDateTime", () => {
  it("joins a preferred date and time for a date-time input", () => {
    expect(preferredDateTime("2026-05-04", "10:30:00")).toBe("2026-05-04T10:30");
  });
});
