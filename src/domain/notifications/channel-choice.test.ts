import { describe, expect, it } from "vitest";
import { chooseChannel, type ChannelPatient } from "@/domain/notifications/channel-choice";

const agreed = new Date("2026-10-01T10:00:00Z");
const patient = (overrides: Partial<ChannelPatient> & { agree?: ("email" | "sms" | "whatsapp")[] } = {}): ChannelPatient => {
  const { agree = ["email", "sms", "whatsapp"], ...rest } = overrides;
  return {
    canalPrefere: "whatsapp",
    email: "amina@exemple.ma",
    telephone: "06 12 34 56 78",
    consents: { email: agree.includes("email") ? agreed : null, sms: agree.includes("sms") ? agreed : null, whatsapp: agree.includes("whatsapp") ? agreed : null },
    ...rest,
  };
};

describe("chooseChannel (one channel per message, decision 043)", () => {
  it("takes the preferred channel when it was agreed", () => {
    expect(chooseChannel(patient())).toEqual({ canal: "whatsapp", to: "+212612345678", failure: null });
    expect(chooseChannel(patient({ canalPrefere: "sms" }))).toEqual({ canal: "sms", to: "+212612345678", failure: null });
    expect(chooseChannel(patient({ canalPrefere: "email" }))).toEqual({ canal: "email", to: "amina@exemple.ma", failure: null });
  });

  it("otherwise WhatsApp, then SMS, then e-mail, among the channels agreed", () => {
    expect(chooseChannel(patient({ canalPrefere: "email", agree: ["sms", "whatsapp"] }))?.canal).toBe("whatsapp");
    expect(chooseChannel(patient({ canalPrefere: "whatsapp", agree: ["sms", "email"] }))?.canal).toBe("sms");
    expect(chooseChannel(patient({ canalPrefere: "whatsapp", agree: ["email"] }))?.canal).toBe("email");
  });

  it("never uses a channel the patient did not agree to, and gives nothing when none was", () => {
    expect(chooseChannel(patient({ agree: [] }))).toBeNull();
    expect(chooseChannel(patient({ canalPrefere: "sms", agree: ["whatsapp"] }))?.canal).toBe("whatsapp");
  });

  it("passes over an agreed channel the file cannot serve, and fails the preferred one when none can", () => {
    expect(chooseChannel(patient({ canalPrefere: "email", email: null, agree: ["email", "sms"] }))).toEqual({ canal: "sms", to: "+212612345678", failure: null });
    expect(chooseChannel(patient({ telephone: "12", agree: ["whatsapp", "email"] }))).toEqual({ canal: "email", to: "amina@exemple.ma", failure: null });
    expect(chooseChannel(patient({ telephone: "12", email: "", agree: ["sms", "email"] }))).toEqual({
      canal: "sms",
      to: "12",
      failure: "Numéro de téléphone inutilisable pour ce canal",
    });
  });
});
