import { describe, expect, it } from "vitest";
import { appointmentNoticeText, frenchDateTime, renderMessage, staffAlertText, type PracticeForTexts } from "@/domain/notifications/message-texts";

const practice: PracticeForTexts = {
  doctorName: "Yassine Alaoui",
  address: "12, avenue de l'Exemple, Rabat",
  phone: "+212 5 37 00 00 00",
  siteUrl: "https://cabinet.ma/",
  timeZone: "Africa/Casablanca",
};

describe("message texts", () => {
  it("write the date and time in French in the practice's time zone, the year only when it is not this year's", () => {
    const now = new Date("2026-07-13T12:00:00Z");
    // 09:30 UTC is 10:30 in Casablanca (UTC+1) on 14 July 2026.
    expect(frenchDateTime(new Date("2026-07-14T09:30:00Z"), "Africa/Casablanca", now)).toBe("mardi 14 juillet à 10:30");
    // During Ramadan 2026 (18 February–19 March) Morocco is on UTC+0.
    expect(frenchDateTime(new Date("2026-03-02T09:30:00Z"), "Africa/Casablanca", now)).toBe("lundi 2 mars à 09:30");
    expect(frenchDateTime(new Date("2027-01-05T15:00:00Z"), "Africa/Casablanca", now)).toBe("mardi 5 janvier 2027 à 16:00");
    // Past midnight in Casablanca is already the next day.
    expect(frenchDateTime(new Date("2026-07-14T23:30:00Z"), "Africa/Casablanca", now)).toBe("mercredi 15 juillet à 00:30");
  });

  it("remind the day before with the practice's name, address and phone", () => {
    const reminder = appointmentNoticeText("rappel", { dateHeure: "2026-07-14T09:30:00.000Z" }, practice, new Date("2026-07-13T17:00:00Z"));
    expect(reminder.text).toBe(
      "Rappel : rendez-vous demain mardi 14 juillet à 10:30 au cabinet du Dr. Yassine Alaoui, 12, avenue de l'Exemple, Rabat. En cas d'empêchement, appelez le +212 5 37 00 00 00.",
    );
    expect(reminder.variables).toEqual({ "1": "Cabinet du Dr. Yassine Alaoui", "2": "mardi 14 juillet", "3": "10:30" });
  });

  it("say how many requests and messages are new, with links, and nothing else", () => {
    const one = staffAlertText({ demandes: 1, messages: 0 }, practice);
    expect(one.subject).toBe("1 nouveauté sur le site - Cabinet du Dr. Yassine Alaoui");
    expect(one.text).toContain("1 nouvelle demande de rendez-vous sur le site du cabinet.");
    expect(one.text).toContain("Demandes : https://cabinet.ma/responsable/demandes");
    expect(one.text).not.toContain("/responsable/messages");
    expect(staffAlertText({ demandes: 0, messages: 3 }, practice).text).toContain("3 nouveaux messages sur le site du cabinet.");
  });

  it("write to a person who wrote from the Arabic pages in Arabic, the SMS short, the date in Morocco's words with Western digits", () => {
    const now = new Date("2026-07-13T17:00:00Z");
    const confirmation = renderMessage("confirmation", { dateHeure: "2026-07-14T09:30:00.000Z", langue: "ar" }, practice, now);
    expect(confirmation.subject).toBe("تأكيد موعدكم - عيادة الدكتور Yassine Alaoui");
    expect(confirmation.text).toBe(
      "عيادة الدكتور Yassine Alaoui: تم تأكيد موعدكم يوم الثلاثاء، 14 يوليوز على الساعة 10:30، 12, avenue de l'Exemple, Rabat. لأي استفسار، اتصلوا بالرقم +212 5 37 00 00 00.",
    );
    expect(confirmation.smsText).toBe("عيادة الدكتور Yassine Alaoui: موعدكم مؤكد الثلاثاء، 14 يوليوز 10:30. للاستفسار: +212 5 37 00 00 00");
    expect(confirmation.variables).toEqual({ "1": "عيادة الدكتور Yassine Alaoui", "2": "الثلاثاء، 14 يوليوز", "3": "10:30" });

    const reminder = renderMessage("rappel", { dateHeure: "2026-07-14T09:30:00.000Z", langue: "ar" }, practice, now);
    expect(reminder.text).toContain("تذكير: موعدكم غدا الثلاثاء، 14 يوليوز على الساعة 10:30");
    // Without the address, an Arabic SMS (70 characters a part) stays short.
    expect(reminder.smsText.length).toBeLessThanOrEqual(134);
    expect(reminder.smsText).not.toContain("avenue");

    const moved = renderMessage("deplacement", { dateHeure: "2026-07-14T09:30:00.000Z", ancienneDateHeure: "2026-07-15T14:00:00.000Z", langue: "ar" }, practice, now);
    expect(moved.text).toContain("(بدلا من الأربعاء، 15 يوليوز على الساعة 15:00)");
    expect(moved.variables["4"]).toBe("الأربعاء، 15 يوليوز على الساعة 15:00");
  });

  it("stay in French without a language, or with French, the SMS the same as the e-mail", () => {
    const now = new Date("2026-07-13T17:00:00Z");
    const french = renderMessage("confirmation", { dateHeure: "2026-07-14T09:30:00.000Z" }, practice, now);
    expect(french.text).toContain("votre rendez-vous est confirmé le mardi 14 juillet à 10:30");
    expect(french.smsText).toBe(french.text);
    expect(renderMessage("confirmation", { dateHeure: "2026-07-14T09:30:00.000Z", langue: "fr" }, practice, now)).toEqual(french);
  });

  it("carry the patient's link (decision 050): at the end of the e-mail, instead of the address in the SMS, as the last WhatsApp variable", () => {
    const now = new Date("2026-07-13T17:00:00Z");
    const link = `https://cabinet.ma/rendez-vous/gerer/${"a".repeat(43)}`;
    const reminder = renderMessage("rappel", { dateHeure: "2026-07-14T09:30:00.000Z" }, practice, now, link);
    expect(reminder.text).toMatch(/En cas d'empêchement, appelez le \+212 5 37 00 00 00\.\n\nConfirmer, annuler ou déplacer votre rendez-vous : https:\/\/cabinet\.ma\/rendez-vous\/gerer\/a{43}$/);
    expect(reminder.smsText).toBe(`Rappel : rendez-vous demain mardi 14 juillet à 10:30, cabinet du Dr. Yassine Alaoui. Confirmer, annuler, déplacer : ${link} Tél. +212 5 37 00 00 00`);
    expect(reminder.smsText.length).toBeLessThanOrEqual(306);
    expect(reminder.variables).toEqual({ "1": "Cabinet du Dr. Yassine Alaoui", "2": "mardi 14 juillet", "3": "10:30", "4": link });

    const moved = renderMessage("deplacement", { dateHeure: "2026-07-14T09:30:00.000Z", ancienneDateHeure: "2026-07-15T14:00:00.000Z" }, practice, now, link);
    expect(moved.variables["4"]).toBe("mercredi 15 juillet à 15:00");
    expect(moved.variables["5"]).toBe(link);

    const arabicLink = `https://cabinet.ma/ar/rendez-vous/gerer/${"a".repeat(43)}`;
    const arabic = renderMessage("confirmation", { dateHeure: "2026-07-14T09:30:00.000Z", langue: "ar" }, practice, now, arabicLink);
    expect(arabic.smsText).toBe(`عيادة الدكتور Yassine Alaoui: موعدكم مؤكد الثلاثاء، 14 يوليوز 10:30. للتأكيد أو الإلغاء: ${arabicLink}`);
    // Three parts of an Arabic SMS at most (67 characters each once split).
    expect(arabic.smsText.length).toBeLessThanOrEqual(201);
    expect(arabic.text).toContain(`لتأكيد موعدكم أو إلغائه أو تغييره: ${arabicLink}`);

    // A cancellation leaves nothing to manage: no link even if one were given.
    const cancelled = renderMessage("annulation", { dateHeure: "2026-07-14T09:30:00.000Z" }, practice, now, link);
    expect(cancelled.text).not.toContain(link);
    expect(cancelled.variables).toEqual({ "1": "Cabinet du Dr. Yassine Alaoui", "2": "mardi 14 juillet", "3": "10:30" });
  });

  it("count in the staff's alert the appointments patients changed from their links, with a link to the agenda and no patient data", () => {
    const alert = staffAlertText({ demandes: 0, messages: 0, liens: 2 }, practice);
    expect(alert.subject).toBe("2 nouveautés sur le site - Cabinet du Dr. Yassine Alaoui");
    expect(alert.text).toContain("2 rendez-vous annulés ou déplacés par les patients depuis leur lien.");
    expect(alert.text).toContain("Agenda : https://cabinet.ma/responsable/agenda");
    expect(alert.text).not.toContain("sur le site du cabinet.");
  });
});

