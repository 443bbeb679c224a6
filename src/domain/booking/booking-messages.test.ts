import { describe, expect, it } from "vitest";
import { onlineBookingMessage } from "@/domain/booking/booking-messages";

const practice = { doctorName: "Alaoui", address: "12 avenue Hassan II, Rabat", phone: "05 37 00 00 00", siteUrl: "https://cabinet.test", timeZone: "Africa/Casablanca" };
const now = new Date("2026-10-14T09:00:00Z");
const lien = "https://cabinet.test/rendez-vous/gerer/abc";

/** The message of an online booking once verified (decision 048): when, where, the personal link; "enregistré", never "confirmé". */
describe("online booking message", () => {
  it("says the day and time of the practice's zone, the address and the link, in French", () => {
    const message = onlineBookingMessage({ dateHeure: new Date("2026-10-15T09:00:00Z"), lien, langue: "fr" }, practice, now);
    expect(message.text).toBe(
      `Cabinet du Dr. Alaoui : votre rendez-vous du jeudi 15 octobre à 10:00 est enregistré, 12 avenue Hassan II, Rabat. Pour le voir, le déplacer ou l'annuler : ${lien} . Pour toute question, appelez le 05 37 00 00 00.`,
    );
    expect(message.text).not.toContain("confirmé");
    expect(message.variables).toEqual({ "1": "Cabinet du Dr. Alaoui", "2": "jeudi 15 octobre", "3": "10:00", "4": lien });
  });

  it("is written in Arabic for the Arabic pages, its SMS short and still carrying the link", () => {
    const message = onlineBookingMessage({ dateHeure: new Date("2026-10-15T09:00:00Z"), lien, langue: "ar" }, practice, now);
    expect(message.text).toContain("تم تسجيل موعدكم");
    expect(message.text).toContain("10:00");
    expect(message.smsText).toContain(lien);
    expect(message.smsText.length).toBeLessThan(message.text.length);
  });
});
