import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { POST as convertRoute } from "@/app/api/appointment-requests/[id]/convert/route";
import { POST as sendRequestRoute } from "@/app/api/appointment-requests/route";
import { POST as bookRoute } from "@/app/api/appointments/route";
import { GET as countsRoute } from "@/app/api/front-desk/counts/route";
import { POST as retryRoute } from "@/app/api/notifications/[id]/retry/route";
import { GET as outboxRoute } from "@/app/api/notifications/route";
import { GET as readConsentsRoute, PUT as saveConsentsRoute } from "@/app/api/patients/[id]/consentements/route";
import { GET as patientNotificationsRoute } from "@/app/api/patients/[id]/notifications/route";
import { appointmentRequests, appointments, notifications, patients } from "@/db/schema";
import { logChannel, type ChannelSet, type NotifyLog } from "@/domain/notifications/channels";
import type { PracticeForTexts } from "@/domain/notifications/message-texts";
import { scheduleReminders } from "@/domain/notifications/reminders";
import { runNotificationRound, type SenderSettings } from "@/domain/notifications/sender";
import { smtpChannel } from "@/domain/notifications/smtp-channel";
import { twilioChannel } from "@/domain/notifications/twilio-channel";
import { postAppointmentRequestForm } from "@/server/public-form-posts";
import type { AlertCounts } from "@/schemas/alerts";
import type { ConsentsAnswer, NotificationAnswer, NotificationPage } from "@/schemas/notification";
import { atFixedClock } from "../support/fixed-clock";
import { withTestDatabase } from "../support/test-database";
import { call, lastAudit, nextAddress, practiceDate, seedStaff, type StaffFixtures } from "./api/api-test-kit";
import { startSmtpServer, startTwilioServer, TWILIO_SID, TWILIO_TOKEN } from "./notifications-test-servers";

/**
 * Issue 32, "Messages that tell the truth" (decision 043), through the routes and the sender: the
 * log driver's messages are not "sent" and admins are told; one channel per message; no reminder
 * right after the confirmation; a request from the Arabic pages is answered in Arabic.
 */

const database = withTestDatabase();
let staff: StaffFixtures;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let twilio: Awaited<ReturnType<typeof startTwilioServer>>;
const logLines: string[] = [];
const log: NotifyLog = (level, fields, message) => logLines.push(JSON.stringify({ level, fields, message }));

const practice: PracticeForTexts = {
  doctorName: "Yassine Alaoui",
  address: "12, avenue de l'Exemple, Agdal, Rabat",
  phone: "+212 5 37 00 00 00",
  siteUrl: "https://cabinet.test",
  timeZone: "Africa/Casablanca",
};

function realChannels(): ChannelSet {
  const driver = twilioChannel({
    accountSid: TWILIO_SID,
    authToken: TWILIO_TOKEN,
    from: "+212522000000",
    whatsappFrom: "+212522000001",
    contentSids: { confirmation: "HXconfirmationFR01", rappel: "HXrappelFR01" },
    contentSidsAr: { confirmation: "HXconfirmationAR01", rappel: "HXrappelAR01" },
    baseUrl: twilio.baseUrl,
  });
  return { email: smtpChannel({ url: smtp.url, from: "Cabinet <rdv@cabinet.test>" }), sms: driver, whatsapp: driver };
}
const sender = (overrides: Partial<SenderSettings> = {}): SenderSettings => ({
  channels: realChannels(),
  practice,
  reminders: null,
  staffAlerts: { emails: [], everyMinutes: 10 },
  log,
  ...overrides,
});
const round = (settings = sender(), now?: Date) => runNotificationRound(database().db, settings, now);

let seq = 0;
async function addPatient(fields: Partial<typeof patients.$inferInsert> = {}) {
  seq += 1;
  const [row] = await database()
    .db.insert(patients)
    .values({ nom: `Verite${seq}`, prenom: "Amina", dateNaissance: "1980-05-01", gender: "F", telephone: "0612345678", email: `verite${seq}@exemple.ma`, adresse: "Rabat", ...fields })
    .returning({ id: patients.id });
  return row!.id;
}
const consents = (id: number, body: unknown) =>
  call(saveConsentsRoute, { method: "PUT", path: `/api/patients/${id}/consentements`, params: { id: String(id) }, body, token: staff.assistant.token });
const book = (patientId: number, dateHeure: string) =>
  call(bookRoute, { path: "/api/appointments", token: staff.assistant.token, body: { dateHeure, motif: "Contrôle", patient: { id: patientId }, medecin: { id: staff.medecin.id } } });
