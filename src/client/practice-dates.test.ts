import { describe, expect, it } from "vitest";
import type { UtcOffsetTable } from "@/calendar/utc-offsets";
import { adoptServerUtcOffsets, formatCalendarDate, formatInstant, formatWallClock, nowForDateTimeInput, practiceToday } from "@/client/practice-dates";

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

  it("gives the practice's date today at a fixed instant, the day after on its clock late in the UTC evening", () => {
    expect(practiceToday(RABAT, new Date("2026-10-14T09:00:00Z"))).toBe("2026-10-14");
    expect(practiceToday(RABAT, new Date("2026-12-31T23:30:00Z"))).toBe("2027-01-01");
  });

  it("uses the server's offsets when the staff area gives them, not the browser's time-zone data", () => {
    // A zone the browser does not know at all: only the server's table can place it.
    const table: UtcOffsetTable = {
      timeZone: "Test/Server-Offsets",
      from: Date.UTC(2026, 0, 1),
      to: Date.UTC(2028, 0, 1),
      changes: [
        { at: Date.UTC(2026, 0, 1), offsetMinutes: 60 },
        { at: Date.UTC(2027, 1, 7, 2), offsetMinutes: 0 },
      ],
    };
    adoptServerUtcOffsets(table);
    expect(formatInstant("2026-11-24T09:30:00Z", table.timeZone)).toBe("24/11/2026 10:30");
    expect(formatInstant("2027-02-07T01:59:00Z", table.timeZone)).toBe("07/02/2027 02:59");
    expect(formatInstant("2027-02-07T02:00:00Z", table.timeZone)).toBe("07/02/2027 02:00");
    expect(nowForDateTimeInput(table.timeZone, new Date("2026-12-31T23:30:00Z"))).toBe("2027-01-01T00:30");
  });

  it("falls back to the browser's data outside the server's table", () => {
    adoptServerUtcOffsets({
      timeZone: "Europe/Paris",
      from: Date.UTC(2030, 0, 1),
      to: Date.UTC(2031, 0, 1),
      changes: [{ at: Date.UTC(2030, 0, 1), offsetMinutes: 0 }],
    });
    expect(formatInstant("2026-07-01T08:00:00Z", "Europe/Paris")).toBe("01/07/2026 10:00");
    expect(formatInstant("2030-07-01T08:00:00Z", "Europe/Paris")).toBe("01/07/2030 08:00");
  });
});
