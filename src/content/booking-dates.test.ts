import { bookingDayChip, bookingDayTitle } from "@/content/booking-dates";

describe("the booking pages' days", () => {
  it("are written in French as the rest of the site writes them", () => {
    expect(bookingDayTitle("2026-05-01", "fr")).toBe("vendredi 1er mai 2026");
    expect(bookingDayTitle("2026-12-03", "fr")).toBe("jeudi 3 décembre 2026");
    expect(bookingDayChip("2026-07-14", "fr")).toEqual({ weekday: "mar.", day: "14", month: "juil." });
    expect(bookingDayChip("2026-02-09", "fr")).toEqual({ weekday: "lun.", day: "9", month: "févr." });
  });

  it("are written in Arabic with Morocco's month names and Western digits", () => {
    expect(bookingDayTitle("2026-05-01", "ar")).toBe("الجمعة 1 ماي 2026");
    expect(bookingDayTitle("2026-08-17", "ar")).toBe("الاثنين 17 غشت 2026");
    expect(bookingDayChip("2026-12-03", "ar")).toEqual({ weekday: "الخميس", day: "3", month: "دجنبر" });
  });
});
