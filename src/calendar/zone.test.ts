import { describe, expect, it } from "vitest";
import { addDays } from "@/calendar/plain-date";
import { parseDateTime, todayIn, wallClockIn } from "@/calendar/zone";

const tz = "Africa/Casablanca";

describe("todayIn", () => {
  it("gives the calendar date in the practice's time zone, not the server's", () => {
    // 23:30 UTC on 14 July is already 15 July in Casablanca (UTC+1), still 14 July in New York.
    const instant = new Date("2025-07-14T23:30:00Z");
    expect(todayIn(tz, instant)).toBe("2025-07-15");
    expect(todayIn("America/New_York", instant)).toBe("2025-07-14");
    // During Ramadan 2025 Morocco is on UTC+0.
    expect(todayIn(tz, new Date("2025-03-10T23:30:00Z"))).toBe("2025-03-10");
  });
});

describe("addDays", () => {
  it("crosses months, leap days and years", () => {
    expect(addDays("2024-02-28", 1)).toBe("2024-02-29");
    expect(addDays("2025-12-31", 1)).toBe("2026-01-01");
    expect(addDays("2025-03-01", -1)).toBe("2025-02-28");
  });
});

describe("parseDateTime", () => {
  it.each([
    ["2025-07-15T10:30", "2025-07-15T09:30:00.000Z"],
    ["2025-03-10T10:30", "2025-03-10T10:30:00.000Z"],
    ["2025-07-15T10:30:15.1234", "2025-07-15T09:30:15.123Z"],
    ["2025-07-15T10:30Z", "2025-07-15T10:30:00.000Z"],
    ["2025-07-15T10:30+0530", "2025-07-15T05:00:00.000Z"],
    ["2025-07-15T10:30-03:00", "2025-07-15T13:30:00.000Z"],
    // Clocks go forward on 6 April 2025 at 02:00: 02:30 does not exist and is read as 03:30.
    ["2025-04-06T02:30", "2025-04-06T02:30:00.000Z"],
    // Clocks go back on 23 February 2025 at 03:00: 02:30 happens twice, the first is taken.
    ["2025-02-23T02:30", "2025-02-23T01:30:00.000Z"],
  ])("reads %s as %s", (value, instant) => {
    expect(parseDateTime(value, tz)?.toISOString()).toBe(instant);
  });

  it.each(["2025-02-29T10:00", "2025-13-01T10:00", "2025-07-15T24:00", "2025-07-15T10:60", "0000-01-01T00:00", "0099-01-01T00:00", "2025-07-15", "2025-07-15T10:30+24:00", "x"])(
    "refuses %s",
    (value) => {
      expect(parseDateTime(value, tz)).toBeNull();
    },
  );
});

describe("wallClockIn", () => {
  it("places an instant on the practice's clock: its date and minutes after midnight, Ramadan's offset and midnight included", () => {
    // UTC+1: 23:30 UTC is already the next day in Casablanca.
    expect(wallClockIn(new Date("2026-10-14T23:30:00Z"), tz)).toEqual({ date: "2026-10-15", minutes: 30 });
    expect(wallClockIn(new Date("2026-10-14T09:00:00Z"), tz)).toEqual({ date: "2026-10-14", minutes: 600 });
    // 1 March 2026 falls in Ramadan, when Morocco is on UTC+0.
    expect(wallClockIn(new Date("2026-03-01T09:05:00Z"), tz)).toEqual({ date: "2026-03-01", minutes: 545 });
  });
});
