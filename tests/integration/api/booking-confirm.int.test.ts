import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { appointmentLinks, appointments, auditEvents, bookingHolds, bookingSettings, notifications, onlineBookings, patients, practiceHours, verificationCodes } from "@/db/schema";
import { appointmentIdForLink } from "@/domain/booking/appointment-links";
import { type BookingContext, confirmHold, verifyHold } from "@/domain/booking/bookings";
import { holdClientKey, placeHold } from "@/domain/booking/holds";
import { checkVerificationCode } from "@/domain/booking/verification-codes";
import { type BookingDone, type BookingHold, type BookingPerson, bookingPersonInput, type ConfirmHoldAnswer } from "@/schemas/booking";
import { setBookingChannelsForTests } from "@/server/booking";
import { FIXED_NOW, fixedClockInFile } from "../../support/fixed-clock";
import { insertPatient } from "../../support/row-fixtures";
import { withTestDatabase } from "../../support/test-database";
import { practiceDate, seedStaff, type StaffFixtures } from "./api-test-kit";
import { at, insertAppointment, resetBooking, typeId, ZONE } from "./booking-test-kit";
import { confirmCall, holdCall, logChannels, person, type Recorder, recordingChannels, verifyCall } from "./booking-confirm-kit";

/**
 * Booking from a hold, verified, exactly once (issue 33, decision 048): the confirmation and its
 * code, the verification and the booking, the patient matching, the limits and the no-show rule,
 * through the calls on the fixed clock, and through the domain with a clock of their own where
 * minutes must pass.
 */

const database = withTestDatabase();
fixedClockInFile();
let staff: StaffFixtures;
let firstVisit: number;
let postOp: number;
let recorder: Recorder;
const db = () => database().db;
const THURSDAY = practiceDate(1);
const FRIDAY = practiceDate(2);

let addressCounter = 0;
const freshAddress = () => `192.0.2.${(addressCounter += 1)}`;

beforeAll(async () => {
  staff = await seedStaff(db());
  firstVisit = await typeId(db(), "Première consultation");
  postOp = await typeId(db(), "Contrôle post-opératoire");
});

beforeEach(async () => {
  await db().delete(notifications);
  await resetBooking(db());
  await db().delete(patients);
  await db().delete(auditEvents);
  await db().delete(practiceHours);
  await db().delete(verificationCodes);
  await db().update(bookingSettings).set({ seuilAbsences: 2 });
  recorder = recordingChannels(["sms", "email"]);
  setBookingChannelsForTests(recorder.channels);
});

afterAll(() => setBookingChannelsForTests(undefined));

/** A hold of `debut` on Thursday (or the day given) by the doctor, from `address`. */
async function holdSlot(address: string, time = "10:00", day = THURSDAY, type = firstVisit): Promise<string> {
  const { status, body } = await holdCall({ type, medecinId: staff.medecin.id, debut: `${day}T${time}` }, address);
  expect(status).toBe(201);
  return (body as BookingHold).id;
}

/** Hold, confirm and verify through the calls; the 201's body. */
async function bookOnline(address: string, who = person(), time = "10:00", day = THURSDAY, type = firstVisit): Promise<BookingDone> {
  const id = await holdSlot(address, time, day, type);
  const confirmed = await confirmCall(id, who, address);
  expect(confirmed.status, confirmed.text).toBe(202);
  const verified = await verifyCall(id, recorder.lastCode(), address);
  expect(verified.status, verified.text).toBe(201);
  return verified.body as BookingDone;
}

async function onlyAppointment() {
  const rows = await db().select().from(appointments).orderBy(asc(appointments.id));
  expect(rows).toHaveLength(1);
  return rows[0]!;
}

