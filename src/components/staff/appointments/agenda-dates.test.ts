import { addDays, daysBetween, formatLongDay, formatWeek, minutesOf, startOfWeek, timeOf } from "@/components/staff/appointments/agenda-dates";

describe("agenda dates", () => {
  it("counts days across month, year and clock changes without skipping one", () => {
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
    expect(addDays("2026-03-01", -1)).toBe("2026-02-28");
    // Morocco goes to UTC+0 for Ramadan on 15 February 2026 and back on 22 March.
    expect(daysBetween("2026-02-14", "2026-02-16")).toEqual(["2026-02-14", "2026-02-15", "2026-02-16"]);
    expect(daysBetween("2026-03-21", "2026-03-23")).toEqual(["2026-03-21", "2026-03-22", "2026-03-23"]);
  });

  it("starts weeks on Monday", () => {
    expect(startOfWeek("2026-11-29")).toBe("2026-11-23");
    expect(startOfWeek("2026-11-23")).toBe("2026-11-23");
  });

  it("writes days and weeks in French", () => {
    expect(formatLongDay("2026-11-23")).toBe("Lundi 23 novembre 2026");
    expect(formatWeek("2026-11-23")).toBe("Semaine du 23 au 29 novembre 2026");
    expect(formatWeek("2026-11-30")).toBe("Semaine du 30 novembre au 6 décembre 2026");
  });

  it("turns times into minutes and back", () => {
    expect(minutesOf("10:05")).toBe(605);
    expect(timeOf(605)).toBe("10:05");
    expect(timeOf(0)).toBe("00:00");
  });
});
