import { describe, expect, it } from "vitest";
import { openingHoursHint } from "@/components/site/opening-hours-hint";
import { appointmentFormCopyAr } from "@/content/ar/public-forms";
import { appointmentFormCopyFr } from "@/content/public-forms";
import type { HoursDocument } from "@/calendar/opening-hours";

const day = [{ debut: "09:00", fin: "12:30" }, { debut: "15:00", fin: "18:00" }];
const hours: HoursDocument = {
  semaine: { "1": day, "2": day, "3": day, "4": day, "5": day, "6": [{ debut: "09:00", fin: "12:30" }], "7": [] },
  periodes: [{ id: "r", libelle: "Ramadan", du: "2027-02-08", au: "2027-03-09", semaine: { "1": [{ debut: "10:00", fin: "15:00" }], "2": [], "3": [], "4": [], "5": [], "6": [], "7": [] } }],
  fermetures: [
    { id: "t", libelle: "Fête du Trône", du: "2026-07-30", au: "2026-07-30", estimee: false },
    { id: "a", libelle: "Aïd al-Adha", du: "2027-05-17", au: "2027-05-17", estimee: true },
  ],
};
const fr = appointmentFormCopyFr.timeHint;

describe("openingHoursHint", () => {
  it("is silent within the hours, or until the date and time are complete", () => {
    expect(openingHoursHint(hours, "2026-07-17", "10:00", fr)).toBeNull();
    expect(openingHoursHint(hours, "2026-07-17", "17:59:00", fr)).toBeNull();
    expect(openingHoursHint(hours, null, "23:30", fr)).toBeNull();
    expect(openingHoursHint(hours, "2026-07-17", "", fr)).toBeNull();
    expect(openingHoursHint(undefined, "2026-07-17", "23:30", fr)).toBeNull();
  });

  it("gives the day's hours outside them, the closing time included", () => {
    expect(openingHoursHint(hours, "2026-07-17", "23:30", fr)).toContain("(le vendredi : 09:00 - 12:30, 15:00 - 18:00)");
    expect(openingHoursHint(hours, "2026-07-17", "13:00", fr)).toContain("le vendredi");
    expect(openingHoursHint(hours, "2026-07-18", "12:30", fr)).toContain("(le samedi : 09:00 - 12:30)");
    expect(openingHoursHint(hours, "2026-07-18", "08:59", appointmentFormCopyAr.timeHint, "ar")).toContain("(السبت: 09:00-12:30)");
  });

  it("reads special periods and confirmed closures; an estimated holiday keeps the usual hours", () => {
    expect(openingHoursHint(hours, "2027-02-08", "16:00", fr)).toContain("(le lundi : 10:00 - 15:00)");
    expect(openingHoursHint(hours, "2027-02-08", "11:00", fr)).toBeNull();
    expect(openingHoursHint(hours, "2026-07-30", "10:00", fr)).toBe("Le cabinet est fermé ce jour-là.");
    expect(openingHoursHint(hours, "2026-07-19", "10:00", fr)).toBe("Le cabinet est fermé ce jour-là.");
    expect(openingHoursHint(hours, "2027-05-17", "10:00", fr)).toBeNull();
  });
});
