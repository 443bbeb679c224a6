import { eq } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { appointmentLinks, appointments, notifications, patients } from "@/db/schema";
import { appointmentIdForLink } from "@/domain/booking/appointment-links";
import { readManagedAppointment } from "@/domain/booking/manage-appointment";
import { type Channel, type ChannelSet, logChannel, type OutgoingMessage } from "@/domain/notifications/channels";
import type { PracticeForTexts } from "@/domain/notifications/message-texts";
import { enqueueAppointmentNotice } from "@/domain/notifications/outbox";
import { runNotificationRound, type SenderSettings } from "@/domain/notifications/sender";
import { FIXED_NOW, fixedClockInFile } from "../support/fixed-clock";
import { insertPatient } from "../support/row-fixtures";
import { withTestDatabase } from "../support/test-database";
import { practiceDate, seedStaff, type StaffFixtures } from "./api/api-test-kit";
import { at, ZONE } from "./api/booking-test-kit";

/**
 * Every confirmation, move notice and reminder carries a fresh personal link (decision 050): one
 * token per message, valid until the appointment's end, to the Arabic page for a message in
 * Arabic; never stored in the outbox; forgotten when the message did not leave.
 */

const database = withTestDatabase();
fixedClockInFile();
const db = () => database().db;
let staff: StaffFixtures;
const sent: OutgoingMessage[] = [];

const practice: PracticeForTexts = {
  doctorName: "Yassine Alaoui",
  address: "12, avenue de l'Exemple, Agdal, Rabat",
  phone: "+212 5 37 00 00 00",
  siteUrl: "https://cabinet.test",
  timeZone: ZONE,
};

const capture: Channel = {
  driver: "capture",
  send: async (message) => {
    sent.push(message);
    return { outcome: "sent", providerId: `id-${message.id}` };
  },
};

function sender(channels: Partial<ChannelSet> = {}, reminders: SenderSettings["reminders"] = null): SenderSettings {
  return { channels: { email: capture, sms: capture, whatsapp: capture, ...channels }, practice, reminders, staffAlerts: { emails: [], everyMinutes: 10 }, log: () => {} };
}

const LINK = /https:\/\/cabinet\.test(\/ar)?\/rendez-vous\/gerer\/([\w-]{43})/;
const tokenOf = (text: string) => LINK.exec(text)?.[2] ?? null;

async function appointmentFor(debut: string, fields: { canal?: "email" | "sms"; langue?: "fr" | "ar" } = {}) {
  const patient = await insertPatient(db(), { nom: "Amrani", prenom: "Khadija" });
  await db()
    .update(patients)
    .set({ consentEmailAt: FIXED_NOW, consentSmsAt: FIXED_NOW, canalPrefere: fields.canal ?? "email", langue: fields.langue ?? "fr" })
    .where(eq(patients.id, patient.id));
  const [row] = await db()
    .insert(appointments)
    .values({ dateHeure: at(debut), motif: "Douleur au genou", patientId: patient.id, medecinId: staff.medecin.id, dureeMinutes: 30 })
    .returning({ id: appointments.id, patientId: appointments.patientId });
  return row!;
}

beforeAll(async () => {
  staff = await seedStaff(db());
});

beforeEach(async () => {
  sent.length = 0;
  await db().delete(notifications);
  await db().delete(appointments);
});

