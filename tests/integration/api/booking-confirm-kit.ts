import { POST as holdRoute } from "@/app/api/booking/holds/route";
import { POST as confirmRoute } from "@/app/api/booking/holds/[id]/confirm/route";
import { POST as verifyRoute } from "@/app/api/booking/holds/[id]/verify/route";
import type { CodeChannels } from "@/domain/booking/verification-codes";
import type { Channel, DeliveryResult, OutgoingMessage } from "@/domain/notifications/channels";
import type { BookingPersonInput, CodeChannel } from "@/schemas/booking";
import { call } from "./api-test-kit";

/** What the tests of the booking from a hold share: drivers that keep what they send, and the three calls. */

export const PRACTICE = { doctorName: "Alaoui", address: "12 avenue Hassan II, Rabat", phone: "05 37 00 00 00", siteUrl: "https://cabinet.test", timeZone: "Africa/Casablanca" };

export type Recorder = { channels: CodeChannels; sent: OutgoingMessage[]; lastCode(): string; refuse: Set<CodeChannel> };

/** Drivers that deliver (and keep) every message, on the channels given as usable; `refuse` makes a channel refuse its messages. */
export function recordingChannels(usable: CodeChannel[] = ["sms", "email"]): Recorder {
  const sent: OutgoingMessage[] = [];
  const refuse = new Set<CodeChannel>();
  const driver = (canal: CodeChannel): Channel => ({
    driver: "test",
    send: async (message): Promise<DeliveryResult> => {
      if (refuse.has(canal)) return { outcome: "failed", reason: "Numéro refusé par le fournisseur de SMS" };
      sent.push(message);
      return { outcome: "sent", providerId: `test-${sent.length}` };
    },
  });
  return {
    channels: { drivers: { sms: driver("sms"), whatsapp: driver("whatsapp"), email: driver("email") }, usable: { fr: usable, ar: usable }, practice: PRACTICE },
    sent,
    refuse,
    lastCode: () => {
      const code = [...sent].reverse().find((message) => message.type === "code");
      if (!code) throw new Error("No code was sent");
      return code.message.variables["1"]!;
    },
  };
}

/** The default configuration's drivers: nothing can deliver a code. */
export const logChannels = (): Recorder => recordingChannels([]);

export const person = (overrides: Partial<BookingPersonInput> = {}): BookingPersonInput => ({
  nom: "Berrada",
  prenom: "Imane",
  dateNaissance: "1985-03-12",
  gender: "F",
  telephone: "06 12 34 56 78",
  email: "imane.berrada@exemple.ma",
  consentementRappels: true,
  langue: "fr",
  ...overrides,
});

export const holdCall = (body: unknown, address: string) => call(holdRoute, { path: "/api/booking/holds", body, headers: { "x-forwarded-for": address } });

export const confirmCall = (holdId: string, body: unknown, address: string) =>
  call(confirmRoute, { path: `/api/booking/holds/${holdId}/confirm`, params: { id: holdId }, body, headers: { "x-forwarded-for": address } });

export const verifyCall = (holdId: string, code: string, address: string) =>
  call(verifyRoute, { path: `/api/booking/holds/${holdId}/verify`, params: { id: holdId }, body: { code }, headers: { "x-forwarded-for": address } });
