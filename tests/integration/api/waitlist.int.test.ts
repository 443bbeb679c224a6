import { and, eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { POST as acceptRoute } from "@/app/api/booking/offers/[token]/accept/route";
import { GET as offerRoute } from "@/app/api/booking/offers/[token]/route";
import { DELETE as removeRoute } from "@/app/api/booking/waitlist/[id]/route";
import { POST as verifyRoute } from "@/app/api/booking/waitlist/[id]/verify/route";
import { GET as listRoute, POST as joinRoute } from "@/app/api/booking/waitlist/route";
import { appointments, bookingHolds, notifications, patients, practiceHours, verificationCodes, waitlistEntries, waitlistOffers } from "@/db/schema";
import { acceptOffer, hashOfferToken, runWaitlistRound, waitlistHoldKey } from "@/domain/booking/waitlist-offers";
import { runNotificationRound, type SenderSettings } from "@/domain/notifications/sender";
import type { WaitlistEntry, WaitlistJoined, WaitlistOffer, WaitlistOfferAccepted } from "@/schemas/waitlist";
import { setBookingChannelsForTests } from "@/server/booking";
import { env } from "@/server/env";
import { backgroundJobs } from "@/server/jobs/background-jobs";
import { loggedPath } from "@/server/node-server";
import { postOfferForm, postWaitlistForm } from "@/server/waitlist";
import { FIXED_NOW, fixedClockInFile } from "../../support/fixed-clock";
import { insertPatient } from "../../support/row-fixtures";
import { withTestDatabase } from "../../support/test-database";
import { auditTrail, call, practiceDate, seedStaff, type StaffFixtures } from "./api-test-kit";
import { PRACTICE, recordingChannels, type Recorder } from "./booking-confirm-kit";
import { at, getSlots, insertAppointment, resetBooking, timesOf, typeId, ZONE } from "./booking-test-kit";

/**
 * The waiting list (issue 33, decision 051) on the fixed clock (Wednesday 14 October 2026, 10:00
 * in Casablanca): joining with a verified contact, the offers of a freed slot in order of
 * inscription, one at a time and held 15 minutes, accepted once, passed on when they expire,
 * and the entries' own expiry. The rounds are run with explicit instants, as the job runs them.
 */

const database = withTestDatabase();
fixedClockInFile();
const db = () => database().db;
let staff: StaffFixtures;
let firstVisit: number;
let recorder: Recorder;
const THURSDAY = practiceDate(1);
const MINUTE = 60_000;
const T0 = FIXED_NOW;
const later = (minutes: number) => new Date(T0.getTime() + minutes * MINUTE);
const round = (now: Date) => runWaitlistRound(db(), { now, timeZone: ZONE });

const join = (body: Record<string, unknown>) => call(joinRoute, { path: "/api/booking/waitlist", body });
const verify = (id: number, code: string) => call(verifyRoute, { path: `/api/booking/waitlist/${id}/verify`, params: { id: String(id) }, body: { code } });
const accept = (token: string) => call(acceptRoute, { path: `/api/booking/offers/${token}/accept`, params: { token }, body: undefined, method: "POST" });
const readOffer = (token: string) => call(offerRoute, { path: `/api/booking/offers/${token}`, params: { token } });

const person = (prenom: string, contact: string) => ({ nom: "Lahlou", prenom, dateNaissance: "1979-05-02", gender: "F", contact });
const wish = () => ({ type: firstVisit, medecinId: staff.medecin.id, du: THURSDAY, au: THURSDAY });

/** The doctor's Thursday fully booked (09:00–18:00), 17:00 and 17:30 as two appointments of their own; the 17:00 one's id. */
async function fullThursday(): Promise<number> {
  const patient = await insertPatient(db(), { nom: "Amrani", prenom: "Khadija" });
  await insertAppointment(db(), { patientId: patient.id, medecinId: staff.medecin.id, debut: `${THURSDAY}T09:00`, minutes: 480 });
  await insertAppointment(db(), { patientId: patient.id, medecinId: staff.medecin.id, debut: `${THURSDAY}T17:00`, minutes: 30 });
  await insertAppointment(db(), { patientId: patient.id, medecinId: staff.medecin.id, debut: `${THURSDAY}T17:30`, minutes: 30 });
  const [row] = await db().select({ id: appointments.id }).from(appointments).where(eq(appointments.dateHeure, at(`${THURSDAY}T17:00`)));
  return row!.id;
}

/** The front desk cancels the appointment: its slot is free again. */
async function cancel(appointmentId: number) {
  await db().update(appointments).set({ status: "annule", motifAnnulation: "Empêchement", annulePar: "cabinet" }).where(eq(appointments.id, appointmentId));
}

/** Joins and verifies with the code the recorder caught: an entry on the list. */
async function waitingEntry(prenom: string, contact: string): Promise<number> {
  const joined = await join({ ...wish(), ...person(prenom, contact) });
  expect(joined.status, joined.text).toBe(202);
  const { id } = joined.body as WaitlistJoined;
  expect((await verify(id, recorder.lastCode())).status).toBe(200);
  return id;
}

/** Sends the outbox's due messages through the recorder; the offers' links by recipient. */
async function sendOffers(now: Date): Promise<Map<string, string>> {
  const settings: SenderSettings = { channels: recorder.channels.drivers, practice: PRACTICE, reminders: null, staffAlerts: { emails: [], everyMinutes: 10 }, log: () => undefined };
  await runNotificationRound(db(), settings, now);
  const links = new Map<string, string>();
  for (const message of recorder.sent.filter((sent) => sent.type === "offre_attente")) {
    const token = /\/rendez-vous\/offre\/([A-Za-z0-9_-]{43})/.exec(message.message.text)?.[1];
    if (token) links.set(message.to, token);
  }
  return links;
}

const offersOf = (entryId: number) => db().select().from(waitlistOffers).where(eq(waitlistOffers.entryId, entryId)).orderBy(waitlistOffers.id);
const entryState = async (entryId: number) => (await db().select({ statut: waitlistEntries.statut }).from(waitlistEntries).where(eq(waitlistEntries.id, entryId)))[0]?.statut;

beforeAll(async () => {
  staff = await seedStaff(db());
  firstVisit = await typeId(db(), "Première consultation");
});

beforeEach(async () => {
  recorder = recordingChannels(["sms", "email"]);
  setBookingChannelsForTests(recorder.channels);
  await db().delete(notifications);
  await db().delete(waitlistEntries);
  await db().delete(verificationCodes);
  await resetBooking(db());
  await db().delete(practiceHours);
});

// A test that moves the clock on (past an offer's 15 minutes) gives it back.
afterEach(() => vi.setSystemTime(FIXED_NOW));

afterAll(() => setBookingChannelsForTests(undefined));

describe("joining the waiting list", () => {
  it("asks for the code sent to the contact: an unverified entry is offered nothing, a wrong code is refused, the right one puts it on the list", async () => {
    const joined = await join({ ...wish(), ...person("Salma", "salma.lahlou@exemple.ma") });
    expect(joined.status).toBe(202);
    const { id, canal, destinataire } = joined.body as WaitlistJoined;
    expect(canal).toBe("email");
    expect(destinataire).toBe("s•••@exemple.ma");
    expect(recorder.sent.at(-1)).toMatchObject({ type: "code", to: "salma.lahlou@exemple.ma" });
    expect(await entryState(id)).toBe("a_verifier");

    // The whole Thursday is free: still nothing goes to an entry whose contact is not verified.
    expect((await round(T0)).offered).toBe(0);
    expect(await offersOf(id)).toHaveLength(0);

    const wrongCode = recorder.lastCode() === "000000" ? "111111" : "000000";
    const wrong = await verify(id, wrongCode);
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ errors: { code: "Code incorrect : il vous reste 4 essais." } });
    expect(await entryState(id)).toBe("a_verifier");

    const right = await verify(id, recorder.lastCode());
    expect(right.status).toBe(200);
    expect(right.body).toEqual({ id, statut: "active", du: THURSDAY, au: THURSDAY });
    // A code verifies once.
    expect((await verify(id, recorder.lastCode())).status).toBe(409);

    expect((await round(T0)).offered).toBe(1);
    expect(await offersOf(id)).toHaveLength(1);
  });

  it("takes a Moroccan mobile (the code by SMS) or an e-mail, within the booking horizon only", async () => {
    const mobile = await join({ ...wish(), ...person("Nadia", "06 61 22 33 44") });
    expect(mobile.status).toBe(202);
    expect(mobile.body).toMatchObject({ canal: "sms", destinataire: "06 •• •• •• 44" });
    expect(recorder.sent.at(-1)).toMatchObject({ type: "code", to: "+212661223344" });

    const landline = await join({ ...wish(), ...person("Nadia", "05 37 22 33 44") });
    expect(landline.status).toBe(400);
    expect(landline.body).toMatchObject({ errors: { contact: "Indiquez un numéro de mobile marocain (06… ou 07…) ou une adresse e-mail." } });

    const beyond = await join({ ...wish(), au: practiceDate(61), ...person("Nadia", "nadia@exemple.ma") });
    expect(beyond.status).toBe(400);
    expect(beyond.body).toMatchObject({ errors: { au: "La période dépasse les jours ouverts à la réservation en ligne." } });
    const past = await join({ ...wish(), du: practiceDate(-1), ...person("Nadia", "nadia@exemple.ma") });
    expect(past.status).toBe(400);
    // Refused inscriptions leave nothing behind.
    expect(await db().select().from(waitlistEntries)).toHaveLength(1);
  });

  it("answers 409 and keeps nothing when no configured channel can bring a code", async () => {
    setBookingChannelsForTests(recordingChannels([]).channels);
    const joined = await join({ ...wish(), ...person("Imane", "imane@exemple.ma") });
    expect(joined.status).toBe(409);
    expect(await db().select().from(waitlistEntries)).toHaveLength(0);
  });
});

