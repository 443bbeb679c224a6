import { describe, expect, it } from "vitest";
import { fixedHolidays, hijriDate, moroccanPublicHolidays, moroccanPublicHolidaysFrom, religiousHolidays } from "@/calendar/moroccan-holidays";
import { closedDayMessage, dayHours, isConfirmedClosedDay, openingHoursSpecification, upcomingHoursNotices, weeklyHoursRows } from "@/calendar/opening-hours";
import { addDays, isoWeekday } from "@/calendar/plain-date";
import { defaultPracticeHours, defaultWeeklyHours } from "@/calendar/default-hours";
import { practiceHoursInput, type Closure, type PracticeHours, type WeeklyHours } from "@/schemas/practice-hours";
import { buildPractice } from "@/content/practice";
import { practiceStructuredData } from "@/content/structured-data";

const closed = (): WeeklyHours => ({ "1": [], "2": [], "3": [], "4": [], "5": [], "6": [], "7": [] });

function hoursWith(overrides: Partial<PracticeHours> = {}): PracticeHours {
  return { semaine: defaultWeeklyHours(), periodes: [], fermetures: [], misAJourLe: null, ...overrides };
}

const closure = (overrides: Partial<Closure>): Closure => ({
  id: "c1",
  libelle: "Congé annuel",
  du: "2026-07-01",
  au: "2026-07-15",
  nature: "conge",
  estimee: false,
  ...overrides,
});

describe("isoWeekday and addDays", () => {
  it("computes the weekday from the date string, whatever the device's zone", () => {
    expect(isoWeekday("2026-05-01")).toBe("5"); // a Friday
    expect(isoWeekday("2026-05-03")).toBe("7"); // a Sunday
    expect(isoWeekday("2026-05-04")).toBe("1");
    expect(isoWeekday("2024-02-29")).toBe("4");
  });
  it("moves across months and years", () => {
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
    expect(addDays("2026-03-01", -1)).toBe("2026-02-28");
  });
});

describe("dayHours", () => {
  it("gives the usual week's hours", () => {
    expect(dayHours(hoursWith(), "2026-05-04")).toEqual({ ranges: [{ debut: "09:00", fin: "18:00" }], closure: null, period: null });
    expect(dayHours(hoursWith(), "2026-05-09").ranges).toEqual([{ debut: "09:00", fin: "13:00" }]);
    expect(dayHours(hoursWith(), "2026-05-10").ranges).toEqual([]);
  });

  it("lets a special period replace the week, and a closure win over both", () => {
    const ramadan = { id: "p1", libelle: "Ramadan", du: "2026-02-18", au: "2026-03-19", semaine: { ...closed(), "1": [{ debut: "10:00", fin: "15:00" }] } };
    const leave = closure({ du: "2026-03-02", au: "2026-03-02", libelle: "Formation" });
    const hours = hoursWith({ periodes: [ramadan], fermetures: [leave] });
    expect(dayHours(hours, "2026-02-23")).toEqual({ ranges: [{ debut: "10:00", fin: "15:00" }], closure: null, period: ramadan });
    expect(dayHours(hours, "2026-02-24").ranges).toEqual([]); // a Tuesday: closed in that period's week
    expect(dayHours(hours, "2026-03-02")).toEqual({ ranges: [], closure: leave, period: ramadan });
    expect(dayHours(hours, "2026-03-20").period).toBeNull(); // the day after: the usual week again
  });

  it("keeps the hours under an estimated holiday, and prefers a confirmed closure", () => {
    const estimated = closure({ id: "e", du: "2026-03-20", au: "2026-03-21", nature: "ferie", estimee: true, libelle: "Aïd al-Fitr" });
    expect(dayHours(hoursWith({ fermetures: [estimated] }), "2026-03-20")).toEqual({ ranges: [{ debut: "09:00", fin: "18:00" }], closure: estimated, period: null });
    const confirmed = closure({ id: "c", du: "2026-03-20", au: "2026-03-20", libelle: "Fermeture" });
    expect(dayHours(hoursWith({ fermetures: [estimated, confirmed] }), "2026-03-20")).toEqual({ ranges: [], closure: confirmed, period: null });
  });
});

