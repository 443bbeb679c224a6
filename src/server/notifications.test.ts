import { describe, expect, it } from "vitest";
import { parseEnv } from "@/server/env";
import { channelsWithoutProvider, notificationChannels } from "@/server/notifications";

describe("notification settings", () => {
  it("default to the log driver, reminders at 18:00, no staff e-mails", () => {
    const env = parseEnv({});
    expect(env).toMatchObject({ SMS_PROVIDER: "log", REMINDER_HOUR: 18, NOTIFY_STAFF_EMAILS: [], NOTIFY_STAFF_EVERY_MINUTES: 10, NOTIFY_POLL_SECONDS: 5 });
    const channels = notificationChannels(env, () => {});
    expect([channels.email.driver, channels.sms.driver, channels.whatsapp.driver]).toEqual(["log", "log", "log"]);
  });

  it("choose SMTP with SMTP_URL and Twilio with SMS_PROVIDER=twilio", () => {
    const env = parseEnv({
      SMTP_URL: "smtp://user:secret@mail.cabinet.ma:587",
      SMS_PROVIDER: "twilio",
      TWILIO_ACCOUNT_SID: "AC123",
      TWILIO_AUTH_TOKEN: "token",
      TWILIO_MESSAGING_SERVICE_SID: "MG123",
      TWILIO_WHATSAPP_CONTENT_SIDS: "confirmation=HXaaa, rappel=HXbbb",
      NOTIFY_STAFF_EMAILS: "accueil@cabinet.ma, dr@cabinet.ma",
      NOTIFY_STAFF_EVERY_MINUTES: "0.5",
      REMINDER_HOUR: "off",
    });
    expect(env.TWILIO_WHATSAPP_CONTENT_SIDS).toEqual({ confirmation: "HXaaa", rappel: "HXbbb" });
    expect(env.NOTIFY_STAFF_EMAILS).toEqual(["accueil@cabinet.ma", "dr@cabinet.ma"]);
    expect(env.REMINDER_HOUR).toBe("off");
    const channels = notificationChannels(env, () => {});
    expect([channels.email.driver, channels.sms.driver, channels.whatsapp.driver]).toEqual(["smtp", "twilio", "twilio"]);
    channels.email.close?.();
  });

  it("name each bad notification variable", () => {
    expect(() => parseEnv({ SMTP_URL: "http://mail" })).toThrowError(/SMTP_URL must be an smtp:\/\/ or smtps:\/\/ URL/);
    expect(() => parseEnv({ SMS_PROVIDER: "twilio" })).toThrowError(/TWILIO_ACCOUNT_SID is required when SMS_PROVIDER is twilio/);
    expect(() => parseEnv({ SMS_PROVIDER: "twilio", TWILIO_ACCOUNT_SID: "AC1", TWILIO_AUTH_TOKEN: "t" })).toThrowError(/TWILIO_FROM or TWILIO_MESSAGING_SERVICE_SID/);
    expect(() => parseEnv({ TWILIO_WHATSAPP_CONTENT_SIDS: "rappel:HX1" })).toThrowError(/TWILIO_WHATSAPP_CONTENT_SIDS/);
    expect(() => parseEnv({ NOTIFY_STAFF_EMAILS: "accueil@cabinet.ma, pas-une-adresse" })).toThrowError(/NOTIFY_STAFF_EMAILS/);
    expect(() => parseEnv({ REMINDER_HOUR: "24" })).toThrowError(/REMINDER_HOUR/);
    expect(() => parseEnv({ NOTIFY_STAFF_EVERY_MINUTES: "0" })).toThrowError(/NOTIFY_STAFF_EVERY_MINUTES/);
  });

  it("read the Arabic WhatsApp templates as the French ones, and say which channels have no provider (decision 043)", () => {
    const env = parseEnv({ TWILIO_WHATSAPP_CONTENT_SIDS_AR: "confirmation=HXar1,rappel=HXar2" });
    expect(env.TWILIO_WHATSAPP_CONTENT_SIDS_AR).toEqual({ confirmation: "HXar1", rappel: "HXar2" });
    expect(() => parseEnv({ TWILIO_WHATSAPP_CONTENT_SIDS_AR: "rappel=XX1" })).toThrowError(/TWILIO_WHATSAPP_CONTENT_SIDS_AR/);
    expect(channelsWithoutProvider(parseEnv({}))).toEqual(["email", "sms", "whatsapp"]);
    expect(channelsWithoutProvider(parseEnv({ SMTP_URL: "smtp://mail.cabinet.ma:587" }))).toEqual(["sms", "whatsapp"]);
    expect(channelsWithoutProvider({ SMTP_URL: undefined, SMS_PROVIDER: "twilio" })).toEqual(["email"]);
  });
});
