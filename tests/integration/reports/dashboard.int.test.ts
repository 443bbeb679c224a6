import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET as dashboardRoute } from "@/app/api/reports/dashboard/route";
import type { DatabaseHandle } from "@/db/client";
import { appointments } from "@/db/schema";
import type { DashboardAnswer } from "@/schemas/dashboard";
import { setDatabaseForTests } from "@/server/db";
import { insertInvoice } from "../../support/fees-fixtures";
import { insertMessage, insertPatient, insertRequest } from "../../support/row-fixtures";
import { createTestDatabase } from "../../support/test-database";
import { call, createStaff, lastAudit, type StaffFixture } from "../api/api-test-kit";

/**
 * The practice at a glance (issue 35, decision 059), for the fixed day Thursday 19 November 2026
 * in Casablanca (UTC+1 then). Each figure is checked against a count or sum written here in plain
 * SQL, or worked out by hand where SQL would repeat the code under test (the open hours, medians).
 * The SQL reads local times as UTC + 1 hour (Casablanca outside Ramadan, as every instant here is):
 * PGlite's own zone data has Casablanca at UTC+0.
 */

const TODAY = "2026-11-19";
let handle: DatabaseHandle;
let admin: StaffFixture;
let alaoui: StaffFixture;
let idrissi: StaffFixture;
let assistant: StaffFixture;
const db = () => handle.db;

/** A wall-clock time in Casablanca (UTC+1 all year 2026 outside Ramadan, in February–March). */
const at = (day: string, time: string) => new Date(`${day}T${time}:00+01:00`);
const HOUR = 3_600_000;

type Seed = {
  day: string;
  time: string;
  minutes?: number;
  status: (typeof appointments.$inferInsert)["status"];
  medecinId?: number;
  /** Hours before the start the status last changed (a cancellation's moment). */
  changedHoursBefore?: number;
  annulePar?: "patient" | "cabinet";
  online?: { createdAt: Date };
};

let patientId = 0;

async function insertAppointment(seed: Seed) {
  const start = at(seed.day, seed.time);
  await db()
    .insert(appointments)
    .values({
      dateHeure: start,
      motif: "Contrôle",
      patientId,
      medecinId: seed.medecinId ?? alaoui.id,
      dureeMinutes: seed.minutes ?? 30,
      status: seed.status,
      statusChangedAt: seed.changedHoursBefore === undefined ? null : new Date(start.getTime() - seed.changedHoursBefore * HOUR),
      annulePar: seed.status === "annule" ? (seed.annulePar ?? "patient") : null,
      motifAnnulation: seed.status === "annule" ? "Empêchement" : null,
      source: seed.online ? "en_ligne" : "cabinet",
      createdAt: seed.online?.createdAt ?? new Date("2026-01-01T00:00:00Z"),
    });
}

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db().execute(query)) as unknown as { rows: T[] }).rows;
}