describe("isConfirmedClosedDay", () => {
  const hours = hoursWith({
    fermetures: [
      closure({ id: "f", du: "2026-05-01", au: "2026-05-01", nature: "ferie", libelle: "Fête du Travail" }),
      closure({ id: "e", du: "2026-03-20", au: "2026-03-21", nature: "ferie", estimee: true, libelle: "Aïd al-Fitr" }),
    ],
  });
  it("is closed on a confirmed closure, naming it", () => {
    expect(isConfirmedClosedDay(hours, "2026-05-01")).toEqual({ closed: true, libelle: "Fête du Travail" });
  });
  it("is closed on a weekday without hours", () => {
    expect(isConfirmedClosedDay(hours, "2026-05-03")).toEqual({ closed: true });
  });
  it("is never closed on an estimated holiday alone", () => {
    expect(isConfirmedClosedDay(hours, "2026-03-20")).toEqual({ closed: false });
    expect(isConfirmedClosedDay(hours, "2026-03-21")).toEqual({ closed: false }); // a Saturday, open in the morning
  });
  it("words the refusal with the day and the label", () => {
    expect(closedDayMessage("2026-05-01", "Fête du Travail")).toBe("Le cabinet est fermé le vendredi 1er mai 2026 (Fête du Travail). Veuillez choisir une autre date.");
    expect(closedDayMessage("2026-05-03")).toBe("Le cabinet est fermé le dimanche 3 mai 2026. Veuillez choisir une autre date.");
  });
});

