import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { POST as sendRequestRoute } from "@/app/api/appointment-requests/route";
import { PATCH as changeAppointmentRoute } from "@/app/api/appointments/[id]/route";
import { POST as bookRoute } from "@/app/api/appointments/route";
import { POST as contactRoute } from "@/app/api/contact/route";
import { POST as retryRoute } from "@/app/api/notifications/[id]/retry/route";
import { GET as outboxRoute } from "@/app/api/notifications/route";
import { GET as readConsentsRoute, PUT as saveConsentsRoute } from "@/app/api/patients/[id]/consentements/route";
import { GET as patientNotificationsRoute } from "@/app/api/patients/[id]/notifications/route";
import { notifications, patients } from "@/db/schema";
import { logChannel, type ChannelSet, type NotifyLog } from "@/domain/notifications/channels";
import type { PracticeForTexts } from "@/domain/notifications/message-texts";
import { scheduleReminders } from "@/domain/notifications/reminders";
import { claimDueNotifications, retryDelayMs, runNotificationRound, type SenderSettings } from "@/domain/notifications/sender";
import { smtpChannel } from "@/domain/notifications/smtp-channel";
import { twilioChannel } from "@/domain/notifications/twilio-channel";
import type { ConsentsAnswer, NotificationAnswer, NotificationPage } from "@/schemas/notification";
import { atFixedClock } from "../support/fixed-clock";
import { call, lastAudit, practiceDate, seedStaff, type StaffFixtures } from "./api/api-test-kit";
import { startSmtpServer, startTwilioServer, TWILIO_SID, TWILIO_TOKEN } from "./notifications-test-servers";
import { withTestDatabase } from "../support/test-database";

/** Issue 24 (decision 030): consents, the outbox's messages, and the sender against a real SMTP server and a Twilio stand-in. */

const database = withTestDatabase();
let staff: StaffFixtures;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let twilio: Awaited<ReturnType<typeof startTwilioServer>>;
const logLines: string[] = [];

const practice: PracticeForTexts = {
  doctorName: "Yassine Alaoui",
  address: "12, avenue de l'Exemple, Agdal, Rabat",
  phone: "+212 5 37 00 00 00",
  siteUrl: "https://cabinet.test",
  timeZone: "Africa/Casablanca",
};
const log: NotifyLog = (level, fields, message) => logLines.push(JSON.stringify({ level, fields, message }));

function channels(overrides: Partial<ChannelSet> = {}): ChannelSet {
  const twilioDriver = twilioChannel({
    accountSid: TWILIO_SID,
    authToken: TWILIO_TOKEN,
    from: "+212522000000",
    whatsappFrom: "+212522000001",
    contentSids: { confirmation: "HXconfirmation0001", rappel: "HXrappel0001" },
    baseUrl: twilio.baseUrl,
  });
  return { email: smtpChannel({ url: smtp.url, from: "Cabinet du Dr. Alaoui <rdv@cabinet.test>" }), sms: twilioDriver, whatsapp: twilioDriver, ...overrides };
}

function sender(overrides: Partial<SenderSettings> = {}): SenderSettings {
  return { channels: channels(), practice, reminders: null, staffAlerts: { emails: [], everyMinutes: 10 }, log, retryBaseMs: 60_000, ...overrides };
}

const round = (settings = sender()) => runNotificationRound(database().db, settings);

let seq = 0;
async function addPatient(fields: Partial<typeof patients.$inferInsert> = {}) {
  seq += 1;
  const [row] = await database()
    .db.insert(patients)
    .values({ nom: `Patient${seq}`, prenom: "Amina", dateNaissance: "1980-05-01", gender: "F", telephone: "0612345678", email: `amina${seq}@exemple.ma`, adresse: "Rabat", ...fields })
    .returning({ id: patients.id });
  return row!.id;
}