describe("POST /api/booking/holds/{id}/confirm and /verify", () => {
  it("sends a code by SMS, then books the slot once: appointment en_ligne of the type, a new file to check, the link sent, the hold gone", async () => {
    const address = freshAddress();
    const id = await holdSlot(address);

    const confirmed = await confirmCall(id, person(), address);
    expect(confirmed.status).toBe(202);
    const answer = confirmed.body as ConfirmHoldAnswer;
    expect(answer).toEqual({ aConfirmer: false, canal: "sms", destination: "06 •• •• •• 78", expiresAt: expect.any(String) });
    // The hold now lasts as long as the code: 10 minutes after the sending.
    const [held] = await db().select().from(bookingHolds);
    expect(held!.expiresAt.toISOString()).toBe(answer.expiresAt);
    expect(Date.parse(answer.expiresAt!) - Date.now()).toBeGreaterThan(9 * 60_000);
    const [code] = recorder.sent;
    expect(code).toMatchObject({ type: "code", canal: "sms", to: "+212612345678", langue: "fr" });
    expect(recorder.lastCode()).toMatch(/^\d{6}$/);
    expect(code!.message.text).toContain(recorder.lastCode());
    // Stored hashed only.
    const [stored] = await db().select().from(verificationCodes);
    expect(JSON.stringify(stored)).not.toContain(recorder.lastCode());
    expect(JSON.stringify(stored)).not.toContain("612345678");

    const wrong = await verifyCall(id, recorder.lastCode() === "000000" ? "111111" : "000000", address);
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual({ message: "Code incorrect.", errors: { code: "Code incorrect : il vous reste 4 essais." } });

    const verified = await verifyCall(id, recorder.lastCode(), address);
    expect(verified.status).toBe(201);
    expect(verified.body).toEqual({ jour: THURSDAY, heure: "10:00", medecin: { id: staff.medecin.id, nom: "Dr Salma Bennani" }, lienEnvoye: true, canal: "sms" });

    const appointment = await onlyAppointment();
    expect(appointment).toMatchObject({
      dateHeure: at(`${THURSDAY}T10:00`),
      medecinId: staff.medecin.id,
      status: "planifie",
      aConfirmerMotif: null,
      source: "en_ligne",
      visitTypeId: firstVisit,
      dureeMinutes: 30,
      motif: "Première consultation",
      langue: "fr",
    });
    const [file] = await db().select().from(patients).where(eq(patients.id, appointment.patientId));
    expect(file).toMatchObject({ nom: "Berrada", prenom: "Imane", dateNaissance: "1985-03-12", gender: "F", email: "imane.berrada@exemple.ma", adresse: "", telephoneDigits: "212612345678", verifieAt: null });
    expect(file!.creeEnLigneAt).not.toBeNull();
    // The reminders box: SMS and WhatsApp agreed.
    expect(file!.consentSmsAt).not.toBeNull();
    expect(file!.consentWhatsappAt).not.toBeNull();
    expect(await db().select().from(bookingHolds)).toHaveLength(0);
    expect(await db().select().from(verificationCodes)).toHaveLength(0);

    // The confirmation, at once, where the code was verified, with a personal link that opens this appointment.
    const confirmation = recorder.sent.at(-1)!;
    expect(confirmation).toMatchObject({ type: "confirmation", template: "reservation", canal: "sms", to: "+212612345678" });
    const link = /https?:\/\/[^/\s]+\/rendez-vous\/gerer\/([A-Za-z0-9_-]{43}) /.exec(confirmation.message.text);
    expect(link).not.toBeNull();
    expect(await appointmentIdForLink(db(), link![1]!, FIXED_NOW)).toBe(appointment.id);
    const [linkRow] = await db().select().from(appointmentLinks);
    expect(linkRow!.expiresAt).toEqual(at(`${THURSDAY}T10:30`));
    const [notice] = await db().select().from(notifications);
    expect(notice).toMatchObject({ type: "confirmation", canal: "sms", statut: "envoye", patientId: file!.id, appointmentId: appointment.id });
    expect(JSON.stringify(notice!.donnees)).not.toContain(link![1]!);

    // Audited without any personal data.
    const trail = (await db().select().from(auditEvents)).filter((event) => event.action.startsWith("booking.") || event.action === "patient.create_online");
    expect(trail.map((event) => event.action)).toEqual(["booking.code_sent", "booking.code_failed", "patient.create_online", "booking.create"]);
    expect(trail.find((event) => event.action === "booking.create")).toMatchObject({ targetType: "patient", targetId: String(file!.id), details: expect.objectContaining({ appointmentId: appointment.id, status: "planifie", dossier: "nouveau" }) });
    expect(JSON.stringify(trail)).not.toMatch(/Berrada|Imane|612345678|exemple\.ma/);

    // Exactly once: the hold is gone.
    const again = await verifyCall(id, recorder.lastCode(), address);
    expect(again.status).toBe(404);
    expect(await db().select().from(appointments)).toHaveLength(1);
  });

  it("writes the code and the confirmation in Arabic for the Arabic pages, and sends the code by e-mail when the phone is not a Moroccan mobile", async () => {
    const address = freshAddress();
    const id = await holdSlot(address);
    const confirmed = await confirmCall(id, person({ telephone: "+33 6 12 34 56 78", langue: "ar" }), address);
    expect(confirmed.body).toMatchObject({ aConfirmer: false, canal: "email", destination: "i•••@exemple.ma" });
    expect(recorder.sent[0]).toMatchObject({ type: "code", canal: "email", to: "imane.berrada@exemple.ma", langue: "ar" });
    expect(recorder.sent[0]!.message.text).toContain("رمز التأكيد");
    const verified = await verifyCall(id, recorder.lastCode(), address);
    expect(verified.body).toMatchObject({ canal: "email", lienEnvoye: true });
    expect(recorder.sent.at(-1)!.message.text).toContain("تم تسجيل موعدكم");
    expect((await onlyAppointment()).langue).toBe("ar");
  });

  it("answers 404 for a hold that is another visitor's, unknown or expired, the same way", async () => {
    const owner = freshAddress();
    const id = await holdSlot(owner);
    const message = { message: "Votre créneau n'est plus réservé pour vous : il a expiré. Choisissez un nouveau créneau." };
    expect(await confirmCall(id, person(), freshAddress())).toMatchObject({ status: 404, body: message });
    expect(await confirmCall("6f1c2d3e-4a5b-4c6d-8e7f-8091a2b3c4d5", person(), owner)).toMatchObject({ status: 404, body: message });
    expect((await confirmCall("pas-un-identifiant", person(), owner)).status).toBe(400);
    expect(recorder.sent).toHaveLength(0);

    // Expired (domain, on a clock 10 minutes later): nothing sent, nothing booked.
    const later: BookingContext = { now: new Date(FIXED_NOW.getTime() + 11 * 60_000), timeZone: ZONE, clientKey: holdClientKey(owner), siteUrl: "https://cabinet.test", channels: recorder.channels, requestId: crypto.randomUUID() };
    await expect(confirmHold(db(), id, bookingPersonInput.parse(person()), later)).rejects.toMatchObject({ code: "NOT_FOUND" });
    expect(recorder.sent).toHaveLength(0);
    expect(await db().select().from(appointments)).toHaveLength(0);
  });

  it("refuses the code after 5 wrong tries, even the right one; a new code (confirming again) books", async () => {
    const address = freshAddress();
    const id = await holdSlot(address);
    await confirmCall(id, person(), address);
    const right = recorder.lastCode();
    const wrongCode = right === "123456" ? "654321" : "123456";
    const answers = [];
    for (let attempt = 0; attempt < 5; attempt += 1) answers.push((await verifyCall(id, wrongCode, address)).body);
    expect(answers.map((body) => (body as { errors: { code: string } }).errors.code)).toEqual([
      "Code incorrect : il vous reste 4 essais.",
      "Code incorrect : il vous reste 3 essais.",
      "Code incorrect : il vous reste 2 essais.",
      "Code incorrect : il vous reste 1 essai.",
      "Trop d'essais : ce code n'est plus valable. Demandez un nouveau code.",
    ]);
    const refused = await verifyCall(id, right, address);
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ errors: { code: "Trop d'essais : ce code n'est plus valable. Demandez un nouveau code." } });
    expect(await db().select().from(appointments)).toHaveLength(0);

    await confirmCall(id, person(), address);
    expect(recorder.sent.filter((message) => message.type === "code")).toHaveLength(2);
    expect((await verifyCall(id, recorder.lastCode(), address)).status).toBe(201);
  });

  it("lets a code expire with its hold after 10 minutes (fixed clock): valid at 9 min 59 s, the hold gone at 10 min", async () => {
    const address = freshAddress();
    const context = (offsetMs: number): BookingContext => ({
      now: new Date(FIXED_NOW.getTime() + offsetMs),
      timeZone: ZONE,
      clientKey: holdClientKey(address),
      siteUrl: "https://cabinet.test",
      channels: recorder.channels,
      requestId: crypto.randomUUID(),
    });
    const held = await placeHold(db(), { type: firstVisit, medecinId: staff.medecin.id, debut: `${THURSDAY}T15:00` }, context(0));
    if (held.kind !== "held") throw new Error("not held");
    // Sent 5 minutes after the hold: both now end 10 minutes after the sending.
    const sent = await confirmHold(db(), held.hold.id, bookingPersonInput.parse(person()), context(5 * 60_000));
    expect(sent).toMatchObject({ kind: "answered", answer: { aConfirmer: false, expiresAt: new Date(FIXED_NOW.getTime() + 15 * 60_000).toISOString() } });
    expect(await checkVerificationCode(db(), { purpose: "reservation", subjectId: held.hold.id, code: recorder.lastCode() }, context(15 * 60_000).now)).toEqual({ kind: "expired" });
    await expect(verifyHold(db(), held.hold.id, recorder.lastCode(), context(15 * 60_000))).rejects.toMatchObject({ code: "NOT_FOUND" });
    // Another visitor may take the slot the moment it expired.
    const other = await placeHold(db(), { type: firstVisit, medecinId: staff.medecin.id, debut: `${THURSDAY}T15:00` }, { ...context(15 * 60_000), clientKey: holdClientKey("other") });
    expect(other.kind).toBe("held");
    expect(await db().select().from(appointments)).toHaveLength(0);
  });

  it("books as 'à confirmer' (verification_impossible) at once when no channel can deliver a code, and says so", async () => {
    setBookingChannelsForTests(logChannels().channels);
    const address = freshAddress();
    const id = await holdSlot(address, "11:00");
    const confirmed = await confirmCall(id, person(), address);
    expect(confirmed.status).toBe(202);
    expect(confirmed.body).toEqual({ aConfirmer: true, rendezVous: { jour: THURSDAY, heure: "11:00", medecin: { id: staff.medecin.id, nom: "Dr Salma Bennani" } } });
    expect(await onlyAppointment()).toMatchObject({ status: "a_confirmer", aConfirmerMotif: "verification_impossible", source: "en_ligne", dateHeure: at(`${THURSDAY}T11:00`) });
    expect(await db().select().from(bookingHolds)).toHaveLength(0);
    expect(await db().select().from(appointmentLinks)).toHaveLength(0);
    // It holds its slot like any booking.
    expect((await holdCall({ type: firstVisit, medecinId: staff.medecin.id, debut: `${THURSDAY}T11:00` }, freshAddress())).status).toBe(409);
  });

  it("books as 'à confirmer' too when the only channel cannot reach the person (SMS, a foreign number, no e-mail) or refuses the message", async () => {
    recorder = recordingChannels(["sms"]);
    setBookingChannelsForTests(recorder.channels);
    const address = freshAddress();
    const id = await holdSlot(address, "11:00");
    expect((await confirmCall(id, person({ telephone: "+33 6 12 34 56 78", email: null }), address)).body).toMatchObject({ aConfirmer: true });
    recorder.refuse.add("sms");
    const second = freshAddress();
    const other = await holdSlot(second, "14:00");
    expect((await confirmCall(other, person({ telephone: "0698765432" }), second)).body).toMatchObject({ aConfirmer: true });
    const rows = await db().select().from(appointments);
    expect(rows.map((row) => row.aConfirmerMotif)).toEqual(["verification_impossible", "verification_impossible"]);
  });
});