beforeAll(async () => {
  handle = await createTestDatabase();
  setDatabaseForTests(handle);
  admin = await createStaff(db(), { username: "admin", email: "admin@cabinet.ma", role: "ADMIN", nom: "Admin", prenom: "Compte" });
  alaoui = await createStaff(db(), { username: "dr.alaoui", email: "alaoui@cabinet.ma", role: "MEDECIN", nom: "Alaoui", prenom: "Karim" });
  idrissi = await createStaff(db(), { username: "dr.idrissi", email: "idrissi@cabinet.ma", role: "MEDECIN", nom: "Idrissi", prenom: "Salma" });
  assistant = await createStaff(db(), { username: "assistante", email: "assistante@cabinet.ma", role: "ASSISTANT", nom: "Tazi", prenom: "Nadia" });

  // Patients created over 13 months; the merged duplicate is not a new patient.
  const created: [string, number][] = [["2025-11-20T10:00:00Z", 1], ["2025-12-01T00:30:00+01:00", 1], ["2026-09-03T10:00:00Z", 2], ["2026-11-02T10:00:00Z", 3]];
  for (const [instant, count] of created) {
    for (let n = 0; n < count; n += 1) {
      const patient = await insertPatient(db(), { nom: "Benjelloun", prenom: `Aïcha ${instant}${n}` });
      patientId = patient.id;
      await db().execute(sql`update patients set date_creation = ${new Date(instant)} where id = ${patient.id}`);
    }
  }
  const duplicate = await insertPatient(db(), { nom: "Doublon", prenom: "Fiche" });
  await db().execute(sql`update patients set date_creation = ${new Date("2026-11-03T10:00:00Z")}, archived_at = now(), merged_into_id = ${patientId} where id = ${duplicate.id}`);

  // Today, by status; 00:30 is today in Casablanca but still the 18th in UTC; 23:30 on the 18th is not today.
  await insertAppointment({ day: TODAY, time: "00:30", status: "planifie" });
  await insertAppointment({ day: TODAY, time: "09:00", status: "vu", minutes: 45 });
  await insertAppointment({ day: TODAY, time: "10:00", status: "confirme", medecinId: idrissi.id });
  await insertAppointment({ day: TODAY, time: "11:00", status: "absent" });
  await insertAppointment({ day: TODAY, time: "12:00", status: "annule", changedHoursBefore: 2 });
  await insertAppointment({ day: TODAY, time: "15:00", status: "planifie", minutes: 60 });
  await insertAppointment({ day: "2026-11-18", time: "23:30", status: "planifie" });
  // The rest of the week (Monday 16 to Saturday 21; Wednesday 18 is a public holiday).
  await insertAppointment({ day: "2026-11-16", time: "09:00", status: "vu" });
  await insertAppointment({ day: "2026-11-16", time: "09:30", status: "vu", medecinId: idrissi.id });
  await insertAppointment({ day: "2026-11-17", time: "09:00", status: "annule", minutes: 45, changedHoursBefore: 30 });
  await insertAppointment({ day: "2026-11-17", time: "10:00", status: "planifie", minutes: 60 });
  await insertAppointment({ day: "2026-11-21", time: "09:00", status: "a_confirmer", online: { createdAt: new Date("2026-11-15T20:00:00Z") } });
  await insertAppointment({ day: "2026-11-25", time: "09:00", status: "planifie", online: { createdAt: new Date("2026-11-19T08:00:00Z") } });
  // Earlier months: no-shows, late and timely cancellations (the practice's own are not the patient's doing).
  await insertAppointment({ day: "2026-10-05", time: "09:00", status: "absent" });
  await insertAppointment({ day: "2026-10-06", time: "09:00", status: "annule", changedHoursBefore: 48 });
  await insertAppointment({ day: "2026-10-07", time: "09:00", status: "annule", changedHoursBefore: 3 });
  await insertAppointment({ day: "2026-10-08", time: "09:00", status: "annule", changedHoursBefore: 1, annulePar: "cabinet" });
  await insertAppointment({ day: "2026-10-09", time: "09:00", status: "vu" });
  await insertAppointment({ day: "2026-06-01", time: "00:15", status: "absent" });
  await insertAppointment({ day: "2026-05-31", time: "23:45", status: "absent" });

  // Requests and messages: received this week and two weeks ago, handled after known delays.
  const requests: [string, number | null][] = [["2026-11-16T08:00:00Z", 2], ["2026-11-17T08:00:00Z", 4], ["2026-11-17T09:00:00Z", 9], ["2026-11-18T09:00:00Z", null], ["2026-11-03T09:00:00Z", 1.5]];
  for (const [instant, handledAfter] of requests) {
    const request = await insertRequest(db(), { createdAt: new Date(instant) });
    if (handledAfter !== null)
      await db().execute(sql`update appointment_requests set status = 'contactee', status_changed_at = ${new Date(Date.parse(instant) + handledAfter * HOUR)} where id = ${request.id}`);
  }
  const messages: [string, number | null][] = [["2026-11-16T08:00:00Z", 1], ["2026-11-19T07:00:00Z", 3], ["2026-08-01T09:00:00Z", 1]];
  for (const [instant, readAfter] of messages) {
    const message = await insertMessage(db(), { createdAt: new Date(instant) });
    if (readAfter !== null) await db().execute(sql`update contact_messages set read_at = ${new Date(Date.parse(instant) + readAfter * HOUR)} where id = ${message.id}`);
  }

  // Bills: both doctors, a credit note, one bill too old to show.
  const bill = await insertInvoice(db(), { patientId, medecinId: alaoui.id, emisPar: assistant.id, jour: "2026-11-19", lignes: [{ code: "Cs", libelle: "Consultation", montant: 30000 }, { code: "INF", libelle: "Infiltration", montant: 120000 }] });
  await insertInvoice(db(), { serie: "A", patientId, medecinId: alaoui.id, emisPar: assistant.id, jour: "2026-11-19", factureOrigineId: bill.id, lignes: [{ code: "INF", libelle: "Infiltration", montant: -120000 }] });
  await insertInvoice(db(), { patientId, medecinId: idrissi.id, emisPar: assistant.id, jour: "2026-10-30", lignes: [{ code: "Cs", libelle: "Consultation", montant: 35000 }] });
  await insertInvoice(db(), { patientId, medecinId: alaoui.id, emisPar: assistant.id, jour: "2026-02-10", lignes: [{ code: "Cs", libelle: "Consultation", montant: 30000 }] });
  await insertInvoice(db(), { patientId, medecinId: alaoui.id, emisPar: assistant.id, jour: "2025-11-30", lignes: [{ code: "Cs", libelle: "Consultation", montant: 99900 }] });
});