const consents = (id: number, body: unknown, token = staff.assistant.token) =>
  call(saveConsentsRoute, { method: "PUT", path: `/api/patients/${id}/consentements`, params: { id: String(id) }, body, token });
const book = (patientId: number, dateHeure: string) =>
  call(bookRoute, { path: "/api/appointments", token: staff.assistant.token, body: { dateHeure, motif: "Contrôle genou", patient: { id: patientId }, medecin: { id: staff.medecin.id } } });
const change = (id: number, body: unknown) =>
  call(changeAppointmentRoute, { method: "PATCH", path: `/api/appointments/${id}`, params: { id: String(id) }, body, token: staff.assistant.token });
const messagesOf = async (patientId: number) =>
  (await call(patientNotificationsRoute, { path: `/api/patients/${patientId}/notifications`, params: { id: String(patientId) }, token: staff.medecin.token })).body as NotificationAnswer[];

beforeAll(async () => {
  staff = await seedStaff(database().db);
  smtp = await startSmtpServer();
  twilio = await startTwilioServer();
});

afterAll(async () => {
  await smtp?.close();
  await twilio?.close();
});

beforeEach(async () => {
  // Each test sends only its own messages.
  await database().db.update(notifications).set({ statut: "echec", nextAttemptAt: null }).where(eq(notifications.statut, "en_attente"));
  smtp.mails.length = 0;
  twilio.requests.length = 0;
  logLines.length = 0;
});

describe("consents", () => {
  it("are off until agreed; agreeing dates a channel, keeping it keeps its date, withdrawing clears it", async () => {
    const id = await addPatient();
    const read = () => call(readConsentsRoute, { path: `/api/patients/${id}/consentements`, params: { id: String(id) }, token: staff.assistant.token });
    expect((await read()).body).toEqual({ email: null, sms: null, whatsapp: null, canalPrefere: "whatsapp", langue: "fr" });

    const first = await consents(id, { email: true, sms: true, whatsapp: false });
    expect(first.status).toBe(200);
    const agreed = first.body as ConsentsAnswer;
    expect(agreed.email).toMatch(/^\d{4}-\d{2}-\d{2}T.*Z$/);
    expect(agreed.whatsapp).toBeNull();

    await new Promise((resolve) => setTimeout(resolve, 20));
    const second = (await consents(id, { email: true, sms: false, whatsapp: true })).body as ConsentsAnswer;
    expect(second.email).toBe(agreed.email);
    expect(second.sms).toBeNull();
    expect(second.whatsapp).not.toBeNull();
    expect((await read()).body).toEqual(second);

    const audit = await lastAudit(database().db, "patient.consents.update");
    expect(audit).toMatchObject({ targetType: "patient", targetId: String(id), details: { agreed: ["whatsapp"], withdrawn: ["sms"] } });
    expect(JSON.stringify(audit?.details)).not.toContain("@");
  });

  it("answer 404 for an unknown patient and 400 for a body without every channel", async () => {
    expect((await consents(999_999, { email: true, sms: false, whatsapp: false })).status).toBe(404);
    const id = await addPatient();
    const partial = await consents(id, { email: true });
    expect(partial.status).toBe(400);
    expect((await consents(id, { email: true, sms: false, whatsapp: false, fax: true })).status).toBe(400);
    expect((await consents(id, { email: true, sms: false, whatsapp: false }, "")).status).toBe(401);
  });
});

