import { describe, expect, it } from "vitest";
import type { Channel } from "@/domain/notifications/channels";
import { twilioForm } from "@/domain/notifications/twilio-channel";
import { codeMessage, codeRoutes, type CodeChannels, maskDestination, moroccanMobile } from "@/domain/booking/verification-codes";

const practice = { doctorName: "Alaoui", address: "Rabat", phone: "05 37 00 00 00", siteUrl: "https://cabinet.test", timeZone: "Africa/Casablanca" };
const unused: Channel = { driver: "test", send: async () => ({ outcome: "sent", providerId: null }) };
const channels = (usable: CodeChannels["usable"]["fr"]): CodeChannels => ({ drivers: { sms: unused, whatsapp: unused, email: unused }, usable: { fr: usable, ar: usable }, practice });

/** Where a verification code may go (decision 048): Moroccan mobiles and e-mail only, shown back masked. */
describe("verification codes", () => {
  it("go by SMS or WhatsApp only to a Moroccan mobile, however written", () => {
    for (const phone of ["0612345678", "06 12 34 56 78", "+212 6 12 34 56 78", "00212712345678", "+212 (0)7 12 34 56 78"]) {
      expect(moroccanMobile(phone), phone).toMatch(/^\+212[67]\d{8}$/);
    }
    for (const phone of ["0522123456", "+33 6 12 34 56 78", "0812345678", "12345", ""]) expect(moroccanMobile(phone), phone).toBeNull();
  });

  it("take the practice's channels in order, skipping those that cannot reach the person", () => {
    const contact = { telephone: "+33 6 12 34 56 78", email: "Imane@Exemple.ma" };
    expect(codeRoutes(contact, channels(["whatsapp", "sms", "email"]), "fr")).toEqual([{ canal: "email", to: "imane@exemple.ma" }]);
    expect(codeRoutes({ telephone: "0612345678", email: null }, channels(["whatsapp", "sms", "email"]), "fr")).toEqual([
      { canal: "whatsapp", to: "+212612345678" },
      { canal: "sms", to: "+212612345678" },
    ]);
    expect(codeRoutes({ telephone: "0612345678", email: null }, channels([]), "fr")).toEqual([]);
  });

  it("show the destination back masked", () => {
    expect(maskDestination("sms", "+212612345678")).toBe("06 •• •• •• 78");
    expect(maskDestination("whatsapp", "+212712345699")).toBe("07 •• •• •• 99");
    expect(maskDestination("email", "imane.berrada@exemple.ma")).toBe("i•••@exemple.ma");
  });

  it("are written in the page's language, and a WhatsApp code uses the approved `code` template with the code as its variable", () => {
    expect(codeMessage("042917", "fr", practice).text).toBe("Cabinet du Dr. Alaoui : votre code de confirmation est 042917. Il est valable 10 minutes. Ne le communiquez à personne.");
    const arabic = codeMessage("042917", "ar", practice);
    expect(arabic.smsText).toContain("042917");
    expect(arabic.text).toContain("رمز التأكيد");
    const form = twilioForm(
      { accountSid: "AC1", authToken: "t", whatsappFrom: "+212522000001", contentSids: { code: "HXcode" }, contentSidsAr: {}, baseUrl: "https://api.twilio.test" },
      { id: 0, key: "code-1", type: "code", template: "code", canal: "whatsapp", to: "+212612345678", langue: "fr", message: codeMessage("042917", "fr", practice) },
    );
    expect(form).toBeInstanceOf(URLSearchParams);
    expect(Object.fromEntries(form as URLSearchParams)).toMatchObject({ To: "whatsapp:+212612345678", ContentSid: "HXcode", ContentVariables: JSON.stringify({ "1": "042917" }) });
  });
});