describe("offers of a freed slot", () => {
  it("offers it to the first in order of inscription only, held 15 minutes for them, by their channel; nobody else sees it meanwhile", async () => {
    const freed = await fullThursday();
    const first = await waitingEntry("Amina", "amina@exemple.ma");
    const second = await waitingEntry("Basma", "basma@exemple.ma");
    expect((await round(T0)).offered).toBe(0);

    await cancel(freed);
    expect((await round(T0)).offered).toBe(1);
    const [offer] = await offersOf(first);
    expect(offer).toMatchObject({ statut: "proposee", medecinId: staff.medecin.id, debut: at(`${THURSDAY}T17:00`), expiresAt: later(15) });
    expect(await offersOf(second)).toHaveLength(0);
    const [hold] = await db().select().from(bookingHolds).where(eq(bookingHolds.clientKey, waitlistHoldKey(first)));
    expect(hold).toMatchObject({ debut: at(`${THURSDAY}T17:00`), expiresAt: later(15) });
    const visitor = await getSlots({ type: firstVisit, du: THURSDAY, au: THURSDAY, medecinId: staff.medecin.id }, "203.0.113.9");
    expect(timesOf(visitor.slots, THURSDAY, staff.medecin.id)).not.toContain("17:00");

    const links = await sendOffers(T0);
    expect([...links.keys()]).toEqual(["amina@exemple.ma"]);
    const message = recorder.sent.find((sent) => sent.type === "offre_attente")!;
    expect(message.message.text).toContain("un créneau s'est libéré le jeudi 15 octobre à 17:00 (heure du Maroc) avec Dr Salma Bennani");
    expect(message.message.text).toContain("jusqu'à 10:15");
    // The link is stored as a hash only; the outbox keeps no link.
    const token = links.get("amina@exemple.ma")!;
    expect((await offersOf(first))[0]!.tokenHash).toBe(hashOfferToken(token));
    const stored = await db().select({ donnees: notifications.donnees }).from(notifications).where(eq(notifications.type, "offre_attente"));
    expect(JSON.stringify(stored)).not.toContain(token);
    // A second round changes nothing: one offer at a time.
    expect((await round(later(1))).offered).toBe(0);
  });

  it("is accepted once, by the first to accept: the appointment is booked online with its visit type; the second is told it is gone and stays on the list", async () => {
    const freed = await fullThursday();
    const first = await waitingEntry("Amina", "amina@exemple.ma");
    const second = await waitingEntry("Basma", "06 70 11 22 33");
    await cancel(freed);
    await round(T0);
    const firstLink = (await sendOffers(T0)).get("amina@exemple.ma")!;
    // Amina lets the 15 minutes pass: the slot goes to Basma.
    await round(later(15));
    expect((await offersOf(first))[0]!.statut).toBe("expiree");
    const secondLink = (await sendOffers(later(15))).get("+212670112233")!;
    expect(secondLink).toBeDefined();

    // Basma answers first (three times at once), a minute into her offer: one appointment.
    vi.setSystemTime(later(16));
    const answers = await Promise.all([accept(secondLink), accept(secondLink), accept(secondLink)]);
    for (const answer of answers) expect(answer.status, answer.text).toBe(201);
    expect((answers[0]!.body as WaitlistOfferAccepted).creneau).toEqual({
      debut: `${THURSDAY}T17:00`,
      fin: `${THURSDAY}T17:30`,
      medecin: { id: staff.medecin.id, nom: "Dr Salma Bennani" },
    });
    const booked = await db()
      .select()
      .from(appointments)
      .where(and(eq(appointments.dateHeure, at(`${THURSDAY}T17:00`)), eq(appointments.status, "planifie")));
    expect(booked).toHaveLength(1);
    expect(booked[0]).toMatchObject({ source: "en_ligne", visitTypeId: firstVisit, medecinId: staff.medecin.id, dureeMinutes: 30 });
    const [patient] = await db().select().from(patients).where(eq(patients.id, booked[0]!.patientId));
    expect(patient).toMatchObject({ nom: "Lahlou", prenom: "Basma", dateNaissance: "1979-05-02" });
    expect(patient!.creeEnLigneAt).not.toBeNull();
    expect(await entryState(second)).toBe("satisfaite");
    expect(await db().select().from(bookingHolds).where(eq(bookingHolds.clientKey, waitlistHoldKey(second)))).toHaveLength(0);
    expect((await auditTrail(db(), "waitlist.offer_accept")).at(-1)).toMatchObject({ actorId: null, targetType: "patient", targetId: String(patient!.id) });
    // The booking's confirmation with its personal link went at once, on the channel verified.
    const confirmations = recorder.sent.filter((sent) => sent.type === "confirmation");
    expect(confirmations).toHaveLength(1);
    expect(confirmations[0]).toMatchObject({ template: "reservation", canal: "sms", to: "+212670112233" });
    expect(confirmations[0]!.message.text).toMatch(/https:\/\/cabinet\.test\/rendez-vous\/gerer\/[A-Za-z0-9_-]{43}/);

    // Amina opens her link afterwards: the slot is gone, and she stays on the list.
    expect(((await readOffer(firstLink)).body as WaitlistOffer).statut).toBe("perdue");
    const late = await accept(firstLink);
    expect(late.status).toBe(409);
    expect(late.body).toEqual({ message: "Ce créneau n'est plus disponible : une autre personne l'a pris. Vous restez sur la liste d'attente." });
    expect(await entryState(first)).toBe("active");
    expect(await db().select().from(appointments).where(eq(appointments.dateHeure, at(`${THURSDAY}T17:00`)))).toHaveLength(2);
  });

  it("passes an expired offer to the next person only while the slot is still free", async () => {
    const freed = await fullThursday();
    const first = await waitingEntry("Amina", "amina@exemple.ma");
    const second = await waitingEntry("Basma", "basma@exemple.ma");
    const third = await waitingEntry("Chama", "chama@exemple.ma");
    await cancel(freed);
    await round(T0);
    // Within the 15 minutes nothing moves.
    expect((await round(later(14))).offered).toBe(0);
    expect(await offersOf(second)).toHaveLength(0);
    // At 15 minutes the offer expires and the next in order gets the slot (the first is not offered it again).
    const passed = await round(later(15));
    expect(passed).toMatchObject({ offersExpired: 1, offered: 1 });
    expect((await offersOf(first)).map((offer) => offer.statut)).toEqual(["expiree"]);
    expect(await offersOf(second)).toMatchObject([{ statut: "proposee", debut: at(`${THURSDAY}T17:00`), expiresAt: later(30) }]);
    expect(await offersOf(third)).toHaveLength(0);

    // Meanwhile the front desk books the slot for someone who called: when Basma's offer expires, Chama gets nothing.
    const caller = await insertPatient(db(), { nom: "Tazi", prenom: "Omar" });
    await insertAppointment(db(), { patientId: caller.id, medecinId: staff.medecin.id, debut: `${THURSDAY}T17:00`, minutes: 30 });
    expect((await round(later(30))).offered).toBe(0);
    expect(await offersOf(third)).toHaveLength(0);
    expect(await entryState(third)).toBe("active");
  });

  it("lets a declined slot go at once to the next person", async () => {
    const freed = await fullThursday();
    await waitingEntry("Amina", "amina@exemple.ma");
    const second = await waitingEntry("Basma", "basma@exemple.ma");
    await cancel(freed);
    await round(T0);
    const link = (await sendOffers(T0)).get("amina@exemple.ma")!;
    const form = new FormData();
    form.set("token", link);
    form.set("intent", "decline");
    expect(await postOfferForm(form, new Headers({ "x-forwarded-for": "203.0.113.20" }))).toEqual({ outcome: "declined" });
    await round(later(1));
    expect(await offersOf(second)).toMatchObject([{ statut: "proposee", debut: at(`${THURSDAY}T17:00`) }]);
  });

  it("does not send an offer that closed before its message went", async () => {
    const freed = await fullThursday();
    const entry = await waitingEntry("Amina", "amina@exemple.ma");
    await cancel(freed);
    await round(T0);
    await round(later(15));
    expect((await offersOf(entry))[0]!.statut).toBe("expiree");
    expect((await sendOffers(later(16))).size).toBe(0);
    const [message] = await db().select().from(notifications).where(eq(notifications.type, "offre_attente"));
    expect(message).toMatchObject({ statut: "echec", error: "Proposition expirée ou déjà traitée" });
  });

  it("books a type for known patients only as 'à confirmer' when no file matches the person, as an online booking does", async () => {
    const followUp = await typeId(db(), "Contrôle post-opératoire");
    const freed = await fullThursday();
    const joined = await join({ ...wish(), type: followUp, ...person("Dounia", "dounia@exemple.ma") });
    expect(joined.status).toBe(202);
    const { id } = joined.body as WaitlistJoined;
    expect((await verify(id, recorder.lastCode())).status).toBe(200);
    await cancel(freed);
    expect((await round(T0)).offered).toBe(1);
    const link = (await sendOffers(T0)).get("dounia@exemple.ma")!;
    expect((await accept(link)).status).toBe(201);
    const [booked] = await db().select().from(appointments).where(and(eq(appointments.dateHeure, at(`${THURSDAY}T17:00`)), eq(appointments.source, "en_ligne")));
    expect(booked).toMatchObject({ status: "a_confirmer", aConfirmerMotif: "patient_non_reconnu", visitTypeId: followUp, dureeMinutes: 20 });
  });
});

