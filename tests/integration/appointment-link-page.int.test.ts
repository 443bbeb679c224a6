import { eq } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { POST as envoiRoute } from "@/app/(fr)/(site)/rendez-vous/gerer/[token]/envoi/route";
import { appointments, notifications, practiceHours } from "@/db/schema";
import { issueAppointmentLink } from "@/domain/booking/appointment-links";
import { loadManagePage } from "@/server/appointment-link-page";
import { FIXED_NOW, fixedClockInFile } from "../support/fixed-clock";
import { insertPatient } from "../support/row-fixtures";
import { withTestDatabase } from "../support/test-database";
import { nextAddress, practiceDate, seedStaff, type StaffFixtures } from "./api/api-test-kit";
import { at, insertAppointment, resetBooking, typeId } from "./api/booking-test-kit";

/**
 * The patient's page behind /rendez-vous/gerer/{token} (decision 050), its server side: the model
 * it renders for a token and a query, and its form posts answered with a redirect, on the fixed
 * clock (Wednesday 14 October 2026, 10:00 in Casablanca).
 */

const database = withTestDatabase();
fixedClockInFile();
const db = () => database().db;
let staff: StaffFixtures;
let firstVisit: number;
const THURSDAY = practiceDate(1);

async function bookWithLink(debut = `${THURSDAY}T10:00`) {
  const patient = await insertPatient(db(), { nom: "Amrani", prenom: "Khadija" });
  const [row] = await db()
    .insert(appointments)
    .values({ dateHeure: at(debut), motif: "Douleur au genou", patientId: patient.id, medecinId: staff.medecin.id, dureeMinutes: 30, visitTypeId: firstVisit })
    .returning({ id: appointments.id });
  return { id: row!.id, token: await issueAppointmentLink(db(), row!.id, new Date(at(debut).getTime() + 30 * 60_000), FIXED_NOW) };
}

/** Posts the page's form as a browser does (urlencoded), and returns where the answer sends it. */
async function post(token: string, fields: Record<string, string>): Promise<{ status: number; location: string | null }> {
  const request = new Request(`http://localhost/rendez-vous/gerer/${token}/envoi`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: "null", "x-forwarded-for": nextAddress() },
    body: new URLSearchParams(fields).toString(),
  });
  const response = await envoiRoute(request, { params: Promise.resolve({ token }) });
  return { status: response.status, location: response.headers.get("location") };
}

beforeAll(async () => {
  staff = await seedStaff(db());
  firstVisit = await typeId(db(), "Première consultation");
});

beforeEach(async () => {
  await db().delete(notifications);
  await resetBooking(db());
  await db().delete(practiceHours);
});

describe("the page's model", () => {
  it("is `invalid` for a token that opens nothing, whatever the query", async () => {
    expect(await loadManagePage("A".repeat(43), "fr", {})).toEqual({ kind: "invalid" });
    expect(await loadManagePage("x", "ar", { volet: "deplacer" })).toEqual({ kind: "invalid" });
  });

  it("shows the move panel: the type's free slots by day from today, the appointment's own slot left out", async () => {
    const { token } = await bookWithLink();
    const model = await loadManagePage(token, "fr", { volet: "deplacer" });
    if (model.kind !== "appointment") throw new Error("expected the appointment");
    expect(model.panel).toBe("move");
    expect(model.move!.du).toBe(practiceDate(0));
    expect(model.move!.medecin).toBe(staff.medecin.id);
    const thursday = model.move!.days.find((day) => day.date === THURSDAY)!;
    expect(thursday.slots.map((slot) => slot.debut.slice(11))).not.toContain("10:00");
    expect(thursday.slots.map((slot) => slot.debut.slice(11))).toContain("10:30");
    // Today: nothing before the 2-hour notice (10:00 now).
    const today = model.move!.days.find((day) => day.date === practiceDate(0));
    expect(today?.slots.every((slot) => slot.debut.slice(11) >= "12:00") ?? true).toBe(true);
  });

  it("shows a picked slot to confirm, and the cancel panel only while cancelling is allowed", async () => {
    const { token } = await bookWithLink();
    const picked = await loadManagePage(token, "fr", { volet: "deplacer", du: THURSDAY, choix: `${THURSDAY}T15:00_${staff.medecin.id}` });
    expect(picked).toMatchObject({ panel: "move", move: { choice: { debut: `${THURSDAY}T15:00`, medecin: { id: staff.medecin.id } } } });
    expect(await loadManagePage(token, "fr", { volet: "annuler" })).toMatchObject({ panel: "cancel" });
  });
});

