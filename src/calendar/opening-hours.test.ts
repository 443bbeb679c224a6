import { describe, expect, it } from "vitest";
import { defaultWeeklyHours } from "@/calendar/default-hours";
import { closedSlotWarning, type HoursDocument } from "@/calendar/opening-hours";

/** The default week (Mon–Fri 09:00–18:00, Sat 09:00–13:00, Sun closed), a leave, a holiday's estimate and Ramadan's hours. */
const hours: HoursDocument = {
  semaine: defaultWeeklyHours(),
  periodes: [
    {
      id: "ramadan",
      libelle: "Ramadan",
      du: "2026-10-26",
      au: "2026-10-27",
      semaine: { ...defaultWeeklyHours(), "1": [{ debut: "09:00", fin: "12:30" }, { debut: "14:00", fin: "16:00" }], "2": [] },
    },
  ],
  fermetures: [
    { id: "conge", libelle: "Congé annuel", du: "2026-10-21", au: "2026-10-22", estimee: false },
    { id: "aid", libelle: "Aïd al-Fitr", du: "2026-10-23", au: "2026-10-23", estimee: true },
  ],
};
const at = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3));

describe("closedSlotWarning (what a staff booking must confirm, issue 32)", () => {
  it("says nothing of a slot inside the day's hours, touching its ends included", () => {
    expect(closedSlotWarning(hours, "2026-10-15", at("09:00"), 30)).toBeNull();
    expect(closedSlotWarning(hours, "2026-10-15", at("17:30"), 30)).toBeNull();
    expect(closedSlotWarning(hours, "2026-10-17", at("12:30"), 30)).toBeNull();
  });

  it("names a confirmed closure, a Sunday, and a special period's day without hours", () => {
    expect(closedSlotWarning(hours, "2026-10-22", at("10:00"), 30)).toBe("Le cabinet est fermé le jeudi 22 octobre 2026 (Congé annuel).");
    expect(closedSlotWarning(hours, "2026-10-18", at("10:00"), 30)).toBe("Le cabinet est fermé le dimanche 18 octobre 2026.");
    expect(closedSlotWarning(hours, "2026-10-27", at("10:00"), 30)).toBe("Le cabinet est fermé le mardi 27 octobre 2026 (Ramadan).");
  });

  it("gives the day's hours for a slot before opening, after closing, across a break or running past closing time", () => {
    expect(closedSlotWarning(hours, "2026-10-15", at("08:30"), 30)).toBe("En dehors des heures d'ouverture du jeudi 15 octobre 2026 (09:00–18:00).");
    expect(closedSlotWarning(hours, "2026-10-17", at("12:45"), 30)).toBe("En dehors des heures d'ouverture du samedi 17 octobre 2026 (09:00–13:00).");
    expect(closedSlotWarning(hours, "2026-10-26", at("12:15"), 30)).toBe("En dehors des heures d'ouverture du lundi 26 octobre 2026 (09:00–12:30, 14:00–16:00).");
    expect(closedSlotWarning(hours, "2026-10-15", at("17:45"), 30)).not.toBeNull();
  });

  it("points out a holiday's estimated date even inside the hours, as probable", () => {
    expect(closedSlotWarning(hours, "2026-10-23", at("10:00"), 30)).toBe("Jour férié probable le vendredi 23 octobre 2026 : Aïd al-Fitr (date estimée).");
    expect(closedSlotWarning(hours, "2026-10-23", at("19:00"), 30)).toBe(
      "En dehors des heures d'ouverture du vendredi 23 octobre 2026 (09:00–18:00). Jour férié probable le vendredi 23 octobre 2026 : Aïd al-Fitr (date estimée).",
    );
  });
});