const messagesOf = async (patientId: number) =>
  (await call(patientNotificationsRoute, { path: `/api/patients/${patientId}/notifications`, params: { id: String(patientId) }, token: staff.medecin.token })).body as NotificationAnswer[];
const counts = async (token: string) => (await call(countsRoute, { path: "/api/front-desk/counts", token })).body as AlertCounts;

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

describe("the log driver", () => {
  it("records a message as not sent, never 'envoye', and the admins' header counts it", async () => {
    const id = await addPatient();
    await consents(id, { email: false, sms: true, whatsapp: false });
    await book(id, "2031-02-04T10:00");
    const recorded = logChannel(log);
    const before = await counts(staff.admin.token);
    expect(await round(sender({ channels: { email: recorded, sms: recorded, whatsapp: recorded } }))).toMatchObject({ sent: 0, notSent: 1 });
    expect(twilio.requests).toEqual([]);
    const [message] = await messagesOf(id);
    expect(message).toMatchObject({ statut: "non_envoye", envoyeLe: null, prochainEssai: null, erreur: "Aucun fournisseur configuré pour ce canal : rien n'est parti" });
    expect(logLines.join("\n")).toContain("notification recorded, not sent (log driver)");
    expect(logLines.join("\n")).not.toMatch(/verite|février|\+2126/i);

    // The test server has neither SMTP_URL nor SMS_PROVIDER=twilio: every channel lacks a provider.
    const after = await counts(staff.admin.token);
    expect(after.canauxSansFournisseur).toEqual(["email", "sms", "whatsapp"]);
    expect(after.messagesNonEnvoyes).toBe((before.messagesNonEnvoyes ?? 0) + 1);
    const forAssistant = await counts(staff.assistant.token);
    expect(forAssistant).not.toHaveProperty("messagesNonEnvoyes");
    expect(forAssistant).not.toHaveProperty("canauxSansFournisseur");

    // The outbox filters on it, and an admin may send it again once a provider is there.
    const page = (await call(outboxRoute, { path: "/api/notifications?statut=non_envoye", token: staff.admin.token })).body as NotificationPage;
    expect(page.items.map((item) => item.id)).toContain(message!.id);
    const retried = await call(retryRoute, { method: "POST", path: `/api/notifications/${message!.id}/retry`, params: { id: String(message!.id) }, token: staff.admin.token });
    expect(retried.status).toBe(200);
    expect(await round()).toMatchObject({ sent: 1 });
    expect((await messagesOf(id))[0]).toMatchObject({ statut: "envoye" });
  });
});

describe("one channel per message", () => {
  it("sends a patient who agreed to SMS and WhatsApp one confirmation, by WhatsApp by default, then by the channel preferred", async () => {
    const id = await addPatient({ telephone: "06 61 22 33 44" });
    const saved = await consents(id, { email: true, sms: true, whatsapp: true });
    expect(saved.body).toMatchObject({ canalPrefere: "whatsapp", langue: "fr" });
    await book(id, "2031-03-04T10:00");
    expect((await messagesOf(id)).map((message) => [message.type, message.canal])).toEqual([["confirmation", "whatsapp"]]);
    expect(await round()).toMatchObject({ sent: 1 });
    expect(twilio.requests).toHaveLength(1);
    expect(twilio.requests[0]!.form.ContentSid).toBe("HXconfirmationFR01");
    expect(smtp.mails).toEqual([]);

    const changed = await consents(id, { email: true, sms: true, whatsapp: true, canalPrefere: "sms" });
    expect(changed.status).toBe(200);
    expect((await call(readConsentsRoute, { path: `/api/patients/${id}/consentements`, params: { id: String(id) }, token: staff.assistant.token })).body).toMatchObject({
      canalPrefere: "sms",
    } satisfies Partial<ConsentsAnswer>);
    expect(await lastAudit(database().db, "patient.consents.update")).toMatchObject({ details: { canalPrefere: "sms" } });
    await book(id, "2031-03-05T10:00");
    expect((await messagesOf(id)).map((message) => message.canal)).toEqual(["sms", "whatsapp"]);

    // The preferred channel withdrawn: the next message goes by the first agreed in the order WhatsApp, SMS, e-mail.
    await consents(id, { email: true, sms: false, whatsapp: false });
    await book(id, "2031-03-06T10:00");
    expect((await messagesOf(id))[0]).toMatchObject({ canal: "email", statut: "en_attente" });
  });

  it("refuses a preferred channel or a language that is not one", async () => {
    const id = await addPatient();
    expect((await consents(id, { email: true, sms: false, whatsapp: false, canalPrefere: "fax" })).status).toBe(400);
    expect((await consents(id, { email: true, sms: false, whatsapp: false, langue: "en" })).status).toBe(400);
  });
});

