import { describe, expect, it } from "vitest";
import { appointmentStatuses, statusTooEarly } from "@/schemas/appointment";

describe("statusTooEarly ('arrivé' and 'vu' from the appointment's day on, issue 32)", () => {
  it("refuses 'arrivé' and 'vu' before the day, with the day in French", () => {
    expect(statusTooEarly("arrive", "2026-10-15", "2026-10-14")).toBe("Un rendez-vous ne peut être marqué « arrivé » qu'à partir de son jour (le jeudi 15 octobre 2026).");
    expect(statusTooEarly("vu", "2026-11-01", "2026-10-14")).toBe("Un rendez-vous ne peut être marqué « vu » qu'à partir de son jour (le dimanche 1er novembre 2026).");
  });

  it("allows them on the day and afterwards (a visit recorded later), and every other status at any time", () => {
    expect(statusTooEarly("arrive", "2026-10-14", "2026-10-14")).toBeNull();
    expect(statusTooEarly("vu", "2026-10-01", "2026-10-14")).toBeNull();
    for (const status of appointmentStatuses.filter((s) => s !== "arrive" && s !== "vu")) {
      expect(statusTooEarly(status, "2027-01-01", "2026-10-14")).toBeNull();
    }
  });
});
