import { asc, eq } from "drizzle-orm";
import type { Database } from "@/db/client";
import { appointmentRequests, appointments, auditEvents, contactMessages, notifications } from "@/db/schema";
import { purgeExpiredData, type PurgeOptions } from "@/domain/retention/purge";
import { defaultRetentionPeriods } from "@/schemas/retention";
import { insertPatient, insertStaff } from "../../../tests/support/row-fixtures";
import { withTestDatabase } from "../../../tests/support/test-database";

/**
 * The retention purge on a database holding rows on both sides of each cut-off. Today is 24 November
 * 2026 in Casablanca (UTC+1), so with 12 months the first day kept is 24 November 2025 and with 5
 * years 24 November 2021: rows of the 23rd go, rows of the 24th stay.
 */

const database = withTestDatabase();
const timeZone = "Africa/Casablanca";
const now = new Date("2026-11-24T10:00:00Z");
const options: PurgeOptions = { periods: defaultRetentionPeriods, timeZone, now, requestId: "purge-test" };

let sequence = 0;

async function request(db: Database, datePreferee: string, link?: { patientId: number; appointmentId: number }) {
  const [row] = await db
    .insert(appointmentRequests)
    .values({ nom: "Benali", prenom: "Mohamed", telephone: "06 12 34 56 78", datePreferee, heurePreferee: "10:30:00", ...link })
    .returning({ id: appointmentRequests.id });
  return row!.id;
}

async function message(db: Database, createdAt: string) {
  const [row] = await db
    .insert(contactMessages)
    .values({ nomComplet: "Salma Idrissi", email: "salma@exemple.ma", sujet: "Question", message: "Bonjour.", createdAt: new Date(createdAt) })
    .returning({ id: contactMessages.id });
  return row!.id;
}

async function notification(db: Database, statut: "en_attente" | "envoye" | "non_envoye" | "echec", createdAt: string) {
  const [row] = await db
    .insert(notifications)
    .values({ type: "rappel", canal: "sms", statut, destinataire: "+212612345678", donnees: {}, cle: `purge-test-${++sequence}`, createdAt: new Date(createdAt) })
    .returning({ id: notifications.id });
  return row!.id;
}

async function auditEvent(db: Database, at: string) {
  const [row] = await db.insert(auditEvents).values({ action: "patient.read", requestId: `old-${++sequence}`, at: new Date(at) }).returning({ id: auditEvents.id });
  return row!.id;
}

const ids = async (db: Database) => ({
  requests: (await db.select({ id: appointmentRequests.id }).from(appointmentRequests).orderBy(asc(appointmentRequests.id))).map((row) => row.id),
  messages: (await db.select({ id: contactMessages.id }).from(contactMessages).orderBy(asc(contactMessages.id))).map((row) => row.id),
  notifications: (await db.select({ id: notifications.id }).from(notifications).orderBy(asc(notifications.id))).map((row) => row.id),
  audit: (await db.select({ id: auditEvents.id }).from(auditEvents).orderBy(asc(auditEvents.id))).map((row) => row.id),
});