describe("reminders", () => {
  // Monday 17 March 2031, 19:00 in Casablanca (UTC+1): tomorrow is Tuesday 18 March.
  const evening = new Date("2031-03-17T18:00:00Z");
  const settings = { hour: 18, timeZone: "Africa/Casablanca" };

  it("are not sent when the confirmation went out less than 24 hours before the appointment, and are sent once otherwise", async () => {
    const late = await addPatient();
    await consents(late, { email: false, sms: true, whatsapp: true });
    const early = await addPatient();
    await consents(early, { email: false, sms: true, whatsapp: true });
    const lateBooking = (await book(late, "2031-03-18T10:00")).body as { id: number };
    const earlyBooking = (await book(early, "2031-03-18T11:00")).body as { id: number };
    expect(await round()).toMatchObject({ sent: 2 });
    twilio.requests.length = 0;
    // The early booking's confirmation went out two days before; the late one's the evening before.
    const wentAt = (instant: string) => ({ createdAt: new Date(instant), sentAt: new Date(instant) });
    await database().db.update(notifications).set(wentAt("2031-03-16T09:00:00Z")).where(eq(notifications.appointmentId, earlyBooking.id));
    await database().db.update(notifications).set(wentAt("2031-03-17T17:30:00Z")).where(eq(notifications.appointmentId, lateBooking.id));

    expect(await scheduleReminders(database().db, settings, evening)).toBe(1);
    expect(await scheduleReminders(database().db, settings, evening)).toBe(0);
    await round(sender(), evening);
    expect((await messagesOf(late)).map((message) => message.type)).toEqual(["confirmation"]);
    const reminders = (await messagesOf(early)).filter((message) => message.type === "rappel");
    expect(reminders).toHaveLength(1);
    expect(reminders[0]).toMatchObject({ canal: "whatsapp", statut: "envoye", rendezVousId: earlyBooking.id });
    expect(twilio.requests.map((request) => request.form.ContentSid)).toEqual(["HXrappelFR01"]);
  });
});

