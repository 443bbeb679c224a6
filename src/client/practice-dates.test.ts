import { describe, expect, it } from "vitest";
import { formatCalendarDate, formatInstant, formatWallClock, nowForDateTimeInput } from "@/client/practice-dates";

const RABAT = "Africa/Casablanca";

describe("practice dates", () => {
  it("writes calendar dates dd/MM/yyyy without shifting them through a time zone", () => {
    expect(formatCalendarDate("1984-02-29")).toBe("29/02/1984");
    expect(formatCalendarDate("2026-01-01")).toBe("01/01/2026");
    expect(formatCalendarDate("")).toBe("");
  });

  it("writes wall-clock times HH:mm", () => {
    expect(formatWallClock("09:30:00")).toBe("09:30");
    expect(formatWallClock("18:05")).toBe("18:05");
  });

  it("shows an instant on the practice's clock, following Morocco's Ramadan change", () => {
    expect(formatInstant("2026-06-15T09:05:00Z", RABAT)).toBe("15/06/2026 10:05");
    expect(formatInstant("2026-03-01T09:05:00Z", RABAT)).toBe("01/03/2026 09:05");
    expect(formatInstant("2026-06-15T23:30:00Z", RABAT)).toBe("16/06/2026 00:30");
    expect(formatInstant("2026-06-15T09:05:00Z", "Europe/Paris")).toBe("15/06/2026 11:05");
  });

  it("gives 'now' to the minute for a datetime-local input, on the practice's clock", () => {
    expect(nowForDateTimeInput(RABAT, new Date("2026-06-20T09:42:37.900Z"))).toBe("2026-06-20T10:42");
    expect(nowForDateTimeInput(RABAT, new Date("2026-12-31T23:59:59Z"))).toBe("2027-01-01T00:59");
  });
});
