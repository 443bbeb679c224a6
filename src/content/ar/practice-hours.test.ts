import { buildArabicPractice, buildPractice, type PracticeSettings } from "@/content/practice";
import { arabicDate, arabicHoursNoticeTitle, arabicMonthYear, longArabicDate } from "@/content/ar/practice-hours";
import { defaultWeeklyHours } from "@/calendar/default-hours";

const settings: PracticeSettings = {
  doctorName: "Yassine Alaoui",
  city: "Rabat",
  address: "12, avenue de l'Exemple",
  phone: "05 37 00 00 00",
  urgentPhone: "06 00 00 00 00",
  email: "contact@example.ma",
  siteUrl: "https://cabinet.example.ma",
  timeZone: "Africa/Casablanca",
  semaine: defaultWeeklyHours(),
  annonces: [
    { kind: "fermeture", libelle: "Fête du Travail", du: "2026-05-01", au: "2026-05-01", estimee: false },
    { kind: "fermeture", libelle: "Aïd al-Adha", du: "2026-05-27", au: "2026-05-28", estimee: true },
    { kind: "periode", libelle: "Ramadan", du: "2027-02-08", au: "2027-03-09", semaine: { ...defaultWeeklyHours(), "6": [] } },
  ],
};

describe("dates in Arabic", () => {
  it("use Western digits and the month names Morocco prints", () => {
    expect(longArabicDate("2026-05-01")).toBe("الجمعة، 1 ماي 2026");
    expect(arabicDate("2026-08-20")).toBe("20 غشت 2026");
    expect(arabicMonthYear("2026-07-01")).toBe("يوليوز 2026");
    expect(arabicMonthYear("2026-12-01")).toBe("دجنبر 2026");
  });

  it("name the pre-filled holidays in Arabic and say when a date is estimated", () => {
    expect(arabicHoursNoticeTitle(settings.annonces![0]!)).toBe("مغلق يوم الجمعة، 1 ماي 2026 (عيد الشغل)");
    expect(arabicHoursNoticeTitle(settings.annonces![1]!)).toBe("مغلق من الأربعاء، 27 ماي 2026 إلى الخميس، 28 ماي 2026 (عيد الأضحى، تاريخ تقديري)");
    expect(arabicHoursNoticeTitle({ kind: "fermeture", libelle: "Inventaire", du: "2026-06-02", au: "2026-06-02", estimee: false })).toContain("(Inventaire)");
  });
});

describe("the practice on the Arabic pages", () => {
  it("has the French practice's identity with its name, week and notices in Arabic", () => {
    const french = buildPractice(settings);
    const arabic = buildArabicPractice(settings);
    expect(arabic.phone).toBe(french.phone);
    expect(arabic.siteName).toBe("عيادة الدكتور Yassine Alaoui");
    expect(arabic.openingHours).toEqual([
      { days: "الاثنين - الجمعة", hours: "09:00 - 18:00" },
      { days: "السبت", hours: "09:00 - 13:00" },
    ]);
    expect(arabic.closedDays).toEqual(["الأحد"]);
    expect(arabic.hoursNotices[2]).toEqual({ title: "رمضان، من الاثنين، 8 فبراير 2027 إلى الثلاثاء، 9 مارس 2027", hours: [{ days: "الاثنين - الجمعة", hours: "09:00 - 18:00" }] });
    // The French practice is unchanged.
    expect(french.openingHours[0]).toEqual({ days: "Lundi - Vendredi", hours: "09:00 - 18:00" });
  });
});
