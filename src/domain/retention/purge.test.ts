import { purgeCutoffs, purgeHourReached, subtractMonths } from "@/domain/retention/purge";

describe("retention cut-offs", () => {
  it("counts whole calendar months back, the day clamped to the shorter month's last", () => {
    expect(subtractMonths("2026-11-24", 12)).toBe("2025-11-24");
    expect(subtractMonths("2026-03-31", 1)).toBe("2026-02-28");
    expect(subtractMonths("2028-03-31", 1)).toBe("2028-02-29");
    expect(subtractMonths("2026-01-15", 2)).toBe("2025-11-15");
    expect(subtractMonths("2026-02-28", 60)).toBe("2021-02-28");
  });

  it("gives each kind its own first day kept", () => {
    expect(purgeCutoffs({ requestsMonths: 6, messagesMonths: 12, notificationsMonths: 3, auditYears: 5 }, "2026-11-24")).toEqual({
      requests: "2026-05-24",
      messages: "2025-11-24",
      notifications: "2026-08-24",
      audit: "2021-11-24",
    });
  });

  it("waits for the purge hour on the practice's clock", () => {
    // Casablanca is UTC+1 in November: 01:30 UTC is 02:30 there.
    expect(purgeHourReached(3, "Africa/Casablanca", new Date("2026-11-24T01:30:00Z"))).toBe(false);
    expect(purgeHourReached(3, "Africa/Casablanca", new Date("2026-11-24T02:00:00Z"))).toBe(true);
  });
});