describe("the patient of an online booking", () => {
  it("is the existing file when name, birth date and phone match one file, however written; nothing of it is shown or changed", async () => {
    const file = await insertPatient(db(), { nom: "BERRADA", prenom: "Imane", dateNaissance: "1985-03-12", telephone: "+212 6 12 34 56 78", email: "ancienne@exemple.ma", adresse: "3 rue Oqba, Rabat", gender: "F" });
    const before = (await db().select().from(patients).where(eq(patients.id, file.id)))[0]!;
    const address = freshAddress();
    const id = await holdSlot(address);
    const confirmed = await confirmCall(id, person({ nom: "Berrada", email: "nouvelle@exemple.ma", langue: "ar" }), address);
    expect(confirmed.text).not.toMatch(/ancienne|Oqba/);
    const verified = await verifyCall(id, recorder.lastCode(), address);
    expect(verified.text).not.toMatch(/ancienne|Oqba|BERRADA/);
    expect(Object.keys(verified.body as object).sort()).toEqual(["canal", "heure", "jour", "lienEnvoye", "medecin"]);
    const appointment = await onlyAppointment();
    expect(appointment.patientId).toBe(file.id);
    expect((await db().select().from(patients).where(eq(patients.id, file.id)))[0]).toEqual(before);
    expect(await db().select().from(patients)).toHaveLength(1);
    // The confirmation goes where the code was verified, never to the file's own contact.
    expect(recorder.sent.every((message) => message.to !== "ancienne@exemple.ma")).toBe(true);
    expect((await db().select().from(auditEvents).where(eq(auditEvents.action, "booking.create")))[0]!.details).toMatchObject({ dossier: "existant" });
  });

  it("is a new file when two files match (ambiguous), when only the name and birth date match, or when the match is archived", async () => {
    const twin = { nom: "Berrada", prenom: "Imane", dateNaissance: "1985-03-12", telephone: "0612345678" };
    const cases: { files: (typeof twin)[]; archive?: boolean }[] = [{ files: [twin, twin] }, { files: [{ ...twin, telephone: "0611111111" }] }, { files: [twin], archive: true }];
    for (const [index, { files, archive }] of cases.entries()) {
      await db().delete(notifications);
      await resetBooking(db());
      await db().delete(patients);
      const existing = [];
      for (const fields of files) existing.push(await insertPatient(db(), fields));
      if (archive) await db().update(patients).set({ archivedAt: FIXED_NOW });
      const answer = await bookOnline(freshAddress(), person(), "10:00");
      expect(answer, `case ${index}`).toEqual({ jour: THURSDAY, heure: "10:00", medecin: { id: staff.medecin.id, nom: "Dr Salma Bennani" }, lienEnvoye: true, canal: "sms" });
      const appointment = await onlyAppointment();
      expect(existing.map((file) => file.id), `case ${index}`).not.toContain(appointment.patientId);
      const [created] = await db().select().from(patients).where(eq(patients.id, appointment.patientId));
      expect(created!.creeEnLigneAt, `case ${index}`).not.toBeNull();
      expect(appointment.status).toBe("planifie");
    }
  });
});

