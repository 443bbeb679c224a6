import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { appointments, bookingHolds, bookingSettings, practiceHours } from "@/db/schema";
import { bookingWordsAr } from "@/content/ar/booking-words";
import { bookingWordsFr } from "@/content/booking-words";
import type { BookingFlowState, BookingPageView } from "@/schemas/booking-page";
import { postBookingForm } from "@/server/booking-form-posts";
import { loadBookingPage } from "@/server/booking-page";
import { FIXED_NOW, FIXED_TODAY, fixedClockInFile } from "../../support/fixed-clock";
import { withTestDatabase } from "../../support/test-database";
import { createStaff, practiceDate, seedStaff, type StaffFixtures } from "./api-test-kit";
import { insertPatient } from "../../support/row-fixtures";
import { insertAppointment, resetBooking, typeId } from "./booking-test-kit";

/**
 * The booking pages' server side (issue 33, decision 049): what /rendez-vous shows for its address
 * (a GET: nothing held) and the booking form's posts, with or without scripts (the hold under the
 * doctor's lock, the 409 with the next slots, the details, a hold gone), in French and Arabic.
 */

const database = withTestDatabase();
fixedClockInFile();
let staff: StaffFixtures;
let firstVisit: number;
let secondDoctor: number;
const db = () => database().db;
const THURSDAY = practiceDate(1);

let counter = 0;
const fromNewAddress = () => new Headers({ "x-forwarded-for": `203.0.113.${(counter += 1)}` });
const form = (values: Record<string, string>) => {
  const data = new FormData();
  data.set("$ACTION_KEY", "k0");
  for (const [name, value] of Object.entries(values)) data.set(name, value);
  return data;
};
const post = (values: Record<string, string>, headers: Headers, words = bookingWordsFr) => postBookingForm(form(values), { words, headers, now: new Date() });
const slotsView = (view: BookingPageView) => {
  if (view.kind !== "slots") throw new Error(`expected the slots, got ${view.kind}`);
  return view;
};
const step = <E extends NonNullable<BookingFlowState["etape"]>>(state: BookingFlowState, etape: E) => {
  expect(state.etape).toBe(etape);
  return state as Extract<BookingFlowState, { etape: E }>;
};

beforeAll(async () => {
  staff = await seedStaff(db());
  secondDoctor = (await createStaff(db(), { username: "dr.chraibi", email: "chraibi@cabinet.ma", role: "MEDECIN", nom: "Chraibi", prenom: "Omar" })).id;
  firstVisit = await typeId(db(), "Première consultation");
});

beforeEach(async () => {
  await resetBooking(db());
  await db().delete(practiceHours);
});