describe("patients' messages", () => {
  it("confirm a booking, a move and a cancellation by e-mail, in French, with the practice's time", async () => {
    const id = await addPatient();
    await consents(id, { email: true, sms: false, whatsapp: false });
    const booked = await book(id, "2030-07-16T10:30");
    expect(booked.status).toBe(201);
    const appointmentId = (booked.body as { id: number }).id;

    const [pending] = await messagesOf(id);
    expect(pending).toMatchObject({ type: "confirmation", canal: "email", statut: "en_attente", rendezVousId: appointmentId, tentatives: 0, envoyeLe: null });
    expect(await lastAudit(database().db, "patient.notifications.read")).toMatchObject({ targetType: "patient", targetId: String(id) });

    expect(await round()).toMatchObject({ sent: 1, failed: 0 });
    const [confirmation] = await smtp.waitForMails(1);
    expect(confirmation!.to).toEqual([`amina${seq}@exemple.ma`]);
    expect(confirmation!.subject).toBe("Confirmation de votre rendez-vous - Cabinet du Dr. Yassine Alaoui");
    expect(confirmation!.text).toContain("Cabinet du Dr. Yassine Alaoui : votre rendez-vous est confirmé le mardi 16 juillet 2030 à 10:30");
    const [sent] = await messagesOf(id);
    expect(sent).toMatchObject({ statut: "envoye", tentatives: 1, erreur: null, prochainEssai: null });
    expect(sent!.envoyeLe).not.toBeNull();

    expect((await change(appointmentId, { dateHeure: "2030-07-17T09:00" })).status).toBe(200);
    expect((await change(appointmentId, { status: "annule", motifAnnulation: "Empêchement", annulePar: "patient" })).status).toBe(200);
    expect(await round()).toMatchObject({ sent: 2 });
    const mails = await smtp.waitForMails(3);
    expect(mails[1]!.text).toContain("votre rendez-vous est déplacé au mercredi 17 juillet 2030 à 09:00 (au lieu du mardi 16 juillet 2030 à 10:30)");
    expect(mails[2]!.subject).toBe("Annulation de votre rendez-vous - Cabinet du Dr. Yassine Alaoui");
    expect(mails[2]!.text).toContain("votre rendez-vous du mercredi 17 juillet 2030 à 09:00 est annulé");
    expect((await messagesOf(id)).map((message) => message.type)).toEqual(["annulation", "deplacement", "confirmation"]);
    // The log says which message and its state, never to whom or what.
    expect(logLines.join("\n")).not.toMatch(/amina|juillet|exemple\.ma/i);
  });

  it("go only on a channel agreed to, one per message (decision 043), and not at all once consent is withdrawn", async () => {
    const none = await addPatient();
    await book(none, "2030-08-01T10:00");
    expect(await messagesOf(none)).toEqual([]);

    const id = await addPatient();
    await consents(id, { email: true, sms: true, whatsapp: false });
    await book(id, "2030-08-02T10:00");
    expect((await messagesOf(id)).map((message) => message.canal)).toEqual(["sms"]);
    await consents(id, { email: true, sms: false, whatsapp: false });
    const [withdrawn] = await messagesOf(id);
    expect(withdrawn).toMatchObject({ canal: "sms", statut: "echec", erreur: "Consentement retiré", prochainEssai: null });

    await round();
    expect(smtp.mails).toEqual([]);
    expect(twilio.requests).toHaveLength(0);
  });

  it("send SMS in Twilio's format: form-encoded To, From, Body, basic auth, an idempotency key", async () => {
    const id = await addPatient({ telephone: "06 61 22 33 44" });
    await consents(id, { email: false, sms: true, whatsapp: false });
    await book(id, "2030-09-10T15:00");
    expect(await round()).toMatchObject({ sent: 1 });
    const [request] = twilio.requests;
    expect(request!.authorized).toBe(true);
    expect(request!.contentType).toBe("application/x-www-form-urlencoded");
    expect(request!.form).toEqual({
      To: "+212661223344",
      From: "+212522000000",
      // The SMS with the patient's link gives it instead of the address (decision 050).
      Body: expect.stringMatching(/^Cabinet du Dr\. Yassine Alaoui : rendez-vous confirmé le mardi 10 septembre 2030 à 15:00\. Confirmer, annuler, déplacer : https:\/\/cabinet\.test\/rendez-vous\/gerer\/[\w-]{43} Tél\. /) as string,
    });
    expect(request!.idempotencyToken).toMatch(/^confirmation-\d+-sms-/);
    const [sms] = await messagesOf(id);
    expect(sms).toMatchObject({ statut: "envoye", destinataire: "+212661223344" });
  });

  it("send WhatsApp through the type's approved template with its variables, and fail a type without one", async () => {
    const id = await addPatient({ telephone: "+212 6 70 11 22 33" });
    await consents(id, { email: false, sms: false, whatsapp: true });
    const booked = await book(id, "2030-10-01T11:30");
    expect(await round()).toMatchObject({ sent: 1 });
    const { ContentVariables, ...form } = twilio.requests[0]!.form;
    expect(form).toEqual({ To: "whatsapp:+212670112233", From: "whatsapp:+212522000001", ContentSid: "HXconfirmation0001" });
    // The patient's personal link is the template's last variable (decision 050).
    expect(JSON.parse(ContentVariables!)).toEqual({
      "1": "Cabinet du Dr. Yassine Alaoui",
      "2": "mardi 1 octobre 2030",
      "3": "11:30",
      "4": expect.stringMatching(/^https:\/\/cabinet\.test\/rendez-vous\/gerer\/[\w-]{43}$/),
    });
    await change((booked.body as { id: number }).id, { status: "annule", motifAnnulation: "Empêchement", annulePar: "cabinet" });
    expect(await round()).toMatchObject({ failed: 1 });
    expect((await messagesOf(id))[0]).toMatchObject({ type: "annulation", statut: "echec", erreur: "Aucun modèle WhatsApp configuré pour ce type de message" });
    expect(twilio.requests).toHaveLength(1);
  });

  it("fail at once, with a French reason and no provider text, when the provider refuses the number or the server the address", async () => {
    const id = await addPatient({ telephone: "+212 99 12 34 56", email: "personne@refuse.test" });
    await consents(id, { email: true, sms: true, whatsapp: false });
    await book(id, "2030-11-05T08:30");
    await consents(id, { email: true, sms: true, whatsapp: false, canalPrefere: "email" });
    await book(id, "2030-11-06T08:30");
    expect(await round()).toMatchObject({ failed: 2, sent: 0 });
    const byChannel = Object.fromEntries((await messagesOf(id)).map((message) => [message.canal, message]));
    expect(byChannel.sms).toMatchObject({ statut: "echec", tentatives: 1, erreur: "Numéro refusé par le fournisseur de SMS (code 21211)" });
    expect(byChannel.email).toMatchObject({ statut: "echec", tentatives: 1, erreur: "Adresse refusée par le serveur de messagerie" });
    expect(byChannel.sms!.erreur).not.toMatch(/\+212|99 12/);
  });
});

