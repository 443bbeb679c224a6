import { parseEnv } from "@/server/env";
import { describePurge } from "@/server/retention";
import { retentionPeriodsOf } from "@/server/runtime-values";

describe("retention settings", () => {
  it("keeps requests, messages and notifications 12 months and the audit trail 5 years by default, purging at 03:00", () => {
    const settings = parseEnv({});
    expect(retentionPeriodsOf(settings)).toEqual({ requestsMonths: 12, messagesMonths: 12, notificationsMonths: 12, auditYears: 5 });
    expect(settings.PURGE_HOUR).toBe(3);
    expect(settings.PRACTICE_CNDP_NUMBER).toBeUndefined();
  });

  it("reads other periods, refuses zero, fractions and words, and takes the CNDP number as written", () => {
    const settings = parseEnv({ RETENTION_REQUESTS_MONTHS: "6", RETENTION_AUDIT_YEARS: "10", PURGE_HOUR: "off", PRACTICE_CNDP_NUMBER: " A-GC-123/2026 " });
    expect(retentionPeriodsOf(settings)).toMatchObject({ requestsMonths: 6, auditYears: 10 });
    expect(settings.PURGE_HOUR).toBe("off");
    expect(settings.PRACTICE_CNDP_NUMBER).toBe("A-GC-123/2026");
    expect(parseEnv({ PRACTICE_CNDP_NUMBER: "  " }).PRACTICE_CNDP_NUMBER).toBeUndefined();
    for (const bad of ["0", "1.5", "douze", "-3"]) expect(() => parseEnv({ RETENTION_MESSAGES_MONTHS: bad })).toThrowError(/RETENTION_MESSAGES_MONTHS/);
    expect(() => parseEnv({ RETENTION_AUDIT_YEARS: "101" })).toThrowError(/RETENTION_AUDIT_YEARS must be at most 100/);
  });

  it("prints a dry run's counts and first days kept, saying nothing was deleted", () => {
    const text = describePurge({
      dryRun: true,
      today: "2026-11-24",
      cutoffs: { requests: "2025-11-24", messages: "2025-11-24", notifications: "2025-11-24", audit: "2021-11-24" },
      counts: { appointmentRequests: 3, contactMessages: 2, notifications: 7, auditEvents: 0 },
    });
    expect(text).toContain("Dry run: nothing was deleted");
    expect(text).toContain("appointment requests: 3 (date souhaitée avant le / preferred date before 2025-11-24)");
    expect(text).toContain("audit events: 0 (avant le / before 2021-11-24)");
  });
});