describe("weeklyHoursRows and openingHoursSpecification", () => {
  it("reproduce what the site showed before, from the default week", () => {
    expect(weeklyHoursRows(defaultWeeklyHours())).toEqual([
      { days: "Lundi - Vendredi", hours: "09:00 - 18:00" },
      { days: "Samedi", hours: "09:00 - 13:00" },
    ]);
    expect(openingHoursSpecification(defaultWeeklyHours())).toEqual([
      { dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"], opens: "09:00", closes: "18:00" },
      { dayOfWeek: ["Saturday"], opens: "09:00", closes: "13:00" },
    ]);
  });

  it("split runs of different hours and show two ranges on one row", () => {
    const week: WeeklyHours = {
      ...closed(),
      "1": [{ debut: "09:00", fin: "12:30" }, { debut: "14:00", fin: "18:00" }],
      "2": [{ debut: "09:00", fin: "12:30" }, { debut: "14:00", fin: "18:00" }],
      "3": [{ debut: "09:00", fin: "12:30" }],
      "5": [{ debut: "09:00", fin: "12:30" }, { debut: "14:00", fin: "18:00" }],
      "7": [{ debut: "10:00", fin: "12:00" }],
    };
    expect(weeklyHoursRows(week)).toEqual([
      { days: "Lundi - Mardi", hours: "09:00 - 12:30, 14:00 - 18:00" },
      { days: "Mercredi", hours: "09:00 - 12:30" },
      { days: "Vendredi", hours: "09:00 - 12:30, 14:00 - 18:00" },
      { days: "Dimanche", hours: "10:00 - 12:00" },
    ]);
    expect(openingHoursSpecification(week)).toEqual([
      { dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Friday"], opens: "09:00", closes: "12:30" },
      { dayOfWeek: ["Monday", "Tuesday", "Friday"], opens: "14:00", closes: "18:00" },
      { dayOfWeek: ["Sunday"], opens: "10:00", closes: "12:00" },
    ]);
  });

  it("show nothing for a week closed every day", () => {
    expect(weeklyHoursRows(closed())).toEqual([]);
    expect(openingHoursSpecification(closed())).toEqual([]);
  });
});

describe("Morocco's public holidays", () => {
  it("has the ten fixed-date holidays, confirmed", () => {
    const fixed = fixedHolidays(2027);
    expect(fixed.map((holiday) => holiday.du)).toEqual([
      "2027-01-01", "2027-01-11", "2027-01-14", "2027-05-01", "2027-07-30",
      "2027-08-14", "2027-08-20", "2027-08-21", "2027-11-06", "2027-11-18",
    ]);
    expect(fixed.every((holiday) => !holiday.estimee && holiday.nature === "ferie" && holiday.du === holiday.au)).toBe(true);
    expect(fixed[2]).toMatchObject({ id: "ferie-2027-nouvel-an-amazigh", libelle: "Nouvel an amazigh" });
  });

  it("converts to the Umm al-Qura calendar with the runtime's ICU data", () => {
    expect(hijriDate("2026-03-20")).toEqual({ year: 1447, month: 10, day: 1 });
  });

  // References: the Umm al-Qura calendar's own dates as announced or published. Eid al-Adha 1444 on
  // 28 June 2023 (Saudi Supreme Court, reported by Doha News); Eid al-Adha 1446 on 6 June 2025 (UAE
  // government's listing, as reported by WAM); 2026: Eid al-Fitr 1447 on 20 March and Eid al-Adha
  // on 27 May in the published Umm al-Qura calendar. Morocco's own sighting is often a day later
  // (Aïd al-Fitr 1446 was 31 March 2025 in Morocco): which is why these stay estimates.
  it.each([
    [2023, "aid-al-adha", "1444h", "2023-06-28", "2023-06-29"],
    [2025, "aid-al-adha", "1446h", "2025-06-06", "2025-06-07"],
    [2025, "aid-al-fitr", "1446h", "2025-03-30", "2025-03-31"],
    [2026, "aid-al-fitr", "1447h", "2026-03-20", "2026-03-21"],
    [2026, "aid-al-adha", "1447h", "2026-05-27", "2026-05-28"],
    [2026, "1er-moharram", "1448h", "2026-06-16", "2026-06-16"],
    [2026, "aid-al-mawlid", "1448h", "2026-08-25", "2026-08-26"],
  ])("estimates %i's %s (%s) on %s–%s", (year, key, hijriYear, du, au) => {
    const holiday = religiousHolidays(year).find((candidate) => candidate.id === `ferie-${hijriYear}-${key}`);
    expect(holiday).toMatchObject({ du, au, nature: "ferie", estimee: true });
  });

  it("gives each holiday of a year once, with ids stable from one call to the next", () => {
    const holidays = moroccanPublicHolidays(2028);
    expect(holidays).toHaveLength(14);
    expect(new Set(holidays.map((holiday) => holiday.id)).size).toBe(14);
    expect(moroccanPublicHolidays(2028)).toEqual(holidays);
    expect(holidays.map((holiday) => holiday.du)).toEqual([...holidays.map((holiday) => holiday.du)].sort());
  });

  it("keeps a Hijri id when a religious holiday falls twice in one Gregorian year", () => {
    // Aïd al-Fitr falls in early January and late December 2000 (1420 and 1421 AH).
    const fitr = religiousHolidays(2000).filter((holiday) => holiday.id.endsWith("aid-al-fitr"));
    expect(fitr.map((holiday) => holiday.id)).toEqual(["ferie-1420h-aid-al-fitr", "ferie-1421h-aid-al-fitr"]);
  });

  it("covers the current year and the next four by default", () => {
    const defaults = defaultPracticeHours({ fromYear: 2026 });
    expect(defaults.fermetures).toEqual(moroccanPublicHolidaysFrom(2026, 5));
    expect(defaults.fermetures[0]?.du).toBe("2026-01-01");
    expect(defaults.fermetures.at(-1)?.du).toBe("2030-11-18");
    expect(defaults).toMatchObject({ semaine: defaultWeeklyHours(), periodes: [], misAJourLe: null });
  });
});

describe("practiceHoursInput", () => {
  const valid = () => {
    const { misAJourLe: _, ...document } = defaultPracticeHours({ fromYear: 2026, years: 1 });
    return document;
  };

  it("accepts the default document", () => {
    expect(practiceHoursInput.safeParse(valid()).success).toBe(true);
  });

  it("sorts a day's ranges and refuses overlapping ones", () => {
    const body = valid();
    body.semaine["1"] = [{ debut: "14:00", fin: "18:00" }, { debut: "09:00", fin: "12:00" }];
    expect(practiceHoursInput.parse(body).semaine["1"]).toEqual([{ debut: "09:00", fin: "12:00" }, { debut: "14:00", fin: "18:00" }]);
    body.semaine["1"] = [{ debut: "09:00", fin: "13:00" }, { debut: "12:00", fin: "18:00" }];
    const result = practiceHoursInput.safeParse(body);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({ path: ["semaine", "1"], message: "Les plages horaires du lundi se chevauchent." });
  });

  it.each([
    [{ debut: "18:00", fin: "09:00" }, ["semaine", "2", 0, "fin"], "L'heure de fin doit être après l'heure de début."],
    [{ debut: "9h", fin: "18:00" }, ["semaine", "2", 0, "debut"], "L'heure de début doit être une heure valide (HH:MM)."],
  ])("refuses the range %o in French", (range, path, message) => {
    const body = valid();
    body.semaine["2"] = [range];
    expect(practiceHoursInput.safeParse(body).error?.issues[0]).toMatchObject({ path, message });
  });

  it("refuses a closure ending before it starts, a blank label, a duplicate id", () => {
    const body = valid();
    body.fermetures.push(closure({ id: "x", du: "2026-07-10", au: "2026-07-01" }));
    body.fermetures.push(closure({ id: "y", libelle: "  " }));
    body.fermetures.push(closure({ id: "x" }));
    const messages = Object.fromEntries((practiceHoursInput.safeParse(body).error?.issues ?? []).map((issue) => [issue.path.join("."), issue.message]));
    expect(messages).toEqual({
      "fermetures.14.au": "La date de fin doit être le même jour que la date de début ou après.",
      "fermetures.15.libelle": "Le libellé est obligatoire.",
      "fermetures.16.id": "Cet identifiant est déjà utilisé.",
    });
  });

  it("refuses overlapping special periods, a missing weekday and unknown fields", () => {
    const body = valid();
    const week = defaultWeeklyHours();
    body.periodes = [
      { id: "p1", libelle: "Ramadan", du: "2026-02-18", au: "2026-03-19", semaine: week },
      { id: "p2", libelle: "Été", du: "2026-03-01", au: "2026-03-31", semaine: week },
    ];
    expect(practiceHoursInput.safeParse(body).error?.issues[0]).toMatchObject({
      path: ["periodes", 1, "du"],
      message: "Cette période chevauche la période « Ramadan ».",
    });
    const { "7": _, ...sixDays } = defaultWeeklyHours();
    expect(practiceHoursInput.safeParse({ ...valid(), semaine: sixDays }).success).toBe(false);
    expect(practiceHoursInput.safeParse({ ...valid(), misAJourLe: null }).success).toBe(false);
  });
});

describe("the notices of the coming weeks (public pages)", () => {
  const ramadan = {
    id: "ramadan-2027",
    libelle: "Ramadan",
    du: "2027-02-08",
    au: "2027-03-09",
    semaine: { ...closed(), "1": [{ debut: "09:00", fin: "15:00" }], "2": [{ debut: "09:00", fin: "15:00" }] },
  };
  const hours: Pick<PracticeHours, "semaine" | "periodes" | "fermetures"> = {
    semaine: defaultWeeklyHours(),
    periodes: [ramadan],
    fermetures: [
      { id: "fete-trone", libelle: "Fête du Trône", du: "2027-07-30", au: "2027-07-30", nature: "ferie", estimee: false },
      { id: "aid", libelle: "Aïd al-Fitr", du: "2027-03-10", au: "2027-03-11", nature: "ferie", estimee: true },
      { id: "conge", libelle: "Congé annuel", du: "2027-02-20", au: "2027-02-21", nature: "conge", estimee: false },
    ],
  };

  it("announces what touches the next 30 days, in date order, and nothing further", () => {
    const notices = upcomingHoursNotices(hours, "2027-02-10");
    expect(notices.map((notice) => notice.libelle)).toEqual(["Ramadan", "Congé annuel", "Aïd al-Fitr"]);
    expect(upcomingHoursNotices(hours, "2027-01-08")).toEqual([]);
    // A period already under way is still announced until its last day, and not after.
    expect(upcomingHoursNotices(hours, "2027-03-09").map((notice) => notice.libelle)).toEqual(["Ramadan", "Aïd al-Fitr"]);
    expect(upcomingHoursNotices(hours, "2027-03-12").map((notice) => notice.libelle)).toEqual([]);
  });

  it("words them in French, an estimated holiday as such, and gives the period's own hours", () => {
    const practice = buildPractice({
      doctorName: "Test",
      city: "Rabat",
      address: "1 rue",
      phone: "05",
      urgentPhone: "06",
      email: "a@b.ma",
      siteUrl: "https://cabinet.example",
      timeZone: "Africa/Casablanca",
      semaine: defaultWeeklyHours(),
      annonces: upcomingHoursNotices(hours, "2027-02-10"),
    });
    expect(practice.hoursNotices).toEqual([
      {
        title: "Ramadan, du lundi 8 février 2027 au mardi 9 mars 2027",
        hours: [{ days: "Lundi - Mardi", hours: "09:00 - 15:00" }],
      },
      { title: "Fermé du samedi 20 février 2027 au dimanche 21 février 2027 (Congé annuel)", hours: [] },
      { title: "Fermé du mercredi 10 mars 2027 au jeudi 11 mars 2027 (Aïd al-Fitr, date estimée)", hours: [] },
    ]);
    // JSON-LD: the period's hours and the confirmed closure, each with its validity; not the estimate.
    const graph = practiceStructuredData(practice)["@graph"] as { specialOpeningHoursSpecification?: unknown }[];
    expect(graph[0]!.specialOpeningHoursSpecification).toEqual([
      {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: ["https://schema.org/Monday", "https://schema.org/Tuesday"],
        opens: "09:00",
        closes: "15:00",
        validFrom: "2027-02-08",
        validThrough: "2027-03-09",
      },
      { "@type": "OpeningHoursSpecification", opens: "00:00", closes: "00:00", validFrom: "2027-02-20", validThrough: "2027-02-21" },
    ]);
    expect(practiceStructuredData({ ...practice, specialOpeningHoursSpec: [] })["@graph"]).not.toContainEqual(
      expect.objectContaining({ specialOpeningHoursSpecification: expect.anything() }),
    );
  });
});