afterAll(async () => {
  await handle.close();
});

const dashboard = async (token: string) => {
  const answer = await call(dashboardRoute, { path: `/api/reports/dashboard?date=${TODAY}`, token });
  return { status: answer.status, body: answer.body as DashboardAnswer & { message?: string } };
};

describe("the practice's dashboard", () => {
  it("counts today's appointments by status in the practice's time zone", async () => {
    const { body } = await dashboard(admin.token);
    const expected = await rows<{ status: string; n: number }>(
      sql`select status, count(*)::int as n from appointments where to_char((date_heure at time zone 'UTC') + interval '1 hour', 'YYYY-MM-DD') = ${TODAY} group by status`,
    );
    expect(body.date).toBe(TODAY);
    expect(body.aujourdhui.parStatut.filter((row) => row.nombre > 0).sort((a, b) => a.statut.localeCompare(b.statut))).toEqual(
      expected.map((row) => ({ statut: row.status, nombre: Number(row.n) })).sort((a, b) => a.statut.localeCompare(b.statut)),
    );
    expect(body.aujourdhui.total).toBe(6);
    expect(body.aujourdhui.parStatut.find((row) => row.statut === "planifie")?.nombre).toBe(2);
  });

  it("fills the week's opening hours, Monday to Saturday, the holiday closed, once per doctor", async () => {
    const { body } = await dashboard(admin.token);
    const booked = await rows<{ day: string; minutes: number }>(sql`
      select to_char((date_heure at time zone 'UTC') + interval '1 hour', 'YYYY-MM-DD') as day, sum(duree_minutes)::int as minutes from appointments
      where status not in ('annule', 'absent') and date_heure >= '2026-11-15T23:00:00Z' and date_heure < '2026-11-21T23:00:00Z' group by 1`);
    const bookedOn = new Map(booked.map((row) => [row.day, Number(row.minutes)]));
    // The default week: 09:00–18:00 on weekdays, 09:00–13:00 on Saturday; 18 November is Independence Day; two doctors.
    const open = { "2026-11-16": 540, "2026-11-17": 540, "2026-11-18": 0, "2026-11-19": 540, "2026-11-20": 540, "2026-11-21": 240 };
    expect(body.remplissage.medecins).toBe(2);
    expect(body.remplissage.jours.map((row) => [row.date, row.minutesOuvertes, row.minutesReservees])).toEqual(
      Object.entries(open).map(([day, minutes]) => [day, minutes * 2, bookedOn.get(day) ?? 0]),
    );
    expect(body.remplissage.jours.find((row) => row.date === "2026-11-18")?.tauxPourcent).toBeNull();
    expect(body.remplissage.minutesOuvertes).toBe(2400 * 2);
    expect(body.remplissage.minutesReservees).toBe([...bookedOn.values()].reduce((a, b) => a + b, 0));
    // Monday 60, Tuesday 60 (the cancelled 45 left out), Wednesday 30, Thursday 30 + 45 + 30 + 60, Saturday 30.
    expect(body.remplissage.minutesReservees).toBe(345);
    expect(body.remplissage.tauxPourcent).toBe(Math.round((345 / 4800) * 100));
  });

  it("counts no-shows and the patients' late cancellations per month over six months", async () => {
    const { body } = await dashboard(admin.token);
    const expected = await rows<{ month: string; total: number; absent: number; late: number }>(sql`
      select to_char((date_heure at time zone 'UTC') + interval '1 hour', 'YYYY-MM') as month, count(*)::int as total,
        count(*) filter (where status = 'absent')::int as absent,
        count(*) filter (where status = 'annule' and annule_par = 'patient' and date_heure - status_changed_at < interval '24 hours')::int as late
      from appointments where date_heure >= '2026-05-31T23:00:00Z' and date_heure < '2026-11-19T23:00:00Z' group by 1 order by 1`);
    expect(body.absences.map((row) => row.mois)).toEqual(["2026-06", "2026-07", "2026-08", "2026-09", "2026-10", "2026-11"]);
    expect(body.absences.filter((row) => row.rendezVous > 0)).toEqual(
      expected.map((row) => ({ mois: row.month, rendezVous: Number(row.total), absents: Number(row.absent), annulationsTardives: Number(row.late) })),
    );
    expect(body.absences.find((row) => row.mois === "2026-10")).toEqual({ mois: "2026-10", rendezVous: 5, absents: 1, annulationsTardives: 1 });
    expect(body.absences.find((row) => row.mois === "2026-06")?.absents).toBe(1);
  });

  it("counts new patients per month over twelve months, merged duplicates left out", async () => {
    const { body } = await dashboard(admin.token);
    const expected = await rows<{ month: string; n: number }>(sql`
      select to_char((date_creation at time zone 'UTC') + interval '1 hour', 'YYYY-MM') as month, count(*)::int as n from patients
      where merged_into_id is null and date_creation >= '2025-11-30T23:00:00Z' and date_creation < '2026-11-19T23:00:00Z' group by 1 order by 1`);
    expect(body.nouveauxPatients).toHaveLength(12);
    expect(body.nouveauxPatients[0]?.mois).toBe("2025-12");
    expect(body.nouveauxPatients.filter((row) => row.nombre > 0)).toEqual(expected.map((row) => ({ mois: row.month, nombre: Number(row.n) })));
    expect(body.nouveauxPatients.map((row) => row.nombre).reduce((a, b) => a + b)).toBe(6);
  });

  it("counts requests, messages and online bookings per week, and the median hours to handle them", async () => {
    const { body } = await dashboard(admin.token);
    expect(body.demandes).toHaveLength(12);
    expect(body.demandes.at(-1)?.semaine).toBe("2026-11-16");
    const week = (monday: string) => body.demandes.find((row) => row.semaine === monday)!;
    const [requests] = await rows<{ n: number }>(sql`select count(*)::int as n from appointment_requests where created_at >= '2026-11-15T23:00:00Z'`);
    const [messages] = await rows<{ n: number }>(sql`select count(*)::int as n from contact_messages where created_at >= '2026-11-15T23:00:00Z'`);
    const [online] = await rows<{ n: number }>(sql`select count(*)::int as n from appointments where source = 'en_ligne' and created_at >= '2026-11-15T23:00:00Z'`);
    expect(week("2026-11-16")).toEqual({
      semaine: "2026-11-16",
      demandesRendezVous: Number(requests!.n),
      messages: Number(messages!.n),
      reservationsEnLigne: Number(online!.n),
      // Handled after 2, 4 and 9 hours (one still new); messages read after 1 and 3 hours.
      delaiMedianDemandesHeures: 4,
      delaiMedianMessagesHeures: 2,
    });
    expect(week("2026-11-09")).toMatchObject({ demandesRendezVous: 0, messages: 0, reservationsEnLigne: 1, delaiMedianDemandesHeures: null });
    expect(week("2026-11-02")).toMatchObject({ demandesRendezVous: 1, delaiMedianDemandesHeures: 1.5 });
    expect(body.demandes.reduce((sum, row) => sum + row.messages, 0)).toBe(2);
  });

  it("shows the admin the practice's revenue per month, credit notes deducted", async () => {
    const { body } = await dashboard(admin.token);
    const expected = await rows<{ month: string; total: number }>(sql`
      select to_char(jour, 'YYYY-MM') as month, sum(total_centimes)::int as total from invoices
      where jour between '2025-12-01' and ${TODAY} group by 1 order by 1`);
    expect(body.recettes.portee).toBe("cabinet");
    expect(body.recettes.mois).toHaveLength(12);
    expect(body.recettes.mois.filter((row) => row.montant !== 0)).toEqual(expected.map((row) => ({ mois: row.month, montant: Number(row.total) })).filter((row) => row.montant !== 0));
    expect(body.recettes.mois.find((row) => row.mois === "2026-11")?.montant).toBe(30000);
    expect(body.recettes.total).toBe(30000 + 35000 + 30000);
    expect(await lastAudit(db(), "report.dashboard", admin.id)).toMatchObject({ details: { date: TODAY } });
  });

  it("shows a doctor their own bills only, and refuses the assistant", async () => {
    const own = await dashboard(idrissi.token);
    expect(own.status).toBe(200);
    const [expected] = await rows<{ total: number }>(sql`select coalesce(sum(total_centimes), 0)::int as total from invoices where medecin_id = ${idrissi.id} and jour between '2025-12-01' and ${TODAY}`);
    expect(own.body.recettes).toMatchObject({ portee: "medecin", total: Number(expected!.total) });
    expect(own.body.recettes.mois.filter((row) => row.montant !== 0)).toEqual([{ mois: "2026-10", montant: 35000 }]);
    // The appointment figures stay the practice's.
    expect(own.body.aujourdhui.total).toBe(6);
    const refused = await dashboard(assistant.token);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe("Le tableau de bord est réservé à l'administrateur et aux médecins.");
  });

  it("is empty, not failing, for a day before anything happened", async () => {
    const answer = await call(dashboardRoute, { path: "/api/reports/dashboard?date=2024-01-10", token: admin.token });
    const body = answer.body as DashboardAnswer;
    expect(answer.status).toBe(200);
    expect(body.aujourdhui.total).toBe(0);
    expect(body.recettes.total).toBe(0);
    expect(body.nouveauxPatients.every((row) => row.nombre === 0)).toBe(true);
    expect((await call(dashboardRoute, { path: "/api/reports/dashboard?date=2026-02-30", token: admin.token })).status).toBe(400);
  });
});