describe("the patient's link in the messages", () => {
  it("gives each message its own token, valid until the appointment's end, stored only as a hash", async () => {
    const booked = await appointmentFor(`${practiceDate(1)}T10:00`);
    for (const type of ["confirmation", "deplacement"] as const) {
      await enqueueAppointmentNotice(db(), { type, appointmentId: booked.id, patientId: booked.patientId, dateHeure: at(`${practiceDate(1)}T10:00`) });
    }
    expect(await runNotificationRound(db(), sender())).toMatchObject({ sent: 2 });
    const tokens = sent.map((message) => tokenOf(message.message.text));
    expect(tokens[0]).not.toBeNull();
    expect(tokens[1]).not.toBeNull();
    expect(tokens[0]).not.toBe(tokens[1]);
    expect(sent[0]!.message.text).toContain("Confirmer, annuler ou déplacer votre rendez-vous : https://cabinet.test/rendez-vous/gerer/");
    for (const token of tokens) {
      expect(await appointmentIdForLink(db(), token!, FIXED_NOW)).toBe(booked.id);
      expect(await appointmentIdForLink(db(), token!, at(`${practiceDate(1)}T10:30`))).toBeNull();
      expect((await readManagedAppointment(db(), token!, { now: FIXED_NOW, timeZone: ZONE })).debut).toBe(`${practiceDate(1)}T10:00`);
    }
    const links = await db().select().from(appointmentLinks).where(eq(appointmentLinks.appointmentId, booked.id));
    expect(links).toHaveLength(2);
    expect(links.every((link) => link.expiresAt.getTime() === at(`${practiceDate(1)}T10:30`).getTime())).toBe(true);
    // The outbox keeps no token: only what the text is made of.
    const stored = JSON.stringify(await db().select({ donnees: notifications.donnees }).from(notifications));
    for (const token of tokens) expect(stored).not.toContain(token!);
  });

  it("puts the link in the reminder, the SMS within two parts, and none in a cancellation", async () => {
    // Wednesday 18:30 in Casablanca: Thursday's reminders are due.
    const evening = at(`${practiceDate(0)}T18:30`);
    const booked = await appointmentFor(`${practiceDate(1)}T11:00`, { canal: "sms" });
    expect(await runNotificationRound(db(), sender({}, { hour: 18, timeZone: ZONE }), evening)).toMatchObject({ reminders: 1, sent: 1 });
    const [reminder] = sent;
    expect(reminder!.type).toBe("rappel");
    expect(reminder!.canal).toBe("sms");
    expect(reminder!.message.smsText).toMatch(/^Rappel : rendez-vous demain jeudi 15 octobre à 11:00, cabinet du Dr\. Yassine Alaoui\. Confirmer, annuler, déplacer : https:\/\/cabinet\.test\/rendez-vous\/gerer\/[\w-]{43} Tél\. \+212 5 37 00 00 00$/);
    // Two parts of a GSM SMS at most (153 characters each once split).
    expect(reminder!.message.smsText.length).toBeLessThanOrEqual(306);
    expect(await appointmentIdForLink(db(), tokenOf(reminder!.message.smsText)!, FIXED_NOW)).toBe(booked.id);

    sent.length = 0;
    await enqueueAppointmentNotice(db(), { type: "annulation", appointmentId: booked.id, patientId: booked.patientId, dateHeure: at(`${practiceDate(1)}T11:00`) });
    await runNotificationRound(db(), sender());
    expect(sent[0]!.type).toBe("annulation");
    expect(sent[0]!.message.smsText).not.toMatch(LINK);
  });

  it("links a message in Arabic to the Arabic page, the SMS within three parts", async () => {
    const booked = await appointmentFor(`${practiceDate(1)}T12:00`, { canal: "sms", langue: "ar" });
    await enqueueAppointmentNotice(db(), { type: "confirmation", appointmentId: booked.id, patientId: booked.patientId, dateHeure: at(`${practiceDate(1)}T12:00`) });
    await runNotificationRound(db(), sender());
    const [message] = sent;
    expect(message!.langue).toBe("ar");
    expect(message!.message.smsText).toMatch(/للتأكيد أو الإلغاء: https:\/\/cabinet\.test\/ar\/rendez-vous\/gerer\/[\w-]{43}$/);
    // An Arabic SMS holds 67 characters a part once split.
    expect(message!.message.smsText.length).toBeLessThanOrEqual(3 * 67);
    expect(message!.message.text).toContain("/ar/rendez-vous/gerer/");
  });

  it("forgets the link of a message that did not leave (no provider), and gives none to an appointment already cancelled", async () => {
    const booked = await appointmentFor(`${practiceDate(1)}T14:00`);
    await enqueueAppointmentNotice(db(), { type: "confirmation", appointmentId: booked.id, patientId: booked.patientId, dateHeure: at(`${practiceDate(1)}T14:00`) });
    expect(await runNotificationRound(db(), sender({ email: logChannel(() => {}) }))).toMatchObject({ notSent: 1 });
    expect(await db().select().from(appointmentLinks)).toHaveLength(0);

    await db().update(appointments).set({ status: "annule", motifAnnulation: "Empêchement", annulePar: "cabinet" }).where(eq(appointments.id, booked.id));
    await enqueueAppointmentNotice(db(), { type: "confirmation", appointmentId: booked.id, patientId: booked.patientId, dateHeure: at(`${practiceDate(1)}T14:00`) });
    await runNotificationRound(db(), sender());
    expect(sent[0]!.message.text).not.toMatch(LINK);
    expect(await db().select().from(appointmentLinks)).toHaveLength(0);
  });
});