describe("delivery", () => {
  it("retries with a growing delay, then fails after the last attempt; an admin sends it again", async () => {
    const id = await addPatient();
    await consents(id, { email: true, sms: false, whatsapp: false });
    await book(id, "2030-12-02T10:00");
    const closed = await startSmtpServer();
    await closed.close();
    const down = sender({ channels: channels({ email: smtpChannel({ url: closed.url, from: "rdv@cabinet.test", timeoutMs: 2000 }) }), retryBaseMs: 60_000 });

    const before = Date.now();
    expect(await round(down)).toMatchObject({ retrying: 1 });
    let [message] = await messagesOf(id);
    expect(message).toMatchObject({ statut: "en_attente", tentatives: 1, erreur: "Serveur de messagerie injoignable ou indisponible" });
    const wait = new Date(message!.prochainEssai!).getTime() - before;
    expect(wait).toBeGreaterThanOrEqual(60_000);
    expect(wait).toBeLessThan(70_000);
    // Not due yet: the next round leaves it.
    expect(await round(down)).toMatchObject({ retrying: 0 });
    expect(retryDelayMs(2, 60_000)).toBe(240_000);
    expect(retryDelayMs(3, 60_000)).toBe(960_000);
    expect(retryDelayMs(10, 60_000)).toBe(6 * 3_600_000);

    const quick = sender({ channels: down.channels, retryBaseMs: 30, maxAttempts: 3 });
    await database().db.update(notifications).set({ nextAttemptAt: new Date() }).where(eq(notifications.patientId, id));
    for (let i = 0; i < 20 && (await messagesOf(id))[0]!.statut === "en_attente"; i += 1) {
      await round(quick);
      await new Promise((resolve) => setTimeout(resolve, 150));
    }
    [message] = await messagesOf(id);
    expect(message).toMatchObject({ statut: "echec", tentatives: 3, erreur: "Serveur de messagerie injoignable ou indisponible", prochainEssai: null });

    const retry = (token: string) => call(retryRoute, { path: `/api/notifications/${message!.id}/retry`, params: { id: String(message!.id) }, method: "POST", token });
    expect((await retry(staff.assistant.token)).status).toBe(403);
    const again = await retry(staff.admin.token);
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ statut: "en_attente", tentatives: 0, erreur: null });
    expect((await retry(staff.admin.token)).status).toBe(409);
    expect(await round()).toMatchObject({ sent: 1 });
    await smtp.waitForMails(1);
    expect(await lastAudit(database().db, "notification.retry")).toMatchObject({ actorId: staff.admin.id, targetId: String(id) });
  });

  it("sends a message retried after a provider error, or after a crash between sending and recording, once, with one idempotency key", async () => {
    const id = await addPatient({ telephone: "0655443322" });
    await consents(id, { email: false, sms: true, whatsapp: false });
    await book(id, "2030-12-03T10:00");
    twilio.failNext(1);
    const quick = sender({ retryBaseMs: 20 });
    expect(await round(quick)).toMatchObject({ retrying: 1 });
    expect((await messagesOf(id))[0]).toMatchObject({ statut: "en_attente", erreur: "Fournisseur de SMS injoignable ou indisponible" });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await round(quick)).toMatchObject({ sent: 1 });
    expect(twilio.requests.map((request) => request.idempotencyToken)).toEqual([twilio.requests[0]!.idempotencyToken, twilio.requests[0]!.idempotencyToken]);

    // A sender that sent, then died before recording: its lease ends and another sender takes the message.
    const other = await addPatient({ telephone: "0655443311" });
    await consents(other, { email: false, sms: true, whatsapp: false });
    await book(other, "2030-12-04T10:00");
    twilio.requests.length = 0;
    const [claimed] = await claimDueNotifications(database().db, 10, 1);
    const dying = channels().sms;
    const firstTry = await dying.send({ id: claimed!.id, key: claimed!.cle, type: claimed!.type, canal: "sms", to: claimed!.destinataire, langue: "fr", message: { subject: "", text: "Rappel", smsText: "Rappel", variables: {} } });
    expect(firstTry.outcome).toBe("sent");
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(await round()).toMatchObject({ sent: 1 });
    expect(twilio.requests).toHaveLength(2);
    expect(twilio.requests[1]!.idempotencyToken).toBe(twilio.requests[0]!.idempotencyToken);
    const [recorded] = await database().db.select({ providerId: notifications.providerId, attempts: notifications.attempts }).from(notifications).where(eq(notifications.id, claimed!.id));
    // Twilio answered the repeat with the first message's sid: one SMS, not two.
    expect(recorded!.attempts).toBe(2);
    expect(recorded!.providerId).toMatch(/^SM/);
  });
});

