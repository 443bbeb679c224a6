import { arabicMonths, arabicPrivacySectionsFor, arabicYears } from "@/content/ar/privacy";

describe("the Arabic privacy page", () => {
  it("says the retention periods as Arabic counts them", () => {
    expect([1, 2, 3, 10, 12, 24].map(arabicMonths)).toEqual(["شهر واحد", "شهران", "3 أشهر", "10 أشهر", "12 شهرًا", "24 شهرًا"]);
    expect([1, 2, 5, 20].map(arabicYears)).toEqual(["سنة واحدة", "سنتان", "5 سنوات", "20 سنة"]);
  });

  it("states the configured periods and the CNDP number, with no placeholder left", () => {
    const sections = arabicPrivacySectionsFor({
      siteName: "عيادة الدكتور Yassine Alaoui",
      cndpNumber: "D-123/2026",
      retention: { requestsMonths: 12, messagesMonths: 6, notificationsMonths: 12, auditYears: 5 },
    } as Parameters<typeof arabicPrivacySectionsFor>[0]);
    const text = sections.flatMap((section) => [...section.paragraphs, ...(section.list ?? [])]).join("\n");
    expect(text).not.toMatch(/\{\w+\}/);
    expect(text).toContain("رسائل الاتصال: 6 أشهر بعد استلامها.");
    expect(text).toContain("(التتبّع): 5 سنوات.");
    expect(sections[0]!.paragraphs.at(-1)).toContain("D-123/2026");
  });
});