describe("retention purge", () => {
  it("removes exactly what is past each period, counted in practice days; the dry run removes nothing and counts the same", async () => {
    const { db } = database();
    const doctor = await insertStaff(db, "MEDECIN");
    const patient = await insertPatient(db, { nom: "Tazi", prenom: "Karim" });
    const [appointment] = await db
      .insert(appointments)
      .values({ dateHeure: new Date("2024-03-01T09:00:00Z"), motif: "Contrôle", patientId: patient.id, medecinId: doctor.id })
      .returning({ id: appointments.id });

    const expired = {
      request: await request(db, "2025-11-23"),
      message: await message(db, "2025-11-23T22:59:59Z"), // 23:59:59 on the 23rd in Casablanca
      sent: await notification(db, "envoye", "2025-11-23T12:00:00Z"),
      failed: await notification(db, "echec", "2025-11-23T12:00:00Z"),
      // Recorded without a provider (decision 043): as old as a sent one, as gone.
      notSent: await notification(db, "non_envoye", "2025-11-23T12:00:00Z"),
      audit: await auditEvent(db, "2021-11-23T22:59:59Z"),
    };
    const kept = {
      requests: [
        await request(db, "2025-11-24"),
        await request(db, "2026-12-01"),
        // Turned into an appointment long ago: part of the patient's file, never purged here.
        await request(db, "2020-01-15", { patientId: patient.id, appointmentId: appointment!.id }),
      ],
      messages: [await message(db, "2025-11-23T23:00:00Z"), await message(db, "2026-11-24T08:00:00Z")],
      notifications: [
        await notification(db, "envoye", "2025-11-23T23:00:00Z"),
        // Still waiting to be sent (or retried): pending rows stay however old.
        await notification(db, "en_attente", "2020-01-01T12:00:00Z"),
      ],
      audit: [await auditEvent(db, "2021-11-23T23:00:00Z"), await auditEvent(db, "2026-11-24T08:00:00Z")],
    };
    const before = await ids(db);

    const expectedCounts = { appointmentRequests: 1, contactMessages: 1, notifications: 3, auditEvents: 1 };
    const dryRun = await purgeExpiredData(db, { ...options, dryRun: true });
    expect(dryRun).toEqual({
      dryRun: true,
      today: "2026-11-24",
      cutoffs: { requests: "2025-11-24", messages: "2025-11-24", notifications: "2025-11-24", audit: "2021-11-24" },
      counts: expectedCounts,
    });
    expect(await ids(db)).toEqual(before);
    expect(await db.$count(auditEvents, eq(auditEvents.action, "retention.purge"))).toBe(0);

    const purged = await purgeExpiredData(db, options);
    expect(purged?.counts).toEqual(expectedCounts);
    const after = await ids(db);
    expect(after.requests).toEqual(kept.requests);
    expect(after.messages).toEqual(kept.messages);
    expect(after.notifications).toEqual(kept.notifications);
    expect(after.audit.slice(0, -1)).toEqual(kept.audit);
    expect(after.requests).not.toContain(expired.request);
    expect(after.audit).not.toContain(expired.audit);
    expect(after.messages).not.toContain(expired.message);
    expect(after.notifications).not.toContain(expired.sent);
    expect(after.notifications).not.toContain(expired.failed);
    expect(after.notifications).not.toContain(expired.notSent);
  });

  it("writes one retention.purge audit event holding the four counts and nothing else", async () => {
    const { db } = database();
    await request(db, "2024-01-10");
    await request(db, "2024-02-10");
    await purgeExpiredData(db, { ...options, requestId: "purge-audit-test" });
    const events = await db.select().from(auditEvents).where(eq(auditEvents.requestId, "purge-audit-test"));
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ action: "retention.purge", actorId: null, targetType: null, targetId: null });
    expect(events[0]!.details).toEqual({ appointmentRequests: 2, contactMessages: 0, notifications: 0, auditEvents: 0 });
    expect(JSON.stringify(events[0])).not.toMatch(/Benali|Mohamed|06 12/);
  });

  it("runs the daily purge once per practice day whichever instance asks, and again the next day", async () => {
    const { db } = database();
    // The audit event is stamped by the database's clock: this test runs on today's.
    const daily = { ...options, oncePerDay: true, now: new Date() };
    await db.delete(auditEvents).where(eq(auditEvents.action, "retention.purge")); // the other tests' purges, made today too
    const first = await purgeExpiredData(db, daily);
    expect(first).not.toBeNull();
    const expiredSince = await request(db, "2000-01-01");
    // A second instance the same day finds the purge made, and leaves the row for tomorrow.
    expect(await purgeExpiredData(db, daily)).toBeNull();
    expect((await ids(db)).requests).toContain(expiredSince);
    const nextDay = await purgeExpiredData(db, { ...daily, now: new Date(Date.now() + 24 * 3600_000) });
    expect(nextDay).not.toBeNull();
    expect((await ids(db)).requests).not.toContain(expiredSince);
  });
});