describe("reminders", () => {
  // 2030-07-15 18:30 in Casablanca (UTC+1 that day): tomorrow is Tuesday 16 July.
  const evening = new Date("2030-07-15T17:30:00Z");

  it("go the day before from REMINDER_HOUR, once per appointment on one channel, in French", async () => {
    const id = await addPatient();
    await consents(id, { email: true, sms: true, whatsapp: false });
    const booked = await book(id, "2030-07-16T10:30");
    const cancelled = await book(id, "2030-07-16T16:00");
    await change((cancelled.body as { id: number }).id, { status: "annule", motifAnnulation: "Empêchement", annulePar: "patient" });
    await book(await addPatient(), "2030-07-16T11:00");
    await round();
    smtp.mails.length = 0;
    twilio.requests.length = 0;

    expect(await scheduleReminders(database().db, { hour: 18, timeZone: "Africa/Casablanca" }, new Date("2030-07-15T16:59:00Z"))).toBe(0);
    expect(await scheduleReminders(database().db, { hour: 18, timeZone: "Africa/Casablanca" }, evening)).toBe(1);
    expect(await scheduleReminders(database().db, { hour: 18, timeZone: "Africa/Casablanca" }, evening)).toBe(0);
    expect(await runNotificationRound(database().db, sender(), evening)).toMatchObject({ sent: 1 });
    expect(smtp.mails).toEqual([]);
    // With the patient's personal link instead of the address, to stay within two SMS parts (decision 050).
    expect(twilio.requests[0]!.form.Body).toMatch(
      /^Rappel : rendez-vous demain mardi 16 juillet 2030 à 10:30, cabinet du Dr\. Yassine Alaoui\. Confirmer, annuler, déplacer : https:\/\/cabinet\.test\/rendez-vous\/gerer\/[\w-]{43} Tél\. \+212 5 37 00 00 00$/,
    );
    const reminders = (await messagesOf(id)).filter((message) => message.type === "rappel");
    expect(reminders.map((message) => [message.rendezVousId, message.canal, message.statut])).toEqual([[(booked.body as { id: number }).id, "sms", "envoye"]]);
  });

  it("are not sent for an appointment moved or cancelled after they were scheduled", async () => {
    const id = await addPatient();
    await consents(id, { email: true, sms: false, whatsapp: false });
    const booked = await book(id, "2030-07-16T09:00");
    await round();
    smtp.mails.length = 0;
    expect(await scheduleReminders(database().db, { hour: 18, timeZone: "Africa/Casablanca" }, evening)).toBe(1);
    await database().db.update(notifications).set({ nextAttemptAt: new Date(Date.now() + 60_000) }).where(eq(notifications.type, "rappel"));
    await change((booked.body as { id: number }).id, { dateHeure: "2030-07-20T09:00" });
    await database().db.update(notifications).set({ nextAttemptAt: new Date() }).where(eq(notifications.statut, "en_attente"));
    await round();
    const reminder = (await messagesOf(id)).find((message) => message.type === "rappel");
    expect(reminder).toMatchObject({ statut: "echec", erreur: "Rendez-vous annulé ou déplacé depuis" });
    expect(smtp.mails.map((mail) => mail.subject)).toEqual(["Votre rendez-vous a été déplacé - Cabinet du Dr. Yassine Alaoui"]);
  });
});

