import { describe, expect, it } from "vitest";
import { parseEnv } from "@/server/env";
import { usableCodeChannels } from "@/server/booking";

/** Which channels can bring a booking's verification code (decision 048), from the configuration. */
describe("usable code channels", () => {
  it("are none with the default log drivers: bookings then wait for the front desk", () => {
    expect(usableCodeChannels(parseEnv({}))).toEqual({ fr: [], ar: [] });
  });

  it("are e-mail with SMTP_URL, SMS with Twilio, and WhatsApp first only with an approved `code` template in the language", () => {
    const twilio = { SMS_PROVIDER: "twilio", TWILIO_ACCOUNT_SID: "AC1", TWILIO_AUTH_TOKEN: "t", TWILIO_FROM: "+212522000000" };
    expect(usableCodeChannels(parseEnv({ SMTP_URL: "smtp://mail.cabinet.ma:587" }))).toEqual({ fr: ["email"], ar: ["email"] });
    expect(usableCodeChannels(parseEnv(twilio))).toEqual({ fr: ["sms"], ar: ["sms"] });
    // A template without a WhatsApp sender, or a sender without the template, is no WhatsApp channel.
    expect(usableCodeChannels(parseEnv({ ...twilio, TWILIO_WHATSAPP_CONTENT_SIDS: "code=HXc1" }))).toEqual({ fr: ["sms"], ar: ["sms"] });
    const whatsapp = parseEnv({
      ...twilio,
      SMTP_URL: "smtp://mail.cabinet.ma:587",
      TWILIO_WHATSAPP_FROM: "+212522000001",
      TWILIO_WHATSAPP_CONTENT_SIDS: "confirmation=HXa,code=HXc1,reservation=HXr1",
    });
    expect(whatsapp.TWILIO_WHATSAPP_CONTENT_SIDS).toEqual({ confirmation: "HXa", code: "HXc1", reservation: "HXr1" });
    expect(usableCodeChannels(whatsapp)).toEqual({ fr: ["whatsapp", "sms", "email"], ar: ["sms", "email"] });
  });
});
