import { formatDisplayDate, isPlainDate, parseDisplayDate } from "@/calendar/display-date";
import { frenchMonthYear, longFrenchDate } from "@/calendar/names";
import { addDays, addMonths, daysBetween, daysFrom, isoWeekday, monthStart, weekStart } from "@/calendar/plain-date";
import { hourIn, startOfDayIn, todayIn } from "@/calendar/zone";

const RABAT = "Africa/Casablanca";

describe("plain dates", () => {
  it("adds days across months, years and a leap day, whatever the clocks do", () => {
    expect(addDays("2026-02-28", 1)).toBe("2026-03-01");
    expect(addDays("2028-02-28", 1)).toBe("2028-02-29");
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
    expect(addDays("2026-01-01", -1)).toBe("2025-12-31");
    // Across Morocco's Ramadan clock changes (February and March 2026).
    expect(addDays("2026-02-14", 1)).toBe("2026-02-15");
    expect(addDays("2026-03-21", 2)).toBe("2026-03-23");
  });

  it("adds months, keeping the day or taking the month's last", () => {
    expect(addMonths("2026-01-31", 1)).toBe("2026-02-28");
    expect(addMonths("2026-03-15", -1)).toBe("2026-02-15");
    expect(addMonths("2026-12-10", 1)).toBe("2027-01-10");
  });

  it("gives ISO weekdays, Monday-first weeks and month starts", () => {
    expect(isoWeekday("2026-11-26")).toBe("4"); // a Thursday
    expect(isoWeekday("2026-11-29")).toBe("7");
    expect(weekStart("2026-11-29")).toBe("2026-11-23");
    expect(weekStart("2026-11-23")).toBe("2026-11-23");
    expect(weekStart("2027-01-01")).toBe("2026-12-28");
    expect(monthStart("2026-11-26")).toBe("2026-11-01");
  });

  it("counts and lists the days between two dates", () => {
    expect(daysFrom("2026-11-26", "2026-12-03")).toBe(7);
    expect(daysFrom("2026-12-03", "2026-11-26")).toBe(-7);
    expect(daysBetween("2026-12-30", "2027-01-02")).toEqual(["2026-12-30", "2026-12-31", "2027-01-01", "2027-01-02"]);
  });

  it("reads and writes dd/mm/yyyy, refusing what is no date", () => {
    expect(parseDisplayDate(" 29/02/2028 ")).toBe("2028-02-29");
    expect(parseDisplayDate("29/02/2027")).toBeNull();
    expect(parseDisplayDate("01/01/0999")).toBeNull();
    expect(formatDisplayDate("2026-07-05")).toBe("05/07/2026");
    expect(isPlainDate("2026-04-31")).toBe(false);
    expect(isPlainDate("2026-04-30")).toBe(true);
  });

  it("names days and months in French, from one table", () => {
    expect(longFrenchDate("2026-05-01")).toBe("vendredi 1er mai 2026");
    expect(frenchMonthYear("2026-08-14")).toBe("août 2026");
  });
});

describe("the practice's zone", () => {
  it("places today, the hour and a day's start on Casablanca's clock, Ramadan included", () => {
    expect(todayIn(RABAT, new Date("2026-11-26T23:30:00Z"))).toBe("2026-11-27");
    expect(todayIn(RABAT, new Date("2026-03-01T23:30:00Z"))).toBe("2026-03-01"); // UTC+0 during Ramadan
    expect(hourIn(RABAT, new Date("2026-11-26T09:00:00Z"))).toBe(10);
    expect(startOfDayIn("2026-11-26", RABAT).toISOString()).toBe("2026-11-25T23:00:00.000Z");
  });
});