describe("staff alerts", () => {
  // Sent on the fixed clock, for which the preferred date is ahead; the alerts then run on the real one.
  const request = (nom: string) =>
    atFixedClock(() =>
      call(sendRequestRoute, { path: "/api/appointment-requests", body: { nom, prenom: "Karima", telephone: "0611223344", datePreferee: practiceDate(3), heurePreferee: "10:00", motif: "Douleur au genou" } }),
    );
  const contact = () => call(contactRoute, { path: "/api/contact", body: { nomComplet: "Omar Tazi", email: "omar@exemple.ma", sujet: "Horaires", message: "Bonjour" } });

  it("group new requests and messages into one e-mail per staff address and interval, with no patient data", async () => {
    const alerts = { emails: ["accueil@cabinet.test", "dr@cabinet.test"], everyMinutes: 10 };
    expect((await request("Benali")).status).toBe(201);
    expect((await request("Chraibi")).status).toBe(201);
    expect((await contact()).status).toBe(201);
    expect(await round(sender({ staffAlerts: alerts }))).toMatchObject({ alerted: 3, sent: 2 });
    const mails = await smtp.waitForMails(2);
    expect(mails.flatMap((mail) => mail.to).sort()).toEqual(["accueil@cabinet.test", "dr@cabinet.test"]);
    expect(mails[0]!.text).toContain("2 nouvelles demandes de rendez-vous et 1 nouveau message sur le site du cabinet.");
    expect(mails[0]!.text).toContain("https://cabinet.test/responsable/demandes");
    expect(mails[0]!.text).toContain("https://cabinet.test/responsable/messages");
    for (const mail of mails) expect(`${mail.subject}\n${mail.text}`).not.toMatch(/Benali|Chraibi|Karima|Omar|Tazi|0611223344|genou|omar@/);

    // Within the interval: counted, not sent.
    await request("Doukkali");
    expect(await round(sender({ staffAlerts: alerts }))).toMatchObject({ alerted: 0, sent: 0 });
    // Once it has passed: one more e-mail each, for what came meanwhile.
    const later = new Date(Date.now() + 11 * 60_000);
    await runNotificationRound(database().db, sender({ staffAlerts: alerts }), later);
    const next = await smtp.waitForMails(4);
    expect(next[2]!.text).toContain("1 nouvelle demande de rendez-vous sur le site du cabinet.");

    const page = (await call(outboxRoute, { path: "/api/notifications?type=alerte_personnel", token: staff.admin.token })).body as NotificationPage;
    expect(page.total).toBe(4);
    expect(page.items[0]).toMatchObject({ type: "alerte_personnel", canal: "email", patient: null, statut: "envoye" });
  });
});