describe("the page's form posts", () => {
  it("cancel: 303 to the page saying so; a missing reason comes back to the cancel panel", async () => {
    const { id, token } = await bookWithLink();
    expect(await post(token, { operation: "annuler", langue: "fr" })).toEqual({ status: 303, location: `/rendez-vous/gerer/${token}?volet=annuler&erreur=motif` });
    expect((await db().select().from(appointments).where(eq(appointments.id, id)))[0]!.status).toBe("planifie");
    // Sent with Origin: null, as a page with Referrer-Policy: no-referrer posts: the token is the credential.
    expect(await post(token, { operation: "annuler", langue: "ar", motif: "empechement" })).toEqual({ status: 303, location: `/ar/rendez-vous/gerer/${token}?fait=annule` });
    expect((await db().select().from(appointments).where(eq(appointments.id, id)))[0]).toMatchObject({ status: "annule", annulePar: "patient" });
  });

  it("move: done, or the slot taken meanwhile → the grid of that day with the message and the next slots", async () => {
    const { id, token } = await bookWithLink();
    expect(await post(token, { operation: "deplacer", langue: "fr", choix: `${THURSDAY}T15:00_${staff.medecin.id}` })).toEqual({
      status: 303,
      location: `/rendez-vous/gerer/${token}?fait=deplace`,
    });
    expect((await db().select().from(appointments).where(eq(appointments.id, id)))[0]!.dateHeure).toEqual(at(`${THURSDAY}T15:00`));

    const other = await insertPatient(db(), { nom: "Berrada", prenom: "Omar" });
    await insertAppointment(db(), { patientId: other.id, medecinId: staff.medecin.id, debut: `${THURSDAY}T16:00`, minutes: 30 });
    const taken = await post(token, { operation: "deplacer", langue: "fr", choix: `${THURSDAY}T16:00_${staff.medecin.id}` });
    expect(taken.location).toBe(`/rendez-vous/gerer/${token}?volet=deplacer&du=${THURSDAY}&medecin=${staff.medecin.id}&pris=${encodeURIComponent(`${THURSDAY}T16:00`)}&erreur=pris`);
    const query = Object.fromEntries(new URL(taken.location!, "http://localhost").searchParams);
    const model = await loadManagePage(token, "fr", query);
    expect(model).toMatchObject({ error: "pris", move: { taken: { debut: `${THURSDAY}T16:00` } } });
    if (model.kind !== "appointment") throw new Error("expected the appointment");
    expect(model.move!.taken!.suivants.map((slot) => slot.debut)).toEqual([`${THURSDAY}T16:30`, `${THURSDAY}T17:00`, `${THURSDAY}T17:30`]);
  });

  it("past the cut-off: back to the page with the reason; an unknown operation changes nothing", async () => {
    const { id, token } = await bookWithLink(`${practiceDate(0)}T11:30`);
    expect(await post(token, { operation: "annuler", langue: "fr", motif: "autre" })).toEqual({ status: 303, location: `/rendez-vous/gerer/${token}?erreur=tard` });
    expect(await post(token, { operation: "supprimer", langue: "fr" })).toEqual({ status: 303, location: `/rendez-vous/gerer/${token}` });
    expect((await db().select().from(appointments).where(eq(appointments.id, id)))[0]!.status).toBe("planifie");
    const model = await loadManagePage(token, "fr", { erreur: "tard" });
    expect(model).toMatchObject({ panel: "details", error: "tard", view: { peutAnnuler: false, peutDeplacer: false, peutConfirmer: true } });
  });
});
