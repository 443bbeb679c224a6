import { afterAll, beforeAll, expect, inject, it } from "vitest";
import type { DatabaseHandle } from "@/db/client";
import { appointments, notifications, patients } from "@/db/schema";
import type { Channel } from "@/domain/notifications/channels";
import { runNotificationRound, type SenderSettings } from "@/domain/notifications/sender";
import { twilioChannel } from "@/domain/notifications/twilio-channel";
import { insertStaff } from "../support/row-fixtures";
import { createInstancesDatabase } from "../support/test-database";
import { startTwilioServer, TWILIO_SID, TWILIO_TOKEN } from "./notifications-test-servers";

/**
 * Several instances of the server on one database (decision 030): 100 reminders due, each sent
 * exactly once. On PostgreSQL (npm run test:pg) two senders, each with its own connection pool,
 * run at once; on the embedded database, which one process owns, one sender.
 */

const template = inject("databaseTemplate");
let handles: DatabaseHandle[] = [];
let instances: Awaited<ReturnType<typeof createInstancesDatabase>> | undefined;
let twilio: Awaited<ReturnType<typeof startTwilioServer>>;

// 2030-07-15 18:30 in Casablanca: tomorrow's appointments are due for their reminder.
const evening = new Date("2030-07-15T17:30:00Z");

beforeAll(async () => {
  twilio = await startTwilioServer();
  instances = await createInstancesDatabase(2, 4);
  handles = instances.handles;
  const { db } = handles[0]!;
  const doctor = await insertStaff(db, "MEDECIN");
  const created = await db
    .insert(patients)
    .values(
      Array.from({ length: 100 }, (_, i) => ({
        nom: `Patient${i}`,
        prenom: "Test",
        dateNaissance: "1980-01-01",
        gender: "F",
        telephone: `06${String(10_000_000 + i).padStart(8, "0")}`,
        email: `p${i}@exemple.ma`,
        adresse: "Rabat",
        consentSmsAt: new Date("2030-01-01T00:00:00Z"),
      })),
    )
    .returning({ id: patients.id });
  await db.insert(appointments).values(
    created.map((patient, i) => ({
      // Tuesday 16 July 2030 from 08:00 Casablanca time (UTC+1), every 5 minutes.
      dateHeure: new Date(Date.UTC(2030, 6, 16, 7, 0) + i * 5 * 60_000),
      motif: "Contrôle",
      patientId: patient.id,
      medecinId: doctor.id,
    })),
  );
}, 120_000);

afterAll(async () => {
  await instances?.close();
  await twilio?.close();
});

function settings(): SenderSettings {
  const twilioDriver = twilioChannel({ accountSid: TWILIO_SID, authToken: TWILIO_TOKEN, from: "+212522000000", contentSids: {}, baseUrl: twilio.baseUrl });
  // A provider that takes a few milliseconds: the senders' rounds overlap.
  const slow: Channel = { driver: "twilio", send: async (message) => (await new Promise((resolve) => setTimeout(resolve, 5)), twilioDriver.send(message)) };
  return {
    channels: { email: slow, sms: slow, whatsapp: slow },
    practice: { doctorName: "Yassine Alaoui", address: "Rabat", phone: "+212 5 37 00 00 00", siteUrl: "https://cabinet.test", timeZone: "Africa/Casablanca" },
    reminders: { hour: 18, timeZone: "Africa/Casablanca" },
    staffAlerts: { emails: [], everyMinutes: 10 },
    log: () => {},
    batchSize: 5,
  };
}

it(`sends 100 reminders due exactly once with ${template.kind === "postgres" ? "two senders on one PostgreSQL" : "the embedded database's one sender"}`, async () => {
  const summaries = await Promise.all(
    handles.map(async (handle) => {
      let sent = 0;
      for (let i = 0; i < 3; i += 1) sent += (await runNotificationRound(handle.db, settings(), evening)).sent;
      return sent;
    }),
  );
  expect(summaries.reduce((a, b) => a + b, 0)).toBe(100);
  if (handles.length > 1) expect(summaries.every((sent) => sent > 0)).toBe(true);

  const rows = await handles[0]!.db.select({ statut: notifications.statut, attempts: notifications.attempts }).from(notifications);
  expect(rows).toHaveLength(100);
  expect(rows.every((row) => row.statut === "envoye" && row.attempts === 1)).toBe(true);
  expect(twilio.requests).toHaveLength(100);
  expect(new Set(twilio.requests.map((request) => request.form.To)).size).toBe(100);
  expect(new Set(twilio.requests.map((request) => request.idempotencyToken)).size).toBe(100);
  expect(twilio.requests[0]!.form.Body).toContain("Rappel : rendez-vous demain mardi 16 juillet 2030 à");
}, 120_000);