describe("limits against abuse", () => {
  it("refuses a third future online booking for one phone number (409 errors.telephone); a cancelled one no longer counts", async () => {
    await bookOnline(freshAddress(), person(), "10:00");
    await bookOnline(freshAddress(), person({ prenom: "Salwa" }), "11:00");
    const address = freshAddress();
    const id = await holdSlot(address, "14:00");
    const refused = await confirmCall(id, person({ prenom: "Nora", telephone: "+212612345678" }), address);
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({
      message: "Deux rendez-vous à venir sont déjà réservés en ligne avec ce numéro. Pour un autre rendez-vous, appelez le cabinet.",
      errors: { telephone: "Deux rendez-vous à venir sont déjà réservés en ligne avec ce numéro. Pour un autre rendez-vous, appelez le cabinet." },
    });
    expect(recorder.sent.filter((message) => message.type === "code")).toHaveLength(2);
    const [first] = await db().select().from(appointments).orderBy(asc(appointments.id));
    await db().update(appointments).set({ status: "annule", motifAnnulation: "Empêchement", annulePar: "patient" }).where(eq(appointments.id, first!.id));
    expect((await confirmCall(id, person({ prenom: "Nora" }), address)).status).toBe(202);
  });

  it("refuses a fourth online booking in a day from one client address (429)", async () => {
    const address = freshAddress();
    for (const [index, time] of ["09:00", "10:00", "11:00"].entries()) await bookOnline(address, person({ telephone: `06000000${index}0` }), time);
    const id = await holdSlot(address, "14:00");
    const refused = await confirmCall(id, person({ telephone: "0600000099" }), address);
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ message: "Trop de réservations ont été faites depuis cette connexion aujourd'hui. Appelez le cabinet ou réessayez demain." });
    expect(await db().select().from(onlineBookings)).toHaveLength(3);
  });

  it("caps the codes sent to one destination in a day (429 after 5)", async () => {
    const address = freshAddress();
    const id = await holdSlot(address);
    for (let attempt = 0; attempt < 5; attempt += 1) expect((await confirmCall(id, person(), address)).status).toBe(202);
    const capped = await confirmCall(id, person(), address);
    expect(capped.status).toBe(429);
    expect(capped.body).toMatchObject({ message: "Trop de codes ont été demandés aujourd'hui. Réessayez demain ou appelez le cabinet." });
    expect(recorder.sent).toHaveLength(5);
  });
});