describe("/rendez-vous for its address (GET)", () => {
  it("lists the types in the page's language, and says booking is closed when it is off", async () => {
    const choose = await loadBookingPage({}, bookingWordsFr, fromNewAddress(), FIXED_NOW);
    expect(choose.kind).toBe("choose");
    if (choose.kind !== "choose") return;
    expect(choose.types.map((type) => type.libelle)).toContain("Première consultation");
    expect(choose.types.find((type) => type.libelle === "Contrôle post-opératoire")?.connusSeulement).toBe(true);
    const arabic = await loadBookingPage({}, bookingWordsAr, fromNewAddress(), FIXED_NOW);
    expect(arabic.kind === "choose" && arabic.types.map((type) => type.libelle)).toContain("استشارة أولى");

    await db().update(bookingSettings).set({ reservationEnLigne: false });
    expect(await loadBookingPage({ type: String(firstVisit) }, bookingWordsFr, fromNewAddress(), FIXED_NOW)).toEqual({ kind: "closed" });
  });

  it("shows the days with free slots and the first day's slots, labelled with day, time and doctor (heure du Maroc)", async () => {
    const view = slotsView(await loadBookingPage({ type: String(firstVisit), medecin: String(staff.medecin.id) }, bookingWordsFr, fromNewAddress(), FIXED_NOW));
    // Today from 12:00 (two hours' notice after 10:00), then the next open days.
    expect(view.jour?.jour).toBe(FIXED_TODAY);
    expect(view.jours.map((day) => day.jour)).toContain(THURSDAY);
    expect(view.creneaux[0]).toMatchObject({ debut: `${FIXED_TODAY}T12:00`, heure: "12:00", label: "mercredi 14 octobre 2026 à 12:00, Dr Salma Bennani", afternoon: false });
    expect(view.jours.find((day) => day.jour === THURSDAY)).toMatchObject({ weekday: "jeu.", day: "15", month: "oct.", title: "jeudi 15 octobre 2026" });
    expect(view.jours[0]!.href).toBe(`/rendez-vous?type=${firstVisit}&medecin=${staff.medecin.id}&du=${FIXED_TODAY}&jour=${FIXED_TODAY}#creneaux`);
    expect(view.precedent).toBeNull();
    expect(view.suivant).toContain(`du=${practiceDate(31)}`);

    const arabic = slotsView(await loadBookingPage({ type: String(firstVisit), medecin: String(staff.medecin.id), jour: THURSDAY }, bookingWordsAr, fromNewAddress(), FIXED_NOW));
    expect(arabic.jour?.title).toBe("الخميس 15 أكتوبر 2026");
    expect(arabic.creneaux[0]!.label).toBe("الخميس 15 أكتوبر 2026 على الساعة 09:00، Dr Salma Bennani");
  });

  it("with the first available doctor, offers each time once, naming the doctor free then", async () => {
    const patient = await insertPatient(db(), { nom: "Amrani", prenom: "Khadija" });
    await insertAppointment(db(), { patientId: patient.id, medecinId: staff.medecin.id, debut: `${THURSDAY}T09:00`, minutes: 30 });
    const view = slotsView(await loadBookingPage({ type: String(firstVisit), medecin: "premier", jour: THURSDAY }, bookingWordsFr, fromNewAddress(), FIXED_NOW));
    const times = view.creneaux.map((slot) => slot.heure);
    expect(new Set(times).size).toBe(times.length);
    // Dr Bennani is busy at 09:00: Dr Chraibi is offered then.
    expect(view.creneaux[0]).toMatchObject({ heure: "09:00", medecin: { id: secondDoctor, nom: "Dr Omar Chraibi" } });
    expect(view.medecinNom).toBeNull();
  });

  it("a doctor who does not take the type, or an unknown one, shows every doctor's slots", async () => {
    const view = slotsView(await loadBookingPage({ type: String(firstVisit), medecin: "99999" }, bookingWordsFr, fromNewAddress(), FIXED_NOW));
    expect(view.medecin).toBe("premier");
  });
});