describe("the admins' list", () => {
  it("lists every message newest first with its patient, filters it, and is for admins only", async () => {
    const id = await addPatient({ nom: "Filali", prenom: "Sanae" });
    await consents(id, { email: true, sms: true, whatsapp: false });
    await book(id, "2031-01-07T10:00");
    const list = (query: string, token = staff.admin.token) => call(outboxRoute, { path: `/api/notifications${query}`, token });
    expect((await list("", staff.medecin.token)).status).toBe(403);
    expect((await list("?statut=perdu")).status).toBe(400);
    expect((await list("?limit=201")).status).toBe(400);
    const sms = (await list("?canal=sms&limit=1")).body as NotificationPage;
    expect(sms.items).toHaveLength(1);
    expect(sms.items[0]).toMatchObject({ canal: "sms", type: "confirmation", statut: "en_attente", patient: { id, nom: "Filali", prenom: "Sanae" } });
    expect(sms.total).toBeGreaterThan(1);
    const pending = (await list("?statut=en_attente&canal=&type=")).body as NotificationPage;
    expect(pending.items.every((item) => item.statut === "en_attente")).toBe(true);
    expect(await lastAudit(database().db, "notification.list")).toMatchObject({ actorId: staff.admin.id, details: { patientIds: [id] } });
  });

  it("the log driver records the message as not sent (decision 043), without its text or recipient in the log", async () => {
    const id = await addPatient();
    await consents(id, { email: true, sms: false, whatsapp: false });
    await book(id, "2031-02-04T10:00");
    const recorded = logChannel(log);
    expect(await round(sender({ channels: { email: recorded, sms: recorded, whatsapp: recorded } }))).toMatchObject({ sent: 0, notSent: 1 });
    expect(smtp.mails).toEqual([]);
    expect((await messagesOf(id))[0]).toMatchObject({ statut: "non_envoye", envoyeLe: null });
    expect(logLines.join("\n")).toContain("notification recorded, not sent (log driver)");
    expect(logLines.join("\n")).not.toMatch(/amina|février|exemple/i);
  });
});