describe("the no-show rule on an accepted offer", () => {
  it("books a patient marked absent twice in 12 months as 'à confirmer' (absences répétées), as an online booking does", async () => {
    const freed = await fullThursday();
    const known = await insertPatient(db(), { nom: "Lahlou", prenom: "Salma", dateNaissance: "1979-05-02", gender: "F", telephone: "0662334455" });
    for (const days of [-60, -20]) await insertAppointment(db(), { patientId: known.id, medecinId: staff.medecin.id, debut: `${practiceDate(days)}T10:00`, minutes: 30, status: "absent" });
    await waitingEntry("Salma", "0662334455");
    await cancel(freed);
    expect((await round(T0)).offered).toBe(1);
    const link = (await sendOffers(T0)).get("+212662334455")!;
    expect((await accept(link)).status).toBe(201);
    const [booked] = await db().select().from(appointments).where(and(eq(appointments.patientId, known.id), eq(appointments.source, "en_ligne")));
    expect(booked).toMatchObject({ status: "a_confirmer", aConfirmerMotif: "absences_repetees", dateHeure: at(`${THURSDAY}T17:00`) });
  });
});

describe("entries and the staff's page", () => {
  it("expires an entry at the end of its range", async () => {
    const entry = await waitingEntry("Amina", "amina@exemple.ma");
    await round(at(`${THURSDAY}T23:59`));
    expect(await entryState(entry)).toBe("active");
    expect((await round(at(`${practiceDate(2)}T00:00`))).entriesExpired).toBe(1);
    expect(await entryState(entry)).toBe("expiree");
  });

  it("lists the entries with their offers for staff (audited) and removes one, letting its offered slot go", async () => {
    const freed = await fullThursday();
    const entry = await waitingEntry("Amina", "amina@exemple.ma");
    await cancel(freed);
    await round(T0);
    expect((await call(listRoute, { path: "/api/booking/waitlist" })).status).toBe(401);
    const listed = await call(listRoute, { path: "/api/booking/waitlist", token: staff.assistant.token });
    expect(listed.status).toBe(200);
    const [row] = listed.body as WaitlistEntry[];
    expect(row).toMatchObject({
      id: entry,
      statut: "active",
      medecin: { id: staff.medecin.id, nom: "Dr Salma Bennani" },
      contact: "amina@exemple.ma",
      offres: [{ statut: "proposee", debut: `${THURSDAY}T17:00` }],
    });
    expect((await auditTrail(db(), "waitlist.list")).at(-1)).toMatchObject({ actorId: staff.assistant.id });

    const removed = await call(removeRoute, { method: "DELETE", path: `/api/booking/waitlist/${entry}`, params: { id: String(entry) }, token: staff.assistant.token });
    expect(removed.status).toBe(204);
    expect(await entryState(entry)).toBe("retiree");
    expect(await db().select().from(bookingHolds)).toHaveLength(0);
    expect((await auditTrail(db(), "waitlist.remove")).at(-1)).toMatchObject({ actorId: staff.assistant.id, details: { waitlistEntryId: entry, from: "active" } });
    expect((await call(removeRoute, { method: "DELETE", path: `/api/booking/waitlist/${entry}`, params: { id: String(entry) }, token: staff.assistant.token })).status).toBe(409);
  });

  it("works as a form post without scripts: the details, the code, then an offer taken from its page", async () => {
    const freed = await fullThursday();
    const headers = new Headers({ "x-forwarded-for": "203.0.113.30" });
    const details = new FormData();
    for (const [name, value] of Object.entries({ intent: "join", type: String(firstVisit), medecinId: "", du: THURSDAY, au: THURSDAY, nom: "Lahlou", prenom: "Amina", dateNaissance: "02/05/1979", gender: "F", contact: "amina@exemple.ma" })) {
      details.set(name, value);
    }
    const codeStep = await postWaitlistForm(details, headers);
    expect(codeStep).toMatchObject({ step: "code", outcome: null, destination: "a•••@exemple.ma" });
    const code = new FormData();
    code.set("intent", "verify");
    code.set("entryId", String(codeStep.entryId));
    code.set("code", recorder.lastCode());
    expect(await postWaitlistForm(code, headers)).toEqual({ step: "done", outcome: null, du: THURSDAY, au: THURSDAY });

    await cancel(freed);
    await round(T0);
    const link = (await sendOffers(T0)).get("amina@exemple.ma")!;
    const take = new FormData();
    take.set("token", link);
    take.set("intent", "accept");
    expect(await postOfferForm(take, headers)).toEqual({ outcome: "accepted" });
    expect(await acceptOffer(db(), link, { now: later(1), timeZone: ZONE, requestId: "again" })).toMatchObject({ kind: "accepted" });
    expect(await db().select().from(appointments).where(and(eq(appointments.dateHeure, at(`${THURSDAY}T17:00`)), eq(appointments.source, "en_ligne")))).toHaveLength(1);
  });

  it("is one of the scheduler's jobs, and its links are masked in the access log", async () => {
    const job = backgroundJobs(env()).find((candidate) => candidate.name === "waitlist-offers");
    expect(job?.everySeconds).toBe(env().WAITLIST_POLL_SECONDS);
    const token = "A".repeat(43);
    expect(loggedPath(`/rendez-vous/offre/${token}`)).toBe("/rendez-vous/offre/***");
    expect(loggedPath(`/ar/rendez-vous/offre/${token}`)).toBe("/ar/rendez-vous/offre/***");
    expect(loggedPath(`/api/booking/offers/${token}/accept`)).toBe("/api/booking/offers/***/accept");
    expect((await readOffer(token)).status).toBe(404);
  });
});