describe("a request from the Arabic pages", () => {
  const arabicRequest = () =>
    atFixedClock(() =>
      call(sendRequestRoute, {
        path: "/api/appointment-requests",
        body: { nom: "العلمي", prenom: "أمين", telephone: "0670112233", datePreferee: practiceDate(3), heurePreferee: "10:00:00", langue: "ar" },
      }),
    );

  it("records its language (French when the spec's call says nothing) and refuses another", async () => {
    const sent = await arabicRequest();
    expect(sent.status).toBe(201);
    const [row] = await database().db.select({ langue: appointmentRequests.langue }).from(appointmentRequests).where(eq(appointmentRequests.id, (sent.body as { id: number }).id));
    expect(row!.langue).toBe("ar");
    // The spec's answer is unchanged: no language in it.
    expect(sent.body).not.toHaveProperty("langue");

    const french = await atFixedClock(() =>
      call(sendRequestRoute, { path: "/api/appointment-requests", body: { nom: "Alami", prenom: "Amine", telephone: "0670112234", datePreferee: practiceDate(3), heurePreferee: "10:00:00" } }),
    );
    const [frenchRow] = await database().db.select({ langue: appointmentRequests.langue }).from(appointmentRequests).where(eq(appointmentRequests.id, (french.body as { id: number }).id));
    expect(frenchRow!.langue).toBe("fr");

    const other = await atFixedClock(() =>
      call(sendRequestRoute, { path: "/api/appointment-requests", body: { nom: "Alami", prenom: "Amine", telephone: "0670112234", datePreferee: practiceDate(3), heurePreferee: "10:00:00", langue: "en" } }),
    );
    expect(other.status).toBe(400);
  });

  it("posted without scripts, keeps the Arabic form's language", async () => {
    const form = new FormData();
    for (const [name, value] of Object.entries({ nom: "البقالي", prenom: "سناء", telephone: "0670112299", datePreferee: practiceDate(3), heurePreferee: "11:00", motif: "", langue: "ar" })) form.set(name, value);
    const state = await atFixedClock(() => postAppointmentRequestForm(form, new Headers({ "x-forwarded-for": nextAddress() })));
    expect(state.outcome).toBe("success");
    const [row] = await database().db.select({ langue: appointmentRequests.langue }).from(appointmentRequests).where(eq(appointmentRequests.telephone, "0670112299"));
    expect(row!.langue).toBe("ar");
  });

  it("is answered in Arabic once converted: the patient's and the appointment's language, by e-mail, SMS and WhatsApp's Arabic template", async () => {
    const requestId = ((await arabicRequest()).body as { id: number }).id;
    const id = await addPatient({ nom: "Alami", prenom: "Amine", telephone: "0670112233", email: "alami@exemple.ma" });
    await consents(id, { email: true, sms: true, whatsapp: true });
    const converted = await call(convertRoute, {
      path: `/api/appointment-requests/${requestId}/convert`,
      params: { id: String(requestId) },
      token: staff.assistant.token,
      body: { dateHeure: "2031-04-08T10:30", motif: "Douleur au genou", observation: null, patient: { id }, medecin: { id: staff.medecin.id }, dureeMinutes: 30 },
    });
    expect(converted.status).toBe(201);
    const appointmentId = (converted.body as { appointment: { id: number } }).appointment.id;
    const [patient] = await database().db.select({ langue: patients.langue }).from(patients).where(eq(patients.id, id));
    expect(patient!.langue).toBe("ar");
    const [appointment] = await database().db.select({ langue: appointments.langue }).from(appointments).where(eq(appointments.id, appointmentId));
    expect(appointment!.langue).toBe("ar");

    // WhatsApp (the default preference): the Arabic template, Arabic variables.
    expect(await round()).toMatchObject({ sent: 1 });
    expect(twilio.requests[0]!.form).toMatchObject({ ContentSid: "HXconfirmationAR01" });
    // The personal link, to the Arabic page, is the template's last variable (decision 050).
    expect(JSON.parse(twilio.requests[0]!.form.ContentVariables!)).toEqual({
      "1": "عيادة الدكتور Yassine Alaoui",
      "2": "الثلاثاء، 8 أبريل 2031",
      "3": "10:30",
      "4": expect.stringMatching(/\/ar\/rendez-vous\/gerer\/[\w-]{43}$/),
    });

    // SMS: the short Arabic text.
    await consents(id, { email: true, sms: true, whatsapp: true, canalPrefere: "sms" });
    await book(id, "2031-04-09T09:00");
    expect(await round()).toMatchObject({ sent: 1 });
    expect(twilio.requests[1]!.form.Body).toMatch(/^عيادة الدكتور Yassine Alaoui: موعدكم مؤكد الأربعاء، 9 أبريل 2031 09:00\. للتأكيد أو الإلغاء: \S+\/ar\/rendez-vous\/gerer\/[\w-]{43}$/);

    // E-mail: the Arabic subject and text.
    await consents(id, { email: true, sms: true, whatsapp: true, canalPrefere: "email" });
    await book(id, "2031-04-10T09:00");
    expect(await round()).toMatchObject({ sent: 1 });
    const [mail] = await smtp.waitForMails(1);
    expect(mail!.subject).toBe("تأكيد موعدكم - عيادة الدكتور Yassine Alaoui");
    expect(mail!.text).toContain("تم تأكيد موعدكم يوم الخميس، 10 أبريل 2031 على الساعة 09:00");

    // Staff may set the language back to French on the file.
    expect((await consents(id, { email: true, sms: true, whatsapp: true, langue: "fr" })).body).toMatchObject({ langue: "fr" });
    await book(id, "2031-04-11T09:00");
    await round();
    const [french] = await smtp.waitForMails(2).then((mails) => mails.slice(1));
    expect(french!.subject).toBe("Confirmation de votre rendez-vous - Cabinet du Dr. Yassine Alaoui");
  });

  it("fails an Arabic WhatsApp message whose type has no Arabic template, with the reason", async () => {
    const id = await addPatient({ langue: "ar", telephone: "0670110000" });
    await consents(id, { email: false, sms: false, whatsapp: true });
    await book(id, "2031-05-06T10:00");
    const frenchOnly = twilioChannel({ accountSid: TWILIO_SID, authToken: TWILIO_TOKEN, whatsappFrom: "+212522000001", contentSids: { confirmation: "HXconfirmationFR01" }, baseUrl: twilio.baseUrl });
    expect(await round(sender({ channels: { ...realChannels(), whatsapp: frenchOnly } }))).toMatchObject({ failed: 1 });
    expect((await messagesOf(id))[0]).toMatchObject({ statut: "echec", erreur: "Aucun modèle WhatsApp configuré pour ce type de message" });
    expect(twilio.requests).toEqual([]);
  });
});
