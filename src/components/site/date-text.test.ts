import { acceptedDate, localIsoDate, maskDateInput } from "@/components/site/date-text";
import { formatDisplayDate, parseDisplayDate } from "@/calendar/display-date";

describe("maskDateInput", () => {
  it("inserts the slashes as digits are typed and drops anything else", () => {
    expect(maskDateInput("1")).toBe("1");
    expect(maskDateInput("15")).toBe("15");
    expect(maskDateInput("15/")).toBe("15/");
    expect(maskDateInput("150")).toBe("15/0");
    expect(maskDateInput("15/07/")).toBe("15/07/");
    expect(maskDateInput("150720261")).toBe("15/07/2026");
    expect(maskDateInput("15.07.2026")).toBe("15/07/2026");
    expect(maskDateInput("ab")).toBe("");
  });

  it("lets a slash be deleted with the backspace key", () => {
    expect(maskDateInput("15/07")).toBe("15/07");
    expect(maskDateInput("15/0")).toBe("15/0");
    expect(maskDateInput("15")).toBe("15");
  });
});

describe("parseDisplayDate", () => {
  it("reads real calendar dates only", () => {
    expect(parseDisplayDate("15/07/2026")).toBe("2026-07-15");
    expect(parseDisplayDate("29/02/2028")).toBe("2028-02-29");
    expect(parseDisplayDate("29/02/2027")).toBeNull();
    expect(parseDisplayDate("31/04/2026")).toBeNull();
    expect(parseDisplayDate("15/07/26")).toBeNull();
    expect(parseDisplayDate("")).toBeNull();
  });
});

describe("acceptedDate", () => {
  it("refuses dates before the earliest one", () => {
    expect(acceptedDate("14/07/2026", "2026-07-15")).toBeNull();
    expect(acceptedDate("15/07/2026", "2026-07-15")).toBe("2026-07-15");
    expect(acceptedDate("01/01/2027", "2026-07-15")).toBe("2027-01-01");
  });
});

describe("formatDisplayDate and localIsoDate", () => {
  it("format dates for display and for comparison", () => {
    expect(formatDisplayDate("2026-07-05")).toBe("05/07/2026");
    expect(localIsoDate(new Date(2026, 0, 9, 23, 30))).toBe("2026-01-09");
  });
});