describe("the booking form's posts (with or without scripts)", () => {
  const slot = (debut: string, medecinId = staff.medecin.id) => ({ etape: "creneau", type: String(firstVisit), creneau: `${debut}|${medecinId}`, langue: "fr" });

  it("holds a slot by POST and shows it with the time it is kept until; nothing is held by the GET", async () => {
    await loadBookingPage({ type: String(firstVisit), medecin: String(staff.medecin.id) }, bookingWordsFr, fromNewAddress(), FIXED_NOW);
    expect(await db().select().from(bookingHolds)).toEqual([]);

    const state = step(await post(slot(`${THURSDAY}T10:00`), fromNewAddress()), "coordonnees");
    expect(state.hold).toMatchObject({ typeLibelle: "Première consultation", dureeMinutes: 30, medecin: { nom: "Dr Salma Bennani" }, jour: "jeudi 15 octobre 2026", heure: "10:00" });
    expect(state.hold.jusqua).toMatch(/^10:1\d$/);
    expect(await db().select().from(bookingHolds)).toHaveLength(1);
  });

  it("answers a slot another visitor holds with 'pris' and the next three free slots, in the page's language", async () => {
    step(await post(slot(`${THURSDAY}T10:00`), fromNewAddress()), "coordonnees");
    const taken = step(await post({ ...slot(`${THURSDAY}T10:00`), langue: "ar" }, fromNewAddress(), bookingWordsAr), "pris");
    expect(taken.motif).toBe("taken");
    expect(taken.suivants.map((next) => next.heure)).toEqual(["10:30", "11:00", "11:30"]);
    expect(taken.suivants[0]!.label).toBe("الخميس 15 أكتوبر 2026 على الساعة 10:30، Dr Salma Bennani");
  });

  it("refuses a slot the grid never offers, and says so when booking is off", async () => {
    expect(step(await post(slot(`${THURSDAY}T10:10`), fromNewAddress()), "pris").motif).toBe("invalid");
    expect(step(await post({ ...slot(`${THURSDAY}T10:00`), creneau: "n'importe quoi" }, fromNewAddress()), "pris").motif).toBe("invalid");
    await db().update(bookingSettings).set({ reservationEnLigne: false });
    expect(step(await post(slot(`${THURSDAY}T10:00`), fromNewAddress()), "pris").motif).toBe("closed");
  });

  it("keeps what was typed when a required detail is missing, and says when the hold is gone", async () => {
    const address = fromNewAddress();
    const { hold } = step(await post(slot(`${THURSDAY}T11:00`), address), "coordonnees");
    const typed = { etape: "coordonnees", hold: hold.id, langue: "fr", nom: "Benjelloun", prenom: "", dateNaissance: "12/03/1985", gender: "F", telephone: "0612345678", email: "" };
    const missing = step(await post(typed, address), "coordonnees");
    expect(missing).toMatchObject({ outcome: "missingFields", values: { nom: "Benjelloun", dateNaissance: "12/03/1985" } });
    const badDate = step(await post({ ...typed, prenom: "Sara", dateNaissance: "31/02/1985" }, address), "coordonnees");
    expect(badDate).toMatchObject({ outcome: "missingFields", dateRejected: true });

    await db().update(bookingHolds).set({ expiresAt: new Date(Date.now() - 1_000) }).where(eq(bookingHolds.id, hold.id));
    expect(await post({ ...typed, prenom: "Sara" }, address)).toEqual({ etape: "expire", motif: "hold" });
    expect(await post({ etape: "code", hold: hold.id, code: "123456", langue: "fr" }, address)).toEqual({ etape: "expire", motif: "code" });
  });

  it("books a hold for the front desk to confirm when no channel can bring a code (the default log drivers)", async () => {
    const address = fromNewAddress();
    const { hold } = step(await post(slot(`${THURSDAY}T14:00`), address), "coordonnees");
    const state = await post(
      { etape: "coordonnees", hold: hold.id, langue: "ar", nom: "Benjelloun", prenom: "Sara", dateNaissance: "12/03/1985", gender: "F", telephone: "06 12 34 56 78", email: "", consentementRappels: "on" },
      address,
      bookingWordsAr,
    );
    const awaiting = step(state, "a_confirmer");
    expect(awaiting.hold).toMatchObject({ typeLibelle: "استشارة أولى", heure: "14:00" });
    const [booked] = await db().select().from(appointments).where(eq(appointments.medecinId, staff.medecin.id));
    expect(booked).toMatchObject({ status: "a_confirmer", source: "en_ligne", langue: "ar" });
    expect(await db().select().from(bookingHolds)).toEqual([]);
  });

  it("another address cannot use someone's hold", async () => {
    const { hold } = step(await post(slot(`${THURSDAY}T15:00`), fromNewAddress()), "coordonnees");
    const state = await post(
      { etape: "coordonnees", hold: hold.id, langue: "fr", nom: "Benjelloun", prenom: "Sara", dateNaissance: "12/03/1985", gender: "F", telephone: "06 12 34 56 79", email: "" },
      fromNewAddress(),
    );
    expect(state).toEqual({ etape: "expire", motif: "hold" });
    expect(await db().select().from(appointments).where(eq(appointments.medecinId, staff.medecin.id))).toEqual([]);
  });
});