describe("bookings that wait for the front desk without the visitor being told why", () => {
  it("a 'known patients only' type: the unknown visitor gets the same answers and message as a known patient; the booking waits (patient_non_reconnu)", async () => {
    await insertPatient(db(), { nom: "Berrada", prenom: "Imane", dateNaissance: "1985-03-12", telephone: "0612345678", gender: "F" });
    const known = await bookOnline(freshAddress(), person(), "10:00", THURSDAY, postOp);
    const knownMessage = recorder.sent.at(-1)!;
    const unknown = await bookOnline(freshAddress(), person({ nom: "Inconnue", prenom: "Sara", telephone: "0677777777", email: null }), "10:00", FRIDAY, postOp);
    const unknownMessage = recorder.sent.at(-1)!;
    expect({ ...known, jour: "x" }).toEqual({ ...unknown, jour: "x" });
    const strip = (text: string) => text.replace(/\/rendez-vous\/gerer\/\S+/, "").replace(/(jeudi|vendredi) \d+ octobre/, "");
    expect(strip(unknownMessage.message.text)).toBe(strip(knownMessage.message.text));
    const rows = await db().select().from(appointments).orderBy(asc(appointments.dateHeure));
    expect(rows.map((row) => [row.status, row.aConfirmerMotif])).toEqual([
      ["planifie", null],
      ["a_confirmer", "patient_non_reconnu"],
    ]);
  });

  it("a patient marked absent twice in 12 months: the booking waits (absences_repetees); once is fine; the setting turns it off", async () => {
    const file = await insertPatient(db(), { nom: "Berrada", prenom: "Imane", dateNaissance: "1985-03-12", telephone: "0612345678", gender: "F" });
    const absentOn = async (day: string) => insertAppointment(db(), { patientId: file.id, medecinId: staff.medecin.id, debut: `${day}T10:00`, minutes: 30, status: "absent" });
    await absentOn("2026-03-10");
    await absentOn("2025-09-01"); // more than 12 months before the fixed clock: not counted
    await bookOnline(freshAddress(), person(), "10:00");
    await absentOn("2026-09-22");
    await bookOnline(freshAddress(), person(), "11:00");
    await db().update(bookingSettings).set({ seuilAbsences: null });
    await db().delete(onlineBookings);
    await bookOnline(freshAddress(), person(), "14:00");
    const rows = await db().select().from(appointments).where(eq(appointments.source, "en_ligne")).orderBy(asc(appointments.dateHeure));
    expect(rows.map((row) => [row.status, row.aConfirmerMotif])).toEqual([
      ["planifie", null],
      ["a_confirmer", "absences_repetees"],
      ["planifie", null],
    ]);
    expect(new Set(rows.map((row) => row.patientId))).toEqual(new Set([file.id]));
  });

  it("a staff booking over the hold before the code is typed: 409 'Ce créneau vient d'être pris' with the next free slots, nothing booked online", async () => {
    const address = freshAddress();
    const id = await holdSlot(address, "10:00");
    await confirmCall(id, person(), address);
    const other = await insertPatient(db(), { nom: "Amrani", prenom: "Khadija" });
    await insertAppointment(db(), { patientId: other.id, medecinId: staff.medecin.id, debut: `${THURSDAY}T10:00`, minutes: 30 });
    const taken = await verifyCall(id, recorder.lastCode(), address);
    expect(taken.status).toBe(409);
    expect(taken.body).toMatchObject({ message: "Ce créneau vient d'être pris", suivants: [{ debut: `${THURSDAY}T10:30` }, { debut: `${THURSDAY}T11:00` }, { debut: `${THURSDAY}T11:30` }] });
    expect(taken.text).not.toContain("Amrani");
    expect(await db().select().from(appointments).where(eq(appointments.source, "en_ligne"))).toHaveLength(0);
  });
});

describe("the person's fields", () => {
  it("refuses missing or malformed fields with the request form's messages, and a birth date in the future", async () => {
    const address = freshAddress();
    const id = await holdSlot(address);
    const missing = await confirmCall(id, { ...person(), nom: " ", telephone: "abc" }, address);
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({ errors: { nom: "Le nom est obligatoire.", telephone: "Numéro de téléphone invalide." } });
    const future = await confirmCall(id, person({ dateNaissance: practiceDate(3) }), address);
    expect(future.body).toMatchObject({ errors: { dateNaissance: "La date de naissance ne peut pas être dans le futur." } });
    const badCode = await verifyCall(id, "12a456", address);
    expect(badCode.body).toMatchObject({ errors: { code: "Le code est composé de 6 chiffres." } });
    expect(recorder.sent).toHaveLength(0);
  });

  it("reads the e-mail in lower case, and a blank one as none", () => {
    const parsed: BookingPerson = bookingPersonInput.parse(person({ email: "  IMANE@Exemple.MA " }));
    expect(parsed.email).toBe("imane@exemple.ma");
    expect(bookingPersonInput.parse(person({ email: "" })).email).toBeNull();
    expect(bookingPersonInput.safeParse(person({ email: "imane@" })).success).toBe(false);
  });
});
